/**
 * The game-over step "tournament": a tournament game ended; its result goes into the
 * tournament's log (a's score, the spread, and who forfeited: a loser who never made a
 * play, exchange or pass).
 */
import { gameEvents, tournamentGames } from '@wordrise/db';
import { gameLocation, rebuild } from '@wordrise/engine';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../db-types';
import type { EndedGame } from '../game-over';
import { lockTournament, readTournamentLog } from './log-store';
import { runCommandIn } from './run-command';

export async function recordTournamentGame(tx: Transaction, ended: EndedGame): Promise<void> {
  const [link] = await tx
    .select({ tournamentId: tournamentGames.tournamentId })
    .from(tournamentGames)
    .where(eq(tournamentGames.gameId, ended.game.id));
  if (!link) return;
  await lockTournament(tx, link.tournamentId);
  const s = rebuild(await readTournamentLog(tx, link.tournamentId));
  const where = gameLocation(s, ended.game.id);
  if (where.game.result !== null) return;
  const match = s.rounds[where.round - 1]?.matches.find((m) => m.matchId === where.matchId);
  if (!match) throw new Error(`no match ${where.matchId}`);
  const seatA = where.game.seats.indexOf(match.a);
  const a = ended.seats.find((x) => x.seat === seatA);
  const b = ended.seats.find((x) => x.seat === 1 - seatA);
  if (!a || !b) throw new Error(`game ${ended.game.id} lacks a seat`);
  const scoreA = a.result === 'win' ? 1 : a.result === 'loss' ? 0 : 0.5;
  let forfeitBy: string | null = null;
  if (scoreA !== 0.5) {
    const loserSeat = scoreA === 1 ? b.seat : a.seat;
    const [moved] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(gameEvents)
      .where(
        and(
          eq(gameEvents.gameId, ended.game.id),
          eq(gameEvents.seat, loserSeat),
          inArray(gameEvents.action, ['play', 'exchange', 'pass']),
        ),
      );
    if ((moved?.n ?? 0) === 0) forfeitBy = where.game.seats[loserSeat] ?? null;
  }
  await runCommandIn(tx, link.tournamentId, null, {
    type: 'record_game',
    gameId: ended.game.id,
    scoreA,
    spread: a.score - b.score,
    forfeitBy,
  });
}
