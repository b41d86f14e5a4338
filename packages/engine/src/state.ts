import { fullBag, drawTiles, shuffleTiles } from './bag';
import { emptyBoard, type Board } from './board';
import type { EndReason, GameEnd } from './end';
import { inputError, ruleError, type RuleError } from './errors';
import { chooseFirstPlayer, type FirstPlayerDraw } from './first-player';
import { err, ok, type Result } from './result';
import { CURRENT_RNG_VERSION, Rng, isRngVersion, type RngState, type RngVersion } from './rng';
import {
  CURRENT_RULES_VERSION,
  isRulesVersion,
  rulesBehaviour,
  type RulesVersion,
} from './rules-versions';
import type { Placement } from './placement';
import type { RulesetKey } from './ruleset';
import { DEFAULT_RULESET_KEY, getRuleset } from './rulesets/index';
import { soloRuleset } from './solo';
import { dealOpeningRack } from './wefter/draw';
import { openMarket, type MarketState } from './wefter/market';
import { isGameLength, rulesetForLength, type GameLength } from './wefter/pool';
import type { FinalRound } from './wefter/turn';

/** A game's mode: `solo` is one seat under the solo rules of its ruleset (see `solo.ts`). */
export const GAME_MODES = ['standard', 'solo'] as const;
export type GameMode = (typeof GAME_MODES)[number];

