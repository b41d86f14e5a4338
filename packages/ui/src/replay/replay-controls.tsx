'use client';

export interface ReplayControlsProps {
  /** The step shown: 0 is the start, `last` the final position. */
  step: number;
  last: number;
  onStep: (step: number) => void;
  className?: string;
}

const BUTTON =
  'rounded-md bg-slate-800 px-3 py-1.5 font-semibold hover:bg-slate-700 disabled:opacity-40';

/** First / previous / next / last and a scrubber over every step of a replay. */
export function ReplayControls({ step, last, onStep, className = '' }: ReplayControlsProps) {
  return (
    <div
      className={`flex w-full flex-col gap-2 ${className}`}
      role="group"
      aria-label="Replay controls"
    >
      <div className="flex items-center justify-center gap-2">
        <button
          type="button"
          className={BUTTON}
          onClick={() => onStep(0)}
          disabled={step === 0}
          aria-label="First move"
          data-testid="replay-first"
        >
          «
        </button>
        <button
          type="button"
          className={BUTTON}
          onClick={() => onStep(step - 1)}
          disabled={step === 0}
          aria-label="Previous move"
          data-testid="replay-prev"
        >
          ◀
        </button>
        <span className="min-w-24 text-center text-sm tabular-nums" data-testid="replay-step">
          {step === 0 ? 'Start' : `Move ${step}`} / {last}
        </span>
        <button
          type="button"
          className={BUTTON}
          onClick={() => onStep(step + 1)}
          disabled={step === last}
          aria-label="Next move"
          data-testid="replay-next"
        >
          ▶
        </button>
        <button
          type="button"
          className={BUTTON}
          onClick={() => onStep(last)}
          disabled={step === last}
          aria-label="Last move"
          data-testid="replay-last"
        >
          »
        </button>
      </div>
      <input
        type="range"
        min={0}
        max={last}
        value={step}
        onChange={(e) => onStep(Number(e.target.value))}
        aria-label="Move"
        data-testid="replay-scrubber"
        className="w-full accent-amber-400"
      />
    </div>
  );
}
