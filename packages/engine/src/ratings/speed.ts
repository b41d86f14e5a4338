/**
 * Speed buckets: one rating per ruleset × speed. A clock is the lobby's time
 * control (whole-game minutes per player, days per move, or none). Thresholds are
 * lichess's estimated-duration bounds (< 8 min blitz, < 25 min rapid), our clocks
 * having no increment: blitz 1–7 minutes each, rapid 8–24 (the lobby's default 10
 * is rapid), classical 25–180. Days per move are correspondence, and so is a game
 * without a clock: nothing makes it fast, so it is rated with the slow games.
 */
export const SPEEDS = ['blitz', 'rapid', 'classical', 'correspondence'] as const;
export type Speed = (typeof SPEEDS)[number];

/** The longest whole-game clock (minutes per player) of each realtime bucket. */
export const BLITZ_MAX_MINUTES = 7;
export const RAPID_MAX_MINUTES = 24;

/** Structurally the lobby's `TimeControl` (the engine imports no other package). */
export type Clock =
  | { readonly kind: 'none' }
  | { readonly kind: 'realtime'; readonly minutes: number }
  | { readonly kind: 'correspondence'; readonly days: number };

export function speedOf(clock: Clock): Speed {
  switch (clock.kind) {
    case 'realtime':
      if (clock.minutes <= BLITZ_MAX_MINUTES) return 'blitz';
      return clock.minutes <= RAPID_MAX_MINUTES ? 'rapid' : 'classical';
    case 'correspondence':
    case 'none':
      return 'correspondence';
  }
}

export function isSpeed(x: unknown): x is Speed {
  return (SPEEDS as readonly unknown[]).includes(x);
}
