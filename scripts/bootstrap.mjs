// Plain Node (no dependencies): makes sure pnpm and the workspace's packages are
// installed, so that `npm start` and `npm test` work on a machine with only Node and npm.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
const PNPM_VERSION = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'),
).packageManager.split('@')[1];
const LOCAL_BIN = path.join(ROOT, '.tools', 'node_modules', '.bin');

function pnpmVersion(env) {
  const r = spawnSync('pnpm', ['--version'], { env, encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

function run(cmd, args, env) {
  const r = spawnSync(cmd, args, { cwd: ROOT, env, stdio: 'inherit' });
  return r.status === 0;
}

/** Returns an environment whose PATH has pnpm at the pinned version. */
export function ensurePnpm() {
  const env = { ...process.env, PATH: `${LOCAL_BIN}${path.delimiter}${process.env.PATH}` };
  if (pnpmVersion(env) === PNPM_VERSION) return env;
  console.log(`Installing pnpm ${PNPM_VERSION}…`);
  if (
    run('npm', ['install', '-g', '--no-fund', '--no-audit', `pnpm@${PNPM_VERSION}`], env) &&
    pnpmVersion(env) === PNPM_VERSION
  )
    return env;
  // No rights for a global install: keep a private copy in .tools/ (git-ignored).
  if (
    run(
      'npm',
      [
        'install',
        '--prefix',
        path.join(ROOT, '.tools'),
        '--no-fund',
        '--no-audit',
        `pnpm@${PNPM_VERSION}`,
      ],
      env,
    ) &&
    pnpmVersion(env) === PNPM_VERSION
  )
    return env;
  console.error(
    `Could not install pnpm ${PNPM_VERSION} with npm: check your network and npm settings, then try again.`,
  );
  process.exit(1);
}

/** Installs the workspace's dependencies exactly as the lockfile says (fast when up to date). */
export function ensureDependencies(env) {
  if (
    !run('pnpm', ['install', '--frozen-lockfile', '--reporter=append-only'], { ...env, CI: 'true' })
  ) {
    console.error(
      '`pnpm install` failed: see the lines above (a network problem, or a lockfile out of date: run `pnpm install`).',
    );
    process.exit(1);
  }
}

/** Runs a TypeScript entry point with tsx, passing signals through; exits with its code. */
export function runTs(entry, env) {
  // tsx itself, not through `pnpm exec`: pnpm exits on Ctrl-C without waiting for its
  // child, and the platform must get to stop its processes in order.
  const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
  const r = spawnSync(tsx, [entry, ...process.argv.slice(2)], {
    cwd: ROOT,
    env: { ...env, NEXT_TELEMETRY_DISABLED: '1', TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
    stdio: 'inherit',
  });
  process.exit(r.status ?? 1);
}
