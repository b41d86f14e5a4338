import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { AppError } from '../errors';
import { readLimitsEnv } from '../env';
import { findWorkspaceRoot } from '@wordrise/games';
import type { OracleAnswer, OracleTask } from './search';

export const ORACLE_BUSY_MESSAGE = 'The Oracle is busy right now. Try again in a moment.';

/**
 * thread.mjs on disk: beside this module when it runs from source (tests, tsx); from
 * the workspace root when Next.js has bundled this module elsewhere. (Not written as
 * `new URL('./thread.mjs', import.meta.url)`, which bundlers copy as an asset, away
 * from the sources the thread imports.)
 */
function threadFile(): string {
  const name = 'thread.mjs';
  const here = path.join(path.dirname(fileURLToPath(import.meta.url)), name);
  if (fs.existsSync(/*turbopackIgnore: true*/ here)) return here;
  const root = findWorkspaceRoot() ?? process.cwd();
  return path.join(/*turbopackIgnore: true*/ root, 'packages', 'api', 'src', 'oracle', name);
}

/**
 * Oracle searches run in a pool of worker threads, never on the event loop that
 * answers requests. Threads start on first use and stop after a minute
 * idle — but for one, with `keepWarm`, started and readied by `warm` (a thread's start
 * costs ~1.8 s: its code, the word graph). At most ORACLE_QUEUE searches wait, more
 * are refused as busy.
 */
export class OraclePool {
  readonly #pool: Piscina<OracleTask | null, OracleAnswer>;
  #running = 0;
  #closing = false;
  /** A thread is being readied after a failure: one at a time, none while closing. */
  #rewarming = false;

  constructor(options: { threads?: number; queue?: number; keepWarm?: boolean } = {}) {
    const env = readLimitsEnv();
    const threads =
      options.threads ?? env.ORACLE_THREADS ?? Math.max(1, os.availableParallelism() - 1);
    this.#pool = new Piscina({
      filename: threadFile(),
      minThreads: options.keepWarm ? 1 : 0,
      maxThreads: threads,
      maxQueue: options.queue ?? env.ORACLE_QUEUE,
      idleTimeout: 60_000,
    });
    // A thread that dies between searches (piscina starts another) is reported here; with
    // no listener the event would end the whole web process. The one kept warm is readied again.
    this.#pool.on('error', (error: unknown) => {
      if (this.#closing) return;
      console.error('Oracle: a search thread failed:', error);
      // Once per failure streak: a thread that cannot start at all must not fill the queue
      // with readying tasks (searches are still tried, each on a fresh thread).
      if (!options.keepWarm || this.#rewarming) return;
      this.#rewarming = true;
      this.warm()
        .then(() => (this.#rewarming = false))
        .catch((e: unknown) => console.error('Oracle: readying a thread failed:', e));
    });
  }

  async search(task: OracleTask): Promise<OracleAnswer> {
    const { maxQueue } = this.#pool.options;
    if (this.#pool.queueSize >= maxQueue)
      throw new AppError('TOO_MANY_REQUESTS', ORACLE_BUSY_MESSAGE);
    this.#running++;
    try {
      return await this.#pool.run(task);
    } finally {
      this.#running--;
    }
  }

  /**
   * Readies a thread now (its code, the default word graph, one search), so the first
   * player to ask does not wait for it; with `keepWarm` it stays. The search count.
   */
  async warm(): Promise<number> {
    return (await this.#pool.run(null, { name: 'warm' })) as unknown as number;
  }

  /** Searches waiting for a thread or running. */
  get pending(): number {
    return this.#pool.queueSize + this.#running;
  }

  /** Threads started and not yet stopped. */
  get threads(): number {
    return this.#pool.threads.length;
  }

  /** Searches done so far (all threads), the readying ones included. */
  get completed(): number {
    return this.#pool.completed;
  }

  close(): Promise<void> {
    this.#closing = true;
    return this.#pool.close({ force: true });
  }
}
