/**
 * Word Wefter's marketplace: a shared row of tiles bought with points. Slot k
 * (from 0, left to right) costs k + 1; a bought slot stays empty until the turn
 * ends, so prices hold for the whole turn. Pure functions over the state's value.
 */
import { shuffleTiles } from '../bag';
import { inputError, type RuleError } from '../errors';
import { err, ok, type Result } from '../result';
import type { Rng } from '../rng';
import { WILD, letterOf } from '../tiles';

/** Tiles on offer (ours: the description names no number). */
export const MARKET_SIZE = 5;

export interface MarketState {
  /** Slot tiles left to right; "" = bought this turn (refilled when the turn ends). */
  readonly slots: readonly string[];
  /** The pool ran out: the market closed for good and its tiles went back (CLOSED). */
  readonly closed: boolean;
  /** Per seat: false until that seat has finished a turn ("Opening soon"). */
  readonly open: readonly boolean[];
}

/** What a seat paid for this turn: the slots, their tiles and the total price. */
export interface Purchase {
  readonly slots: readonly number[];
  readonly tiles: string;
  readonly cost: number;
}

/** The price of slot k this turn. */
export function marketPrice(slot: number): number {
  return slot + 1;
}

/**
 * Fill the empty places at the right end up to MARKET_SIZE from the bag: never a wild tile
 * (it stays in the bag), a letter not yet on offer when the bag has one, else any other tile.
 * With `pick` (rules version 3 on) the tile is drawn at random among those allowed and the
 * others keep their places. Without it (versions 1 and 2) the first allowed tile from the
 * front is taken: the tiles passed over stay at the front, so everyone could tell that the
 * next draws were letters already on offer (R30).
 */
function refill(
  slots: readonly string[],
  bag: string,
  pick?: Rng,
): { slots: readonly string[]; bag: string } {
  const out = slots.slice();
  let rest = bag;
  const where = (allowed: (tile: string) => boolean) =>
    [...rest].flatMap((tile, i) => (allowed(tile) ? [i] : []));
  while (out.length < MARKET_SIZE) {
    const offered = new Set(out.map(letterOf));
    let candidates = where((t) => t !== WILD && !offered.has(letterOf(t)));
    if (candidates.length === 0) candidates = where((t) => t !== WILD);
    if (candidates.length === 0) break;
    const at = candidates[pick ? pick.below(candidates.length) : 0] as number;
    out.push(rest[at] as string);
    rest = rest.slice(0, at) + rest.slice(at + 1);
  }
  return { slots: out, bag: rest };
}

/**
 * The market at the start of a game: MARKET_SIZE tiles from the bag, open for nobody yet
 * (`pick`: see `refill`).
 */
export function openMarket(
  bag: string,
  seats: number,
  pick?: Rng,
): { market: MarketState; bag: string } {
  const filled = refill([], bag, pick);
  return {
    market: {
      slots: filled.slots,
      closed: false,
      open: Array.from({ length: seats }, () => false),
    },
    bag: filled.bag,
  };
}

/** A seat buys the given slots with its finalised score. */
export function buyFromMarket(
  market: MarketState,
  seat: number,
  slots: readonly number[],
  score: number,
): Result<{ market: MarketState; purchase: Purchase }, RuleError> {
  if (market.closed) return err(inputError('the marketplace is closed'));
  if (!market.open[seat]) return err(inputError('the marketplace opens after your first turn'));
  const seen = new Set<number>();
  let tiles = '';
  let cost = 0;
  for (const slot of slots) {
    const tile = market.slots[slot];
    if (!Number.isInteger(slot) || tile === undefined || seen.has(slot)) {
      return err(inputError(`there is no marketplace slot ${slot} to buy`));
    }
    if (tile === '') return err(inputError(`marketplace slot ${slot} is already bought`));
    seen.add(slot);
    tiles += tile;
    cost += marketPrice(slot);
  }
  if (cost > score) {
    return err(inputError(`the tiles cost ${cost} points; the score is ${score}`));
  }
  return ok({
    market: { ...market, slots: market.slots.map((t, k) => (seen.has(k) ? '' : t)) },
    purchase: { slots: [...slots], tiles, cost },
  });
}

/**
 * The end of a turn: the seat's market is open from now on; bought slots go, the
 * leftmost unbought tile returns to the pool, the rest slide left and new tiles
 * fill in on the right (at random among the allowed ones when `refillAtRandom`: see
 * `refill`). The returned tile is mixed into the pool only after the refill, so it
 * cannot come straight back.
 */
export function endTurnInMarket(
  market: MarketState,
  bag: string,
  seat: number,
  rng: Rng,
  refillAtRandom = true,
): { market: MarketState; bag: string } {
  const open = market.open.map((o, s) => o || s === seat);
  if (market.closed) return { market: { ...market, open }, bag };
  const [returned, ...kept] = market.slots.filter((t) => t !== '');
  const filled = refill(kept, bag, refillAtRandom ? rng : undefined);
  let rest = filled.bag;
  if (returned !== undefined) {
    const at = rng.below(rest.length + 1);
    rest = rest.slice(0, at) + returned + rest.slice(at);
  }
  return { market: { slots: filled.slots, closed: false, open }, bag: rest };
}

/** The pool ran out: the market closes and its tiles go back into the pool (shuffled in). */
export function closeMarket(
  market: MarketState,
  bag: string,
  rng: Rng,
): { market: MarketState; bag: string } {
  const tiles = market.slots.join('');
  return {
    market: { ...market, slots: [], closed: true },
    bag: tiles.length > 0 ? shuffleTiles(bag + tiles, rng) : bag,
  };
}
