'use client';

import type { Board, GameEvent } from '@wordrise/engine';
import { playKey, playSummary, type OraclePlay } from '../lib/oracle';
import type { TileSpelling } from '../lib/spelling';
import { labelOf, type MoveAnnotation } from './annotations';

/** A play as the Oracle gives it (its words say where they start). */
export type AlternativePlay = OraclePlay;

/** "RAGTOP 12 at row 1, column 5 down — 12 points, 6 tiles": plays of one word told apart by place. */
export function alternativeText(play: AlternativePlay, spelling: TileSpelling, board?: Board) {
  return playSummary(play, spelling, board);
}

export interface AnnotationPanelProps {
  /** The move that led to the step shown (null at the start). */
  event: GameEvent | null;
  annotation: MoveAnnotation | null;
  /** The analysis is being made (missing or stale): "analysing…". */
  analysing: boolean;
  /** The board before the move (to describe stacking alternatives). */
  boardBefore: Board | null;
  spelling: TileSpelling;
  /** The Oracle's best plays for the mover's rack before the move (computed on the page). */
  alternatives: readonly AlternativePlay[] | null;
  /** Why the alternatives are not shown (loading, unavailable…). */
  alternativesNote?: string | null;
  /** Whether the mover's rack had a play before the move (null: not known yet). */
  rackHadPlays?: boolean | null;
  /** The alternative shown as ghost tiles on the board. */
  selected: AlternativePlay | null;
  onSelect: (play: AlternativePlay | null) => void;
  className?: string;
}

/** The moves the Oracle judges: a play, and a pass or an exchange made instead of one. */
const JUDGED: ReadonlySet<GameEvent['type']> = new Set(['play', 'pass', 'exchange']);

/** The Oracle's word on one move: the best play, this move's rank, points lost, top alternatives. */
export function AnnotationPanel({
  event,
  annotation,
  analysing,
  boardBefore,
  spelling,
  alternatives,
  alternativesNote,
  rackHadPlays = null,
  selected,
  onSelect,
  className = '',
}: AnnotationPanelProps) {
  const label = annotation ? labelOf(annotation) : null;
  return (
    <section
      aria-label="Oracle annotation"
      data-testid="annotation"
      className={`flex flex-col gap-2 rounded-lg bg-slate-900 p-3 text-sm ${className}`}
    >
      {event === null ? (
        <p className="text-slate-400">The start of the game.</p>
      ) : !JUDGED.has(event.type) ? (
        <p className="text-slate-400">
          No annotation: only plays, passes and exchanges are judged.
        </p>
      ) : annotation ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-slate-400">Best play</dt>
          <dd data-testid="annotation-best">{playSummary(annotation.bestPlay, spelling)}</dd>
          <dt className="text-slate-400">This move</dt>
          <dd data-testid="annotation-rank">
            {annotation.rank === null
              ? `${event.type === 'exchange' ? 'exchanged' : 'passed'} instead of playing one of ${annotation.playCount} ${annotation.playCount === 1 ? 'play' : 'plays'}, ${annotation.playedScore} points`
              : `rank ${annotation.rank} of ${annotation.playCount}, ${annotation.playedScore} points`}
          </dd>
          <dt className="text-slate-400">Points lost</dt>
          <dd data-testid="annotation-lost">
            {annotation.pointsLost}
            {/* Spaces, not only margins: read aloud, "18mistake" ran together. */}
            {label && <span className="ml-2 font-semibold text-amber-300"> {label}</span>}
            {annotation.rank === 1 && <span className="ml-2 text-emerald-400"> best play</span>}
          </dd>
          {annotation.kind === 'exchange' && (
            <dd className="col-span-2 text-slate-400" data-testid="annotation-exchange-note">
              Counted by points only: an exchange may pay off later with a better rack, which the
              Oracle does not weigh, so it gets no mistake label.
            </dd>
          )}
        </dl>
      ) : event.type !== 'play' && !analysing ? (
        // A pass or an exchange is annotated only when the rack had a play (and by analyses
        // made since passes and exchanges are judged).
        <p className="text-slate-400" data-testid="analysing">
          {rackHadPlays === false
            ? 'No annotation: the rack had no play, so there was no choice to judge.'
            : rackHadPlays
              ? 'Not judged: this game was analysed before passes and exchanges were. Analyse it again to judge this turn.'
              : 'No annotation for this turn.'}
        </p>
      ) : (
        <p className="text-slate-400" role="status" data-testid="analysing">
          {analysing ? 'analysing…' : 'No analysis for this move.'}
        </p>
      )}
      {event !== null && JUDGED.has(event.type) && (alternatives || alternativesNote) && (
        <div className="flex flex-col gap-1">
          <h2 className="font-semibold text-slate-300">Top alternatives</h2>
          {alternativesNote && <p className="text-slate-400">{alternativesNote}</p>}
          {alternatives && (
            <ol className="flex flex-col gap-1" data-testid="alternatives">
              {alternatives.map((play, i) => {
                const isSelected = selected !== null && playKey(selected) === playKey(play);
                return (
                  <li key={playKey(play)}>
                    <button
                      type="button"
                      aria-pressed={isSelected}
                      data-testid={`alternative-${i}`}
                      onClick={() => onSelect(isSelected ? null : play)}
                      className={`w-full rounded px-2 py-1 text-left hover:bg-slate-800 ${isSelected ? 'bg-ghost/40 ring-1 ring-ghost' : ''}`}
                    >
                      {i + 1}. {alternativeText(play, spelling, boardBefore ?? undefined)}
                    </button>
                  </li>
                );
              })}
            </ol>
          )}
        </div>
      )}
    </section>
  );
}
