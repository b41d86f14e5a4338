import type { ActionType } from './actions';
import { shuffleTiles } from './bag';
import type { Board } from './board';
import { ruleError, inputError, type RuleError } from './errors';
import type { JudgedPlay } from './judge';
import type { Lexicon } from './lexicon';
import { Rng } from './rng';
import { rulesBehaviour } from './rules-versions';
import { nextActiveSeat, type GameState, type OpenPlay } from './state';
import { asPooled } from './tiles';

/**
 * Word challenges, a game option (`state.challenges`). A play whose geometry is legal is
 * accepted even when some words are not in the list; until the next event any active
 * opponent may challenge it. Upheld (a word is not in the list): the play is taken back
 * and the player's turn ends with no score — a word-less turn like a pass (R27, R28).
 * Failed (every word is in the list): the challenger loses their next turn; a lost turn
 * is no event and leaves the R27/R28 counts as they were.
 * A play that ends the game (going out with the bag empty) holds the end while its window
 * is open (`OpenPlay.ends`): only a challenge, an accept or a resignation may follow. An
 * accept or a failed challenge ends the game as the play did; an upheld challenge takes
 * the play back and the game goes on.
 */

/** Judges the geometry only: the words are looked up afterwards (`unlistedWords`). */
export const GEOMETRY_ONLY: Lexicon = { has: () => true };

/** The play's words that are not in the list, in `words` order, each once. */
export function unlistedWords(judged: JudgedPlay, lexicon: Lexicon): string[] {
  const words = judged.words.map((w) => w.word).filter((word) => !lexicon.has(word));
  return [...new Set(words)];
}

/** Why `seat` may not challenge (or accept) now, or undefined when it may. */
export function challengeRefusal(
  state: GameState,
  seat: number,
  verb: 'challenge' | 'accept' = 'challenge',
): RuleError | undefined {
  if (!state.challenges) return inputError('this game has no word challenges');
  const open = state.openPlay;
  if (!open) {
    return ruleError('TURN', `there is no play to ${verb}`, `There is no play to ${verb} now.`);
  }
  if (open.seat === seat) {
    return ruleError(
      'TURN',
      `a seat cannot ${verb} its own play`,
      `You can't ${verb} your own play.`,
    );
  }
  return undefined;
}

/**
 * Why `action` must wait while a play that ends the game may be challenged: only a
 * challenge, an accept or a resignation may follow it. Undefined when it may go ahead.
 */
export function heldEndRefusal(state: GameState, action: ActionType): RuleError | undefined {
  if (!state.openPlay?.ends) return undefined;
  if (action === 'challenge' || action === 'accept' || action === 'resign') return undefined;
  return ruleError(
    'TURN',
    'the last play ends the game unless it is challenged',
    'The last play ends the game: challenge it or accept it.',
  );
}

/**
 * The state before the open play, with the turn passed on: the tiles off the board, the
 * rack as it was, the score taken off, the drawn tiles back in the bag, and the R27/R28
 * counts as after a pass. The challenged player has seen the tiles they drew: put back at
 * the bag's front, they would be the next player's draw, known to them (R30). So they are
 * shuffled in with the game's generator (rainbow tiles back as their plain letters, as an
 * exchange returns them); games of rules versions 1 and 2 put them at the front, as they
 * were played.
 */
export function takeBack(state: GameState, open: OpenPlay): GameState {
  return {
    ...state,
    ...bagAfterTakeBack(state, open.drawn),
    board: withoutTops(state.board, open),
    players: state.players.map((p, seat) =>
      seat === open.seat ? { ...p, rack: open.rack, score: p.score - open.score } : p,
    ),
    firstPlay: open.firstPlay,
    passesInRow: open.passesInRow + 1,
    turnsWithoutWord: open.turnsWithoutWord + 1,
  };
}

function bagAfterTakeBack(state: GameState, drawn: string): Pick<GameState, 'bag' | 'rng'> {
  if (!rulesBehaviour(state.rulesVersion).takeBackShuffles) {
    return { bag: drawn + state.bag, rng: state.rng };
  }
  const rng = Rng.fromState(state.rng);
  return { bag: shuffleTiles(state.bag + asPooled(drawn), rng), rng: rng.state };
}

function withoutTops(board: Board, open: OpenPlay): Board {
  const cells = [...board.cells];
  for (const { r, c } of open.placements) {
    const i = r * board.size + c;
    cells[i] = (cells[i] ?? '').slice(0, -1);
  }
  return { ...board, cells };
}

/**
 * The state with the turn handed on from `seat`, passing over seats that lose a turn
 * (each such seat loses one turn, so it leaves `skips` once; an empty list is dropped).
 */
export function handOn(state: GameState, seat: number): GameState {
  const { skips: pending, ...rest } = state;
  const skips = [...(pending ?? [])];
  let toMove = nextActiveSeat(state, seat);
  for (let i = skips.indexOf(toMove); i >= 0; i = skips.indexOf(toMove)) {
    skips.splice(i, 1);
    toMove = nextActiveSeat(state, toMove);
  }
  return { ...rest, toMove, ...(skips.length > 0 ? { skips } : {}) };
}
