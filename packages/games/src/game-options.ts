import { OFFERED_RULESET_KEYS, getRuleset, type GameLength } from '@wordrise/engine';
import { badRequest } from './refusal';
import { NO_SOLO_MESSAGE, rulesetSupport } from './ruleset-support';
import type { TimeControl } from './time-control';

export interface GameOptions {
  ruleset: string;
  /** How many players (R4). */
  seats: number;
  timeControl: TimeControl;
  rated: boolean;
  /** Players may consult the Oracle: casual games only. */
  oracleAllowed: boolean;
  /** Solo play (engine `mode: 'solo'`): one seat, casual, no clock. */
  solo?: boolean;
  /** Word challenges (engine `challenges`): not with solo play (no opponent). */
  challenges?: boolean;
  /** The game length (engine `length`: the pool's size); absent = normal. */
  length?: GameLength;
}

export const SOLO_OPTIONS_MESSAGE = 'A solo game has one seat, is casual and has no clock.';

export const SOLO_CHALLENGES_MESSAGE = 'A solo game has no opponent to challenge a word.';

export const ORACLE_RATED_MESSAGE = 'The Oracle is allowed only in casual games.';

/** Checks options against the engine's ruleset registry and the platform's rules. */
export function checkGameOptions(options: GameOptions): void {
  const ruleset = getRuleset(options.ruleset);
  if (!ruleset) throw badRequest(`There is no ruleset called “${options.ruleset}”.`, 'ruleset');
  if (!OFFERED_RULESET_KEYS.includes(ruleset.key))
    throw badRequest(`${ruleset.name} games are not offered yet.`, 'ruleset');
  if (options.solo) {
    if (!rulesetSupport(ruleset.key).solo) throw badRequest(NO_SOLO_MESSAGE, 'ruleset');
    if (options.seats !== 1 || options.rated || options.timeControl.kind !== 'none')
      throw badRequest(SOLO_OPTIONS_MESSAGE, 'solo');
    if (options.challenges) throw badRequest(SOLO_CHALLENGES_MESSAGE, 'challenges');
    return;
  }
  const min = Math.max(2, ruleset.players.min);
  const max = Math.min(4, ruleset.players.max);
  if (!Number.isInteger(options.seats) || options.seats < min || options.seats > max) {
    throw badRequest(`A ${ruleset.name} game seats ${min} to ${max} players.`, 'seats');
  }
  if (options.rated && options.oracleAllowed)
    throw badRequest(ORACLE_RATED_MESSAGE, 'oracleAllowed');
}
