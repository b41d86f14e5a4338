import { processWide } from '@wordrise/db';
import { LRUCache } from 'lru-cache';
import type { OracleAnswer, OracleTask } from './search';
import { OraclePool } from './pool';

/** The most plays a caller may ask for; every search keeps this many. */
export const ORACLE_MAX_PLAYS = 500;

export interface OracleQuestion {
  gameId: string;
  /** The game's revision: a new one for every change, so an answer never outlives its position. */
  revision: number;
  seat: number;
  task: Omit<OracleTask, 'limit'>;
}

/**
 * One answer per game position and rack (game id + revision + seat): asking again,
 * or asking while the same search runs, costs no second search (lru-cache shares
 * the pending fetch). Recently used answers are kept; older ones are dropped.
 */
export class OracleAnswers {
  readonly #cache: LRUCache<string, OracleAnswer, OracleTask>;

  constructor(readonly pool: OraclePool = new OraclePool()) {
    this.#cache = new LRUCache<string, OracleAnswer, OracleTask>({
      max: 200,
      ttl: 15 * 60_000,
      fetchMethod: (_key, _stale, { context }) => pool.search(context),
    });
  }

  async answer(question: OracleQuestion): Promise<OracleAnswer> {
    const key = `${question.gameId}:${question.revision}:${question.seat}`;
    const answer = await this.#cache.fetch(key, {
      context: { ...question.task, limit: ORACLE_MAX_PLAYS },
    });
    if (!answer) throw new Error('the Oracle gave no answer');
    return answer;
  }
}

/** This process's Oracle (thread pool and answers, one thread kept ready), created on first use. */
export function sharedOracle(): OracleAnswers {
  return processWide('api.oracle', () => new OracleAnswers(new OraclePool({ keepWarm: true })));
}

/** Starts and readies this process's first Oracle thread (a web process does at its start). */
export async function warmOracle(): Promise<void> {
  await sharedOracle().pool.warm();
}
