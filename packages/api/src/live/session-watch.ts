import { TRPCError } from '@trpc/server';
import { userTopic } from '@wordrise/games';
import type { LiveHub } from './hub';

/** What a signed-out player's live stream ends with (the page offers to sign in again). */
export const SESSION_ENDED_MESSAGE = 'You are signed out. Sign in again.';

/**
 * How often an open stream checks its session even when nothing said it changed: a
 * session that expired, or a notice lost while a process's LISTEN connection was down
 * (`resync` covers a reconnect this process saw).
 */
export const SESSION_RECHECK_MS = 15 * 60 * 1000;

/** How long a web process may believe a session read (`SESSION_CACHE_MS` of @wordrise/auth). */
const SESSION_CACHE_MS = 5_000;

/**
 * A check still unanswered after this long counts as failed (still signed in): checks run
 * one at a time, and a read stuck on a dead connection must not hold up every later one.
 */
export const SESSION_CHECK_TIMEOUT_MS = 10_000;

/** How soon a failed or unanswered check is tried again. */
export const SESSION_RETRY_MS = 30_000;

export interface SessionWatch {
  hub: LiveHub;
  userId: string;
  /** Whether the stream's session is still signed in, read from the database now. */
  stillSignedIn: () => Promise<boolean>;
  recheckMs?: number;
  checkTimeoutMs?: number;
  retryMs?: number;
}

/**
 * A signed-in player's live stream, ended with UNAUTHORIZED once its session is signed out:
 * a player who signs out everywhere (a lost phone, a shared computer) must not go on
 * receiving their racks there. Every deletion of the player's session records sends a
 * notice on their topic (migration 0026's trigger); the stream then reads its own session
 * again, so signing out one device ends only that device's streams.
 */
export async function* endingAtSignOut<T>(
  source: AsyncIterable<T>,
  watch: SessionWatch,
): AsyncGenerator<T> {
  const stop = new AbortController();
  let signedOut = false;
  let wake: (() => void) | undefined;
  watchSignOut(watch, stop.signal, () => {
    signedOut = true;
    wake?.();
  });
  const iterator = source[Symbol.asyncIterator]();
  try {
    for (;;) {
      // A promise per wait, dropped after it: racing one never-settling promise at every
      // item would keep a reaction per item for the stream's whole life.
      const ended = new Promise<typeof SIGNED_OUT>((resolve) => {
        wake = () => resolve(SIGNED_OUT);
        if (signedOut) wake();
      });
      const next = await Promise.race([iterator.next(), ended]);
      wake = undefined;
      if (next === SIGNED_OUT) {
        throw new TRPCError({ code: 'UNAUTHORIZED', message: SESSION_ENDED_MESSAGE });
      }
      if (next.done) return;
      yield next.value;
    }
  } finally {
    stop.abort();
    // Not awaited: a source waiting for its next item ends when the request's signal aborts.
    void iterator.return?.()?.catch(() => {});
  }
}

const SIGNED_OUT = Symbol('signed out');

/**
 * Calls `onSignedOut` once a check finds the session signed out; checks on each sign-out
 * notice on the player's topic, after a LISTEN reconnect, and every `recheckMs`, until
 * `signal` aborts. A notice that arrives during a check is not lost: one more check follows
 * it. A failing or unanswered check (the database unreachable) counts as still signed in, as
 * `sessionIsLive` does, and is tried again after `retryMs`: the notice that caused it is
 * not sent twice.
 */
function watchSignOut(watch: SessionWatch, signal: AbortSignal, onSignedOut: () => void): void {
  let checking = false;
  let again = false;
  let retry: NodeJS.Timeout | undefined;
  const later = (ms: number, then: () => void): NodeJS.Timeout => {
    const timer = setTimeout(then, ms);
    timer.unref();
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
    return timer;
  };
  const check = async () => {
    if (checking) {
      again = true;
      return;
    }
    checking = true;
    try {
      do {
        again = false;
        const answer = await answerWithin(
          watch.stillSignedIn(),
          watch.checkTimeoutMs ?? SESSION_CHECK_TIMEOUT_MS,
        );
        if (answer === UNANSWERED) {
          retry ??= later(watch.retryMs ?? SESSION_RETRY_MS, () => {
            retry = undefined;
            void check();
          });
        } else if (!answer && !signal.aborted) return onSignedOut();
      } while (again && !signal.aborted);
    } finally {
      checking = false;
    }
  };

  const timer = setInterval(() => void check(), watch.recheckMs ?? SESSION_RECHECK_MS);
  timer.unref();
  signal.addEventListener('abort', () => clearInterval(timer), { once: true });

  const notices = watch.hub.subscribe([userTopic(watch.userId)], signal);
  void (async () => {
    // The request's own session read may be a few seconds old (its cache), and a notice
    // sent before this subscription is not heard: check once now.
    await watch.hub.ready().catch(() => {});
    void check();
    for await (const notice of notices) {
      if (notice.kind !== 'signed-out' && notice.kind !== 'resync') continue;
      void check();
      // Once more past the session cache (a cookie Auth.js reads itself is checked through it).
      later(SESSION_CACHE_MS + 1_000, () => void check());
    }
  })();
}

const UNANSWERED: unique symbol = Symbol('unanswered');

/** `answer`, or UNANSWERED if it failed or has not settled within `ms`. */
function answerWithin(answer: Promise<boolean>, ms: number): Promise<boolean | typeof UNANSWERED> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof UNANSWERED>((resolve) => {
    timer = setTimeout(() => resolve(UNANSWERED), ms);
    timer.unref();
  });
  const settled = answer.catch((): typeof UNANSWERED => UNANSWERED);
  return Promise.race([settled, late]).finally(() => clearTimeout(timer));
}
