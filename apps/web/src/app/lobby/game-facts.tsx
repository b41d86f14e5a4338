import { gameName } from '~/lib/rulesets';
import {
  describeKind,
  describeLength,
  describeSeats,
  describeTimeControl,
  type GameSummary,
} from '~/lib/games';

/** Ruleset, length, seats, clock, kind and word challenges of a game, in one line. */
export function GameFacts({ game }: { game: GameSummary }) {
  const length = describeLength(game.gameLength);
  return (
    <span className="text-xs text-slate-400" data-testid="game-facts">
      {gameName(game.ruleset)}
      {length && ` · ${length}`} · {describeSeats(game.seats)} ·{' '}
      {describeTimeControl(game.timeControl)} · {describeKind(game)}
      {game.wordChallenges && ' · Word challenges'}
    </span>
  );
}

export const PANEL = 'flex flex-col gap-3 rounded-lg bg-slate-900 p-4';
export const ROW = 'flex flex-wrap items-center gap-2 rounded-md bg-slate-800 px-3 py-2';

export function errorText(error: unknown): string | null {
  if (!error) return null;
  return error instanceof Error ? error.message : 'Something went wrong.';
}
