import { and, eq, inArray, sql } from 'drizzle-orm';
import { gamePresence, type Database } from '@wordrise/db';
import { apply, getRuleset, type Lexicon } from '@wordrise/engine';
import type { Queryable } from './db-types';
import { loadGame } from './load';
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
    const { game, seats } = loaded;
    const mine = seats.find((s) => s.userId === input.userId && s.joinStatus === 'joined');
    if (!mine) throw forbidden();
    if (game.status !== 'playing' || !game.state || game.state.status === 'over') throw over();
    if (game.timeControl !== 'realtime') throw badRequest(CLAIM_NOT_REALTIME);
    const others = seats.filter(
      (s) =>
        s.userId !== null &&
        s.seat !== mine.seat &&
        s.joinStatus === 'joined' &&
        game.state!.players[s.seat]?.status === 'active',
    );
    if (others.length === 0) throw conflict(CLAIM_NOBODY_GONE);
    // Seen within the window (database clock), or the game is younger than it.
    const seen = await tx
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
    const young =
      !game.startedAt || game.startedAt.getTime() > loaded.nowMs - PRESENCE_ABSENT_SECONDS * 1000;
    const present = new Set(seen.map((r) => r.userId));
    const gone = young ? undefined : others.find((s) => !present.has(s.userId!));
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
