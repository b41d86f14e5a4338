import { processWide, type Database } from '@wordrise/db';
import {
  decodeMoveSnapshot,
  detailFor,
  gameTopic,
  readGameSnapshot,
  seatActedBy,
  type GameDetail,
  type GameSnapshot,
  type LiveNotice,
  type LoadedGame,
} from '@wordrise/games';
import { encodeOnce } from '../transformer';
import type { LiveHub } from './hub';

export type { GameSnapshot };

/** Reads a game; `previous` is the snapshot its views were last made from, if any. */
export type SnapshotLoader = (gameId: string, previous?: GameSnapshot) => Promise<GameSnapshot>;

interface Watcher {
  readonly viewerUserId: string | null;
  /** The revision this watcher was last sent (-1: nothing yet). */
  sent: number;
  deliver(detail: GameDetail): void;
  fail(error: unknown): void;
}

/**
 * Who sees the same view: a seated player alone (a pass-and-play host as the seat to
 * move), every other watcher together.
 */
function audienceOf(loaded: LoadedGame, viewerUserId: string | null): string {
  const seat = seatActedBy(loaded, viewerUserId);
  return seat ? `seat:${seat.seat}` : 'spectators';
}

/**
 * The watchers of one game in this process. A change notice brings the game as a player's
 * move left it, or asks for a fresh read (as does every new watcher); reads never overlap,
 * and all requests made while one runs are answered by one more read after it. Each snapshot
 * is turned into one view per audience, handed to every watcher of that audience.
 */
class GameChannel {
  readonly watchers = new Set<Watcher>();
  #reading = false;
  #again = false;
  /** The newest revision sent to this channel's watchers (read or offered), and its snapshot. */
  #newest = -1;
  #last: GameSnapshot | undefined;
  readonly #notices: AsyncIterableIterator<LiveNotice>;

  constructor(
    readonly gameId: string,
    private readonly hub: LiveHub,
    private readonly load: SnapshotLoader,
    private readonly onEmpty: () => void,
  ) {
    // Subscribed before the first read: no change can slip between them.
    this.#notices = hub.subscribe([gameTopic(gameId)]);
    void this.#follow();
  }

  async #follow() {
    for await (const notice of this.#notices) {
      const revision = notice.kind === 'change' ? notice.revision : Infinity;
      // A revision already sent (a move this process made and offered) needs no read.
      if (revision <= this.#newest) continue;
      // While a move is made here, its notice may come before its snapshot: wait for that.
      if (this.#moving > 0) {
        this.#deferred = Math.max(this.#deferred, revision);
        continue;
      }
      // A player's move made elsewhere brings the game as it left it: no read either.
      const carried = notice.kind === 'change' ? carriedSnapshot(notice) : undefined;
      if (carried) this.#offerOrRead(carried);
      else this.refresh();
    }
  }

  /** Moves being made in this process (`LiveGameViews.moving`), and the newest notice held. */
  #moving = 0;
  #deferred = -1;

  /** A move is being made in this process: notices wait for `done` (its snapshot, or none). */
  moving(): (snapshot?: GameSnapshot) => void {
    this.#moving++;
    let finished = false;
    return (snapshot) => {
      if (finished) return;
      finished = true;
      this.#moving--;
      try {
        if (snapshot) this.#offerOrRead(snapshot);
      } finally {
        if (this.#moving === 0 && this.#deferred > -1) {
          if (this.#deferred > this.#newest) this.refresh();
          this.#deferred = -1;
        }
      }
    };
  }

  /**
   * A snapshot this process already holds (the game as a move it made left it): sent to the
   * watchers who lack it, and its change notice then costs no read. Every change to a game
   * bumps its revision, so a notice of a later change is still read.
   */
  #offer(snapshot: GameSnapshot): void {
    if (snapshot.loaded.game.revision <= this.#newest) return;
    this.#send(snapshot, [...this.watchers]);
  }

  /**
   * A snapshot's views, or the game read if they cannot be made from it: a failure here would
   * otherwise end this channel's notices (or fail a move that is already made), where a read's
   * failure is told to its watchers.
   */
  #offerOrRead(snapshot: GameSnapshot): void {
    try {
      this.#offer(snapshot);
    } catch {
      this.refresh();
    }
  }

  /** Reads the game (now, or once the running read is done) and sends what changed. */
  refresh(): void {
    if (this.#reading) {
      this.#again = true;
      return;
    }
    this.#reading = true;
    void (async () => {
      try {
        await this.hub.ready();
        do {
          this.#again = false;
          const waiting = [...this.watchers];
          try {
            this.#send(await this.load(this.gameId, this.#last), waiting);
          } catch (error) {
            for (const watcher of waiting) watcher.fail(error);
          }
        } while (this.#again && this.watchers.size > 0);
      } catch (error) {
        for (const watcher of this.watchers) watcher.fail(error);
      } finally {
        this.#reading = false;
      }
    })();
  }

  #send(snapshot: GameSnapshot, watchers: readonly Watcher[]) {
    const { loaded, usernames, ratings, extras } = snapshot;
    const revision = loaded.game.revision;
    const views = new Map<string, GameDetail>();
    for (const watcher of watchers) {
      if (watcher.sent >= revision) continue;
      const audience = audienceOf(loaded, watcher.viewerUserId);
      let view = views.get(audience);
      if (!view) {
        view = encodeOnce(
          detailFor(
            loaded,
            audience === 'spectators' ? null : watcher.viewerUserId,
            usernames,
            ratings,
            extras,
          ),
        );
        views.set(audience, view);
      }
      watcher.sent = revision;
      watcher.deliver(view);
    }
    // Only once every watcher has it: a notice of this revision then needs no read.
    if (revision > this.#newest) {
      this.#newest = revision;
      this.#last = snapshot;
    }
  }

