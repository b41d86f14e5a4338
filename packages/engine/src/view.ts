import type { Board } from './board';
import type { GameEnd } from './end';
import type { GameEvent } from './events';
import type { FirstPlayerDraw } from './first-player';
import type { RngState } from './rng';
import type { RulesetKey } from './ruleset';
import type { GameState, GameStatus, SeatStatus } from './state';
import { isLastTurn } from './wefter/turn';

/** Who is looking: a seat number, or anyone else. */
export type Viewer = number | 'spectator';

/** Stands for a tile the viewer may not see; one per tile, so counts stay visible. */
export const HIDDEN_TILE = '?';

export interface PlayerView {
  readonly name: string;
  readonly score: number;
  readonly status: SeatStatus;
  readonly leftAt: number | null;
  /** R30: how many tiles the rack holds is public. */
  readonly rackCount: number;
}

/** What was secret while the game ran (R5, R30). */
export interface RevealedSecrets {
  readonly seed: string;
  readonly rng: RngState;
  readonly bag: string;
  readonly racks: readonly string[];
}

export interface GameView {
  readonly viewer: Viewer;
  readonly ruleset: RulesetKey;
  readonly board: Board;
  readonly players: readonly PlayerView[];
  /** The viewer's own rack; null for a spectator. */
  readonly rack: string | null;
  readonly bagCount: number;
  readonly firstPlayerDraws: readonly (readonly FirstPlayerDraw[])[];
  readonly toMove: number;
  readonly moveNumber: number;
  readonly status: GameStatus;
  readonly firstPlay: boolean;
  readonly passesInRow: number;
  readonly turnsWithoutWord: number;
  readonly result: GameEnd | null;
  /** Everything once the game is over; null while it runs. */
  readonly revealed: RevealedSecrets | null;
  /** Word Wefter: the marketplace as this viewer sees it (absent in other games). */
  readonly market?: MarketView;
  /** Word Wefter: the final round is on — the seat to move is taking its last turn. */
  readonly lastTurn?: boolean;
  /** Word challenges are on (absent = off). */
  readonly challenges?: true;
  /**
   * The play that may be challenged now (challenges games): whose and which move —
   * never whether its words are in the list.
   */
  readonly challengeable?: {
    readonly seat: number;
    readonly move: number;
    /** The play went out: the game ends when the window closes, unless a challenge is upheld. */
    readonly endsGame?: true;
  };
  /** Seats that lose their next turn after a failed challenge. */
  readonly skips?: readonly number[];
}

/**
 * The marketplace for one viewer: `slots` (prices 1, 2, 3… left to right; "" = bought
 * this turn) or null while it is "Opening soon" for a seat that has not finished a
 * turn; `closed` once the pool ran out (CLOSED).
 */
export interface MarketView {
  readonly slots: readonly string[] | null;
  readonly closed: boolean;
}

/**
 * R30: the part of a game one viewer may see. While the game runs: the board,
 * scores, counts, and only the viewer's own rack — never the seed, the bag order,
 * the PRNG or another rack. After it ends: everything.
 */
export function viewFor(state: GameState, viewer: Viewer): GameView {
  const over = state.status === 'over';
  const own = viewer === 'spectator' ? undefined : state.players[viewer];
  return {
    viewer,
    ruleset: state.ruleset,
    board: state.board,
    players: state.players.map((p) => ({
      name: p.name,
      score: p.score,
      status: p.status,
      leftAt: p.leftAt,
      rackCount: p.rack.length,
    })),
    rack: own ? own.rack : null,
    bagCount: state.bag.length,
    firstPlayerDraws: state.firstPlayerDraws,
    toMove: state.toMove,
    moveNumber: state.moveNumber,
    status: state.status,
    firstPlay: state.firstPlay,
    passesInRow: state.passesInRow,
    turnsWithoutWord: state.turnsWithoutWord,
    result: state.result,
    revealed: over
      ? {
          seed: state.seed,
          rng: state.rng,
          bag: state.bag,
          racks: state.players.map((p) => p.rack),
        }
      : null,
    ...(state.market
      ? {
          market: {
            slots:
              typeof viewer === 'number' && !state.market.open[viewer] && !over
                ? null
                : state.market.slots,
            closed: state.market.closed,
          },
          lastTurn: isLastTurn(state),
        }
      : {}),
    ...(state.challenges ? { challenges: true as const } : {}),
    ...(state.openPlay
      ? {
          challengeable: {
            seat: state.openPlay.seat,
            move: state.openPlay.move,
            ...(state.openPlay.ends ? { endsGame: true as const } : {}),
          },
        }
      : {}),
    ...(state.skips?.length ? { skips: state.skips } : {}),
  };
}

/** R30: what anyone may know of the tiles out of sight — how many each rack and the bag hold. */
export interface PublicCounts {
  readonly rackCounts: readonly number[];
  readonly bagCount: number;
}

/**
 * The counts of one state. A spectator's replay of a running game needs them from the
 * engine: its hidden log cannot give them (Word Wefter's purchases join a rack, the
 * marketplace refills from the bag).
 */
export function publicCountsOf(state: GameState): PublicCounts {
  return { rackCounts: state.players.map((p) => p.rack.length), bagCount: state.bag.length };
}

/**
 * R30 for the move log: while the game runs, another seat's rack, drawn tiles and
 * exchanged tiles show as {@link HIDDEN_TILE}s. Once it is over, events are public.
 */
export function viewEvent(event: GameEvent, viewer: Viewer, status: GameStatus): GameEvent {
  if (status === 'over') return event;
  const shown = withoutSecretsOfChallenges(event, viewer);
  if (viewer === shown.seat) return shown;
  const hidden = { ...shown, rack: hide(shown.rack) };
  switch (hidden.type) {
    case 'play':
      return { ...hidden, drawn: hide(hidden.drawn) };
    case 'exchange':
      return { ...hidden, tiles: hide(hidden.tiles), drawn: hide(hidden.drawn) };
    default:
      return hidden;
  }
}

/**
 * Word challenges: which words are not in the list shows only when a challenge resolves
 * (the challenge event names them), for no viewer before; the tiles a taken-back play
 * had drawn are its player's secret.
 */
function withoutSecretsOfChallenges(event: GameEvent, viewer: Viewer): GameEvent {
  if (event.type === 'play' && event.unlisted) {
    const { unlisted: _secret, ...play } = event;
    return play;
  }
  if (event.type === 'challenge' && viewer !== event.challenged) {
    return { ...event, returned: hide(event.returned) };
  }
  return event;
}

function hide(tiles: string): string {
  return HIDDEN_TILE.repeat(tiles.length);
}
