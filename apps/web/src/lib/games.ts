import { LENGTH_NAMES } from './rulesets';
import type { RouterOutputs } from '@wordrise/api';

export type GameSummary = RouterOutputs['lobby']['open'][number];
export type TimeControl = GameSummary['timeControl'];

/** "No clock", "10 min each", "3 days a move". */
export function describeTimeControl(tc: TimeControl): string {
  switch (tc.kind) {
    case 'none':
      return 'No clock';
    case 'realtime':
      return `${tc.minutes} min each`;
    case 'correspondence':
      return `${tc.days} ${tc.days === 1 ? 'day' : 'days'} a move`;
  }
}

/** "1 player", "2 players". */
export function describeSeats(seats: number): string {
  return `${seats} ${seats === 1 ? 'player' : 'players'}`;
}

/**
 * Word Wefter's length where it is not the usual one: "Short game", "Long game"; a Normal
 * game (and every other game, which has one length) says nothing, as word challenges off do.
 */
export function describeLength(length: string): string | null {
  return length === 'normal' ? null : `${LENGTH_NAMES[length] ?? length} game`;
}

/** "Rated", "Casual · Oracle allowed", "Casual", "Pass and play · Oracle allowed". */
export function describeKind(
  game: Pick<GameSummary, 'rated' | 'oracleAllowed'> & { passAndPlay?: boolean },
): string {
  if (game.rated) return 'Rated';
  const kind = game.passAndPlay ? 'Pass and play' : 'Casual';
  return game.oracleAllowed ? `${kind} · Oracle allowed` : kind;
}

export function joinedCount(game: Pick<GameSummary, 'players'>): number {
  return game.players.filter((p) => p.joinStatus === 'joined').length;
}
