'use client';

import type { Board } from '@wordrise/engine';
import { playSummary, type OraclePlay } from './lib/oracle';
import type { TileSpelling } from './lib/spelling';

export interface OraclePreviewBarProps {
  /** The play shown on the board as ghost tiles. */
  play: OraclePlay;
  board: Board;
  spelling: TileSpelling;
  /** Puts the play's tiles on the board (absent when it is not the viewer's turn). */
  onPlace?: () => void;
  /** Back to the list of plays. */
  onShowAll: () => void;
  className?: string;
}

/**
 * The Oracle folded down to the play being previewed: what it is, PLACE, and the way back
 * to the list. A phone's Oracle sheet folds to it so the board, the rack and the turn
 * controls stay in view while the play's ghost tiles are looked at.
 */
export function OraclePreviewBar({
  play,
  board,
  spelling,
  onPlace,
  onShowAll,
  className = '',
}: OraclePreviewBarProps) {
  return (
    <div data-testid="oracle-preview-bar" className={`flex items-center gap-2 ${className}`}>
      <p className="line-clamp-2 min-w-0 flex-1 text-sm text-slate-200">
        <span className="text-slate-400">Previewing: </span>
        {playSummary(play, spelling, board)}
      </p>
      {onPlace && (
        <button
          type="button"
          className="min-h-11 shrink-0 rounded bg-ghost px-3 text-xs font-bold text-white hover:brightness-110"
          onClick={onPlace}
        >
          PLACE
        </button>
      )}
      <button
        type="button"
        className="min-h-11 shrink-0 rounded bg-slate-800 px-3 text-xs font-semibold text-slate-200 hover:bg-slate-700"
        onClick={onShowAll}
      >
        All plays
      </button>
    </div>
  );
}
