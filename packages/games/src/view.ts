import { challengeWindowOf, type ChallengeWindow } from './challenge-window';
import type {
  BotLevel,
  GameRowStatus,
  SeatJoinStatus,
  SeatResult,
  StoredResult,
} from '@wordrise/db';
import { users } from '@wordrise/db';
import {
  viewFor,
  type GameLength,
  type GameState,
  type GameView,
  type Viewer,
} from '@wordrise/engine';
import { inArray } from 'drizzle-orm';
import { seatActedBy } from './acting-seat';
import type { Queryable } from './db-types';
import type { LoadedGame } from './load';
import { hidesRatings, ratingsHiddenBy } from './ratings/hidden';
import { ratingBucket } from './ratings/rate-game';
import { gameRatingChanges, type RatingChangeView } from './ratings/read';
import { currentRatings, seatRatingOf, type SeatRating } from './ratings/seat-ratings';
import { readClockWarning, type ClockWarning } from './clock-warning';
import { clockWaitsUntil } from './clock-start';
import { clocksAt } from './record';
import { readGameSnapshot, type GameSnapshot } from './snapshot';
import { readRematchFacts, rematchViewOf, type RematchFacts, type RematchView } from './rematch';
import { fromColumns, type TimeControl } from './time-control';

export interface SeatView {
  seat: number;
  /** The seat's name in the game. */
  name: string;
  userId: string | null;
  username: string | null;
  botLevel: BotLevel | null;
  joinStatus: SeatJoinStatus;
  score: number;
  /** Time left on the seat's clock now (the mover's is counting down); null without a clock. */
  timeLeftMs: number | null;
  rank: number | null;
  result: SeatResult | null;
  /** What a finished rated game did to the seat's rating (null otherwise). */
  ratingChange: RatingChangeView | null;
  /** The player's current rating in the game's ruleset × speed (null: a bot or not read). */
  rating: SeatRating | null;
}

/** The rating facts a view shows: current ratings and, once rated, each player's change. */
export interface SeatRatingFacts {
  current: Map<string, SeatRating>;
  changes: Map<string, RatingChangeView>;
  /** Seated players who hide ratings during their games (read only while it is played). */
  hiddenFor: Set<string>;
}

/**
 * Reads the seats' current ratings (and the game's changes when it ended rated),
 * and, while the game is played, which seated players hide ratings from themselves.
 */
export async function seatRatingFacts(
  db: Queryable,
  loaded: Pick<LoadedGame, 'game' | 'seats'>,
): Promise<SeatRatingFacts> {
  const ids = loaded.seats.flatMap((s) => (s.userId ? [s.userId] : []));
  const { game } = loaded;
  const [current, changes, hiddenFor] = await Promise.all([
    currentRatings(db, ids, [game.ruleset]),
    game.rated && game.status === 'finished'
      ? gameRatingChanges(db, game.id)
      : Promise.resolve(new Map<string, RatingChangeView>()),
    game.status === 'playing' ? ratingsHiddenBy(db, ids) : Promise.resolve(new Set<string>()),
  ]);
  return { current, changes, hiddenFor };
}

/**
 * One viewer's view of a game (R30). While the game runs it holds the viewer's
 * own rack and nothing else secret: no seed, bag order, PRNG state or other rack.
 * After the end the engine's view reveals everything.
 */
export interface GameDetail {
  id: string;
  status: GameRowStatus;
  ruleset: string;
  seats: number;
  rated: boolean;
  oracleAllowed: boolean;
  listed: boolean;
  /** Pass and play: the host plays every seat on one device (`yourSeat` is the mover's). */
  passAndPlay: boolean;
  /** Solo play: one seat, unrated (engine `mode: 'solo'`). */
  solo: boolean;
  /** Word challenges are on. */
  challenges: boolean;
  /** The game length (Word Wefter's Short/Normal/Long; `normal` for other games). */
  length: GameLength;
  /** The play that may be challenged now and until when (never whether its words are listed). */
  challengeWindow: ChallengeWindow | null;
  timeControl: TimeControl;
  createdBy: string;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  /** Bumped by every change: a version for caches and live updates. */
  revision: number;
  moveNumber: number;
  /** The viewer's seat, or null for a spectator. */
  yourSeat: number | null;
  /**
   * The viewer hides ratings during their games and this one is being played: every
   * seat's `rating` (and `ratingChange`) is null in this view until it ends.
   */
  ratingsHidden: boolean;
  players: SeatView[];
  /** The seat to move while the game runs. */
  toMove: number | null;
  /** When the mover's time runs out (database clock), null without a clock. */
  clockDeadline: Date | null;
  /**
   * A paired game waits for its players: while the mover has not opened it, their clock
   * stands still until this instant at the latest (`clock-start.ts`); null when it runs.
   */
  clockWaitsUntil: Date | null;
  /** The database's clock when this view was read: lets a client count the mover's time down. */
  serverTime: Date;
  result: StoredResult | null;
  /** The engine's view for this viewer, once the game has started. */
  game: GameView | null;
  /** Its rematch, once the game is over (null: none can be, or not read). */
  rematch: RematchView | null;
  /** The game this one is the rematch of (its seats rotated: R6's draw did not pick the starter). */
  rematchOf: string | null;
  /**
   * The viewer was warned that 80 % of their time for this move is used (correspondence;
   * their own warning only, while the move is still theirs to make).
   */
  clockWarning: { warnedAt: Date } | null;
}

