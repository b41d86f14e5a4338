/**
 * Recorders: what to keep of the plays the one generator finds. Every listing,
 * ranking and bot choice is the same search with a different recorder, so they
 * cannot disagree about which plays exist or what they score.
 */
import { PlayStore } from './store';
import type { FoundPlay, Play, Recorder, SearchContext } from './types';

/** Every legal play (for the UI and analysis). Sorted on demand, built on demand. */
export class AllPlays implements Recorder {
  readonly usesThreshold = false;
  readonly minScore = -Infinity;
  readonly store = new PlayStore();
  private order: Int32Array | null = null;

  begin(context: SearchContext): void {
    this.store.reset(context.board);
    this.order = null;
  }

  record(play: FoundPlay): void {
    play.copyTo(this.store);
  }

  /** Number of distinct legal plays. */
  get count(): number {
    return this.store.count;
  }

  /** Record indices in the contract order (sorts once). */
  sortedIndices(): Int32Array {
    this.order ??= this.store.sortedIndices();
    return this.order;
  }

  /** The plays best first (score, more tiles, row, column, direction, letters); at most `limit`. */
  plays(limit = Infinity): Play[] {
    const order = this.sortedIndices();
    const n = Math.min(order.length, limit);
    const out: Play[] = [];
    for (let k = 0; k < n; k++) out.push(this.store.play(order[k] as number));
    return out;
  }
}

/** Only counts (perft-style golden files, benchmarks of the bare search). */
export class CountPlays implements Recorder {
  readonly usesThreshold = false;
  readonly minScore = -Infinity;
  count = 0;

  begin(): void {
    this.count = 0;
  }

  record(): void {
    this.count++;
  }
}

/** The `n` best plays in the contract order; raises the threshold once it holds `n`. */
export class TopN implements Recorder {
  readonly usesThreshold = true;
  minScore = -Infinity;
  private readonly store = new PlayStore();
  private kept: number[] = [];

  constructor(readonly n: number) {
    if (!Number.isInteger(n) || n < 1)
      throw new RangeError(`TopN needs a positive integer, not ${n}`);
  }

  begin(context: SearchContext): void {
    this.store.reset(context.board);
    this.kept = [];
    this.minScore = -Infinity;
  }

  record(play: FoundPlay): void {
    if (play.score < this.minScore) return;
    const store = this.store;
    const index = play.copyTo(store);
    const kept = this.kept;
    let lo = 0;
    let hi = kept.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (store.compare(kept[mid] as number, index) <= 0) lo = mid + 1;
      else hi = mid;
    }
    if (lo >= this.n) {
      store.dropLast();
      return;
    }
    kept.splice(lo, 0, index);
    if (kept.length > this.n) kept.pop();
    if (kept.length === this.n) this.minScore = store.score(kept[this.n - 1] as number);
  }

  plays(): Play[] {
    return this.kept.map((i) => this.store.play(i));
  }
}

/** The value a bot gives a play; `score` plus whatever it adds (leave, position…). */
export type EquityFn = (play: FoundPlay) => number;

export interface EquityOptions {
  /**
   * An upper bound of `equity(play) - play.score` over all plays. With it the
   * generator skips branches that cannot reach the best equity so far; without it
   * (the default, Infinity) every play is evaluated.
   */
  readonly maxExtra?: number;
}

/**
 * The play with the highest equity (ties: the contract order). With `maxExtra`
 * the search skips every branch whose score bound + maxExtra is below the best.
 */
export class BestByEquity implements Recorder {
  /** True when a finite `maxExtra` lets the search skip what cannot win. */
  readonly usesThreshold: boolean;
  minScore = -Infinity;
  private readonly store = new PlayStore();
  private bestIndex = -1;
  private bestValue = -Infinity;
  private readonly maxExtra: number;

  constructor(
    private readonly equity: EquityFn,
    options: EquityOptions = {},
  ) {
    this.maxExtra = options.maxExtra ?? Infinity;
    this.usesThreshold = Number.isFinite(this.maxExtra);
  }

  begin(context: SearchContext): void {
    this.store.reset(context.board);
    this.bestIndex = -1;
    this.bestValue = -Infinity;
    this.minScore = -Infinity;
  }

  record(play: FoundPlay): void {
    if (play.score < this.minScore) return;
    const value = this.equity(play);
    if (value < this.bestValue) return;
    const index = play.copyTo(this.store);
    if (value === this.bestValue && this.store.compare(index, this.bestIndex) >= 0) {
      this.store.dropLast();
      return;
    }
    this.bestIndex = index;
    this.bestValue = value;
    if (Number.isFinite(this.maxExtra)) this.minScore = value - this.maxExtra;
  }

  /** The best play, or null when there is no legal play. */
  best(): Play | null {
    return this.bestIndex < 0 ? null : this.store.play(this.bestIndex);
  }

  /** Its equity (-Infinity when there is none). */
  get value(): number {
    return this.bestValue;
  }
}

/** The highest-scoring play (the `greedy` bot): equity = score, so bounds prune fully. */
export function bestByScore(): BestByEquity {
  return new BestByEquity((play) => play.score, { maxExtra: 0 });
}
