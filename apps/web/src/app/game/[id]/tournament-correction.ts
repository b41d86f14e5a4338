import type { RouterOutputs } from '@wordrise/api';

/** A correction the organiser made to a tournament game's result or to its whole match. */
type TournamentCorrection = NonNullable<
  NonNullable<RouterOutputs['tournament']['ofGame']>['correction']
>;

/**
 * What the game page says of a correction: the board keeps the result the game ended with,
 * the tournament counts what the organiser decided.
 */
export function correctionText(c: TournamentCorrection): string {
  const what = c.target === 'game' ? 'this game' : 'this game’s match';
  const counted =
    c.kind === 'void'
      ? `${what} does not count in the tournament`
      : `the tournament counts ${what} as a ${c.kind.replace('-', ' ')} for ${c.player ?? 'a player'}`;
  return `Result corrected by the organiser: ${counted}. Reason: ${c.reason}`;
}
