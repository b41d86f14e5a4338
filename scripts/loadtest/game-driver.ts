// One table of the load test: two players and a spectator. The players play a game to its
// end through the API, then start the next, until the run's end. Each player holds
// `game.live` as the game page does, and submits a legal move the engine finds (choose-move.ts)
// when its view says it is to move: at once, or after thinking `thinkMs` (jittered); the
// spectator holds `game.live` too.
import { TRPCClientError } from '@trpc/client';
import { botInputFromView, type Action, type Placement, type WordGraph } from '@wordrise/engine';
import { chooseMove } from './choose-move';
import { clientFor, type Client } from './client';
import type { Player } from './players';
import type { RunStats } from './stats';

type GameDetail = Awaited<ReturnType<Client['game']['view']['query']>>;
type Submitted = Parameters<Client['game']['submit']['mutate']>[0]['action'];

/** A move the server acknowledged (or may have taken: `inDoubt`), for the log check. */
export interface SentMove {
  gameId: string;
  seat: number;
  /** The event's move number (acknowledged), or the move number the submitter saw (in doubt). */
  move: number;
  action: Submitted;
  inDoubt: boolean;
}

/** What every table records for the checks at the end. */
export interface Ledger {
  sent: SentMove[];
  /** Every game played, with the last move number its spectator saw. */
  spectatorSaw: Map<string, number>;
}

/**
 * Without any news for this long beyond the opponent's longest pause (think × 1.5), a waiting
 * player reads the game itself (and it counts as an error).
 */
const STALL_MS = 15_000;
const stallMsOf = (thinkMs: number) => STALL_MS + thinkMs * 1.5;

const isStale = (error: unknown) =>
  error instanceof TRPCClientError &&
  (error.data as { code?: string } | undefined)?.code === 'CONFLICT';

function toSubmitted(action: Action): Submitted {
  switch (action.type) {
    case 'play':
      return {
        type: 'play',
        placements: action.placements.map((p: Placement) => ({ r: p.r, c: p.c, letter: p.letter })),
      };
    case 'exchange':
      return { type: 'exchange', tiles: action.tiles };
    default:
      return { type: 'pass' };
  }
}

/** The latest view one participant holds, from its live stream or its own calls. */
class ViewFeed {
  latest: GameDetail | null = null;
  private waiters: (() => void)[] = [];

  offer(view: GameDetail): void {
    if (this.latest && view.revision < this.latest.revision) return;
    this.latest = view;
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** Resolves at the next view, or after `ms` (false). */
  next(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), ms);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }
}

/** When the opponent's screen should next change: the mover's submit time, by move. */
type Pending = Map<string, { afterMove: number; sentAt: number }>;

interface Seat {
  client: Client;
  feed: ViewFeed;
  stop: () => void;
}

function watch(
  client: Client,
  gameId: string,
  onView: (view: GameDetail) => void,
  stats: RunStats,
) {
  const subscription = client.game.live.subscribe(
    { gameId },
    {
      onData: (view) => onView(view as GameDetail),
      onError: (error) => stats.error('live-stream', error),
    },
  );
  return () => subscription.unsubscribe();
}

export class Table {
  private readonly clients: [Client, Client];
  private readonly spectator: Client;
  /** Spectators still watching a game that has ended (until `close`). */
  private readonly lingering = new Set<() => void>();

  constructor(
    private readonly players: [Player, Player],
    spectatorUrl: string,
    private readonly lexicon: WordGraph,
    private readonly stats: RunStats,
    private readonly ledger: Ledger,
    /** How long a player thinks before it submits (ms, jittered ×0.5–1.5); 0: at once. */
    private readonly thinkMs = 0,
  ) {
    this.clients = [
      clientFor(players[0].baseUrl, players[0].cookie),
      clientFor(players[1].baseUrl, players[1].cookie),
    ];
    this.spectator = clientFor(spectatorUrl, null);
  }

  /** Closes the spectators' streams that are still open. */
  close(): void {
    for (const stop of this.lingering) stop();
    this.lingering.clear();
  }

