import { isProvisional } from '@wordrise/engine';
import type { Queryable } from './db-types';
import {
  GAME,
  GAME_TEXT,
  LOCKED_GAME_TEXT,
  loadedOf,
  SEAT,
  type LoadedGame,
  type SeatRow,
} from './load';
import { runSql } from './raw-sql';
import { notFound } from './refusal';
import { readClockWarning } from './clock-warning';
import { readRematchFacts, type RematchFacts } from './rematch';
import { gameRatingChanges, type RatingChangeView } from './ratings/read';
import { ratingEntryKey, type SeatRating } from './ratings/seat-ratings';
import { readDetailExtras, type GameDetailExtras, type SeatRatingFacts } from './view';

/** A game as every view of it is made from: the game and seats, usernames, rating facts. */
export interface GameSnapshot {
  loaded: LoadedGame;
  usernames: Map<string, string>;
  ratings: SeatRatingFacts;
  /** Its rematch and the current move's clock warning. */
  extras: GameDetailExtras;
}

/**
 * The seats with what views show beside them, in one statement: each player's username,
 * whether they hide ratings during games, and their ratings in the game's ruleset (a row
 * per speed), plus the game's revision when this statement read them. Every live view and
 * `game.view` runs it and `GAME_TEXT`: SQL text, prepared once per connection (`raw-sql.ts`).
 */
const SEAT_FACTS_TEXT = `select g.revision as "revision", ${SEAT.columns},
    u.username as "username", u.hide_ratings_in_games as "hides",
    r.speed as "speed", r.rating as "rating", r.rd as "rd"
  from games g
  left join ${SEAT.table} on gp.game_id = g.id
  left join users u on u.id = gp.user_id
  left join ratings r on r.user_id = gp.user_id and r.ruleset = g.ruleset
  where g.id = $1
  order by gp.seat`;

interface FactRow {
  revision: number;
  seat: SeatRow | null;
  username: string | null;
  hides: boolean | null;
  speed: string | null;
  rating: number | null;
  rd: number | null;
}

async function readSeatFacts(db: Queryable, gameId: string): Promise<FactRow[]> {
  const rows = await runSql(db, SEAT_FACTS_TEXT, [gameId]);
  return rows.map((row) => ({
    revision: row.revision as number,
    seat: row.gameId === null ? null : SEAT.read(row),
    username: row.username as string | null,
    hides: row.hides as boolean | null,
    speed: row.speed as string | null,
    rating: row.rating as number | null,
    rd: row.rd as number | null,
  }));
}

/** The seats with what views show beside them (`SEAT_FACTS_TEXT`'s rows, gathered). */
export interface Facts {
  revision: number | undefined;
  seats: SeatRow[];
  usernames: Map<string, string>;
  current: Map<string, SeatRating>;
  hides: Set<string>;
}

function factsOf(rows: FactRow[], ruleset: string): Facts {
  const facts: Facts = {
    revision: rows[0]?.revision,
    seats: [],
    usernames: new Map(),
    current: new Map(),
    hides: new Set(),
  };
  for (const row of rows) {
    const { seat } = row;
    if (!seat) continue;
    if (facts.seats.at(-1)?.seat !== seat.seat) facts.seats.push(seat);
    const userId = seat.userId;
    if (!userId) continue;
    if (row.username !== null) facts.usernames.set(userId, row.username);
    if (row.hides) facts.hides.add(userId);
    if (row.speed !== null && row.rating !== null && row.rd !== null) {
      facts.current.set(ratingEntryKey(userId, ruleset, row.speed), {
        rating: row.rating,
        rd: row.rd,
        provisional: isProvisional({ rd: row.rd }),
      });
    }
  }
  return facts;
}

/** What a snapshot adds to the game and the seats' facts (read by the caller, with them). */
async function snapshotFrom(
  db: Queryable,
  loaded: LoadedGame,
  facts: Facts,
  readExtras: () => Promise<GameDetailExtras>,
): Promise<GameSnapshot> {
  const { game } = loaded;
  const [changes, extras] = await Promise.all([
    game.rated && game.status === 'finished'
      ? gameRatingChanges(db, game.id)
      : new Map<string, RatingChangeView>(),
    readExtras(),
  ]);
  return snapshotWith(loaded, facts, changes, extras);
}

