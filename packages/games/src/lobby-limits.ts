import { and, count, eq, sql } from 'drizzle-orm';
import { gamePlayers, games } from '@wordrise/db';
import type { Transaction } from './db-types';
import { conflict } from './refusal';

/**
 * What one player may have waiting in the lobby at once, so that no
 * player can fill the lobby or another player's lists. Games that have started,
 * bot games and challenges answered or withdrawn do not count.
 */
export const LOBBY_LIMITS = {
  /** Listed games a player created that have not started yet (lobby.create). */
  openGames: 10,
  /** Challenges a player sent that are not answered yet (lobby.challenge)… */
  pendingChallenges: 20,
  /** …of which to any one opponent. */
  challengesToOnePlayer: 3,
  /** Games against a bot a player has running at once (lobby.playBot): each move is a bot's search. */
  runningBotGames: 5,
  /** Rows per page of invitations and of challenges sent, unless the client asks for fewer or more… */
  pageSize: 10,
  /** …up to this many. */
  maxPageSize: 50,
} as const;

/** The caller's games not started yet (games_creator_open_idx). */
const createdOpen = (userId: string) => and(eq(games.createdBy, userId), eq(games.status, 'open'));

/**
 * Refuses a new open game when the player already has `openGames` waiting. The
 * caller holds the player's row lock (see `lockPlayer`), so two requests at once
 * cannot both take the last place.
 */
export async function checkOpenGameLimit(tx: Transaction, userId: string): Promise<void> {
  const [row] = await tx
    .select({ n: count() })
    .from(games)
    .where(and(createdOpen(userId), eq(games.listed, true)));
  const max = LOBBY_LIMITS.openGames;
  if ((row?.n ?? 0) >= max) {
    throw conflict(
      `You already have ${max} open games waiting for players: cancel one before opening another.`,
    );
  }
}

/** Refuses a new challenge past `pendingChallenges`, or past `challengesToOnePlayer` to this opponent. */
export async function checkChallengeLimits(
  tx: Transaction,
  userId: string,
  opponent: { id: string; displayName: string },
): Promise<void> {
  const [row] = await tx
    .select({
      total: count(),
      toOpponent: sql<number>`count(*) filter (where exists (
        select 1 from ${gamePlayers}
        where ${gamePlayers.gameId} = ${games.id} and ${gamePlayers.userId} = ${opponent.id}
      ))`.mapWith(Number),
    })
    .from(games)
    .where(and(createdOpen(userId), eq(games.listed, false)));
  const { pendingChallenges, challengesToOnePlayer } = LOBBY_LIMITS;
  if ((row?.toOpponent ?? 0) >= challengesToOnePlayer) {
    throw conflict(
      `You already have ${challengesToOnePlayer} challenges waiting for ${opponent.displayName}’s answer: cancel one before sending another.`,
    );
  }
  if ((row?.total ?? 0) >= pendingChallenges) {
    throw conflict(
      `You already have ${pendingChallenges} challenges waiting for an answer: cancel one before sending another.`,
    );
  }
}

/**
 * Refuses a new game against a bot when the player already has `runningBotGames` of them
 * going: every move there makes the worker search for the bot's reply, so one player
 * passing quickly in many games could keep the worker from everyone else's bots and clocks.
 * The caller holds the player's row lock (`lockPlayer`).
 */
export async function checkBotGameLimit(tx: Transaction, userId: string): Promise<void> {
  const [row] = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n
    from ${gamePlayers} me
    join ${games} g on g.id = me.game_id and g.status = 'playing'
    where me.user_id = ${userId}
      and exists (
        select 1 from ${gamePlayers} bot where bot.game_id = g.id and bot.bot_level is not null
      )`);
  const max = LOBBY_LIMITS.runningBotGames;
  if ((row?.n ?? 0) >= max) {
    throw conflict(
      `You already have ${max} games against bots going: finish or resign one before starting another.`,
    );
  }
}
