/**
 * Word Wefter's steps inside `apply`: buying from the marketplace before a play or
 * pass, refilling a rack (closing the market when the pool runs out; the final
 * round when even that fails), and what every turn's end does. Each is a no-op for
 * rulesets without a market, blank or rainbow tiles, or a final round.
 */
import { drawTiles } from '../bag';
import { inputError, type RuleError } from '../errors';
import { err, ok, type Result } from '../result';
import type { Rng } from '../rng';
import type { Ruleset } from '../ruleset';
import { rulesBehaviour } from '../rules-versions';
import { activeSeatCount, type GameState, type PlayerState } from '../state';
import { drawIntoRack } from './draw';
import {
  buyFromMarket,
  closeMarket,
  endTurnInMarket,
  type MarketState,
  type Purchase,
} from './market';

/** The final round: turns left before the game ends (every active seat gets one). */
export interface FinalRound {
  readonly turnsLeft: number;
}

/** The seat after buying `slots` (absent or empty: no purchase). */
export function purchaseBefore(
  state: GameState,
  seat: number,
  player: PlayerState,
  slots: readonly number[] | undefined,
): Result<
  { player: PlayerState; market: MarketState | undefined; purchase: Purchase | undefined },
  RuleError
> {
  if (slots === undefined || slots.length === 0)
    return ok({ player, market: state.market, purchase: undefined });
  if (!state.market) return err(inputError('this game has no marketplace'));
  if (!Array.isArray(slots)) return err(inputError('buy must be a list of marketplace slots'));
  const bought = buyFromMarket(state.market, seat, slots, player.score);
  if (!bought.ok) return bought;
  const { purchase } = bought;
  return ok({
    player: { ...player, rack: player.rack + purchase.tiles, score: player.score - purchase.cost },
    market: bought.market,
    purchase,
  });
}

/**
 * Refill a rack to `ruleset.rackSize`. With a market: when the pool holds fewer
 * tiles than the rack needs, the market closes and its tiles go back into the pool,
 * then the draw is tried again; when the rack still comes up short, the final round
 * begins (if the ruleset has one and it has not begun).
 */
export function refillRack(
  state: GameState,
  ruleset: Ruleset,
  kept: string,
  market: MarketState | undefined,
  rng: Rng,
): { drawn: string; bag: string; market: MarketState | undefined; finalRound: FinalRound | null } {
  const need = Math.max(0, ruleset.rackSize - kept.length);
  let bag = state.bag;
  let nextMarket = market;
  if (nextMarket && !nextMarket.closed && bag.length < need) {
    ({ market: nextMarket, bag } = closeMarket(nextMarket, bag, rng));
  }
  const draw = ruleset.tiles.kinds ? drawIntoRack(bag, need, ruleset, rng) : drawTiles(bag, need);
  let finalRound = state.finalRound ?? null;
  if (ruleset.end.finalRound && finalRound === null && draw.drawn.length < need) {
    finalRound = { turnsLeft: activeSeatCount(state) };
  }
  return { drawn: draw.drawn, bag: draw.bag, market: nextMarket, finalRound };
}

/**
 * The end of the mover's turn: the marketplace turns over (and opens for the
 * seat), and a final round that was already running counts this turn.
 */
export function endOfTurn(before: GameState, after: GameState, seat: number, rng: Rng): GameState {
  let next = after;
  if (next.market) {
    const atRandom = rulesBehaviour(before.rulesVersion).marketRefillAtRandom;
    const turned = endTurnInMarket(next.market, next.bag, seat, rng, atRandom);
    next = { ...next, market: turned.market, bag: turned.bag };
  }
  if (before.finalRound && next.finalRound) {
    next = { ...next, finalRound: { turnsLeft: next.finalRound.turnsLeft - 1 } };
  }
  return next;
}

/**
 * The final round after `seat` leaves out of turn (a resignation while another seat
 * is to move): when its last turn was still to come — it is among the next
 * `turnsLeft` active seats from the seat to move — that turn will never be taken,
 * so one turn fewer is left; a seat that already took its last turn changes nothing.
 */
export function finalRoundWithout(state: GameState, seat: number): FinalRound | null {
  const round = state.finalRound ?? null;
  if (!round || seat === state.toMove) return round;
  const n = state.players.length;
  for (let step = 0, counted = 0; step < n && counted < round.turnsLeft; step++) {
    const s = (state.toMove + step) % n;
    if (state.players[s]?.status !== 'active') continue;
    if (s === seat) return { turnsLeft: round.turnsLeft - 1 };
    counted++;
  }
  return round;
}

/** The active player is taking the last turn of the game ("Last turn"). */
export function isLastTurn(state: GameState): boolean {
  return state.status === 'playing' && (state.finalRound?.turnsLeft ?? 0) > 0;
}
