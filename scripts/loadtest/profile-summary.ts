// `pnpm exec tsx scripts/loadtest/profile-summary.ts FILE.cpuprofile [--top 25] [--moves N]`:
// where a process spent its CPU, from a V8 profile (`--cpu-prof`): self time by function and
// by package (or the idle/GC/program buckets), in ms and per move when `--moves` is given.
import fs from 'node:fs';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '25' }, moves: { type: 'string' } },
});
const file = positionals[0];
if (!file) {
  console.error('usage: profile-summary.ts FILE.cpuprofile [--top 25] [--moves N]');
  process.exit(1);
}
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => {
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});

/** node_modules/<pkg> or our packages/<x>, apps/<x>; else the URL's last part. */
function packageOf(url: string): string {
  const nm = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (nm) return nm[1]!;
  const ours = /\/((?:packages|apps)\/[^/]+)\//.exec(url);
  if (ours) return ours[1]!;
  if (url.startsWith('node:')) return 'node';
  return url ? 'other' : '(native / V8)';
}

const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
let total = 0;
let idle = 0;
for (const [id, us] of selfUs) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  total += us;
  if (functionName === '(idle)') {
    idle += us;
    continue;
  }
  const name = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + us);
  const pkg = functionName.startsWith('(') ? functionName : packageOf(url);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
}
const moves = values.moves ? Number(values.moves) : 0;
const show = (us: number) =>
  `${(us / 1000).toFixed(0).padStart(7)} ms` +
  (moves ? `  ${(us / 1000 / moves).toFixed(3).padStart(7)} ms/move` : '');
const busy = total - idle;
console.log(`busy ${show(busy)} (of ${(total / 1000).toFixed(0)} ms profiled)`);
const top = Number(values.top);
console.log('\nby package:');
for (const [name, us] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`${show(us)}  ${((100 * us) / busy).toFixed(1).padStart(5)}%  ${name}`);
}
console.log('\nby function (self time):');
for (const [name, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`${show(us)}  ${((100 * us) / busy).toFixed(1).padStart(5)}%  ${name}`);
}
