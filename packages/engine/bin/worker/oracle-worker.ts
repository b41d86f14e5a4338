/**
 * The Oracle in a worker thread, for servers: `await oracleInWorker(position, rack)`
 * runs the search off the event loop. The word graph's bytes are read once into a
 * SharedArrayBuffer that every worker reads (no copy per worker); each worker
 * validates and loads it once (~5 ms) and then answers requests in order.
 *
 *     const worker = await OracleWorker.start();
 *     const { count, plays } = await worker.solve({ position, rack: 'AEIQRST' });
 *     await worker.close();
 *
 * Node-only (this file lives in bin/); the search itself is the pure src/oracle.
 * Under TypeScript sources (tsx, vitest) the thread registers tsx's loader first.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { OraclePosition } from '../../src/oracle/index';
import { DEFAULT_LEXICON_PATH, loadDefaultLexicon } from '../lexicon';
import type {
  FromWorker,
  OracleWorkerRequest,
  OracleWorkerResult,
  ThreadData,
  ToWorker,
} from './protocol';

export type { OracleWorkerMode, OracleWorkerRequest, OracleWorkerResult } from './protocol';

export interface OracleWorkerOptions {
  /** The `.wrg` bytes to share; default: the default English word graph. */
  readonly lexicon?: SharedArrayBuffer;
}

let defaultBytes: SharedArrayBuffer | undefined;

/** The default word graph's file bytes in shared memory (read once per process). */
export function sharedDefaultLexicon(): SharedArrayBuffer {
  if (defaultBytes) return defaultBytes;
  loadDefaultLexicon(); // builds the file when it is missing
  const bytes = readFileSync(DEFAULT_LEXICON_PATH);
  const shared = new SharedArrayBuffer(bytes.byteLength);
  new Uint8Array(shared).set(bytes);
  defaultBytes = shared;
  return shared;
}

/** The worker's entry: the thread file, through tsx's loader when it is TypeScript. */
function spawn(data: ThreadData): Worker {
  const entry = new URL('./oracle-thread.ts', import.meta.url);
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, { workerData: data });
  const require = createRequire(import.meta.url);
  const tsxApi = pathToFileURL(
    join(dirname(require.resolve('tsx/package.json')), 'dist/esm/api/index.mjs'),
  ).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(bootstrap, { eval: true, workerData: data });
}

export class OracleWorker {
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (r: OracleWorkerResult) => void; reject: (e: Error) => void }
  >();
  private failure: Error | undefined;
  private idleUnref = false;

  private constructor(
    private readonly worker: Worker,
    /** Time the thread took to validate and load the word graph. */
    readonly loadMs: number,
  ) {
    worker.on('message', (message: FromWorker) => {
      if (message.type !== 'result' && message.type !== 'error') return;
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      this.updateRef();
      if (message.type === 'error') waiting.reject(new Error(`oracle worker: ${message.error}`));
      else
        waiting.resolve({ count: message.count, plays: message.plays, solveMs: message.solveMs });
    });
    const fail = (error: Error) => {
      this.failure = error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', (error) => fail(error instanceof Error ? error : new Error(String(error))));
    worker.on('exit', (code) => fail(new Error(`oracle worker exited (code ${code})`)));
  }

  /** Start a worker thread and wait until its word graph is loaded. */
  static start(options: OracleWorkerOptions = {}): Promise<OracleWorker> {
    const lexicon = options.lexicon ?? sharedDefaultLexicon();
    const worker = spawn({ lexicon });
    return new Promise((resolve, reject) => {
      const onMessage = (message: FromWorker) => {
        if (message.type === 'ready') {
          cleanup();
          resolve(new OracleWorker(worker, message.loadMs));
        } else if (message.type === 'failed') {
          cleanup();
          void worker.terminate();
          reject(new Error(`oracle worker: ${message.error}`));
        }
      };
      const onError = (error: unknown) => {
        cleanup();
        reject(error instanceof Error ? error : new Error(String(error)));
      };
      const onExit = (code: number) => {
        cleanup();
        reject(new Error(`oracle worker exited while starting (code ${code})`));
      };
      const cleanup = () => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
    });
  }

  /** Run one search in the thread. Requests are answered in order. */
  solve(request: OracleWorkerRequest): Promise<OracleWorkerResult> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.updateRef();
      const message: ToWorker = { id, ...request };
      this.worker.postMessage(message);
    });
  }

  /**
   * Let the process exit while this worker is idle (it still keeps the process
   * alive while a request is running).
   */
  unrefWhenIdle(): this {
    this.idleUnref = true;
    this.updateRef();
    return this;
  }

  async close(): Promise<void> {
    this.failure ??= new Error('oracle worker closed');
    await this.worker.terminate();
  }

  private updateRef(): void {
    if (!this.idleUnref) return;
    if (this.pending.size > 0) this.worker.ref();
    else this.worker.unref();
  }
}

let shared: Promise<OracleWorker> | undefined;

/**
 * Solve on a process-wide worker thread (started on first use, idle workers do
 * not keep the process alive): every play by default, best first.
 */
export async function oracleInWorker(
  position: OraclePosition,
  rack: string,
  options: Omit<OracleWorkerRequest, 'position' | 'rack'> = {},
): Promise<OracleWorkerResult> {
  shared ??= OracleWorker.start().then((w) => w.unrefWhenIdle());
  let worker: OracleWorker;
  try {
    worker = await shared;
  } catch (error) {
    shared = undefined;
    throw error;
  }
  try {
    return await worker.solve({ ...options, position, rack });
  } catch (error) {
    if (error instanceof Error && /exited|closed/.test(error.message)) shared = undefined;
    throw error;
  }
}

/** Stop the process-wide worker (tests, graceful shutdown). */
export async function closeSharedOracleWorker(): Promise<void> {
  const current = shared;
  shared = undefined;
  if (current) await (await current).close();
}
