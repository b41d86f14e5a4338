/** The names players see for the games the platform offers, by ruleset key. */
const GAME_NAMES: Readonly<Record<string, string>> = {
  wordrise: 'WordRise',
  'upwords-8': 'Classic Upwords',
  wefter: 'Word Wefter',
};

/** "WordRise", "Classic Upwords"; an unknown key as itself. */
export function gameName(ruleset: string): string {
  return GAME_NAMES[ruleset] ?? ruleset;
}

/** A game choice in a form: "Classic Upwords (8 × 8)". */
export function gameChoiceLabel(choice: { key: string; boardSize: number }): string {
  return `${gameName(choice.key)} (${choice.boardSize} × ${choice.boardSize})`;
}

/** Word Wefter's game lengths as the lobby names them (the pool's size). */
export const LENGTH_NAMES: Readonly<Record<string, string>> = {
  short: 'Short',
  normal: 'Normal',
  long: 'Long',
};

/** Until the options load: the default game. */
export const DEFAULT_GAME_CHOICES = [{ key: 'wordrise', boardSize: 10 }] as const;
