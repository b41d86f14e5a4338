'use client';

import { ChartTableDisclosure, ScoreTable } from '@wordrise/ui';
import { useEffect, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ScoreGraphProps {
  /** Seat names, in seat order. */
  names: readonly string[];
  /** Every seat's score at each step (`scores[step][seat]`). */
  scores: readonly (readonly number[])[];
  /** The step shown (drawn as a vertical line). */
  step: number;
  /** A point was clicked: go to that step. */
  onStep: (step: number) => void;
}

const COLOURS = ['#fbbf24', '#38bdf8', '#f472b6', '#4ade80'];
const HEIGHT = 180;

/**
 * Every player's score by move, drawn with uPlot (a small canvas chart: this module
 * is loaded only by the replay page). Clicking the graph goes to the nearest move.
 */
export default function ScoreGraph({ names, scores, step, onStep }: ScoreGraphProps) {
  const box = useRef<HTMLDivElement>(null);
  const placeMarker = useRef<() => void>(() => {});
  const stepRef = useRef(step);
  const onStepRef = useRef(onStep);
  onStepRef.current = onStep;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const data: uPlot.AlignedData = [
      scores.map((_, i) => i),
      ...names.map((_, seat) => scores.map((s) => s[seat] ?? 0)),
    ];
    const axis = { stroke: '#94a3b8', grid: { stroke: '#1e293b' }, ticks: { stroke: '#334155' } };
    const u = new uPlot(
      {
        width: el.clientWidth,
        height: HEIGHT,
        scales: { x: { time: false } },
        legend: { show: true, live: false },
        cursor: { drag: { x: false, y: false }, points: { size: 8 } },
        series: [
          { label: 'Move' },
          ...names.map((name, i) => ({
            label: name,
            stroke: COLOURS[i % COLOURS.length],
            width: 2,
            points: { show: scores.length <= 60 },
          })),
        ],
        // Whole moves only on the x axis.
        axes: [{ ...axis, label: 'Move', incrs: [1, 2, 5, 10, 20, 50] }, axis],
        // After every full draw (first, resize), the step marker moves with the scale.
        hooks: { draw: [() => placeMarker.current()] },
      },
      data,
      el,
    );
    // The step shown: a dashed line over the plot, moved on each step without redrawing
    // the chart (a canvas redraw of axes and series was most of a step's script time).
    const marker = document.createElement('div');
    marker.className =
      'pointer-events-none absolute top-0 h-full border-l border-dashed border-slate-200';
    marker.dataset.testid = 'score-graph-step';
    u.over.appendChild(marker);
    placeMarker.current = () => {
      marker.style.left = `${Math.round(u.valToPos(stepRef.current, 'x'))}px`;
    };
    placeMarker.current();
    const click = () => {
      const idx = u.cursor.idx;
      if (idx !== null && idx !== undefined) onStepRef.current(idx);
    };
    u.over.addEventListener('click', click);
    const resize = new ResizeObserver(() => u.setSize({ width: el.clientWidth, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      u.over.removeEventListener('click', click);
      u.destroy();
      placeMarker.current = () => {};
    };
  }, [names, scores]);

  useEffect(() => {
    stepRef.current = step;
    placeMarker.current();
  }, [step]);

  // Shut, a step re-renders only the button; open, the table marks the move shown (its
  // rows are built once per game, and only the two whose mark changes render again).
  const table = useMemo(
    () => (
      <ChartTableDisclosure
        label="Scores as a table"
        table={() => <ScoreTable names={names} scores={scores} current={step} />}
      />
    ),
    [names, scores, step],
  );

  return (
    <figure className="flex flex-col gap-1" data-testid="score-graph">
      <figcaption className="text-sm font-semibold text-slate-300">Scores by move</figcaption>
      {/* The canvas and uPlot's legend say nothing to a screen reader: the table does. */}
      <div ref={box} aria-hidden="true" className="w-full cursor-pointer text-slate-300" />
      {table}
    </figure>
  );
}
