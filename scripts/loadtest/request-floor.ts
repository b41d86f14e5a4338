// `pnpm exec tsx scripts/loadtest/request-floor.ts [--calls 2000] [--cpu-prof DIR] [--api-only]`:
// what one web process (with `--api-only`: an API-only one) spends on a call that does almost
// nothing (`status.me`: the session, the tRPC context and response), one call at a time over
// HTTP, so the load test's CPU per move can be split into the framework's floor and the move's
// own work. Prints one JSON line: CPU ms per call (from /proc), the latency's p50/p95, and the CPU the process
// uses per second while nobody calls it.
import { parseArgs } from 'node:util';
import { oneWebProcess } from './one-web';

const { values } = parseArgs({
  options: {
    calls: { type: 'string', default: '2000' },
    'cpu-prof': { type: 'string' },
    'api-only': { type: 'boolean', default: false },
  },
});
const calls = Number(values.calls);
const IDLE_SECONDS = 10;

const { platform, base, players, servingCpuMs } = await oneWebProcess(
  'floor',
  1,
  values['cpu-prof'],
  values['api-only'],
);
try {
  const player = players[0]!;
  const call = async () => {
    const response = await fetch(`${base}/api/trpc/status.me`, {
      headers: { cookie: player.cookie, 'accept-encoding': 'gzip' },
    });
    if (!response.ok) throw new Error(`status.me answered ${response.status}`);
    await response.arrayBuffer();
  };
  for (let i = 0; i < 200; i++) await call(); // warm-up: JIT, the session's first read
  // What the process burns doing nothing (timers, the LISTEN connection, GC), per second.
  const idleFrom = servingCpuMs();
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
  const idleCpuMsPerSec = (servingCpuMs() - idleFrom) / IDLE_SECONDS;
  const latencies: number[] = [];
  const before = servingCpuMs();
  for (let i = 0; i < calls; i++) {
    const sent = performance.now();
    await call();
    latencies.push(performance.now() - sent);
  }
  const cpu = servingCpuMs() - before;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.floor(q * (latencies.length - 1))]! * 10) / 10;
  console.log(
    JSON.stringify({
      calls,
      webCpuMsPerCall: Math.round((cpu / calls) * 100) / 100,
      idleCpuMsPerSec: Math.round(idleCpuMsPerSec * 10) / 10,
      latencyMs: { p50: at(0.5), p95: at(0.95) },
    }),
  );
} finally {
  await platform.stop();
}
