'use client';

import { useEffect, useRef } from 'react';
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
  const plot = useRef<uPlot | null>(null);
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
        hooks: {
          // The step shown, as a vertical line.
          draw: [
            (self: uPlot) => {
              const x = Math.round(self.valToPos(stepRef.current, 'x', true));
              const { ctx, bbox } = self;
              ctx.save();
              ctx.strokeStyle = '#e2e8f0';
              ctx.setLineDash([4, 4]);
              ctx.beginPath();
              ctx.moveTo(x, bbox.top);
              ctx.lineTo(x, bbox.top + bbox.height);
              ctx.stroke();
              ctx.restore();
            },
          ],
        },
      },
      data,
      el,
    );
    const click = () => {
      const idx = u.cursor.idx;
      if (idx !== null && idx !== undefined) onStepRef.current(idx);
    };
    u.over.addEventListener('click', click);
    const resize = new ResizeObserver(() => u.setSize({ width: el.clientWidth, height: HEIGHT }));
    resize.observe(el);
    plot.current = u;
    return () => {
      resize.disconnect();
      u.over.removeEventListener('click', click);
      u.destroy();
      plot.current = null;
    };
  }, [names, scores]);

  useEffect(() => {
    stepRef.current = step;
    plot.current?.redraw(false, false);
  }, [step]);

  return (
    <figure className="flex flex-col gap-1" data-testid="score-graph">
      <figcaption className="text-sm font-semibold text-slate-300">Scores by move</figcaption>
      <div ref={box} className="w-full cursor-pointer text-slate-300" />
    </figure>
  );
}
