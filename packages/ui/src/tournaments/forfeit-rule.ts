/** What a tournament game's player is told before resigning or leaving without a move. */

/** The tournament rules the game page needs; null: not a tournament game. */
export interface GameTournament {
  /** Forfeits before a player is removed from the tournament; 0: never. */
  readonly forfeitLimit: number;
  /** The viewer's forfeits in it so far; null when unknown (not an entrant). */
  readonly yourForfeits: number | null;
}

const forfeitsPhrase = (n: number) => (n === 1 ? '1 forfeit' : `${n} forfeits`);

/**
 * The removal rule in a sentence (with a leading space), with where the viewer stands
 * against it, or '' when nobody is removed.
 */
export function removalRule({ forfeitLimit, yourForfeits }: GameTournament): string {
  if (forfeitLimit <= 0) return '';
  const rule = ` This tournament removes a player after ${forfeitsPhrase(forfeitLimit)}`;
  if (yourForfeits === null) return `${rule}.`;
  if (yourForfeits + 1 >= forfeitLimit)
    return `${rule}, and this would be your ${ordinal(yourForfeits + 1)}: you would be removed.`;
  return `${rule}; you have ${yourForfeits === 0 ? 'none' : forfeitsPhrase(yourForfeits)} so far.`;
}

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** The resignation question before the player's first move. */
export function resignBeforeMovingQuestion(tournament: GameTournament): string {
  return `Resign this game? It counts as a loss, and as you have not moved yet, as a forfeit in the tournament.${removalRule(tournament)}`;
}
