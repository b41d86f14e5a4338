import { and, count, eq } from 'drizzle-orm';
import { games, type Database } from '@wordrise/db';
import type { GameLength } from '@wordrise/engine';
import { createStartedGameIn } from '../create';
import { lockPlayer } from '../lobby';
import { isControlCharacter } from '../plain-text';
import { badRequest, conflict } from '../refusal';

export const PASS_AND_PLAY_LIMITS = {
  /** Running pass-and-play games one host may have at once. */
  runningGames: 10,
  /** The longest seat name (a display name's length). */
  nameLength: 40,
} as const;

export const PASS_AND_PLAY_NAME_MESSAGE = `Give each player a name of 1 to ${PASS_AND_PLAY_LIMITS.nameLength} characters, without control characters.`;
export const PASS_AND_PLAY_SAME_NAMES_MESSAGE =
  'Give each player a different name: the device is passed by name.';

export interface PassAndPlayInput {
  ruleset: string;
  oracleAllowed: boolean;
  /** The game length (Word Wefter's Short/Normal/Long); absent = normal. */
  length?: GameLength;
  /**
   * Word challenges: after a play the next holder of the device (the seat to move,
   * `seatActedBy`) may accept it, and any opponent of its player challenge it (the host names
   * which: `Actor.heldSeat`). Default off.
   */
  challenges?: boolean;
  /** The players' names in seat order (R6 still decides who moves first). */
  names: readonly string[];
}

/** The seat names, trimmed; refused when one is empty, too long, not plain text, or twice. */
export function checkSeatNames(names: readonly string[]): string[] {
  const trimmed = names.map((n) => n.trim());
  const { nameLength } = PASS_AND_PLAY_LIMITS;
  if (
    trimmed.some((n) => n.length === 0 || n.length > nameLength || [...n].some(isControlCharacter))
  )
    throw badRequest(PASS_AND_PLAY_NAME_MESSAGE, 'names');
  const keys = new Set(trimmed.map((n) => n.normalize('NFKC').toLocaleLowerCase('en')));
  if (keys.size !== trimmed.length) throw badRequest(PASS_AND_PLAY_SAME_NAMES_MESSAGE, 'names');
  return trimmed;
}

/**
 * A pass-and-play game: `hostId` plays every seat on one device, each under a name
 * the host typed (the host may be one of them). Started at once; casual, unlisted,
 * no clock. At most `runningGames` running per host (the host's row is locked while
 * counting, so two requests cannot both take the last place).
 */
export async function createPassAndPlayGame(
  db: Database,
  hostId: string,
  input: PassAndPlayInput,
): Promise<{ gameId: string }> {
  const names = checkSeatNames(input.names);
  return db.transaction(async (tx) => {
    await lockPlayer(tx, hostId);
    const [row] = await tx
      .select({ n: count() })
      .from(games)
      .where(
        and(eq(games.createdBy, hostId), eq(games.passAndPlay, true), eq(games.status, 'playing')),
      );
    const max = PASS_AND_PLAY_LIMITS.runningGames;
    if ((row?.n ?? 0) >= max)
      throw conflict(
        `You already have ${max} pass-and-play games running: finish or end one first.`,
      );
    return createStartedGameIn(tx, {
      createdBy: hostId,
      options: {
        ruleset: input.ruleset,
        timeControl: { kind: 'none' },
        rated: false,
        oracleAllowed: input.oracleAllowed,
        length: input.length,
        challenges: input.challenges ?? false,
      },
      seats: names.map((name) => ({ heldBy: hostId, name })),
    });
  });
}