export const GAME_STATUSES = ['playing', 'over'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

/** R24/R25: a seat that resigned or forfeited on time takes no more turns. */
export const SEAT_STATUSES = ['active', 'resigned', 'timed-out'] as const;
export type SeatStatus = (typeof SEAT_STATUSES)[number];

export interface PlayerState {
  readonly name: string;
  /** Tiles in the order they arrived. Secret from the others while the game runs (R30). */
  readonly rack: string;
  readonly score: number;
  readonly status: SeatStatus;
  /** The move number of the resignation or time forfeit; null while active. */
  readonly leftAt: number | null;
}

/**
 * Everything about a game at one moment: an immutable, JSON-ready value. Seats are
 * the players in the order they joined (R4); play starts at the seat that won the
 * first-player draw and runs on in seat order (R6).
 */
export interface GameState {
  readonly ruleset: RulesetKey;
  /** Absent = `standard`; `solo` games are judged by `soloRuleset` (part of the replay input). */
  readonly mode?: GameMode;
  /**
   * The version of the rules the game is judged and replayed by (`rules-versions.ts`);
   * part of the replay input. States cached before the field existed are version 1.
   */
  readonly rulesVersion: RulesVersion;
  /** R5: secret while the game runs. */
  readonly seed: string;
  /** R5: which randomness algorithm the game uses (see `rng.ts`); part of the replay input. */
  readonly rngVersion: RngVersion;
  /** The PRNG after the last random event. Secret while the game runs (R30). */
  readonly rng: RngState;
  /** Tiles in draw order (front first). */
  readonly bag: string;
  readonly board: Board;
  readonly players: readonly PlayerState[];
  /** R6: the first-player draw, round by round (public). */
  readonly firstPlayerDraws: readonly (readonly FirstPlayerDraw[])[];
  readonly toMove: number;
  /** How many events the game has had; the next event gets this number. */
  readonly moveNumber: number;
  readonly status: GameStatus;
  /** R12: true until the first word-forming play. */
  readonly firstPlay: boolean;
  /** R27: passes in a row (a play or exchange resets it). */
  readonly passesInRow: number;
  /** R28: turns in a row that were passes or exchanges. */
  readonly turnsWithoutWord: number;
  readonly result: GameEnd | null;
  /** Word Wefter: the game length (pool size); absent = `normal`. Part of the replay input. */
  readonly length?: GameLength;
  /** Word Wefter: the shared marketplace (public). */
  readonly market?: MarketState;
  /** Word Wefter: set once a rack could not be refilled; every seat then has its last turn. */
  readonly finalRound?: FinalRound | null;
  /**
   * Word challenges (`challenges.ts`): a play whose words are not all in the list is
   * accepted and may be challenged. Absent = off; part of the replay input like `mode`.
   */
  readonly challenges?: true;
  /** The last play while it may still be challenged (challenges games only; secret: see `OpenPlay`). */
  readonly openPlay?: OpenPlay;
  /** Seats that lose their next turn after a failed challenge, in the order they challenged. */
  readonly skips?: readonly number[];
}

/**
 * What a challenge needs to take the last play back: everything the play changed.
 * Held in the state only until the next event; never part of a view (the words not in
 * the list must not show before a challenge resolves, the drawn tiles are secret).
 */
export interface OpenPlay {
  readonly move: number;
  readonly seat: number;
  readonly placements: readonly Placement[];
  /** The play's words that are not in the word list (tiles, as `ScoredWord.word`). */
  readonly unlisted: readonly string[];
  readonly score: number;
  /** The seat's rack before the play, and the tiles it drew after it (from the bag's front). */
  readonly rack: string;
  readonly drawn: string;
  readonly firstPlay: boolean;
  readonly passesInRow: number;
  readonly turnsWithoutWord: number;
  /**
   * The end this play brought (going out with the bag empty), held while the window is
   * open: an accept, a failed challenge or a resignation ends the game with it; an
   * upheld challenge takes the play back and the game goes on.
   */
  readonly ends?: EndReason;
}

export interface NewGameOptions {
  /** A ruleset key; default "wordrise". */
  readonly ruleset?: string;
  /** Any string; a number stands for its decimal text (42 and "42" are one seed). */
  readonly seed: string | number;
  /** How many seats (R4); exactly 1 for a solo game. */
  readonly players: number;
  /** `solo`: one player under the ruleset's solo rules (`solo.ts`); default `standard`. */
  readonly mode?: GameMode;
  /** Word challenges (`challenges.ts`); default off. */
  readonly challenges?: boolean;
  /** Seat names in joining order; default "Player 1", "Player 2", … */
  readonly names?: readonly string[];
  /**
   * R5: the randomness algorithm; default the current one. Pass the stored
   * version when rebuilding a game (version 1 = games from before version 2).
   */
  readonly rngVersion?: number;
  /**
   * The rules version; default the current one. Pass the stored version when
   * rebuilding a game (version 1 = games from before version 2).
   */
  readonly rulesVersion?: number;
  /** Word Wefter: `short`, `normal` (default) or `long` — the size of the tile pool. */
  readonly length?: string;
}

/**
 * A new game: shuffle the bag, draw for first player (R6), put the drawn tiles
 * back, reshuffle and deal full racks starting with the first player (R3).
 */
export function newGame(options: NewGameOptions): Result<{ state: GameState }, RuleError> {
  const key = options.ruleset ?? DEFAULT_RULESET_KEY;
  const registered = getRuleset(key);
  if (!registered) return err(inputError(`unknown ruleset ${JSON.stringify(key)}`));
  const mode = options.mode ?? 'standard';
  if (!(GAME_MODES as readonly string[]).includes(mode)) {
    return err(inputError(`unknown game mode ${JSON.stringify(mode)}`));
  }
  const length = options.length ?? 'normal';
  if (!isGameLength(length)) {
    return err(inputError(`unknown game length ${JSON.stringify(length)}`));
  }
  const ruleset = rulesetForLength(mode === 'solo' ? soloRuleset(registered) : registered, length);
  const count = options.players;
  const { min, max } = ruleset.players;
  if (!Number.isInteger(count) || count < min || count > max) {
    return err(
      ruleError(
        'R4',
        `a game seats ${min} to ${max} players, not ${count}`,
        `A game needs ${min} to ${max} players.`,
      ),
    );
  }
  const names = options.names ?? Array.from({ length: count }, (_, i) => `Player ${i + 1}`);
  if (names.length !== count) {
    return err(inputError(`${names.length} names given for ${count} players`));
  }

  const rngVersion = options.rngVersion ?? CURRENT_RNG_VERSION;
  if (!isRngVersion(rngVersion)) {
    return err(inputError(`unknown randomness version ${JSON.stringify(rngVersion)}`));
  }
  const rulesVersion = options.rulesVersion ?? CURRENT_RULES_VERSION;
  if (!isRulesVersion(rulesVersion)) {
    return err(inputError(`unknown rules version ${JSON.stringify(rulesVersion)}`));
  }
  const seed = String(options.seed);
  const rng = Rng.fromSeed(seed, rngVersion);
  const choice = chooseFirstPlayer(shuffleTiles(fullBag(ruleset), rng), count, rng);
  let bag = choice.bag;
  const racks: string[] = Array.from({ length: count }, () => '');
  for (let k = 0; k < count; k++) {
    const seat = (choice.firstSeat + k) % count;
    const deal = ruleset.tiles.kinds
      ? dealOpeningRack(bag, ruleset.rackSize, ruleset, rng)
      : drawTiles(bag, ruleset.rackSize);
    racks[seat] = deal.drawn;
    bag = deal.bag;
  }
  const pick = rulesBehaviour(rulesVersion).marketRefillAtRandom ? rng : undefined;
  const market = ruleset.market ? openMarket(bag, count, pick) : undefined;
  if (market) bag = market.bag;
  const state: GameState = {
    ruleset: ruleset.key,
    ...(mode === 'solo' ? { mode } : {}),
    ...(options.challenges === true ? { challenges: true as const } : {}),
    rulesVersion,
    seed,
    rngVersion,
    rng: rng.state,
    bag,
    board: emptyBoard(ruleset.board.size),
    players: names.map((name, seat) => ({
      name,
      rack: racks[seat] ?? '',
      score: 0,
      status: 'active',
      leftAt: null,
    })),
    firstPlayerDraws: choice.rounds,
    toMove: choice.firstSeat,
    moveNumber: 0,
    status: 'playing',
    firstPlay: true,
    passesInRow: 0,
    turnsWithoutWord: 0,
    result: null,
    ...(length !== 'normal' ? { length } : {}),
    ...(market ? { market: market.market, finalRound: null } : {}),
  };
  return ok({ state });
}

export function activeSeatCount(state: GameState): number {
  return state.players.reduce((n, p) => (p.status === 'active' ? n + 1 : n), 0);
}

/** The next active seat after `seat`, in seat order (a seat's lost turn is not skipped here: see `handOn`). */
export function nextActiveSeat(state: GameState, seat: number): number {
  const n = state.players.length;
  for (let step = 1; step <= n; step++) {
    const next = (seat + step) % n;
    if (state.players[next]?.status === 'active') return next;
  }
  return seat;
}