function snapshotWith(
  loaded: LoadedGame,
  facts: Facts,
  changes: Map<string, RatingChangeView>,
  extras: GameDetailExtras,
): GameSnapshot {
  return {
    loaded,
    usernames: facts.usernames,
    ratings: {
      current: facts.current,
      changes,
      // Read only while the game is played (see seatRatingFacts).
      hiddenFor: loaded.game.status === 'playing' ? facts.hides : new Set(),
    },
    extras,
  };
}

/**
 * The snapshot of a game being played as a move left it, from the move's own facts (no read):
 * no rating changes yet, and the new turn has no clock warning.
 */
export function playingSnapshot(
  loaded: LoadedGame,
  facts: Facts,
  rematch: RematchFacts,
): GameSnapshot {
  return snapshotWith(loaded, facts, new Map(), { rematch, clockWarning: null });
}

/**
 * A game and everything its views show, read without a lock in three statements sent
 * together (one round trip): the game row, the seats with their facts, and its rematch
 * (two, with the rematch facts of a game being played known: see below).
 * A change committed between the first two shows as a different revision; the read is
 * then taken again. (A correspondence game's clock warning, and a rated game's rating
 * changes once it is over, are read after: they depend on the row.)
 *
 * With the `previous` snapshot of a game being played (a live view's last), its rematch
 * facts are taken from it while the game goes on: they are set when the game is made and
 * change only once it is over, when they are read again.
 */
export async function readGameSnapshot(
  db: Queryable,
  gameId: string,
  previous?: GameSnapshot,
): Promise<GameSnapshot> {
  const known = previous?.loaded.game.status === 'playing' ? previous.extras.rematch : undefined;
  for (let attempt = 0; ; attempt++) {
    const [[row], rows, read] = await Promise.all([
      runSql(db, GAME_TEXT, [gameId]),
      readSeatFacts(db, gameId),
      known ? undefined : readRematchFacts(db, gameId),
    ]);
    if (!row) throw notFound();
    const game = GAME.read(row);
    const facts = factsOf(rows, game.ruleset);
    if (facts.revision === game.revision || attempt === 4) {
      const loaded = { game, seats: facts.seats, nowMs: Math.floor(Number(row.nowMs)) };
      const playing = game.status === 'playing';
      return snapshotFrom(db, loaded, facts, async () => ({
        rematch: read ?? (playing && known ? known : await readRematchFacts(db, gameId)),
        clockWarning: await readClockWarning(db, loaded),
      }));
    }
  }
}

/**
 * The snapshot of a game its caller already holds (e.g. as a move just left it): the
 * seats' usernames and rating facts and the game's extras are read together (one round trip).
 */
export async function snapshotOf(db: Queryable, loaded: LoadedGame): Promise<GameSnapshot> {
  const [rows, extras] = await Promise.all([
    readSeatFacts(db, loaded.game.id),
    readDetailExtras(db, loaded),
  ]);
  return snapshotFrom(db, loaded, factsOf(rows, loaded.game.ruleset), () =>
    Promise.resolve(extras),
  );
}

/** What a move reads with its lock for the mover's view after it (`loadGameForView`). */
export interface FactsBeforeMove {
  facts: Facts;
  rematch: RematchFacts;
}

/**
 * `loadGame(…, { lock: true })` for a move whose mover's view is wanted: the seats are read
 * with their facts, and the game's rematch facts beside them, in the lock's round trip. A
 * move changes none of those while the game goes on, so the view after it needs no read
 * (`snapshotAfterMove`).
 */
export async function loadGameForView(
  db: Queryable,
  gameId: string,
): Promise<{ loaded: LoadedGame; before: FactsBeforeMove }> {
  const [[row], rows, rematch] = await Promise.all([
    runSql(db, LOCKED_GAME_TEXT, [gameId]),
    readSeatFacts(db, gameId),
    readRematchFacts(db, gameId),
  ]);
  const loaded = loadedOf(row, []);
  const facts = factsOf(rows, loaded.game.ruleset);
  return { loaded: { ...loaded, seats: facts.seats }, before: { facts, rematch } };
}

/**
 * The snapshot of a game as a move left it (`after`), from what was read with the move's
 * lock. The move's new turn has no clock warning yet. At the end of a game its ratings and
 * rematch change, so they are read anew (`snapshotOf`).
 */
export async function snapshotAfterMove(
  db: Queryable,
  after: LoadedGame,
  before: FactsBeforeMove,
): Promise<GameSnapshot> {
  if (after.game.status !== 'playing') return snapshotOf(db, after);
  return playingSnapshot(after, before.facts, before.rematch);
}
