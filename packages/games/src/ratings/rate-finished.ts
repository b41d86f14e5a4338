import type { Transaction } from '../db-types';
import { loadGame } from '../load';
import { rateEndedGame, type Unrated } from './rate-game';

/**
 * Rates a game stored as finished exactly as its end would have (the game-over step's
 * `rateEndedGame`, under its locks and its once-per-game check): the demo seed's rated
 * games (packages/db seed-rated.ts) are rated by the server's own code, not by numbers
 * written down. Returns why nothing changed, or null.
 */
export async function rateFinishedGame(tx: Transaction, gameId: string): Promise<Unrated | null> {
  const { game, seats } = await loadGame(tx, gameId);
  return rateEndedGame(tx, { game, seats, queue: false });
}
