'use client';

import type { Point } from './lib/tile-drag';
import type { TileSpelling } from './lib/spelling';
import { Tile } from './tile';

export interface CarriedTileProps {
  letter: string;
  spelling: TileSpelling;
  /** Where the tile is drawn (viewport px, its centre): see `carryPoints`. */
  at: Point;
  value?: number | null;
}

/**
 * The tile that follows the pointer while it is dragged between the rack and the board.
 * Fixed to the viewport (its parent must not be transformed) and transparent to the pointer,
 * so the pointer finds what lies under it (a finger's tile lands just above the fingertip,
 * where the square is lit, and is drawn above that square). Hidden from assistive
 * technology: dragging is a pointer convenience; the rack and board say the same by keyboard.
 */
export function CarriedTile({ letter, spelling, at, value }: CarriedTileProps) {
  return (
    <div
      aria-hidden="true"
      data-testid="carried-tile"
      className="pointer-events-none fixed left-0 top-0 z-50 h-12 w-12 text-2xl opacity-90 drop-shadow-[0_6px_8px_rgba(0,0,0,0.6)]"
      style={{ transform: `translate(${at.x - 24}px, ${at.y - 24}px) scale(1.1)` }}
    >
      <Tile
        letter={letter}
        height={1}
        spelling={spelling}
        showHeight={false}
        value={value}
        decorative
      />
    </div>
  );
}
