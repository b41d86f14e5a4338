'use client';

import { useMemo } from 'react';
import { moveSentences } from './lib/move-speech';
import { moveDelta, rackPenaltyLines, type MoveListEntry } from './lib/moves';
import { withTakeBacks } from './lib/taken-back';
import { MoveWhat } from './move-what';
import { useFollowNewest } from './lib/scroll-box';
import type { TileSpelling } from './lib/spelling';

export interface MoveListProps {
  moves: readonly MoveListEntry[];
  /** Seat names by seat number. */
  seatNames: readonly string[];
  /** How the ruleset spells tiles (`ruleset.tiles.spelling`): `QIT` reads "QUIT" with `{ Q: 'QU' }`. */
  spelling: TileSpelling;
  /** The move shown on the board (replays): highlighted and marked aria-current. */
  current?: number | null;
  /** When given, each move is a button (for replay stepping). */
  onSelect?: (index: number) => void;
  /**
   * The list scrolls in a box of its own (a long game): it takes a tab stop, so keyboard
   * users can scroll it (nothing in it is focusable without `onSelect`), and it follows the
   * newest move unless the reader scrolled up.
   */
  scrolls?: boolean;
  className?: string;
}

/**
 * The game's moves, oldest first: who, what, points and the running total; after
 * the move that ended the game, each player's rack penalty where it applies (R29). Each
 * row's total is the previous one plus its change (a purchase, a take-back counted).
 * A screen reader hears each row as one sentence, which also says how many of a play's
 * tiles went on top of others (the eye sees that on the board).
 */
export function MoveList({
  moves: log,
  seatNames,
  spelling,
  current = null,
  onSelect,
  scrolls = false,
  className = '',
}: MoveListProps) {
  // A play taken back by a challenge reads so, with the total its player was left with.
  const moves = useMemo(() => withTakeBacks(log), [log]);
  const end = moves[moves.length - 1]?.end;
  const penalties = end ? rackPenaltyLines(end, seatNames) : [];
  // The name column fits the longest name (a proportional font: 1ch of slack), up to 40%.
  const longest = Math.max(4, ...seatNames.map((n) => n.length));
  const nameWidth = { width: `min(${longest + 1}ch, 40%)` };
  const box = useFollowNewest<HTMLElement>(moves.length, scrolls);
  // Once per list of moves, not per render (the game page re-renders with its clocks).
  const spoken = useMemo(
    () => moveSentences(moves, seatNames, spelling),
    [moves, seatNames, spelling],
  );
  return (
    <section
      ref={box}
      aria-label="Moves"
      data-testid="move-list"
      // A scrolling box is positioned, so the screen-reader-only (absolute) text of its rows
      // is placed in it and clipped by it: against the page it stretched the page's height.
      className={scrolls ? `relative ${className}` : className}
      tabIndex={scrolls && !onSelect ? 0 : undefined}
    >
      {moves.length === 0 ? (
        <p className="text-sm text-slate-400">No moves yet.</p>
      ) : (
        <ol className="flex flex-col gap-0.5 text-sm">
          {moves.map((move, i) => {
            const name = seatNames[move.seat] ?? `Seat ${move.seat + 1}`;
            const isCurrent = current === i;
            const body = (
              <>
                <span className="sr-only">{spoken[i]}</span>
                {/* The columns, for the eye: the sentence above says them all. */}
                <span
                  aria-hidden="true"
                  className={`w-6 shrink-0 text-right tabular-nums ${isCurrent ? 'text-slate-300' : 'text-slate-400'}`}
                >
                  {i + 1}.
                </span>
                <span
                  aria-hidden="true"
                  className="shrink-0 truncate font-semibold"
                  style={nameWidth}
                  title={name}
                  data-testid="move-name"
                >
                  {name}
                </span>
                <span
                  aria-hidden="true"
                  className={`min-w-0 flex-1 ${move.type === 'play' ? 'font-tile tracking-wide' : `italic ${isCurrent ? 'text-slate-300' : 'text-slate-400'}`}`}
                >
                  <MoveWhat move={move} spelling={spelling} />
                </span>
                <span
                  aria-hidden="true"
                  className="w-10 shrink-0 text-right tabular-nums text-slate-300"
                >
                  {moveDelta(move)}
                </span>
                <span
                  aria-hidden="true"
                  className="w-10 shrink-0 text-right font-semibold tabular-nums"
                >
                  {move.total}
                </span>
              </>
            );
            const rowClass = `flex w-full items-baseline gap-2 rounded px-1.5 py-1 text-left ${isCurrent ? 'bg-slate-700' : ''}`;
            return (
              <li
                key={i}
                data-testid={`move-${i}`}
                data-type={move.type}
                aria-current={isCurrent ? 'step' : undefined}
              >
                {onSelect ? (
                  <button
                    type="button"
                    className={`${rowClass} hover:bg-slate-800`}
                    onClick={() => onSelect(i)}
                  >
                    {body}
                  </button>
                ) : (
                  <div className={rowClass}>{body}</div>
                )}
              </li>
            );
          })}
          {penalties.length > 0 && (
            <li
              data-testid="move-end"
              data-type="end"
              aria-label="Tiles left at the end"
              className="mt-1 flex flex-col gap-0.5 border-t border-slate-700 px-1.5 pt-1 italic text-slate-400"
            >
              {penalties.map((text, seat) => (
                <span key={seat} data-testid={`end-penalty-${seat}`}>
                  {text}
                </span>
              ))}
            </li>
          )}
        </ol>
      )}
    </section>
  );
}
