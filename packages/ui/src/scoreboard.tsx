import { RatingText, type Rating } from './rating-text';
import { clockLabel, formatClock, isLowTime } from './lib/clock';
import { LowTimeNews } from './low-time-news';

export interface ScoreboardSeat {
  name: string;
  score: number;
  /** How many tiles the seat holds (public). */
  rackCount: number;
  /** Time left on the seat's clock (the app ticks it); null or absent = no clock. */
  timeLeftMs?: number | null;
  /** 'active', 'resigned' or 'timed-out' (the engine's seat statuses). */
  status?: string;
  /** This seat is the viewer. */
  you?: boolean;
  bot?: boolean;
  /** The player's rating, shown "1500?" while provisional; absent: not shown. */
  rating?: Rating | null;
  /** What the finished rated game did to the rating (+12 / -9); absent: not shown. */
  ratingDelta?: number | null;
}

/** A rating change as players read it: "+12", "−9" (a real minus sign), "±0". */
export function formatRatingDelta(delta: number): string {
  if (delta > 0) return `+${delta}`;
  if (delta < 0) return `\u2212${-delta}`;
  return '\u00b10';
}

export interface ScoreboardProps {
  seats: readonly ScoreboardSeat[];
  /** The seat whose turn it is (null when the game is over). */
  toMove?: number | null;
  /** Tiles left in the bag. */
  bagCount: number;
  /** Seats that won, once the game is over. */
  winners?: readonly number[];
  /** Clocks under this are shown as running low. Default 30 s. */
  lowTimeMs?: number;
  className?: string;
}

/**
 * Each seat row's background and its grey (secondary) text: the row whose turn it is is
 * lighter, so its grey is lighter too (both ≥ 4.5:1, checked by test/contrast.test.ts).
 */
export const SEAT_ROW_TONES = {
  turn: { row: 'bg-slate-700', muted: 'text-slate-300' },
  waiting: { row: 'bg-slate-800', muted: 'text-slate-400' },
  /** Resigned or out of time: a darker row (not faded text, which would be unreadable). */
  out: { row: 'bg-slate-900', muted: 'text-slate-400' },
} as const;

const STATUS_TEXT: Record<string, string> = { resigned: 'resigned', 'timed-out': 'out of time' };

/** Players, scores, whose turn it is, clocks, rack counts and the bag. */
export function Scoreboard({
  seats,
  toMove = null,
  bagCount,
  winners = [],
  lowTimeMs,
  className = '',
}: ScoreboardProps) {
  const mover = toMove === null ? undefined : seats[toMove];
  return (
    <section
      aria-label="Scoreboard"
      data-testid="scoreboard"
      className={`flex flex-col gap-1 lg:gap-2 ${className}`}
    >
      {/* Compact on a phone (players side by side, above the board); a list from lg up. */}
      <ol className="grid grid-cols-2 gap-1 lg:flex lg:flex-col">
        {seats.map((seat, i) => {
          const turn = toMove === i;
          const status =
            seat.status && seat.status !== 'active'
              ? (STATUS_TEXT[seat.status] ?? seat.status)
              : null;
          const won = winners.includes(i);
          const clock = seat.timeLeftMs ?? null;
          const low = clock !== null && isLowTime(clock, lowTimeMs);
          const tone = SEAT_ROW_TONES[turn ? 'turn' : status ? 'out' : 'waiting'];
          return (
            <li
              key={i}
              aria-current={turn ? 'true' : undefined}
              data-testid={`seat-${i}`}
              data-turn={turn || undefined}
              className={`flex min-w-0 items-center gap-2 rounded-md px-2 py-1 lg:gap-3 lg:px-3 lg:py-2 ${tone.row} ${turn ? 'ring-2 ring-gold' : ''}`}
            >
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-sm font-semibold lg:text-base">
                  {turn && <span className="sr-only">To move: </span>}
                  {seat.name}
                  {seat.you && <span className={`font-normal ${tone.muted}`}> (you)</span>}
                  {seat.bot && <span className={`font-normal ${tone.muted}`}> (bot)</span>}
                  {seat.rating != null && (
                    <span
                      className={`hidden font-normal lg:inline ${tone.muted}`}
                      data-testid={`rating-${i}`}
                    >
                      {' '}
                      (<RatingText {...seat.rating} />)
                    </span>
                  )}
                  {won && <span className="hidden text-gold lg:inline"> — winner</span>}
                </span>
                <span className={`text-xs ${tone.muted}`}>
                  {/* Narrow: on this line too, where a long name cannot cut it off. */}
                  {won && (
                    <span className="font-semibold text-gold lg:hidden" data-testid={`winner-${i}`}>
                      Winner{seat.rating != null || status ? ', ' : ''}
                    </span>
                  )}
                  {/* Narrow: the rating on this line, where a long name cannot cut it off. */}
                  {seat.rating != null && (
                    <span className="lg:hidden">
                      <span className="sr-only">rating </span>
                      <RatingText {...seat.rating} />
                      {status && ', '}
                    </span>
                  )}
                  <span className="hidden lg:inline">
                    {seat.rackCount} {seat.rackCount === 1 ? 'tile' : 'tiles'} on rack
                    {status && ', '}
                  </span>
                  {status}
                </span>
              </span>
              {clock !== null && (
                <span
                  role="timer"
                  aria-label={`${seat.name}: ${clockLabel(clock)}`}
                  data-testid={`clock-${i}`}
                  className={`rounded px-1.5 py-0.5 font-mono text-sm tabular-nums ${low ? 'bg-red-800 text-white' : 'bg-slate-900 text-slate-200'}`}
                >
                  {formatClock(clock)}
                </span>
              )}
              <span
                className="text-right text-lg font-bold tabular-nums lg:w-12 lg:text-xl"
                data-testid={`score-${i}`}
              >
                <span className="sr-only">Score </span>
                {seat.score}
              </span>
              {seat.ratingDelta != null && (
                <span
                  className={`w-12 text-right text-sm font-semibold tabular-nums ${seat.ratingDelta > 0 ? 'text-green-400' : seat.ratingDelta < 0 ? 'text-red-400' : 'text-slate-400'}`}
                  data-testid={`rating-change-${i}`}
                >
                  <span className="sr-only">Rating change </span>
                  {formatRatingDelta(seat.ratingDelta)}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <LowTimeNews ms={mover?.you ? (mover.timeLeftMs ?? null) : null} />
      <p className="hidden text-sm text-slate-300 lg:block" data-testid="bag-count">
        Tiles left in the bag: <span className="font-semibold tabular-nums">{bagCount}</span>
      </p>
    </section>
  );
}
