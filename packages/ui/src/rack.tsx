'use client';

import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import type { Square } from '@wordrise/engine';
import { CarriedTile } from './carried-tile';
import { tileValue } from './lib/cells';
import { rackTileLabel } from './lib/labels';
import { dropSlot, moveTile } from './lib/rack';
import { nextRovingIndex, rovingStop } from './lib/roving-focus';
import type { TileSpelling } from './lib/spelling';
import {
  carryPoints,
  rackGesture,
  SQUARE_ATTR,
  squareAt,
  targetAt,
  type Box,
  type Point,
} from './lib/tile-drag';
import { Tile } from './tile';
import { useTileDrag } from './use-tile-drag';

export interface RackProps {
  /** The player's tiles, left to right (a string like "AEQRST" or one letter per item). */
  tiles: readonly string[] | string;
  /** How the ruleset spells tiles (`ruleset.tiles.spelling`): `{ Q: 'QU' }` shows "Qu". */
  spelling: TileSpelling;
  /** Positions of tiles already put on the board this turn (shown dimmed, not selectable). */
  used?: readonly number[];
  /** The selected tile's position (in exchange mode: the tile picked to exchange). */
  selected?: number | null;
  /** Exchange mode, several tiles at a time: the positions picked so far (toggled by `onSelect`). */
  picked?: readonly number[];
  /** A tile was tapped: select it (or pick it for the exchange). */
  onSelect?: (index: number) => void;
  /**
   * The tiles were rearranged: `newOrder[i]` is the old position of the tile now at `i`.
   * Remap any positions you hold (selected, used) with `newOrder.indexOf(old)`.
   */
  onReorder?: (newOrder: number[]) => void;
  /**
   * A tile was carried off the rack and let go over a board square: put it there, as a tap
   * on the tile and then on the square does. Without it a drag only rearranges the rack.
   */
  onDropOnSquare?: (index: number, square: Square) => void;
  onShuffle?: () => void;
  /** 'exchange' while the player picks the tiles to exchange. */
  mode?: 'play' | 'exchange';
  /** Selecting is off (not your turn); rearranging and shuffling still work. */
  disabled?: boolean;
  /** Empty slots are drawn up to this many tiles. Default 7. */
  capacity?: number;
  /** The accessible name of the rack. Default "Your tiles". */
  label?: string;
  /** Letter values to draw on the tiles (rulesets with letter values). */
  letterValues?: Readonly<Record<string, number>>;
  className?: string;
}

interface Press {
  id: number;
  from: number;
  start: Point;
  /** Measured when the press becomes a drag: the slots' centres and the row of tiles. */
  centres?: number[];
  row?: Box;
  /** Escape was pressed: the drag ends with nothing changed. */
  cancelled?: boolean;
}

interface DragState {
  from: number;
  to: number;
  dx: number;
  /** Where the carried tile is drawn (off the rack); null while the drag rearranges the rack. */
  carry: Point | null;
}

/**
 * The player's rack: tap to select, drag along it or use the arrow buttons (or Alt+←/→) to
 * rearrange, drag a tile off it onto a board square to place it, SHUFFLE.
 */
