import type { TimeControlKind } from '@wordrise/db';
import { z } from 'zod';

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

/** R25: a game's clock. */
export type TimeControl =
  | { readonly kind: 'none' }
  /** Minutes on each player's clock for the whole game. */
  | { readonly kind: 'realtime'; readonly minutes: number }
  /** Days for each move. */
  | { readonly kind: 'correspondence'; readonly days: number };

export const timeControlSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('none') }),
  z.strictObject({ kind: z.literal('realtime'), minutes: z.number().int().min(1).max(180) }),
  z.strictObject({ kind: z.literal('correspondence'), days: z.number().int().min(1).max(14) }),
]);

/** The columns of `games` that hold a time control. */
export interface TimeControlColumns {
  timeControl: TimeControlKind;
  timeMinutes: number | null;
  timeDays: number | null;
}

export function toColumns(tc: TimeControl): TimeControlColumns {
  switch (tc.kind) {
    case 'none':
      return { timeControl: 'none', timeMinutes: null, timeDays: null };
    case 'realtime':
      return { timeControl: 'realtime', timeMinutes: tc.minutes, timeDays: null };
    case 'correspondence':
      return { timeControl: 'correspondence', timeMinutes: null, timeDays: tc.days };
  }
}

export function fromColumns(row: TimeControlColumns): TimeControl {
  if (row.timeControl === 'realtime' && row.timeMinutes)
    return { kind: 'realtime', minutes: row.timeMinutes };
  if (row.timeControl === 'correspondence' && row.timeDays)
    return { kind: 'correspondence', days: row.timeDays };
  return { kind: 'none' };
}

/**
 * What a seat's clock holds at the start of the game (realtime: the whole
 * allowance) or of each of its turns (correspondence); null without a clock.
 */
export function allowanceMs(tc: TimeControl): number | null {
  switch (tc.kind) {
    case 'none':
      return null;
    case 'realtime':
      return tc.minutes * MINUTE_MS;
    case 'correspondence':
      return tc.days * DAY_MS;
  }
}

/** How long a paired game waits for its players before their clocks run regardless. */
export const ARRIVAL_GRACE_MS = 60_000;

/**
 * When the mover's clock starts running in its turn. Usually at the turn's start; in a game
 * that waits for its players (`games.clock_grace_until`: a tournament's pairing starts games
 * wherever the players are), a player's clock holds still until they first open the game, and
 * at the latest until the grace ends, so nobody loses time to the pairing's timing.
 */
export function clockRunsFromMs(
  turnStartedMs: number,
  graceUntilMs: number | null,
  mover: { arrivedMs: number | null; waits: boolean },
): number {
  if (graceUntilMs === null || !mover.waits || turnStartedMs >= graceUntilMs) return turnStartedMs;
  return Math.max(turnStartedMs, Math.min(mover.arrivedMs ?? graceUntilMs, graceUntilMs));
}

/**
 * Time left on one seat's clock at `nowMs`. `storedMs` is the seat's time at the
 * start of its current or next turn; only the seat to move loses time, from
 * `runsFromMs` on (see `clockRunsFromMs`; may be ahead of `nowMs`). Never negative;
 * null without a clock.
 */
export function timeLeftMs(
  tc: TimeControl,
  storedMs: number | null,
  moving: boolean,
  runsFromMs: number | null,
  nowMs: number,
): number | null {
  const allowance = allowanceMs(tc);
  if (allowance === null) return null;
  const atTurnStart = tc.kind === 'correspondence' ? allowance : (storedMs ?? allowance);
  if (!moving || runsFromMs === null) return atTurnStart;
  return Math.max(0, atTurnStart - Math.max(0, nowMs - runsFromMs));
}

/** A correspondence player is warned once this share of their time for a move is used. */
export const CLOCK_WARNING_SHARE = 0.8;

/**
 * When the mover of a turn that began at `turnStartedMs` is warned: correspondence
 * games only (a real-time clock is in view the whole game); null otherwise.
 */
export function clockWarningAtMs(tc: TimeControl, turnStartedMs: number): number | null {
  if (tc.kind !== 'correspondence') return null;
  return turnStartedMs + Math.round(CLOCK_WARNING_SHARE * tc.days * DAY_MS);
}
