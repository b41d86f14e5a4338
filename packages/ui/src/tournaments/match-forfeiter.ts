/** Who forfeited a tournament match, as its bracket, pairings and CSV say "forfeit". */

/** An organiser's correction of a match or of one of its games. */
interface Correction {
  readonly kind: 'forfeit-win' | 'forfeit-loss' | 'void';
  readonly entrantId: string | null;
}

/** What the page knows of a match (the API's tournament detail). */
export interface ForfeitFacts {
  readonly a: string;
  readonly b: string | null;
  readonly correction: Correction | null;
  readonly games: readonly {
    readonly correction: Correction | null;
    readonly result: { readonly forfeitBy: string | null } | null;
  }[];
}

/** Who a correction says forfeited: the loser of a forfeit win, or the named loser; none for a void. */
function forfeiterBy(c: Correction | null, m: ForfeitFacts): string | null {
  if (c?.kind === 'forfeit-loss') return c.entrantId;
  if (c?.kind === 'forfeit-win') return c.entrantId === m.a ? m.b : m.a;
  return null;
}

/**
 * The entrant who forfeited the match or one of its games, or null (none, or the match was
 * voided): the organiser's forfeit of the whole match first, then of a game, then a player's
 * own (one who left, or lost without a move).
 */
export function matchForfeiter(m: ForfeitFacts): string | null {
  // A voided match counts for nobody: nothing in it was forfeited that still counts.
  if (m.correction?.kind === 'void') return null;
  return (
    forfeiterBy(m.correction, m) ??
    m.games.map((g) => forfeiterBy(g.correction, m)).find((id) => id !== null) ??
    m.games.find((g) => g.result?.forfeitBy)?.result?.forfeitBy ??
    null
  );
}
