import { RULESET_NAMES } from '@wordrise/engine/ruleset-names';

/** "WordRise", "Classic Upwords" (the engine's names, as every page shows them); an unknown key as itself. */
export function gameName(ruleset: string): string {
  return (RULESET_NAMES as Readonly<Record<string, string>>)[ruleset] ?? ruleset;
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
