/**
 * The rows of the tables that stand in for the canvas charts (the replay's score graph,
 * the profile's rating history): what a screen reader, or anyone who cannot hover a
 * canvas, reads instead of the picture.
 */

/** One move of a game: every seat's score after it, and what the move added to each. */
export interface ScoreTableRow {
  /** 1 for the first move (step 0, the start, has no row: every score is 0 there). */
  move: number;
  scores: number[];
  /**
   * Each seat's score after this move minus before it: usually the mover's points, but an
   * upheld challenge takes the challenged player's back and the end's rack penalties change
   * every seat (negative then).
   */
  gains: number[];
}

/**
 * The score table's rows from the graph's series (`scores[step][seat]`, step 0 the start):
 * one per move, a seat missing from a step counted 0 as the graph draws it.
 */
export function scoreTableRows(
  scores: readonly (readonly number[])[],
  seats: number,
): ScoreTableRow[] {
  const at = (step: number, seat: number) => scores[step]?.[seat] ?? 0;
  const seatList = Array.from({ length: seats }, (_, seat) => seat);
  return scores.slice(1).map((_, i) => {
    const step = i + 1;
    return {
      move: step,
      scores: seatList.map((seat) => at(step, seat)),
      gains: seatList.map((seat) => at(step, seat) - at(step - 1, seat)),
    };
  });
}

/** One rated game as the rating table shows it. */
export interface RatingTableRow {
  /** 1 for the first rated game, as the chart's x axis counts. */
  game: number;
  /** The day it was rated, "2026-12-03" (UTC, as the chart's legend). */
  day: string;
  rating: number;
  /** Whether the rating after this game was provisional (shown "1512?"). */
  provisional: boolean;
  /** What the game did to the rating, as the game's scoreboard says it (+12 / −9). */
  delta: number;
}

/** A rated game as the profile page passes it: when (Unix seconds) and what it left. */
export interface RatedGamePoint {
  at: number;
  rating: number;
  provisional?: boolean;
  /** The change as stored with the game; absent: the difference of the rounded ratings. */
  delta?: number;
}

/** The rating table's rows, oldest game first (as the chart draws them). */
export function ratingTableRows(start: number, games: readonly RatedGamePoint[]): RatingTableRow[] {
  return games.map((g, i) => {
    const before = i === 0 ? start : (games[i - 1]?.rating ?? start);
    return {
      game: i + 1,
      day: new Date(g.at * 1000).toISOString().slice(0, 10),
      rating: g.rating,
      provisional: g.provisional ?? false,
      delta: g.delta ?? g.rating - before,
    };
  });
}
