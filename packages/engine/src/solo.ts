import type { Ruleset } from './ruleset';
import { getRuleset } from './rulesets/index';
import type { GameState } from './state';

/** Solo play: the most tiles one exchange may return (the Upwords rules' "up to five"). */
export const SOLO_EXCHANGE_MAX_TILES = 5;

/**
 * The solo rules of a ruleset: one seat; an exchange returns 1–5 tiles and is free
 * (it is not a word-less turn, so it never brings the R27/R28 endings nearer, and the
 * score is unchanged); everything else — placement, scoring, going out, the all-pass
 * and no-word endings, the rack penalty — is the ruleset's own.
 */
export function soloRuleset(ruleset: Ruleset): Ruleset {
  return {
    ...ruleset,
    players: { min: 1, max: 1 },
    exchange: {
      ...ruleset.exchange,
      maxTiles: Math.min(SOLO_EXCHANGE_MAX_TILES, ruleset.rackSize),
      free: true,
    },
  };
}

/** The rules a game is judged by: its registered ruleset, in its solo form for a solo game. */
export function rulesetOf(state: GameState): Ruleset | undefined {
  const ruleset = getRuleset(state.ruleset);
  return ruleset && state.mode === 'solo' ? soloRuleset(ruleset) : ruleset;
}

export function isSolo(state: GameState): boolean {
  return state.mode === 'solo';
}
