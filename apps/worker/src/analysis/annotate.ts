import {
  findAllPlays,
  getRuleset,
  replayStates,
  type GameEvent,
  type GameState,
  type Placement,
  type Play,
  type PlayEvent,
  type WordGraph,
} from '@wordrise/engine';

/** The Oracle's verdict on one play (one `move_annotations` row, without the version). */
export interface MoveAnnotation {
  moveNumber: number;
  /** The highest-scoring legal play for the mover's rack (ties: the Oracle's contract order). */
  bestPlay: Play;
  bestScore: number;
  playedScore: number;
  /**
   * 1 + the number of legal plays scoring strictly more than the played move
   * ("1224" ranking: equal scores share a rank). Rank 1 ⇔ played score = best score.
   */
  rank: number;
  /** Legal plays for the rack on that board. */
  playCount: number;
  /** bestScore − playedScore (≥ 0). */
  pointsLost: number;
  /**
   * The played move is one of the Oracle's plays. Always true unless the word
   * list changed since the game (a word then accepted is no longer known): the
   * played move then counts as one more play.
   */
  found: boolean;
}

/**
 * Annotates every play of a game: replays the log from `initial` with the
 * engine, and for each `play` event lists every legal play of the mover's rack
 * (the event's `rack`: the rack before the move) on the board before the move,
 * with the same Oracle the players and bots use.
 */
export function annotateGame(
  initial: GameState,
  events: readonly GameEvent[],
  lexicon: (wordList: string) => WordGraph,
): MoveAnnotation[] {
  const replayed = replayStates(initial, events);
  if (!replayed.ok) throw new Error(`the game does not replay: ${replayed.error.reason}`);
  const annotations: MoveAnnotation[] = [];
  let before = initial;
  events.forEach((event, index) => {
    if (event.type === 'play') annotations.push(annotatePlay(before, event, lexicon));
    before = replayed.states[index] ?? before;
  });
  return annotations;
}

export function annotatePlay(
  before: GameState,
  event: PlayEvent,
  lexicon: (wordList: string) => WordGraph,
): MoveAnnotation {
  const ruleset = getRuleset(before.ruleset);
  if (!ruleset) throw new Error(`unknown ruleset ${before.ruleset}`);
  const { count, plays } = findAllPlays(before, event.rack, lexicon(ruleset.wordList), ruleset);
  const played = event.score;
  // Plays come best first (score descending), so the better ones are a prefix.
  let better = 0;
  while (better < plays.length && (plays[better]?.score ?? 0) > played) better++;
  const found = plays.some((p) => samePlacements(p.placements, event.placements));
  const oracleBest = plays[0];
  const bestPlay = oracleBest && oracleBest.score >= played ? oracleBest : playOfEvent(event);
  return {
    moveNumber: event.move,
    bestPlay,
    bestScore: bestPlay.score,
    playedScore: played,
    rank: better + 1,
    playCount: count + (found ? 0 : 1),
    pointsLost: bestPlay.score - played,
    found,
  };
}

function samePlacements(a: readonly Placement[], b: readonly Placement[]): boolean {
  if (a.length !== b.length) return false;
  const key = (p: Placement) => `${p.r},${p.c},${p.letter}`;
  const keys = new Set(a.map(key));
  return b.every((p) => keys.has(key(p)));
}

/** A logged play in the Oracle's `Play` shape. */
function playOfEvent(event: PlayEvent): Play {
  return {
    placements: event.placements,
    direction: event.words[0]?.direction ?? 'across',
    words: event.words,
    bonus: event.bonus,
    score: event.score,
    tiles: event.placements.map((p) => p.letter).join(''),
  };
}
