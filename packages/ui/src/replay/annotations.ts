/**
 * Oracle annotations for a replay: labels by points lost and each player's
 * figures. Thresholds and formulas are documented here and in the UI's README.
 */

/** One stored annotation of a move (the API's `move_annotations` row, structurally). */
export interface MoveAnnotation {
  readonly moveNumber: number;
  /** A play, or a pass or an exchange made while the rack had a play (absent: a play). */
  readonly kind?: 'play' | 'pass' | 'exchange';
  readonly bestPlay: {
    readonly placements: readonly {
      readonly r: number;
      readonly c: number;
      readonly letter: string;
    }[];
    readonly words: readonly {
      readonly word: string;
      readonly score: number;
      readonly start?: { readonly r: number; readonly c: number };
      readonly direction?: string;
    }[];
    readonly score: number;
    readonly tiles: string;
  };
  readonly bestScore: number;
  readonly playedScore: number;
  /** Among the plays; null for a pass or an exchange. */
  readonly rank: number | null;
  readonly playCount: number;
  readonly pointsLost: number;
}

/** Whether the annotation is of a play (not of a pass or an exchange). */
export const isPlayAnnotation = (a: MoveAnnotation): boolean => (a.kind ?? 'play') === 'play';

export type MoveLabel = 'inaccuracy' | 'mistake' | 'blunder';

/**
 * Points lost against the best play, from which a play is labelled. Scores in
 * WordRise run 10–30 points a play (the best often 25–40), so: 5–9 points lost is an
 * inaccuracy, 10–19 a mistake, 20 or more a blunder. Below 5: no label. A pass made
 * while the rack had a play is labelled the same way (it scored nothing); an exchange is
 * not labelled (`labelOf`); a forced pass has no choice and no annotation.
 */
export const LABEL_THRESHOLDS: readonly { readonly label: MoveLabel; readonly from: number }[] = [
  { label: 'blunder', from: 20 },
  { label: 'mistake', from: 10 },
  { label: 'inaccuracy', from: 5 },
];

export function labelFor(pointsLost: number): MoveLabel | null {
  return LABEL_THRESHOLDS.find((t) => pointsLost >= t.from)?.label ?? null;
}

/**
 * A move's label: a play's or a pass's by points lost. An exchange gets none: it gives up
 * this turn's points for a better rack later, which a judgement by points alone cannot
 * weigh (its points lost are still shown and counted).
 */
export function labelOf(annotation: MoveAnnotation): MoveLabel | null {
  return annotation.kind === 'exchange' ? null : labelFor(annotation.pointsLost);
}

export const LABEL_MARK: Record<MoveLabel, string> = {
  inaccuracy: '?!',
  mistake: '?',
  blunder: '??',
};

export interface PlayerFigures {
  readonly seat: number;
  /** Annotated plays. */
  readonly plays: number;
  /** Over the annotated moves: plays, and passes and exchanges that had a play. */
  readonly pointsLost: number;
  /** Mean rank of the plays (1 = always the best); null without plays. */
  readonly averageRank: number | null;
  /** Plays ranked 1 (scoring as much as the best play). */
  readonly bestPlays: number;
  /**
   * Accuracy in percent: the share of the points the best plays offered that the
   * player's moves took, 100 × Σ played score ÷ Σ best score over annotated moves (a
   * pass that had a play took nothing of it; 100 when every move was a best play);
   * null without annotated moves.
   */
  readonly accuracy: number | null;
}

/** Each seat's figures from the annotations of its moves (`seatOfMove`: move number → seat). */
export function playerFigures(
  annotations: readonly MoveAnnotation[],
  seatOfMove: (moveNumber: number) => number | undefined,
  seats: number,
): PlayerFigures[] {
  return Array.from({ length: seats }, (_, seat) => {
    const mine = annotations.filter((a) => seatOfMove(a.moveNumber) === seat);
    const plays = mine.filter(isPlayAnnotation);
    const played = mine.reduce((sum, a) => sum + a.playedScore, 0);
    const best = mine.reduce((sum, a) => sum + a.bestScore, 0);
    return {
      seat,
      plays: plays.length,
      pointsLost: mine.reduce((sum, a) => sum + a.pointsLost, 0),
      averageRank: plays.length
        ? plays.reduce((sum, a) => sum + (a.rank ?? 0), 0) / plays.length
        : null,
      bestPlays: plays.filter((a) => a.rank === 1).length,
      accuracy: mine.length === 0 ? null : best === 0 ? 100 : (100 * played) / best,
    };
  });
}
