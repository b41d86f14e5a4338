/** What a tournament game's player is told before resigning or leaving without a move. */

/** The tournament rules the game page needs; null: not a tournament game. */
export interface GameTournament {
  /** Forfeits before a player is removed from the tournament; 0: never. */
  readonly forfeitLimit: number;
}

/** The removal rule in a sentence (with a leading space), or '' when nobody is removed. */
export function removalRule({ forfeitLimit }: GameTournament): string {
  if (forfeitLimit <= 0) return '';
  const forfeits = forfeitLimit === 1 ? '1 forfeit' : `${forfeitLimit} forfeits`;
  return ` This tournament removes a player after ${forfeits}.`;
}

/** The resignation question before the player's first move. */
export function resignBeforeMovingQuestion(tournament: GameTournament): string {
  return `Resign this game? It counts as a loss, and as you have not moved yet, as a forfeit in the tournament.${removalRule(tournament)}`;
}
