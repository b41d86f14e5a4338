/**
 * Why the engine refused something. `rule` is a ruling id of the rules reference
 * (R1–R30) or, for refusals that are procedure rather than game rules, one of
 * {@link PROCEDURE_ERROR_IDS}. `reason` is the short phrase the CLI prints
 * ("covers every letter of CAT"); `message` is a sentence for the player
 * ("You can't cover every letter of CAT in one turn.").
 */
// prettier-ignore
export const RULE_IDS = [
  'R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7', 'R8', 'R9', 'R10',
  'R11', 'R12', 'R13', 'R14', 'R15', 'R16', 'R17', 'R18', 'R19', 'R20',
  'R21', 'R22', 'R23', 'R24', 'R25', 'R26', 'R27', 'R28', 'R29', 'R30',
] as const;
export type RuleId = (typeof RULE_IDS)[number];

/**
 * INPUT: malformed data (off the board, not a tile, bad seat number, unknown ruleset).
 * TURN: the seat is not the one to move. SEAT: the seat has left the game.
 * OVER: the game has ended. LOG: a recorded event disagrees with the replayed game.
 */
export const PROCEDURE_ERROR_IDS = ['INPUT', 'TURN', 'SEAT', 'OVER', 'LOG'] as const;
export type ProcedureErrorId = (typeof PROCEDURE_ERROR_IDS)[number];

export type ErrorId = RuleId | ProcedureErrorId;

export interface RuleError {
  readonly rule: ErrorId;
  readonly reason: string;
  readonly message: string;
}

export function ruleError(rule: ErrorId, reason: string, message: string): RuleError {
  return { rule, reason, message };
}

/** Malformed input: the reason doubles as the player-facing sentence. */
export function inputError(reason: string): RuleError {
  return { rule: 'INPUT', reason, message: `${reason[0]?.toUpperCase() ?? ''}${reason.slice(1)}.` };
}