  /** Plays game after game until `deadline` (ms since the epoch). */
  async run(deadline: number): Promise<void> {
    while (Date.now() < deadline) {
      try {
        await this.playOne(deadline);
      } catch (error) {
        this.stats.error('table', error);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
  }

  private async playOne(deadline: number): Promise<void> {
    const [a, b] = this.clients;
    const { gameId } = await a.lobby.challenge.mutate({
      username: this.players[1].username,
      timeControl: { kind: 'realtime', minutes: 10 },
    });
    await b.lobby.respond.mutate({ gameId, accept: true });
    this.ledger.spectatorSaw.set(gameId, -1);
    const stopSpectator = watch(
      this.spectator,
      gameId,
      (view) =>
        this.ledger.spectatorSaw.set(
          gameId,
          Math.max(this.ledger.spectatorSaw.get(gameId) ?? -1, view.moveNumber),
        ),
      this.stats,
    );
    const pending: Pending = new Map();
    const seats: Seat[] = this.clients.map((client, i) => {
      const feed = new ViewFeed();
      const stop = watch(
        client,
        gameId,
        (view) => {
          // The opponent's screen changed: how long after the mover pressed SUBMIT.
          const key = `${1 - i}`;
          const sent = pending.get(key);
          if (sent && view.moveNumber > sent.afterMove) {
            this.stats.deliver.add(performance.now() - sent.sentAt);
            pending.delete(key);
          }
          feed.offer(view);
        },
        this.stats,
      );
      return { client, feed, stop };
    });
    try {
      await Promise.all(seats.map((seat, i) => this.play(gameId, seat, i, pending, deadline)));
    } finally {
      for (const seat of seats) seat.stop();
      // The spectator keeps watching a while in the background: the last move may be in flight.
      this.lingering.add(stopSpectator);
      setTimeout(() => {
        stopSpectator();
        this.lingering.delete(stopSpectator);
      }, 15_000).unref();
    }
  }

  /** One player's loop: wait for the turn, find a move, submit it. */
  private async play(
    gameId: string,
    seat: Seat,
    index: number,
    pending: Pending,
    deadline: number,
  ): Promise<void> {
    /** The move number this player last thought about (it thinks once a turn). */
    let thoughtAbout = -1;
    for (;;) {
      if (Date.now() >= deadline) return;
      const view = seat.feed.latest;
      if (view && view.status !== 'playing' && view.status !== 'open') return;
      if (!view || view.game === null || view.toMove !== view.yourSeat) {
        // Only a full stall's silence is a stall. A wait cut short by the run's end is
        // not, even when its timer fires before the deadline: Node starts a timer from the
        // event loop's cached time, so a busy turn of the loop makes it fire early.
        const stall = stallMsOf(this.thinkMs);
        const wait = Math.min(stall, deadline - Date.now());
        if (!(await seat.feed.next(wait)) && wait === stall) {
          this.stats.error('stalled');
          await this.resync(gameId, seat);
        }
        continue;
      }
      if (this.thinkMs > 0 && thoughtAbout !== view.moveNumber) {
        // A person's pause before SUBMIT; then the view is read again (it may have changed).
        thoughtAbout = view.moveNumber;
        const pause = this.thinkMs * (0.5 + Math.random());
        await new Promise((resolve) => setTimeout(resolve, Math.min(pause, deadline - Date.now())));
        continue;
      }
      const input = botInputFromView(view.game);
      if (!input) return;
      const action = toSubmitted(chooseMove(input, this.lexicon, gameId));
      const expectedMove = view.moveNumber;
      const sentAt = performance.now();
      pending.set(`${index}`, { afterMove: expectedMove, sentAt });
      try {
        const result = await seat.client.game.submit.mutate({ gameId, expectedMove, action });
        this.stats.submit.add(performance.now() - sentAt);
        this.ledger.sent.push({
          gameId,
          seat: view.yourSeat!,
          move: result.moveNumber,
          action,
          inDoubt: false,
        });
        seat.feed.offer(result.view);
      } catch (error) {
        pending.delete(`${index}`);
        if (!isStale(error)) {
          // The move may or may not have been taken: the log check accepts it once, or not at all.
          this.stats.error('submit', error);
          this.ledger.sent.push({
            gameId,
            seat: view.yourSeat!,
            move: expectedMove,
            action,
            inDoubt: true,
          });
        }
        await this.resync(gameId, seat);
      }
    }
  }

  /** Reads the game directly (until the server answers) when the stream has said nothing new. */
  private async resync(gameId: string, seat: Seat): Promise<void> {
    for (let attempt = 0; attempt < 60; attempt++) {
      try {
        seat.feed.offer(await seat.client.game.view.query({ gameId }));
        return;
      } catch (error) {
        this.stats.error('view', error);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
  }
}
