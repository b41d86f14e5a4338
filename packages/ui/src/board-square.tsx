'use client';

import { memo, type KeyboardEvent } from 'react';
import type { CellTone, CellView } from './lib/cells';
import { squareKey } from './lib/labels';
import type { TileSpelling } from './lib/spelling';
import { squareAttr } from './lib/tile-drag';
import { stackLift } from './lib/view3d';
import { Tile } from './tile';

/** What a square does when tapped, typed on or focused: one object for the whole board. */
export interface SquareActions {
  activate(cell: CellView): void;
  keyDown(cell: CellView, e: KeyboardEvent<HTMLButtonElement>): void;
  focus(cell: CellView): void;
  register(key: string, el: HTMLButtonElement | null): void;
}

export interface BoardSquareProps {
  cell: CellView;
  isFocus: boolean;
  disabled: boolean;
  spelling: TileSpelling;
  actions: SquareActions;
}

const SIDE_TONES: Record<CellTone, string> = {
  plain: 'bg-tile-side',
  placed: 'bg-gold-side',
  lastWord: 'bg-last-word-side',
  ghost: 'bg-ghost-side/80',
};

/** The four upright faces of a stack: where each sits and how it is stood up. */
const FACES = [
  {
    name: 'south',
    at: 'inset-x-0 bottom-0 origin-bottom flex-col divide-y',
    extent: 'height',
    turn: 'rotateX(-90deg)',
  },
  {
    name: 'north',
    at: 'inset-x-0 top-0 origin-top flex-col-reverse divide-y',
    extent: 'height',
    turn: 'rotateX(90deg)',
  },
  {
    name: 'east',
    at: 'inset-y-0 right-0 origin-right flex-row divide-x',
    extent: 'width',
    turn: 'rotateY(90deg)',
  },
  {
    name: 'west',
    at: 'inset-y-0 left-0 origin-left flex-row-reverse divide-x',
    extent: 'width',
    turn: 'rotateY(-90deg)',
  },
] as const;

function StackSides({ height, tone }: { height: number; tone: CellTone }) {
  const lift = stackLift(height);
  return (
    <>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 rounded-[10%] bg-black/35 blur-[2px]"
        style={{ transform: `translate(${height * 6}%, ${height * 6}%) translateZ(0.5px)` }}
      />
      {FACES.map((face) => (
        <span
          key={face.name}
          aria-hidden="true"
          className={`pointer-events-none absolute flex divide-black/25 backface-hidden ${face.at}`}
          style={{ [face.extent]: lift, transform: face.turn }}
        >
          {Array.from({ length: height }, (_, level) => (
            <span
              key={level}
              className={`flex-1 ${level === 0 ? SIDE_TONES[tone] : SIDE_TONES.plain}`}
            />
          ))}
        </span>
      ))}
    </>
  );
}

/** Every field of a cell (a new board gives new cell objects every time, mostly equal). */
function sameCell(a: CellView, b: CellView): boolean {
  return (
    a.stack === b.stack &&
    a.top === b.top &&
    a.height === b.height &&
    a.tone === b.tone &&
    a.tentative === b.tentative &&
    a.ghost === b.ghost &&
    a.lastWord === b.lastWord &&
    a.label === b.label &&
    a.bonus === b.bonus &&
    a.value === b.value &&
    a.multiplier === b.multiplier &&
    a.centre === b.centre &&
    a.r === b.r &&
    a.c === b.c
  );
}

/**
 * One square of the board: its base (a gold frame on a start square), the sides of its
 * stack and the button with its top tile. Memoised: stepping through a replay or a new
 * move re-renders only the squares whose stack, tone or label changed.
 */
export const BoardSquare = memo(
  function BoardSquare({ cell, isFocus, disabled, spelling, actions }: BoardSquareProps) {
    const key = squareKey(cell);
    return (
      <div
        role="gridcell"
        className="pointer-events-none relative transform-3d"
        style={{ gridRow: cell.r + 1, gridColumn: cell.c + 1 }}
        onClick={() => actions.activate(cell)}
      >
        <span
          aria-hidden="true"
          // A start square is a gold frame with a gold diamond, not a gold fill, so it
          // never looks like one of this turn's (gold) tiles.
          className={`pointer-events-none absolute inset-0 flex items-center justify-center rounded-[10%] bg-square ${cell.centre ? 'inset-ring-2 inset-ring-centre' : ''}`}
        >
          {cell.centre && cell.height === 0 && (
            <span className="h-[28%] w-[28%] rotate-45 bg-centre" data-centre-mark="" />
          )}
          {cell.bonus && !cell.centre && cell.height === 0 && (
            // The bonus in text ("3W" word × 3, "2L" letter × 2), not colour alone.
            <span
              data-bonus={cell.bonus}
              className={`text-[0.55em] font-bold leading-none ${cell.bonus.includes('W') ? 'text-rose-300' : 'text-sky-300'}`}
            >
              {cell.bonus}
            </span>
          )}
        </span>
        {cell.height > 0 && <StackSides height={cell.height} tone={cell.tone} />}
        <button
          ref={(el) => actions.register(key, el)}
          type="button"
          aria-label={cell.label}
          aria-disabled={disabled || undefined}
          tabIndex={isFocus ? 0 : -1}
          data-testid={`square-${cell.r}-${cell.c}`}
          data-height={cell.height}
          data-tone={cell.height > 0 ? cell.tone : 'empty'}
          data-centre={cell.centre || undefined}
          // Where a tile dragged from the rack lands (data-drop-target: it would land here).
          data-square={squareAttr(cell)}
          className="pointer-events-auto absolute inset-0 block cursor-pointer touch-none rounded-[10%] bg-transparent p-0 outline-none hover:brightness-110 focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-1 focus-visible:ring-offset-board data-[drop-target]:bg-gold/40 data-[drop-target]:ring-2 data-[drop-target]:ring-gold"
          style={
            cell.height > 0 ? { transform: `translateZ(${stackLift(cell.height)})` } : undefined
          }
          onFocus={() => actions.focus(cell)}
          onKeyDown={(e) => actions.keyDown(cell, e)}
        >
          {cell.height > 0 && (
            <Tile
              letter={cell.top}
              height={cell.height}
              spelling={spelling}
              tone={cell.tone}
              value={cell.value}
              multiplier={cell.multiplier}
            />
          )}
        </button>
      </div>
    );
  },
  (a, b) =>
    a.isFocus === b.isFocus &&
    a.disabled === b.disabled &&
    a.spelling === b.spelling &&
    a.actions === b.actions &&
    sameCell(a.cell, b.cell),
);
