'use client';

import { useState } from 'react';
import { topViewSentence, turnedSentence, zoomedSentence } from './lib/view-speech';
import { useRovingFocus } from './use-roving-focus';

export interface BoardViewToolbarProps {
  /** Looking straight down: TOP VIEW is pressed. */
  top: boolean;
  /** The board's turn in degrees (said after Rotate). */
  rotate: number;
  /** The board's zoom, 1 as it opened (said after Zoom). */
  zoom: number;
  /** Turns the board a quarter: -1 to the left, 1 to the right. */
  onTurn: (quarters: -1 | 1) => void;
  /** Zooms by a factor (above 1 is closer). */
  onZoom: (factor: number) => void;
  onToggleTop: () => void;
  onReset: () => void;
}

/** The button whose outcome the polite line says: Rotate's, Zoom's, else TOP VIEW's state. */
type Said = 'turn' | 'zoom in' | 'zoom out' | 'top';

interface ViewTool {
  /** The name said for a symbol, when the face is not a word. */
  label?: string;
  face: string;
  pressed?: boolean;
  onClick: () => void;
}

// 44 px tall on a phone, for a finger (they were 27–30 px); from `sm` up 24 px at least.
const TOOL_BUTTON =
  'min-h-11 sm:min-h-6 rounded-md bg-slate-800 px-2.5 py-1.5 text-xs font-semibold tracking-wide text-slate-100 hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white aria-pressed:bg-slate-600';

/**
 * The buttons under the board that turn, zoom and reset its view. A WAI-ARIA toolbar: one
 * Tab stop (the button last used), Left/Right/Home/End move between its buttons, so the
 * Tab key goes past six buttons in one step on its way to the rack.
 */
export function BoardViewToolbar({
  top,
  rotate,
  zoom,
  onTurn,
  onZoom,
  onToggleTop,
  onReset,
}: BoardViewToolbarProps) {
  // Which button was pressed last, and how many presses so far (each one is said anew).
  const [said, setSaid] = useState<{ what: Said; presses: number }>({ what: 'top', presses: 0 });
  const pressed = (what: Said, act: () => void) => () => {
    act();
    setSaid((s) => ({ what, presses: s.presses + 1 }));
  };
  const tools: ViewTool[] = [
    { label: 'Rotate left', face: '⟲', onClick: pressed('turn', () => onTurn(-1)) },
    { label: 'Rotate right', face: '⟳', onClick: pressed('turn', () => onTurn(1)) },
    { label: 'Zoom out', face: '−', onClick: pressed('zoom out', () => onZoom(1 / 1.25)) },
    { label: 'Zoom in', face: '+', onClick: pressed('zoom in', () => onZoom(1.25)) },
    { face: 'TOP VIEW', pressed: top, onClick: pressed('top', onToggleTop) },
    { face: 'RESET VIEW', onClick: pressed('top', onReset) },
  ];
  const sentence =
    said.what === 'turn'
      ? turnedSentence(rotate)
      : said.what === 'top'
        ? topViewSentence(top)
        : zoomedSentence(zoom, said.what === 'zoom in' ? 'in' : 'out');
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
      {/* One polite line for every button. A new node per press: a press that leaves the
          words as they were (zoomed in as far as it goes) is said again. */}
      <p className="sr-only" aria-live="polite" data-testid="board-view-said">
        <span key={said.presses}>{sentence}</span>
      </p>
    </div>
  );
}
