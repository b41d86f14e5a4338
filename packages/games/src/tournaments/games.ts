/**
 * The games a tournament plays: created started, seats assigned (a best of N
 * alternates them), rated only when the tournament is and both seats are players;
 * ended when a player leaves mid-game or the organiser gives a forfeit (the seat resigns,
 * by whoever decided it), called off when voided.
 */
import { games, tournamentGames } from '@wordrise/db';
import { apply, getRuleset, type TournamentLogState } from '@wordrise/engine';
import { createStartedGameIn, type SeatAssignment } from '../create';
import type { Transaction } from '../db-types';
import { serverLexicon } from '../lexicon';
import { loadGame } from '../load';
import { afterGameChange } from '../hooks';
import { recordEvent, type EventAuthor } from '../record';
import { and, eq, sql } from 'drizzle-orm';

export interface GameDue {
  readonly round: number;
  readonly matchId: string;
  readonly gameNumber: number;
  readonly seats: readonly [string, string];
}

function seatOf(s: TournamentLogState, entrantId: string): SeatAssignment {
  const e = s.entrants.find((x) => x.id === entrantId);
  if (!e) throw new Error(`no entrant ${entrantId}`);
  if (e.userId !== null) return { userId: e.userId };
  if (e.botLevel !== null) return { botLevel: e.botLevel };
  throw new Error(`entrant ${entrantId} is neither a player nor a bot`);
}

/** Creates and starts the game, and remembers it as the tournament's. */
export async function createTournamentGame(
  tx: Transaction,
  tournamentId: string,
  s: TournamentLogState,
  due: GameDue,
): Promise<string> {
  const seats = due.seats.map((id) => seatOf(s, id));
  const players = seats.every((seat) => 'userId' in seat);
  const { gameId } = await createStartedGameIn(tx, {
    createdBy: s.organiserId,
    options: {
      ruleset: s.settings.ruleset,
      timeControl: s.settings.timeControl,
      rated: s.settings.rated && players,
      oracleAllowed: false,
    },
    seats,
    waitForPlayers: true,
  });
  await tx.insert(tournamentGames).values({
    gameId,
    tournamentId,
    round: due.round,
    matchId: due.matchId,
    gameNumber: due.gameNumber,
  });
  return gameId;
}

/**
 * Who ended a tournament's running game: the seat's own player (they withdrew), or the
 * organiser by their decision (a forfeit they gave, a player they removed), whose id the
 * log's event names.
 */
export type SeatEndedBy = { readonly by: 'own' } | { readonly by: 'organiser'; userId: string };

/**
 * Ends a running game by the resignation of `seat` (its player left the tournament, or
 * lost the game by forfeit). A game already over is left as it is. The engine's event is
 * the seat's resignation either way (the tournament's log already decided the game); the
 * log of moves says whose act it was: the player's own (or their bot's), or the organiser's
 * (`actor` 'organiser' with their id; such a game is never rated, see ratings/rate-game.ts).
 * The tournament's log has already given this game to the other seat, so a clock that ran
 * out unseen is not recorded here (the game would then contradict the log): a player's
 * leaving records such timeouts before the command decides (`requestTournament`).
 */
export async function resignSeat(
  tx: Transaction,
  gameId: string,
  seat: number,
  endedBy: SeatEndedBy,
): Promise<void> {
  const loaded = await loadGame(tx, gameId, { lock: true });
  const state = loaded.game.state;
  if (loaded.game.status !== 'playing' || !state || state.status !== 'playing') return;
  const wordList = getRuleset(state.ruleset)?.wordList ?? 'english';
  const applied = apply(state, { type: 'resign', seat }, serverLexicon(wordList));
  if (!applied.ok) throw new Error(`resigning seat ${seat} of ${gameId}: ${applied.error.reason}`);
  const who = loaded.seats.find((x) => x.seat === seat);
  const author: EventAuthor =
    endedBy.by === 'organiser'
      ? { actor: 'organiser', userId: endedBy.userId }
      : who?.userId
        ? { actor: 'player', userId: who.userId }
        : { actor: 'bot', userId: null };
  await recordEvent(tx, loaded, applied, author);
}

/**
 * Calls off a running game the organiser voided: it is cancelled where it stands (no
 * result, never rated), its turn jobs go, its watchers hear of it. A game already over
 * is left as it is.
 */
export async function abandonGame(tx: Transaction, gameId: string): Promise<void> {
  const loaded = await loadGame(tx, gameId, { lock: true });
  if (loaded.game.status !== 'playing') return;
  const [updated] = await tx
    .update(games)
    .set({
      status: 'cancelled',
      toMoveSeat: null,
      turnStartedAt: null,
      clockDeadline: null,
      revision: sql`${games.revision} + 1`,
      updatedAt: new Date(loaded.nowMs),
    })
    .where(and(eq(games.id, gameId), eq(games.status, 'playing')))
    .returning();
  if (updated) await afterGameChange(tx, { game: updated, seats: loaded.seats });
}
