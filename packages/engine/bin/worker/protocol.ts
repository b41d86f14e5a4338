import type { OraclePosition, Play } from '../../src/oracle/index';

/** What to keep of the search: every play, the `limit` best, or the best only. */
export type OracleWorkerMode = 'all' | 'top' | 'best';

export interface OracleWorkerRequest {
  readonly position: OraclePosition;
  readonly rack: string;
  /** Ruleset key; default "wordrise". */
  readonly ruleset?: string;
  /** Default 'all'. */
  readonly mode?: OracleWorkerMode;
  /** 'all': keep only the first `limit` plays (count stays full); 'top': how many. */
  readonly limit?: number;
}

export interface OracleWorkerResult {
  /** 'all': the number of legal plays; otherwise the number of plays returned. */
  readonly count: number;
  /** Best first (the CLI contract order). */
  readonly plays: Play[];
  /** The search alone, inside the worker. */
  readonly solveMs: number;
}

export type ToWorker = { readonly id: number } & OracleWorkerRequest;

export type FromWorker =
  | { readonly type: 'ready'; readonly loadMs: number }
  | { readonly type: 'failed'; readonly error: string }
  | ({ readonly type: 'result'; readonly id: number } & OracleWorkerResult)
  | { readonly type: 'error'; readonly id: number; readonly error: string };

export interface ThreadData {
  /** The `.wrg` file's bytes, shared by every worker (not copied per worker). */
  readonly lexicon: SharedArrayBuffer;
}
