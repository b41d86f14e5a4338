/**
 * What a bot may know (R30): the board, its own rack, whether the first play is
 * still to come, the bag's size, every seat's score, status and rack size, and the
 * turn counters. Never the seed, the PRNG state, the bag's order or another
 * seat's rack. A bot decides from a `BotInput` alone, so it cannot cheat.
 */
import type { Board } from '../board';
import { tilesOnBoard } from '../board';
import type { MarketOffer } from '../oracle/market-plays';
import type { Ruleset } from '../ruleset';
import { getRuleset } from '../rulesets/index';
import type { GameState } from '../state';
import { viewFor, type GameView } from '../view';

export interface BotInput {
  readonly ruleset: Ruleset;
  /** The bot's seat. */
  readonly seat: number;
  readonly board: Board;
  /** R12: true until the first word-forming play. */
  readonly firstPlay: boolean;
  /** The bot's own tiles, sorted A–Z (the order they arrived in says nothing useful). */
  readonly rack: string;
  readonly bagCount: number;
  readonly scores: readonly number[];
  /** Tiles on each seat's rack (public, R30). */
  readonly rackCounts: readonly number[];
  /** Seats still in the game. */
  readonly active: readonly boolean[];
  readonly toMove: number;
  readonly moveNumber: number;
  readonly passesInRow: number;
  readonly turnsWithoutWord: number;
  /**
   * Tiles neither on the board nor on the bot's rack — in the bag or on the other
   * racks — sorted A–Z. Public arithmetic: the tile set minus what the bot sees.
   */
  readonly unseen: string;
  /**
   * Word Wefter: what the bot may buy this turn (its market open and not closed, its
   * score as the budget); null otherwise.
   */
  readonly market: MarketOffer | null;
  /** Word Wefter: the final round is on (`GameView.lastTurn`); absent = false. */
  readonly lastTurn?: boolean;
}

const A = 65;

/** The bot's input from what seat `view.viewer` is shown (`viewFor`); null for a spectator's view. */
export function botInputFromView(view: GameView): BotInput | null {
  const ruleset = getRuleset(view.ruleset);
  if (!ruleset || view.viewer === 'spectator' || view.rack === null) return null;
  const rack = sortTiles(view.rack);
  const counts = new Int32Array(26);
  for (const [tile, n] of Object.entries(ruleset.tiles.distribution)) {
    const i = tile.charCodeAt(0) - A;
    if (i >= 0 && i < 26) counts[i] = (counts[i] ?? 0) + n;
  }
  for (const tile of tilesOnBoard(view.board) + rack) {
    const i = tile.charCodeAt(0) - A;
    if (i >= 0 && i < 26) counts[i] = (counts[i] ?? 0) - 1;
  }
  let unseen = '';
  for (let i = 0; i < 26; i++) {
    const n = counts[i] ?? 0;
    if (n > 0) unseen += String.fromCharCode(A + i).repeat(n);
  }
  return {
    ruleset,
    seat: view.viewer,
    board: view.board,
    firstPlay: view.firstPlay,
    rack,
    bagCount: view.bagCount,
    scores: view.players.map((p) => p.score),
    rackCounts: view.players.map((p) => p.rackCount),
    active: view.players.map((p) => p.status === 'active'),
    toMove: view.toMove,
    moveNumber: view.moveNumber,
    passesInRow: view.passesInRow,
    turnsWithoutWord: view.turnsWithoutWord,
    unseen,
    market: marketOfView(view),
    ...(view.lastTurn === true ? { lastTurn: true } : {}),
  };
}

function marketOfView(view: GameView): MarketOffer | null {
  const market = view.market;
  const budget = typeof view.viewer === 'number' ? (view.players[view.viewer]?.score ?? 0) : 0;
  if (!market || market.closed || market.slots === null || budget < 1) return null;
  return { slots: market.slots, budget };
}

/** The bot's input for `seat`: built from `viewFor(state, seat)`, so only public information. */
export function botInputOf(state: GameState, seat: number): BotInput | null {
  if (!state.players[seat]) return null;
  return botInputFromView(viewFor(state, seat));
}

export function sortTiles(tiles: string): string {
  return [...tiles].sort().join('');
}
