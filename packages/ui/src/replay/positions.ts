import {
  replayStates,
  withTiles,
  type Board,
  type GameEvent,
  type GameState,
  type GameView,
  type Placement,
  type PublicCounts,
} from '@wordrise/engine';

/** What a replay needs to rebuild every position (the API's `replay.get`, structurally). */
export interface ReplayInput {
  /** The starting position as a spectator sees it. */
  readonly start: GameView;
  /** The log in move order (racks hidden while the game runs). */
  readonly events: readonly GameEvent[];
  /** The complete initial state, once the game is over; null while it runs. */
  readonly initial: GameState | null;
  /** While the game runs: the rack and bag counts after each event (the server's engine's). */
  readonly counts: readonly PublicCounts[] | null;
}

/** The game as it stood at one step: step 0 is the start, step k follows the k-th event. */
export interface ReplayPosition {
  readonly board: Board;
  readonly scores: readonly number[];
  readonly bagCount: number;
  /** How many tiles each rack holds (public). */
  readonly rackCounts: readonly number[];
  /** Every rack at that moment: only once the game is over (R30), else null. */
  readonly racks: readonly string[] | null;
  /** The event that led here (null at the start). */
  readonly event: GameEvent | null;
  /** The tiles that event placed (highlighted on the board). */
  readonly placed: readonly Placement[];
  /** R12: no word has been played yet (the Oracle needs it). */
  readonly firstPlay: boolean;
  /** The seat to move from here (the game's, null once it is over). */
  readonly toMove: number | null;
}

/**
 * Every position of a game, computed once. A finished game is replayed with the
 * engine from its initial state (the same code that accepted each move, so racks
 * and the bag are exact); a running game's public log is enough for the board and
 * the scores, while its rack and bag counts come with it from the server (the log
 * hides what was drawn, and Word Wefter's purchases and marketplace move tiles too).
 */
export function replayPositions(input: ReplayInput): ReplayPosition[] {
  const first: ReplayPosition = {
    board: input.start.board,
    scores: input.start.players.map((p) => p.score),
    bagCount: input.start.bagCount,
    rackCounts: input.start.players.map((p) => p.rackCount),
    racks: input.initial ? input.initial.players.map((p) => p.rack) : null,
    event: null,
    placed: [],
    firstPlay: input.start.firstPlay,
    toMove: input.start.toMove,
  };
  if (input.initial) {
    const replayed = replayStates(input.initial, input.events);
    if (!replayed.ok) throw new Error(`the game does not replay: ${replayed.error.reason}`);
    return [
      first,
      ...replayed.states.map((state, i) => {
        const event = input.events[i]!;
        return {
          board: state.board,
          scores: state.players.map((p) => p.score),
          bagCount: state.bag.length,
          rackCounts: state.players.map((p) => p.rack.length),
          racks: state.players.map((p) => p.rack),
          event,
          placed: event.type === 'play' ? event.placements : [],
          firstPlay: state.firstPlay,
          toMove: state.status === 'over' ? null : state.toMove,
        };
      }),
    ];
  }
  const positions = [first];
  let previous = first;
  input.events.forEach((event, i) => {
    const counts = input.counts?.[i];
    if (!counts) throw new Error(`a running game's replay without its counts after move ${i}`);
    // Word challenges: an upheld challenge takes back the play just before it — its tiles,
    // its points — so the board before that play returns.
    const takenBack =
      event.type === 'challenge' && event.upheld ? positions[positions.length - 2] : undefined;
    const scores = previous.scores.slice();
    scores[event.seat] = event.total;
    if (event.type === 'challenge' && takenBack) scores[event.challenged] = event.challengedTotal;
    const next: ReplayPosition = {
      board:
        takenBack?.board ??
        (event.type === 'play' ? withTiles(previous.board, event.placements) : previous.board),
      scores,
      bagCount: counts.bagCount,
      rackCounts: counts.rackCounts,
      racks: null,
      event,
      placed: event.type === 'play' ? event.placements : [],
      firstPlay: takenBack?.firstPlay ?? (previous.firstPlay && event.type !== 'play'),
      toMove: null,
    };
    positions.push(next);
    previous = next;
  });
  return positions;
}
