import type { ActionType } from './actions';
import { rackPenaltyApplies } from './rules-versions';
import type { AllPassEnding, Ruleset } from './ruleset';
import { activeSeatCount, type GameState } from './state';

/**
 * Why a game ended: R26 a player went out with the bag empty; R27 every active
 * player passed in a row (with the bag empty, or at any time: `end.whenAllPass`); R28 no word for the ruleset's number
 * of rounds; R24/R25 fewer than two players are left after a resignation or a
 * forfeit on time.
 */
export const END_REASONS = [
  'went-out',
  'all-passed',
  'no-words',
  'resigned',
  'timed-out',
  'final-round',
  'board-full',
] as const;
export type EndReason = (typeof END_REASONS)[number];

export interface GameEnd {
  readonly reason: EndReason;
  /**
   * R29: points each seat lost for the tiles left on its rack; all 0 when the
   * game's rules charge no penalty for this ending (rules version 2: a resignation
   * or a forfeit on time).
   */
  readonly penalties: readonly number[];
  /** The racks those penalties were charged for (public once the game is over). */
  readonly racks: readonly string[];
}

/** What the state after an event says about the end, for the event's own kind. */
export function endReasonAfter(
  state: GameState,
  lastAction: ActionType,
  seat: number,
  ruleset: Ruleset,
): EndReason | undefined {
  const active = activeSeatCount(state);
  // A game needs two players still in it — a solo game its one player.
  if (active < Math.min(2, state.players.length))
    return lastAction === 'timeout' ? 'timed-out' : 'resigned';
  const bagEmpty = state.bag.length === 0;
  if (
    ruleset.end.whenOutWithEmptyBag &&
    lastAction === 'play' &&
    bagEmpty &&
    state.players[seat]?.rack.length === 0
  ) {
    return 'went-out';
  }
  // Word Wefter: the final round is over, or every square holds a tile.
  if (ruleset.end.finalRound && state.finalRound?.turnsLeft === 0) return 'final-round';
  if (ruleset.end.whenBoardFull && state.board.cells.every((stack) => stack.length > 0))
    return 'board-full';
  if (state.passesInRow >= active && allPassEnds(ruleset.end.whenAllPass, bagEmpty)) {
    return 'all-passed';
  }
  const rounds = ruleset.end.noWordRounds;
  if (rounds !== null && state.turnsWithoutWord >= rounds * active) return 'no-words';
  return undefined;
}

function allPassEnds(rule: AllPassEnding, bagEmpty: boolean): boolean {
  switch (rule) {
    case 'empty-bag':
      return bagEmpty;
    case 'any-bag':
      return true;
    case 'never':
      return false;
  }
}

/**
 * The game is over. R29: when the game was played out (R26–R28) every seat loses
 * its rack penalty; a game decided by a resignation or a forfeit on time keeps the
 * scores as they stood — under rules version 1 every ending charged the penalty
 * (see `rules-versions.ts`). The racks are recorded either way.
 */
export function finishGame(state: GameState, reason: EndReason, ruleset: Ruleset): GameState {
  const charged = rackPenaltyApplies(state.rulesVersion, reason);
  const penalties = state.players.map((p) =>
    charged ? ruleset.hooks.rackPenalty(p.rack, ruleset) : 0,
  );
  return {
    ...state,
    status: 'over',
    players: state.players.map((p, seat) => ({ ...p, score: p.score - (penalties[seat] ?? 0) })),
    result: { reason, penalties, racks: state.players.map((p) => p.rack) },
  };
}

/**
 * Final standings, best first; seats in one group are tied. Players still in the
 * game rank by score (equal scores tie, R29); those who resigned or ran out of
 * time rank below them, the last to leave highest (R24).
 */
export function ranking(state: GameState): number[][] {
  const seats = state.players.map((player, seat) => ({ player, seat }));
  const stayed = seats
    .filter(({ player }) => player.leftAt === null)
    .sort((a, b) => b.player.score - a.player.score || a.seat - b.seat);
  const groups: number[][] = [];
  let previous: number | undefined;
  for (const { player, seat } of stayed) {
    if (player.score === previous) groups[groups.length - 1]?.push(seat);
    else groups.push([seat]);
    previous = player.score;
  }
  const left = seats
    .filter(({ player }) => player.leftAt !== null)
    .sort((a, b) => (b.player.leftAt ?? 0) - (a.player.leftAt ?? 0));
  for (const { seat } of left) groups.push([seat]);
  return groups;
}

/** The seats that won (several on a tie); empty while the game runs. */
export function winners(state: GameState): number[] {
  return state.status === 'over' ? (ranking(state)[0] ?? []) : [];
}
