import type { DemoRatedGame } from '@wordrise/db/seed-rated';
import type { BotLevel, WordGraph } from '@wordrise/engine';
import { playDemoBotGame } from './demo-bot-game';

export const DEMO_RATED_SEED = 'wordrise-demo-rated';

/**
 * The demo players and the bot level that plays in each one's seat: the same, so the
 * results are mixed. Uneven levels give foregone results, which tell Glicko-2 little:
 * with a weaker Carol losing every game, 14 games each left RDs of 137–172.
 */
const DEMO_PLAYERS: readonly { username: string; name: string; level: BotLevel }[] = [
  { username: 'alice', name: 'Alice', level: 'greedy' },
  { username: 'bob', name: 'Bob', level: 'greedy' },
  { username: 'carol', name: 'Carol', level: 'greedy' },
];

/**
 * Enough games (18 each) for each demo player's blitz rating to settle (RD at most 110,
 * from 350) and so be on the leaderboard of a fresh install.
 */
export const DEMO_RATED_GAMES = 27;

/**
 * The finished rated games a fresh install starts with (`packages/db/src/demo-rated-games.json`,
 * which the database seed inserts and rates with the server's own rating step): real games
 * played to the end by the engine's bots in the demo players' seats, each pair in turn,
 * the first seat alternating. Deterministic (fixed seeds); a test keeps the stored file
 * equal to what this makes.
 */
export function demoRatedGames(lexicon: WordGraph): DemoRatedGame[] {
  return Array.from({ length: DEMO_RATED_GAMES }, (_, i) => {
    const pair = [DEMO_PLAYERS[i % 3]!, DEMO_PLAYERS[(i + 1) % 3]!];
    const seats = Math.floor(i / 3) % 2 === 0 ? pair : pair.reverse();
    return playDemoBotGame(`${DEMO_RATED_SEED}-${i + 1}`, seats, lexicon).game;
  });
}
