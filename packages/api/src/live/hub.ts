import { processWide, type Database } from '@wordrise/db';
import { isGameTopic, LIVE_CHANNEL, type LiveNotice, type LivePayload } from '@wordrise/games';

type Sql = Database['$client'];
type Listener = (notice: LiveNotice) => void;

/** Notices a slow subscriber may have pending before the oldest are dropped. */
const MAX_PENDING = 256;

/**
 * The live-update hub of one process: a single LISTEN connection (postgres.js
 * `sql.listen`, which reconnects by itself) fanned out in-process to every
 * subscriber of a topic. Web processes each run one; NOTIFY reaches them all,
 * so players connected to different processes see the same moves.
 */
export class LiveHub {
  readonly #sql: Sql;
  readonly #listeners = new Map<string, Set<Listener>>();
  #listening: Promise<void> | undefined;
  #unlisten: (() => Promise<void>) | undefined;
  #connections = 0;

  constructor(sql: Sql) {
    this.#sql = sql;
  }

  /** Starts listening on first use; resolves once the LISTEN is in place. */
  ready(): Promise<void> {
    this.#listening ??= this.#sql
      .listen(
        LIVE_CHANNEL,
        (payload) => this.#dispatch(payload),
        () => {
          // Called on the first LISTEN and again after every reconnect.
          if (this.#connections++ > 0) this.#emitAll({ kind: 'resync' });
        },
      )
      .then(({ unlisten }) => {
        this.#unlisten = unlisten;
      })
      .catch((error: unknown) => {
        this.#listening = undefined; // let the next subscriber try again
        throw error;
      });
    return this.#listening;
  }

  /**
   * Notices on any of `topics`, in order, until `signal` aborts or the consumer
   * stops iterating. Subscribe before reading the state you will update, and no
   * change can slip between the read and the subscription.
   */
  subscribe(topics: readonly string[], signal?: AbortSignal): AsyncIterableIterator<LiveNotice> {
    const pending: LiveNotice[] = [];
    let wake: ((result: IteratorResult<LiveNotice>) => void) | undefined;
    let done = false;

    const listener: Listener = (notice) => {
      if (done) return;
      if (wake) {
        const resolve = wake;
        wake = undefined;
        resolve({ value: notice, done: false });
        return;
      }
      pending.push(notice);
      if (pending.length > MAX_PENDING) pending.splice(0, pending.length - MAX_PENDING);
    };
    const finish = (): IteratorResult<LiveNotice> => {
      if (!done) {
        done = true;
        for (const topic of topics) this.#off(topic, listener);
        signal?.removeEventListener('abort', finish);
        wake?.({ value: undefined, done: true });
        wake = undefined;
      }
      return { value: undefined, done: true };
    };

    for (const topic of topics) this.#on(topic, listener);
    if (signal?.aborted) finish();
    else signal?.addEventListener('abort', finish, { once: true });

    return {
      next: () => {
        const notice = pending.shift();
        if (notice) return Promise.resolve({ value: notice, done: false });
        if (done) return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve) => (wake = resolve));
      },
      return: () => Promise.resolve(finish()),
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }

  /** How many subscriptions are open (for tests and the status page). */
  get subscriberCount(): number {
    let n = 0;
    for (const set of this.#listeners.values()) n += set.size;
    return n;
  }

  /** Stops listening (the pool itself belongs to the caller). */
  async close(): Promise<void> {
    const listening = this.#listening;
    this.#listening = undefined;
    await listening?.catch(() => {});
    await this.#unlisten?.();
    this.#unlisten = undefined;
  }

  #on(topic: string, listener: Listener) {
    let set = this.#listeners.get(topic);
    if (!set) this.#listeners.set(topic, (set = new Set()));
    set.add(listener);
  }

  #off(topic: string, listener: Listener) {
    const set = this.#listeners.get(topic);
    set?.delete(listener);
    if (set?.size === 0) this.#listeners.delete(topic);
  }

  #dispatch(raw: string) {
    let payload: LivePayload;
    try {
      payload = JSON.parse(raw) as LivePayload;
    } catch {
      return; // not ours
    }
    const { topics } = payload;
    if (!Array.isArray(topics)) return;
    for (const topic of topics) {
      const set = this.#listeners.get(topic);
      if (!set) continue;
      const notice = noticeOf(payload, topic);
      for (const listener of [...set]) listener(notice);
    }
  }

  #emitAll(notice: LiveNotice) {
    const all = new Set<Listener>();
    for (const set of this.#listeners.values()) for (const l of set) all.add(l);
    for (const listener of all) listener(notice);
  }
}

/** What a subscriber of `topic` hears of a payload. */
function noticeOf(payload: LivePayload, topic: string): LiveNotice {
  if ('signedOut' in payload) return { kind: 'signed-out', topic };
  if ('messageId' in payload) return { kind: 'chat', topic, messageId: payload.messageId };
  if ('analysed' in payload) return { kind: 'analysed', topic, id: payload.analysed };
  if ('tournament' in payload)
    return { kind: 'tournament', topic, id: payload.tournament, revision: payload.revision };
  const { gameId, status, revision, moveNumber, snapshot } = payload;
  const change = { kind: 'change', topic, gameId, status, revision, moveNumber } as const;
  // The game's snapshot holds what no client may see (racks, bag, seed): it goes only to a
  // game's topic, whose one subscriber makes each audience's view from it (`game-views.ts`).
  return typeof snapshot === 'string' && isGameTopic(topic) ? { ...change, snapshot } : change;
}

const hubs = processWide('api.liveHubs', () => new WeakMap<Sql, LiveHub>());

/** The hub of a connection pool: one per process in practice (created lazily, listens on first subscription). */
export function liveHubFor(db: Database): LiveHub {
  const sql = db.$client;
  let hub = hubs.get(sql);
  if (!hub) hubs.set(sql, (hub = new LiveHub(sql)));
  return hub;
}
