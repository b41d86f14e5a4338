import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';

/** A long-running child whose output lines are prefixed with its name. */
export function startProcess(
  name: string,
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
): ChildProcess {
  const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => `[${name}] ${l}`)
      .join('\n');
  child.stdout?.on('data', (c: Buffer) => console.log(prefix(c)));
  child.stderr?.on('data', (c: Buffer) => console.error(prefix(c)));
  console.log(`[${name}] started (pid ${child.pid})`);
  return child;
}

/** How long a process must run before a crash counts as a first one again. */
const STABLE_MS = 60_000;
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/** Back-off before the n-th restart in a row (n ≥ 1): 1 s, 2 s, 4 s, … capped at 30 s. */
export function restartDelay(crashesInARow: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** (crashesInARow - 1), MAX_DELAY_MS);
}

/** A wrapper (tsx) exits with 128 + n when its child died of signal n. */
function killedBy(code: number | null): string {
  if (code === null || code <= 128) return '';
  const name = Object.entries(os.constants.signals).find(([, n]) => n === code - 128)?.[0];
  return name ? `, killed by ${name}` : '';
}

export interface Supervised {
  /** The current child (a new one after each restart). */
  current(): ChildProcess;
  /** Stops restarting, then stops the current child (SIGTERM to its group, SIGKILL after a grace). */
  stop(): Promise<void>;
}

/**
 * Runs a long-lived child and starts it again whenever it exits on its own, after
 * a growing back-off (`restartDelay`) that starts over once it has run for a
 * minute. Each restart is logged in one line with the exit code or signal.
 */
export function supervise(name: string, start: () => ChildProcess): Supervised {
  let child = start();
  let startedAt = Date.now();
  let crashesInARow = 0;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  const watch = (c: ChildProcess) =>
    c.once('exit', (code, signal) => {
      if (stopping) return;
      // Whatever it left behind in its process group goes with it.
      try {
        process.kill(-c.pid!, 'SIGKILL');
      } catch {
        /* nothing left */
      }
      crashesInARow = Date.now() - startedAt >= STABLE_MS ? 1 : crashesInARow + 1;
      const delay = restartDelay(crashesInARow);
      const why = signal ? `signal ${signal}` : `exit code ${code}${killedBy(code)}`;
      console.error(
        `[${name}] stopped unexpectedly (${why}); restarting in ${delay / 1000} s (crash ${crashesInARow} in a row)`,
      );
      timer = setTimeout(() => {
        if (stopping) return;
        child = start();
        startedAt = Date.now();
        watch(child);
      }, delay);
    });
  watch(child);
  return {
    current: () => child,
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await stopProcess(child);
    },
  };
}

/** Sends SIGTERM to a child's whole process group and waits (then SIGKILL after `graceMs`). */
export function stopProcess(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }, graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      resolve();
    }
  });
}

export function portIsFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

export async function waitForHttp(
  url: string,
  timeoutMs: number,
  alive: () => boolean,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && alive()) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

/** Runs a command to completion with inherited output; resolves to its exit code. */
export function runCommand(
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}
