import { Tile } from '../tile';
import { tileValue } from '../lib/cells';
import type { TileSpelling } from '../lib/spelling';

export interface ReplayRacksProps {
  racks: readonly string[];
  seatNames: readonly string[];
  spelling: TileSpelling;
  /** Letter values (Word Wefter): each tile shows its value, as on the live rack. */
  letterValues?: Readonly<Record<string, number>>;
  /**
   * When the racks are (after which move), and the rack the move was made from: the move's
   * annotation and alternatives are for that rack, not the one shown after it.
   */
  caption?: string;
  className?: string;
}

/** Every player's rack at one step of a finished game (R30: public after the end). */
export function ReplayRacks({
  racks,
  seatNames,
  spelling,
  letterValues,
  caption,
  className = '',
}: ReplayRacksProps) {
  return (
    <section
      aria-label="Racks"
      data-testid="replay-racks"
      className={`flex flex-col gap-1 ${className}`}
    >
      {caption && (
        <p className="text-xs text-slate-400" data-testid="replay-racks-caption">
          {caption}
        </p>
      )}
      {racks.map((rack, seat) => (
        <div
          key={seat}
          className="flex items-center gap-2"
          data-testid={`replay-rack-${seat}`}
          data-rack={rack}
        >
          <span className="w-20 truncate text-sm font-semibold">
            {seatNames[seat] ?? `Seat ${seat + 1}`}
          </span>
          <span
            className="flex gap-1"
            aria-label={`${seatNames[seat] ?? 'Seat'}'s rack: ${rack || 'empty'}`}
          >
            {[...rack].map((letter, i) => (
              <span key={i} className="inline-block size-7 text-sm">
                <Tile
                  letter={letter}
                  spelling={spelling}
                  height={1}
                  showHeight={false}
                  value={letterValues ? tileValue(letter, letterValues) : null}
                />
              </span>
            ))}
            {rack.length === 0 && <span className="text-sm text-slate-400">empty</span>}
          </span>
        </div>
      ))}
    </section>
  );
}
