import { letterLabel, type TileSpelling } from './lib/spelling';
import { Tile } from './tile';

/** One tile drawn by one seat while choosing who goes first (the engine's R6 draw). */
export interface DrawnTile {
  readonly seat: number;
  readonly tile: string;
}

export interface FirstPlayerDrawProps {
  /** Each round of the draw; later rounds hold only the seats that tied. */
  rounds: readonly (readonly DrawnTile[])[];
  seatNames: readonly string[];
  spelling: TileSpelling;
}

/** The seat that won the last round of the draw (the letter nearest to A), or null. */
export function firstSeatOf(rounds: readonly (readonly DrawnTile[])[]): number | null {
  const last = rounds[rounds.length - 1];
  if (!last || last.length === 0) return null;
  return last.reduce((best, d) => (d.tile < best.tile ? d : best)).seat;
}

/**
 * R6 made visible: each player's drawn tile, any tie-break rounds, and who starts.
 * Nothing when the ruleset chose the first player without a draw.
 */
export function FirstPlayerDraw({ rounds, seatNames, spelling }: FirstPlayerDrawProps) {
  const first = firstSeatOf(rounds);
  if (first === null) return null;
  const name = (seat: number) => seatNames[seat] ?? `Seat ${seat + 1}`;
  return (
    <section
      aria-label="Who goes first"
      data-testid="first-player-draw"
      className="flex flex-col gap-1.5 rounded-md bg-slate-800/60 p-2 text-sm"
    >
      {rounds.map((round, i) => (
        <ul key={i} className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {i > 0 && <li className="text-xs text-slate-400">Tie, drawn again:</li>}
          {round.map((d) => (
            <li
              key={d.seat}
              className="flex items-center gap-1.5"
              aria-label={`${name(d.seat)} drew ${letterLabel(d.tile, spelling)}`}
            >
              <span className="max-w-32 truncate">{name(d.seat)}</span>
              <span className="h-6 w-6 text-xs" aria-hidden="true">
                <Tile letter={d.tile} spelling={spelling} height={1} showHeight={false} />
              </span>
            </li>
          ))}
        </ul>
      ))}
      <p className="text-xs text-slate-300" data-testid="first-player">
        {name(first)} drew the letter nearest to A and goes first.
      </p>
    </section>
  );
}