/** What a view shows beyond the game's rows, read alongside them. */
export interface GameDetailExtras {
  rematch?: RematchFacts;
  clockWarning?: ClockWarning | null;
}

/** Reads a game's extras (its rematch, the current move's clock warning). */
export async function readDetailExtras(
  db: Queryable,
  loaded: Pick<LoadedGame, 'game'>,
): Promise<GameDetailExtras> {
  const [rematch, clockWarning] = await Promise.all([
    readRematchFacts(db, loaded.game.id),
    readClockWarning(db, loaded),
  ]);
  return { rematch, clockWarning };
}

/**
 * The engine's view for `viewer`. At one device the mover's rack stays on the server until its
 * player asks for it (`rackAtDevice`): the host is sent the seat's view without it.
 */
function tableView(state: GameState, viewer: Viewer, atOneDevice: boolean): GameView {
  const view = viewFor(state, viewer);
  return atOneDevice && state.status === 'playing' ? { ...view, rack: null } : view;
}

export function detailFor(
  loaded: LoadedGame,
  viewerUserId: string | null,
  usernames: Map<string, string>,
  ratings?: SeatRatingFacts,
  extras: GameDetailExtras = {},
): GameDetail {
  const { rematch, clockWarning } = extras;
  const { game, seats } = loaded;
  const bucket = ratingBucket(game);
  // A pass-and-play host sees as the seat to move: its rack, no other.
  const mine = seatActedBy(loaded, viewerUserId);
  const viewer: Viewer = mine ? mine.seat : 'spectator';
  const clocks = clocksAt(loaded);
  const hidden = hidesRatings(
    game.status,
    mine !== undefined,
    !!viewerUserId && !!ratings?.hiddenFor.has(viewerUserId),
  );
  // A solo game is unrated: no rating beside its one seat.
  const shown = hidden || game.solo ? undefined : ratings;
  return {
    id: game.id,
    status: game.status,
    ruleset: game.ruleset,
    seats: game.seats,
    rated: game.rated,
    oracleAllowed: game.oracleAllowed,
    listed: game.listed,
    passAndPlay: game.passAndPlay,
    solo: game.solo,
    challenges: game.wordChallenges,
    length: game.gameLength,
    challengeWindow: challengeWindowOf(game, loaded.nowMs),
    timeControl: fromColumns(game),
    createdBy: game.createdBy,
    createdAt: game.createdAt,
    startedAt: game.startedAt,
    finishedAt: game.finishedAt,
    revision: game.revision,
    moveNumber: game.moveNumber,
    yourSeat: mine ? mine.seat : null,
    ratingsHidden: hidden,
    players: seats.map((s, i) => ({
      seat: s.seat,
      name: s.name,
      userId: s.userId,
      username: s.userId ? (usernames.get(s.userId) ?? null) : null,
      botLevel: s.botLevel,
      joinStatus: s.joinStatus,
      score: s.score,
      timeLeftMs: clocks[i] ?? null,
      rank: s.rank,
      result: s.result,
      ratingChange: (shown && s.userId && shown.changes.get(s.userId)) || null,
      rating: shown ? seatRatingOf(shown.current, s.userId, bucket) : null,
    })),
    toMove: game.status === 'playing' ? game.toMoveSeat : null,
    clockDeadline: game.status === 'playing' ? game.clockDeadline : null,
    clockWaitsUntil: clockWaitsUntil(loaded),
    serverTime: new Date(loaded.nowMs),
    result: game.result,
    game: game.state ? tableView(game.state, viewer, game.passAndPlay && mine !== undefined) : null,
    rematch: rematch ? rematchViewOf(loaded, rematch) : null,
    rematchOf: rematch?.rematchOf ?? null,
    clockWarning:
      mine && clockWarning?.seat === mine.seat && game.toMoveSeat === mine.seat
        ? { warnedAt: clockWarning.warnedAt }
        : null,
  };
}

export async function usernamesOf(
  db: Queryable,
  loaded: Pick<LoadedGame, 'seats'>,
): Promise<Map<string, string>> {
  const ids = loaded.seats.flatMap((s) => (s.userId ? [s.userId] : []));
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.username]));
}

/** A game as `viewerUserId` (null: a visitor) may see it. */
export async function readGameDetail(
  db: Queryable,
  gameId: string,
  viewerUserId: string | null,
): Promise<GameDetail> {
  return detailOfSnapshot(await readGameSnapshot(db, gameId), viewerUserId);
}

/** `viewerUserId`'s view of a snapshot. */
export function detailOfSnapshot(snapshot: GameSnapshot, viewerUserId: string | null): GameDetail {
  return detailFor(
    snapshot.loaded,
    viewerUserId,
    snapshot.usernames,
    snapshot.ratings,
    snapshot.extras,
  );
}