  leave(watcher: Watcher) {
    this.watchers.delete(watcher);
    if (this.watchers.size === 0) {
      void this.#notices.return?.();
      this.onEmpty();
    }
  }
}

/**
 * Live views of games for one process: each change is read from the database at most once
 * per game, not once per watcher (not at all when its notice carries the game), and each
 * audience's view is computed once per revision. Driven by the process's LiveHub
 * (LISTEN/NOTIFY).
 */
export class LiveGameViews {
  readonly #channels = new Map<string, GameChannel>();
  /** Reads of a game done for watchers (for tests and the bench). */
  reads = 0;

  constructor(
    private readonly hub: LiveHub,
    private readonly load: SnapshotLoader,
  ) {}

  /**
   * `viewerUserId`'s view of the game now, then after every change, until `signal`
   * aborts or the consumer stops. A slow consumer gets the latest view, not every one.
   */
  watch(
    gameId: string,
    viewerUserId: string | null,
    signal?: AbortSignal,
  ): AsyncIterableIterator<GameDetail> {
    let channel = this.#channels.get(gameId);
    if (!channel) {
      const created = new GameChannel(
        gameId,
        this.hub,
        async (id, previous) => {
          this.reads++;
          return this.load(id, previous);
        },
        () => {
          if (this.#channels.get(gameId) === created) this.#channels.delete(gameId);
        },
      );
      this.#channels.set(gameId, created);
      channel = created;
    }
    const joined = channel;

    let latest: GameDetail | undefined;
    let failure: { error: unknown } | undefined;
    let done = false;
    let wake: (() => void) | undefined;
    const poke = () => {
      const resolve = wake;
      wake = undefined;
      resolve?.();
    };
    const watcher: Watcher = {
      viewerUserId,
      sent: -1,
      deliver: (detail) => {
        latest = detail;
        poke();
      },
      fail: (error) => {
        failure ??= { error };
        poke();
      },
    };
    const finish = (): IteratorResult<GameDetail> => {
      if (!done) {
        done = true;
        joined.leave(watcher);
        signal?.removeEventListener('abort', finish);
        poke();
      }
      return { value: undefined, done: true };
    };

    joined.watchers.add(watcher);
    if (signal?.aborted) finish();
    else {
      signal?.addEventListener('abort', finish, { once: true });
      joined.refresh();
    }

    const next = async (): Promise<IteratorResult<GameDetail>> => {
      for (;;) {
        if (failure) {
          finish();
          throw failure.error;
        }
        if (latest) {
          const value = latest;
          latest = undefined;
          return { value, done: false };
        }
        if (done) return { value: undefined, done: true };
        await new Promise<void>((resolve) => (wake = resolve));
      }
    };
    return {
      next,
      return: () => Promise.resolve(finish()),
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }

  /**
   * A move on `gameId` is about to be made in this process. Call the returned function with
   * the game as the move left it (or with nothing if it failed): that snapshot goes to the
   * watchers here, and the move's notice, held meanwhile, costs them no read.
   */
  moving(gameId: string): (snapshot?: GameSnapshot) => void {
    const done = this.#channels.get(gameId)?.moving();
    return (snapshot) => {
      try {
        done?.(snapshot);
      } catch (error) {
        // The move stands; its notice's read serves the watchers instead.
        console.error('Live views: offering a move failed:', error);
      }
    };
  }

  /** Games watched in this process. */
  get games(): number {
    return this.#channels.size;
  }
}

/** The game a change notice carried, if it carried one of its own revision. */
function carriedSnapshot(notice: {
  revision: number;
  snapshot?: string;
}): GameSnapshot | undefined {
  if (notice.snapshot === undefined) return undefined;
  const snapshot = decodeMoveSnapshot(notice.snapshot);
  return snapshot?.loaded.game.revision === notice.revision ? snapshot : undefined;
}

/** Reads a game, its players' usernames and ratings: what every view of it is made from. */
export function snapshotLoader(db: Database): SnapshotLoader {
  return (gameId, previous) => readGameSnapshot(db, gameId, previous);
}

const views = processWide('api.liveViews', () => new WeakMap<LiveHub, LiveGameViews>());

/** The live views of a hub's process (one per process in practice), reading through `db`. */
export function liveGameViewsFor(hub: LiveHub, db: Database): LiveGameViews {
  let found = views.get(hub);
  if (!found) views.set(hub, (found = new LiveGameViews(hub, snapshotLoader(db))));
  return found;
}
