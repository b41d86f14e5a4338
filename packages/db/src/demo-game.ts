import type { GameEvent, GameState } from '@wordrise/engine';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from './client';
import { users } from './schema/auth';
import { gameEvents, gamePlayers, games } from './schema/games';

/** A transaction handle as Drizzle passes it to `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * A finished game the engine's bots played in demo players' seats, as packages/games
 * makes it for the seed (this package does not run the bots): enough to insert the
 * game, its seats and its log exactly as a played game leaves them.
 */
export interface DemoGame {
  seed: string;
  ruleset: string;
  rulesVersion: GameState['rulesVersion'];
  rngVersion: GameState['rngVersion'];
  /** Demo usernames, in seat order. */
  players: string[];
  names: string[];
  events: GameEvent[];
  final: GameState;
  ranking: number[][];
}

/** The demo players' ids by username (demo accounts only). */
export async function demoUserIds(
  db: Database | Transaction,
  usernames: readonly string[],
): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(inArray(users.username, [...usernames]), eq(users.isDemo, 1)));
  return new Map(rows.map((u) => [u.username, u.id]));
}

/**
 * Inserts `demo` as the finished game `id` with its seats (final score, rank, result)
 * and its events; false when that game is there already (nothing is written).
 */
export async function insertDemoGame(
  tx: Transaction,
  id: string,
  demo: DemoGame,
  seats: { userIds: readonly string[]; startedAt: Date; finishedAt: Date },
  options: { rated?: boolean; timeMinutes?: number } = {},
): Promise<boolean> {
  const { final } = demo;
  const end = final.result;
  if (!end) throw new Error(`the demo game ${demo.seed} has not ended`);
  const ranks = demo.players.map((_, seat) => demo.ranking.findIndex((g) => g.includes(seat)));
  const [game] = await tx
    .insert(games)
    .values({
      id,
      ruleset: demo.ruleset,
      status: 'finished',
      seats: demo.players.length,
      seed: demo.seed,
      rngVersion: demo.rngVersion,
      rulesVersion: demo.rulesVersion,
      createdBy: seats.userIds[0]!,
      rated: options.rated ?? false,
      ...(options.timeMinutes
        ? { timeControl: 'realtime' as const, timeMinutes: options.timeMinutes }
        : {}),
      moveNumber: final.moveNumber,
      state: final,
      result: { ...end, ranking: demo.ranking },
      startedAt: seats.startedAt,
      finishedAt: seats.finishedAt,
    })
    .onConflictDoNothing()
    .returning({ id: games.id });
  if (!game) return false;
  await tx.insert(gamePlayers).values(
    demo.players.map((_, seat) => ({
      gameId: id,
      seat,
      userId: seats.userIds[seat]!,
      name: demo.names[seat] ?? `Seat ${seat + 1}`,
      score: final.players[seat]?.score ?? 0,
      rank: (ranks[seat] ?? 0) + 1,
      result: seatResult(ranks[seat] ?? 0, demo.ranking[0]?.length ?? 1),
    })),
  );
  await tx.insert(gameEvents).values(
    demo.events.map((event) => ({
      gameId: id,
      moveNumber: event.move,
      seat: event.seat,
      // Said as the server says a person's moves (the demo players sit in these seats);
      // a clock's forfeit is the clock's.
      ...(event.type === 'timeout'
        ? { actor: 'clock' as const }
        : { actor: 'player' as const, actorUserId: seats.userIds[event.seat] ?? null }),
      action: event.type,
      score: event.type === 'play' ? event.score : event.type === 'timeout' ? -event.penalty : 0,
      event,
    })),
  );
  return true;
}

/** A seat's result from its place (0 = first) and how many share first place. */
function seatResult(place: number, firstPlaced: number): 'win' | 'loss' | 'draw' {
  if (place !== 0) return 'loss';
  return firstPlaced > 1 ? 'draw' : 'win';
}
