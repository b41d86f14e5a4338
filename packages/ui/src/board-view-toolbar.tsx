'use client';

import { useRovingFocus } from './use-roving-focus';

export interface BoardViewToolbarProps {
  /** Looking straight down: TOP VIEW is pressed. */
  top: boolean;
  /** Turns the board a quarter: -1 to the left, 1 to the right. */
  onTurn: (quarters: -1 | 1) => void;
  /** Zooms by a factor (above 1 is closer). */
  onZoom: (factor: number) => void;
  onToggleTop: () => void;
  onReset: () => void;
}

interface ViewTool {
  /** The name said for a symbol, when the face is not a word. */
  label?: string;
  face: string;
  pressed?: boolean;
  onClick: () => void;
}

const TOOL_BUTTON =
  'rounded-md bg-slate-800 px-2.5 py-1.5 text-xs font-semibold tracking-wide text-slate-100 hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white aria-pressed:bg-slate-600';

/**
 * The buttons under the board that turn, zoom and reset its view. A WAI-ARIA toolbar: one
 * Tab stop (the button last used), Left/Right/Home/End move between its buttons, so the
 * Tab key goes past six buttons in one step on its way to the rack.
 */
export function BoardViewToolbar({
  top,
  onTurn,
  onZoom,
  onToggleTop,
  onReset,
}: BoardViewToolbarProps) {
  const tools: ViewTool[] = [
    { label: 'Rotate left', face: '⟲', onClick: () => onTurn(-1) },
    { label: 'Rotate right', face: '⟳', onClick: () => onTurn(1) },
    { label: 'Zoom out', face: '−', onClick: () => onZoom(1 / 1.25) },
    { label: 'Zoom in', face: '+', onClick: () => onZoom(1.25) },
    { face: 'TOP VIEW', pressed: top, onClick: onToggleTop },
    { face: 'RESET VIEW', onClick: onReset },
  ];
  const roving = useRovingFocus({ count: tools.length, orientation: 'horizontal' });
  return (
    <div
      role="toolbar"
      aria-label="Board view"
      className="flex flex-wrap items-center justify-center gap-1.5"
    >
      {tools.map((tool, i) => (
        <button
          key={tool.face}
          type="button"
          className={TOOL_BUTTON}
          aria-label={tool.label}
          aria-pressed={tool.pressed}
          onClick={tool.onClick}
          {...roving(i)}
        >
          {tool.face}
        </button>
      ))}
      <p className="sr-only" aria-live="polite">
        {top ? 'Top view: looking straight down.' : '3D view.'}
      </p>
    </div>
  );
}
