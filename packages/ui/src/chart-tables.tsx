'use client';

import { memo, useId, useMemo, useState, type ReactNode } from 'react';
import {
  ratingTableRows,
  scoreTableRows,
  type RatedGamePoint,
  type ScoreTableRow,
} from './lib/chart-tables';
import { RatingText } from './rating-text';
import { formatRatingDelta } from './scoreboard';

export interface ChartTableDisclosureProps {
  /** The button's words, the same open or shut ("Scores as a table"). */
  label: string;
  /** The table: built only once opened. */
  table: () => ReactNode;
  /** Opened from the start (tests, or a page that wants the numbers first). */
  initiallyOpen?: boolean;
}

/**
 * A chart's numbers as a table behind a visible button, not in a screen-reader-only
 * table: a sighted keyboard or magnifier user cannot hover the canvas for its values
 * either, and a screen reader meets the button ("… collapsed") right after the chart's
 * caption. Shut, no row is built, so a long game or history costs nothing until asked.
 */
export function ChartTableDisclosure({
  label,
  table,
  initiallyOpen = false,
}: ChartTableDisclosureProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
        // A finger's 44 px tall on a phone, 24 px from a small tablet up (WCAG 2.5.8): the
        // text alone was 20 px. (A flex box: its gap, not a space, parts arrow and words.)
        className="inline-flex min-h-11 items-center gap-1 self-start text-sm text-slate-300 underline hover:text-white sm:min-h-6"
      >
        <span aria-hidden="true">{open ? '▾' : '▸'}</span>
        {label}
      </button>
      <div id={id} hidden={!open}>
        {open && table()}
      </div>
    </div>
  );
}

const TABLE = 'w-full text-sm tabular-nums';
const CAPTION = 'pb-1 text-left text-xs text-slate-400';
const HEAD = 'px-2 py-1 text-right font-normal text-slate-400';

export interface ScoreTableProps {
  /** Seat names, in seat order. */
  names: readonly string[];
  /** Every seat's score at each step (`scores[step][seat]`, step 0 the start). */
  scores: readonly (readonly number[])[];
  /** The step the replay shows: its move's row is marked (none at the start). */
  current?: number;
}

/**
 * The score graph as a table: a row per move, every player's score after it. The move
 * the replay shows is marked as the current step, and set in bold inside an outline (not
 * by a colour alone).
 */
export function ScoreTable({ names, scores, current = 0 }: ScoreTableProps) {
  // Once per game, so a step re-renders only the two rows whose mark changes.
  const rows = useMemo(() => scoreTableRows(scores, names.length), [scores, names.length]);
  return (
    <table className={TABLE} data-testid="score-table">
      <caption className={CAPTION}>
        Each player’s score after each move (in brackets, what the move changed it by)
      </caption>
      <thead>
        <tr>
          <th scope="col" className={HEAD}>
            Move
          </th>
          {names.map((name, seat) => (
            <th key={seat} scope="col" className={HEAD}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <ScoreRow key={row.move} row={row} shown={row.move === current} />
        ))}
      </tbody>
    </table>
  );
}

const ScoreRow = memo(function ScoreRow({ row, shown }: { row: ScoreTableRow; shown: boolean }) {
  return (
    <tr
      aria-current={shown ? 'step' : undefined}
      className={
        shown
          ? 'bg-slate-700 font-semibold text-white outline-2 -outline-offset-2 outline-slate-200'
          : 'odd:bg-slate-900'
      }
    >
      <th
        scope="row"
        className={`px-2 py-0.5 text-right ${shown ? 'font-semibold text-white' : 'font-normal text-slate-400'}`}
      >
        {row.move}
      </th>
      {row.scores.map((score, seat) => (
        <td key={seat} className="px-2 py-0.5 text-right">
          {score}
          {row.gains[seat] !== 0 && (
            <span className={`text-xs ${shown ? 'text-slate-200' : 'text-slate-400'}`}>
              {' '}
              ({formatRatingDelta(row.gains[seat] ?? 0)})
            </span>
          )}
        </td>
      ))}
    </tr>
  );
});

export interface RatingHistoryTableProps {
  /** What the ratings are in, for the caption: "WordRise · Correspondence". */
  bucket: string;
  /** The rating before the first rated game. */
  start: number;
  /** Each rated game, oldest first. */
  games: readonly RatedGamePoint[];
}

/** The rating chart as a table: a row per rated game, its day, the rating after it, the change. */
export function RatingHistoryTable({ bucket, start, games }: RatingHistoryTableProps) {
  const rows = ratingTableRows(start, games);
  return (
    <table className={TABLE} data-testid="rating-table">
      <caption className={CAPTION}>
        {bucket}: the rating after each rated game, from {start} before the first
      </caption>
      <thead>
        <tr>
          <th scope="col" className={HEAD}>
            Game
          </th>
          <th scope="col" className={HEAD}>
            Date
          </th>
          <th scope="col" className={HEAD}>
            Rating
          </th>
          <th scope="col" className={HEAD}>
            Change
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.game} className="odd:bg-slate-900">
            <th scope="row" className="px-2 py-0.5 text-right font-normal text-slate-400">
              {row.game}
            </th>
            <td className="px-2 py-0.5 text-right">{row.day}</td>
            <td className="px-2 py-0.5 text-right">
              <RatingText rating={row.rating} provisional={row.provisional} />
            </td>
            <td className="px-2 py-0.5 text-right">{formatRatingDelta(row.delta)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
