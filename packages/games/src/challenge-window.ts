import { ruleError } from '@wordrise/engine';
import type { GameRow } from './load';
import { ruleRefusal } from './refusal';
import { fromColumns } from './time-control';

/**
 * Word challenges: how long the opponents have to challenge a play. Live games (a
 * realtime clock or none): 15 s from the play. Correspondence and pass-and-play games:
 * until the next player acts (the engine closes the window at the next event in every
 * game) — at one device, the next holder first has to be handed it. A play that went
 * out holds the game's end until its window closes (`held-end.ts`).
 */
export const CHALLENGE_WINDOW_MS = 15_000;

/** The play that may be challenged now, and when the time to do so ends (null: at the next action). */
export interface ChallengeWindow {
  readonly seat: number;
  readonly move: number;
  readonly closesAt: Date | null;
  /** The play went out: the game ends when the window closes, unless a challenge is upheld. */
  readonly endsGame: boolean;
}

/** The open challenge window of a game, or null (none, or its time is over). */
export function challengeWindowOf(
  game: Pick<
    GameRow,
    | 'state'
    | 'status'
    | 'turnStartedAt'
    | 'timeControl'
    | 'timeMinutes'
    | 'timeDays'
    | 'passAndPlay'
  >,
  nowMs: number,
): ChallengeWindow | null {
  const open = game.state?.openPlay;
  if (game.status !== 'playing' || !open) return null;
  if (opensUntilNextAction(game))
    return { seat: open.seat, move: open.move, closesAt: null, endsGame: !!open.ends };
  // The play began the current turn: the window runs from then.
  const playedAt = game.turnStartedAt?.getTime() ?? nowMs;
  const closesAt = playedAt + CHALLENGE_WINDOW_MS;
  return closesAt > nowMs
    ? { seat: open.seat, move: open.move, closesAt: new Date(closesAt), endsGame: !!open.ends }
    : null;
}

/** Games whose challenge window has no time limit: it stays open until the next action. */
export function opensUntilNextAction(
  game: Pick<GameRow, 'timeControl' | 'timeMinutes' | 'timeDays' | 'passAndPlay'>,
): boolean {
  return game.passAndPlay || fromColumns(game).kind === 'correspondence';
}

/** The refusal of a challenge that comes after its time (the engine refuses every other late one). */
export const challengeTooLate = () =>
  ruleRefusal(
    ruleError('TURN', 'the time to challenge is over', 'The time to challenge that play is over.'),
  );
