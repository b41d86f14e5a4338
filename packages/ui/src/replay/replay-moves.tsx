'use client';

import type { GameEvent } from '@wordrise/engine';
import { useEffect, useMemo, useRef } from 'react';
import { moveSentences } from '../lib/move-speech';
import { moveDelta, type MoveListEntry } from '../lib/moves';
import { withTakeBacks } from '../lib/taken-back';
import { MoveWhat } from '../move-what';
import { scrollIntoBox } from '../lib/scroll-box';
import type { TileSpelling } from '../lib/spelling';
import { LABEL_MARK, labelOf, type MoveAnnotation } from './annotations';
import { oracleMark } from './verdict';

export interface ReplayMovesProps {
  /** The log; a resignation a tournament organiser decided is marked (`byOrganiser`). */
  events: readonly (GameEvent & Pick<MoveListEntry, 'byOrganiser'>)[];
  seatNames: readonly string[];
  spelling: TileSpelling;
  /** Annotations by move number (plays only). */
  annotations: ReadonlyMap<number, MoveAnnotation>;
  /** The step shown (0 = the start; step k follows event k − 1). */
  step: number;
  onStep: (step: number) => void;
  className?: string;
}

const LABEL_TONE = {
  inaccuracy: 'text-amber-300',
  mistake: 'text-orange-400',
  blunder: 'text-red-400',
} as const;

/**
 * The replay's move list: each move a button to its position, labelled by points lost.
 * A screen reader hears each as one sentence (as `MoveList`'s rows), the Oracle's mark last.
 */
export function ReplayMoves({
  events: log,
  seatNames,
  spelling,
  annotations,
  step,
  onStep,
  className = '',
}: ReplayMovesProps) {
  // A play taken back by a challenge reads so, with the total its player was left with.
  const events = useMemo(() => withTakeBacks(log), [log]);
  // The move on the board stays in view in the list's box as the player steps.
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = box.current;
    const row = el?.querySelector<HTMLElement>('[aria-current="step"]');
    if (el && row) scrollIntoBox(el, row);
    else if (el && step === 0) el.scrollTop = 0;
  }, [step]);
  // Each row's sentence once per game, not once per step (stepping re-renders the list).
  const spoken = useMemo(
    () =>
      moveSentences(events, seatNames, spelling).map((sentence, i) => {
        const mark = oracleMark(annotations.get(events[i]!.move));
        return mark ? `${sentence} ${mark}.` : sentence;
      }),
    [events, seatNames, annotations, spelling],
  );
  return (
    <section
      ref={box}
      aria-label="Moves"
      data-testid="replay-moves"
      // Positioned: the rows' screen-reader-only (absolute) text stays in this scrolling box
      // (placed against the page, it stretched the page's height).
      className={`relative ${className}`}
    >
      <ol className="flex flex-col gap-0.5 text-sm">
        {events.map((event, i) => {
          const annotation = annotations.get(event.move);
          const label = annotation ? labelOf(annotation) : null;
          const current = step === i + 1;
          const name = seatNames[event.seat] ?? `Seat ${event.seat + 1}`;
          return (
            <li
              key={i}
              data-testid={`replay-move-${i + 1}`}
              data-type={event.type}
              data-seat={event.seat}
              data-label={label ?? undefined}
            >
              <button
                type="button"
                aria-current={current ? 'step' : undefined}
                onClick={() => onStep(i + 1)}
                className={`flex w-full items-baseline gap-2 rounded px-1.5 py-1 text-left hover:bg-slate-800 ${current ? 'bg-slate-700' : ''}`}
              >
                <span className="sr-only">{spoken[i]}</span>
                {/* The columns, for the eye: the sentence above says them all. */}
                <span
                  aria-hidden="true"
                  // Lighter on the current move's lighter row (≥ 4.5:1 on both).
                  className={`w-6 shrink-0 text-right tabular-nums ${current ? 'text-slate-300' : 'text-slate-400'}`}
                >
                  {i + 1}.
                </span>
                <span aria-hidden="true" className="w-20 shrink-0 truncate font-semibold">
                  {name}
                </span>
                <span
                  aria-hidden="true"
                  className={`min-w-0 flex-1 ${event.type === 'play' ? 'font-tile tracking-wide' : `italic ${current ? 'text-slate-300' : 'text-slate-400'}`}`}
                >
                  <MoveWhat move={event} spelling={spelling} />
                </span>
                <span
                  aria-hidden="true"
                  className={`w-8 shrink-0 font-bold ${label ? LABEL_TONE[label] : ''}`}
                  title={label ?? undefined}
                >
                  {label ? LABEL_MARK[label] : annotation?.rank === 1 ? '★' : ''}
                </span>
                <span
                  aria-hidden="true"
                  className="w-10 shrink-0 text-right tabular-nums text-slate-300"
                >
                  {moveDelta(event)}
                </span>
                <span
                  aria-hidden="true"
                  className="w-10 shrink-0 text-right font-semibold tabular-nums"
                >
                  {event.total}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
