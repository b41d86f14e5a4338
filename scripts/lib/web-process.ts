import path from 'node:path';
import { ROOT } from './database';

/** Where the web process runs (its cwd: Next.js finds its build there). */
export const WEB_DIR = path.join(ROOT, 'apps/web');

/**
 * The web process, as `npm start` and the load test run it: apps/web/server.ts (`/api/trpc`
 * beside Next.js's request handler) in this Node.js, with tsx's loader, one process (so a
 * signal reaches it, and `--cpu-prof` profiles it). `nodeOptions` go before the entry;
 * `apiOnly`: a process that serves `/api/trpc` alone, without Next.js.
 */
export function webProcessCommand(
  port: number,
  host: string,
  nodeOptions: readonly string[] = [],
  apiOnly = false,
): [string, string[]] {
  return [
    process.execPath,
    [
      ...nodeOptions,
      '--import',
      'tsx',
      'server.ts',
      '-p',
      String(port),
      '-H',
      host,
      ...(apiOnly ? ['--api-only'] : []),
    ],
  ];
}