export function Rack({
  tiles,
  spelling,
  used = [],
  selected = null,
  picked = [],
  onSelect,
  onReorder,
  onDropOnSquare,
  onShuffle,
  mode = 'play',
  disabled = false,
  capacity = 7,
  label = 'Your tiles',
  letterValues,
  className = '',
}: RackProps) {
  const letters = typeof tiles === 'string' ? [...tiles] : tiles;
  const valueWords = (letter: string) => {
    if (!letterValues) return '';
    const value = tileValue(letter, letterValues);
    return `, ${value} ${value === 1 ? 'point' : 'points'}`;
  };
  const count = letters.length;
  const usedSet = new Set(used);
  const exchange = mode === 'exchange';
  const pickedSet = new Set(picked);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const row = useRef<HTMLDivElement>(null);
  const press = useRef<Press | null>(null);
  const suppressClick = useRef(false);
  const [drag, setDrag] = useState<DragState | null>(null);
  const pendingFocus = useRef<number | null>(null);
  // The rack is one Tab stop (roving tabindex): the tile last focused keeps it, else the
  // selected tile, else the first. Tiles already on the board are skipped.
  const [focused, setFocused] = useState<number | null>(null);
  const usable = letters.map((_, i) => i).filter((i) => !usedSet.has(i));
  const preferred = [focused, selected].find((i) => i !== null && usable.includes(i)) ?? -1;
  const tabStop = usable[rovingStop(usable.indexOf(preferred), usable.length)];
  // Escape ends a drag with nothing changed: the tile goes back to where it was.
  const highlight = useTileDrag(drag !== null, () => {
    if (press.current) press.current.cancelled = true;
    setDrag(null);
  });
  // Only a tile that may be played now is carried off (not in an exchange, not on another's turn).
  const canCarry = (i: number) => !!onDropOnSquare && !disabled && !exchange && !usedSet.has(i);

  // After a keyboard move, keep focus on the tile that moved.
  useEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    pendingFocus.current = null;
    buttons.current[index]?.focus();
  }, [tiles]);

  const reorder = (from: number, to: number) => {
    if (to < 0 || to >= count || to === from) return;
    onReorder?.(moveTile(count, from, to));
  };

  const onPointerDown = (i: number, e: ReactPointerEvent<HTMLButtonElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    suppressClick.current = false;
    press.current = { id: e.pointerId, from: i, start: { x: e.clientX, y: e.clientY } };
    // Captured at once: a quick drag leaves the tile before its first move is seen, and
    // the moves that follow must still come here.
    try {
      e.currentTarget.setPointerCapture(e.pointerId);
    } catch {
      // Capture is a nicety.
    }
  };

  const onPointerMove = (e: ReactPointerEvent<HTMLButtonElement>) => {
    const p = press.current;
    if (!p || p.id !== e.pointerId || p.cancelled) return;
    const carries = canCarry(p.from);
    if (!onReorder && !carries) return;
    const at = { x: e.clientX, y: e.clientY };
    if (!p.centres || !p.row) {
      const rowBox = row.current?.getBoundingClientRect();
      if (!rowBox || rackGesture(p.start, at, rowBox, carries) === 'press') return;
      // Measure the slots once, before the dragged tile starts to move.
      p.row = rowBox;
      p.centres = buttons.current.slice(0, count).map((b) => {
        const box = b?.getBoundingClientRect();
        return box ? box.left + box.width / 2 : 0;
      });
    }
    if (rackGesture(p.start, at, p.row, carries) === 'carry') {
      const { drop, tile } = carryPoints(at, e.pointerType);
      highlight.show(targetAt(drop, SQUARE_ATTR));
      setDrag({ from: p.from, to: p.from, dx: 0, carry: tile });
      return;
    }
    highlight.show(null);
    setDrag(
      onReorder
        ? { from: p.from, to: dropSlot(p.centres, at.x), dx: at.x - p.start.x, carry: null }
        : { from: p.from, to: p.from, dx: 0, carry: null },
    );
  };

  const onPointerEnd = (e: ReactPointerEvent<HTMLButtonElement>) => {
    const p = press.current;
    if (!p || p.id !== e.pointerId) return;
    press.current = null;
    highlight.show(null);
    setDrag(null);
    if (!p.centres || !p.row) return;
    suppressClick.current = true;
    setTimeout(() => {
      suppressClick.current = false;
    }, 0);
    if (p.cancelled || e.type !== 'pointerup') return;
    // Judged where the pointer is let go (the last move may not have been drawn yet).
    const at = { x: e.clientX, y: e.clientY };
    if (rackGesture(p.start, at, p.row, canCarry(p.from)) === 'carry') {
      const square = squareAt(carryPoints(at, e.pointerType).drop);
      if (square) onDropOnSquare?.(p.from, square);
    } else {
      reorder(p.from, dropSlot(p.centres, at.x));
    }
  };

  const onKeyDown = (i: number, e: KeyboardEvent<HTMLButtonElement>) => {
    if (!(e.altKey || e.shiftKey) || (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight')) {
      // Left/Right/Home/End move focus between the tiles that may be picked.
      const next = nextRovingIndex(e.key, usable.indexOf(i), usable.length, {
        orientation: 'horizontal',
      });
      if (next !== null && !e.altKey && !e.shiftKey) {
        e.preventDefault();
        buttons.current[usable[next]!]?.focus();
      }
      return;
    }
    e.preventDefault();
    const to = i + (e.key === 'ArrowLeft' ? -1 : 1);
    if (to < 0 || to >= count) return;
    pendingFocus.current = to;
    reorder(i, to);
  };

  const canMove = (delta: number) =>
    selected !== null &&
    selected >= 0 &&
    selected < count &&
    selected + delta >= 0 &&
    selected + delta < count;

  const toolButton =
    'rounded-md bg-slate-800 px-2.5 py-1.5 text-xs font-semibold tracking-wide text-slate-100 hover:bg-slate-700 disabled:cursor-not-allowed disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

  return (
    <div
      role="group"
      aria-label={label}
      data-testid="rack"
      data-mode={mode}
      data-rack=""
      // Lit while a tile carried from the board would go back here.
      className={`flex flex-col items-center gap-2 rounded-lg data-[drop-target]:ring-2 data-[drop-target]:ring-gold/70 ${className}`}
    >
      {/* What to pick is said once, by the turn controls' exchange row beside the rack. */}
      <div ref={row} className="flex items-center gap-1.5">
        {letters.map((letter, i) => {
          const isUsed = usedSet.has(i);
          const isSelected = (selected === i || (exchange && pickedSet.has(i))) && !isUsed;
          const moving = drag?.from === i && !drag.carry;
          // Carried off the rack: its slot shows empty until the tile lands or comes back.
          const lifted = drag?.from === i && drag.carry !== null;
          const target = drag && drag.to === i && drag.from !== i;
          const ring = isSelected
            ? exchange
              ? 'ring-2 ring-ghost -translate-y-1'
              : 'ring-2 ring-gold -translate-y-1'
            : target
              ? 'ring-2 ring-white/70'
              : '';
          return (
            <button
              key={i}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              aria-label={`${rackTileLabel(letter, i, count, spelling, { used: isUsed, exchange })}${valueWords(letter)}`}
              aria-pressed={isUsed ? undefined : isSelected}
              disabled={isUsed}
              tabIndex={i === tabStop ? 0 : -1}
              onFocus={() => setFocused(i)}
              data-testid={`rack-tile-${i}`}
              data-letter={letter}
              data-used={isUsed || undefined}
              // A tile that may be carried off keeps the page still under a finger (touch-none);
              // otherwise a vertical swipe on the rack scrolls the page.
              className={`relative h-11 w-11 select-none rounded text-2xl transition-transform sm:h-12 sm:w-12 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:cursor-default disabled:opacity-30 ${canCarry(i) ? 'touch-none' : 'touch-pan-y'} ${ring} ${moving ? 'z-10 scale-110 shadow-lg shadow-black/50 transition-none' : ''} ${lifted ? 'border border-dashed border-slate-500' : ''}`}
              style={moving ? { transform: `translateX(${drag.dx}px)` } : undefined}
              data-lifted={lifted || undefined}
              onPointerDown={(e) => onPointerDown(i, e)}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerEnd}
              onPointerCancel={onPointerEnd}
              onKeyDown={(e) => onKeyDown(i, e)}
              onClick={() => {
                if (suppressClick.current) {
                  suppressClick.current = false;
                  return;
                }
                if (!disabled && !isUsed) onSelect?.(i);
              }}
            >
              {!lifted && (
                <Tile
                  letter={letter}
                  height={1}
                  spelling={spelling}
                  showHeight={false}
                  value={letterValues ? tileValue(letter, letterValues) : null}
                />
              )}
            </button>
          );
        })}
        {Array.from({ length: Math.max(0, capacity - count) }, (_, i) => (
          <span
            key={`empty-${i}`}
            aria-hidden="true"
            className="h-11 w-11 rounded border border-dashed border-slate-600 sm:h-12 sm:w-12"
          />
        ))}
      </div>
      <div className="flex items-center gap-1.5">
        <button
          type="button"
          className={toolButton}
          aria-label="Move selected tile left"
          disabled={!canMove(-1) || !onReorder}
          onClick={() => selected !== null && reorder(selected, selected - 1)}
        >
          ◀
        </button>
        <button
          type="button"
          className={toolButton}
          aria-label="Move selected tile right"
          disabled={!canMove(1) || !onReorder}
          onClick={() => selected !== null && reorder(selected, selected + 1)}
        >
          ▶
        </button>
        <button
          type="button"
          className={toolButton}
          disabled={!onShuffle || count < 2}
          onClick={onShuffle}
        >
          SHUFFLE
        </button>
      </div>
      {drag?.carry && (
        <CarriedTile
          letter={letters[drag.from] ?? ''}
          spelling={spelling}
          at={drag.carry}
          value={letterValues ? tileValue(letters[drag.from] ?? '', letterValues) : null}
        />
      )}
    </div>
  );
}
