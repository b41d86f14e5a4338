import { and, eq, inArray, sql } from 'drizzle-orm';
import { gamePresence, type Database } from '@wordrise/db';
import { apply, getRuleset, type Lexicon } from '@wordrise/engine';
import type { Queryable } from './db-types';
import { loadGame, type LoadedGame, type SeatRow } from './load';
import { recordEvent } from './record';
import { badRequest, conflict, forbidden, over, ruleRefusal } from './refusal';

/** How often a live connection to a game says its user is there. */
export const PRESENCE_BEAT_MS = 15_000;
/** A real-time player not seen for this long is gone: the opponent may claim the game. */
export const PRESENCE_ABSENT_SECONDS = 60;

export const CLAIM_NOT_REALTIME = 'A win can be claimed only in a real-time game.';
export const CLAIM_NOBODY_GONE = `Every other player has been here within the last ${PRESENCE_ABSENT_SECONDS} seconds.`;

/** `userId` has a live connection to the game now. */
export async function markPresent(db: Queryable, gameId: string, userId: string): Promise<void> {
  await db
    .insert(gamePresence)
    .values({ gameId, userId })
    .onConflictDoUpdate({
      target: [gamePresence.gameId, gamePresence.userId],
      set: { lastSeenAt: sql`now()` },
    });
}

/**
 * Of `others` (a player's active opponents), those a win could be claimed against now: no
 * live connection to the game for `PRESENCE_ABSENT_SECONDS` (by the database's clock). None
 * until the game has run that long, counted from the end of its wait for its players when
 * it has one (`clock-start.ts`): a player who has not come yet is then losing clock time,
 * not the game.
 */
async function absentSeats(
  db: Queryable,
  loaded: LoadedGame,
  others: readonly SeatRow[],
): Promise<SeatRow[]> {
  const { game } = loaded;
  if (others.length === 0 || !game.startedAt) return [];
  const runningSince = Math.max(game.startedAt.getTime(), game.clockGraceUntil?.getTime() ?? 0);
  if (runningSince > loaded.nowMs - PRESENCE_ABSENT_SECONDS * 1000) return [];
  const seen = await db
    .select({ userId: gamePresence.userId })
    .from(gamePresence)
    .where(
      and(
        eq(gamePresence.gameId, game.id),
        inArray(
          gamePresence.userId,
          others.map((s) => s.userId!),
        ),
        sql`${gamePresence.lastSeenAt} > now() - make_interval(secs => ${PRESENCE_ABSENT_SECONDS})`,
      ),
    );
  const present = new Set(seen.map((r) => r.userId));
  return others.filter((s) => !present.has(s.userId!));
}

/** A seat still playing (not resigned or timed out): only such a player may claim, or be claimed against. */
const stillPlaying = (loaded: LoadedGame, seat: SeatRow) =>
  loaded.game.state?.players[seat.seat]?.status === 'active';

/** The other joined players still playing (not resigned or timed out). */
function activeOpponents(loaded: LoadedGame, mine: SeatRow): SeatRow[] {
  return loaded.seats.filter(
    (s) =>
      s.userId !== null &&
      s.seat !== mine.seat &&
      s.joinStatus === 'joined' &&
      stillPlaying(loaded, s),
  );
}

function joinedSeatOf(loaded: LoadedGame, userId: string): SeatRow {
  const mine = loaded.seats.find((s) => s.userId === userId && s.joinStatus === 'joined');
  if (!mine) throw forbidden();
  return mine;
}

const claimable = (loaded: LoadedGame) =>
  loaded.game.status === 'playing' &&
  loaded.game.timeControl === 'realtime' &&
  loaded.game.state?.status !== 'over';

export const CLAIM_NOT_PLAYING = 'You are out of this game: only a player still in it may claim.';

/**
 * For a player's page: the seats they could claim a win against now (empty when none, or
 * when the game is not a running real-time game). Read without a lock.
 */
export async function absentOpponents(
  db: Database,
  input: { gameId: string; userId: string },
): Promise<{ seats: number[] }> {
  const loaded = await loadGame(db, input.gameId);
  const mine = joinedSeatOf(loaded, input.userId);
  if (!claimable(loaded) || !stillPlaying(loaded, mine)) return { seats: [] };
  const gone = await absentSeats(db, loaded, activeOpponents(loaded, mine));
  return { seats: gone.map((s) => s.seat) };
}

/**
 * A player of a running real-time game claims against a player who has had no live
 * connection to it for `PRESENCE_ABSENT_SECONDS` (and the game has run that long):
 * the absent seat forfeits (a resignation recorded by the server). Refused while
 * every other player has been seen within the minute. Returns the forfeited seat.
 */
export async function claimAgainstAbsent(
  db: Database,
  input: { gameId: string; userId: string; lexicon: (wordList: string) => Lexicon },
): Promise<{ seat: number }> {
  return db.transaction(async (tx) => {
    const loaded = await loadGame(tx, input.gameId, { lock: true });
    const { game } = loaded;
    const mine = joinedSeatOf(loaded, input.userId);
    if (game.status !== 'playing' || !game.state || game.state.status === 'over') throw over();
    if (game.timeControl !== 'realtime') throw badRequest(CLAIM_NOT_REALTIME);
    if (!stillPlaying(loaded, mine)) throw forbidden(CLAIM_NOT_PLAYING);
    const [gone] = await absentSeats(tx, loaded, activeOpponents(loaded, mine));
    if (!gone) throw conflict(CLAIM_NOBODY_GONE);
    const ruleset = getRuleset(game.state.ruleset);
    const applied = apply(
      game.state,
      { type: 'resign', seat: gone.seat },
      input.lexicon(ruleset?.wordList ?? 'english'),
    );
    if (!applied.ok) throw ruleRefusal(applied.error);
    await recordEvent(tx, loaded, applied, { actor: 'clock', userId: null });
    return { seat: gone.seat };
  });
}
