import type { Database } from '@wordrise/db';
import { createStartedGame } from '../create';

export interface SoloGameInput {
  /** A ruleset key (the lobby's offered ones). */
  ruleset: string;
  /** The player may consult the Oracle (a solo game is casual). */
  oracleAllowed: boolean;
}

/**
 * Starts a solo game for one player: one seat under the engine's solo rules, casual,
 * unlisted, no clock — never in the lobby, the games to watch or the ratings. It is
 * played through the same move path as any game (the seed stays on the server).
 */
export function createSoloGame(
  db: Database,
  userId: string,
  input: SoloGameInput,
): Promise<{ gameId: string }> {
  return createStartedGame(db, {
    createdBy: userId,
    options: {
      ruleset: input.ruleset,
      timeControl: { kind: 'none' },
      rated: false,
      oracleAllowed: input.oracleAllowed,
      solo: true,
    },
    seats: [{ userId }],
  });
}
