import { PlayStore } from '../oracle/store';
import type { FoundPlay, Play, Recorder, SearchContext } from '../oracle/types';
import type { EquityFn } from '../oracle/recorders';

export interface Valued {
  readonly play: Play;
  /** Its equity under the recorder's function. */
  readonly value: number;
}

/**
 * The `n` plays of highest equity (ties: the Oracle's contract order, i.e. the
 * order plays are offered does not matter). Every play is offered (no pruning):
 * equity may reward a low score.
 */
export class TopByEquity implements Recorder {
  readonly usesThreshold = false;
  readonly minScore = -Infinity;
  private readonly store = new PlayStore();
  private kept: { index: number; value: number }[] = [];

  constructor(
    readonly n: number,
    private readonly equity: EquityFn,
  ) {}

  begin(context: SearchContext): void {
    this.store.reset(context.board);
    this.kept = [];
  }

  record(found: FoundPlay): void {
    const value = this.equity(found);
    const kept = this.kept;
    if (kept.length === this.n) {
      const last = kept[kept.length - 1];
      if (last && value < last.value) return;
    }
    const index = found.copyTo(this.store);
    const better = (a: { index: number; value: number }) =>
      a.value > value || (a.value === value && this.store.compare(a.index, index) < 0);
    let at = kept.length;
    while (at > 0 && !better(kept[at - 1] as { index: number; value: number })) at--;
    if (at >= this.n) {
      this.store.dropLast();
      return;
    }
    kept.splice(at, 0, { index, value });
    if (kept.length > this.n) kept.pop();
  }

  /** Best first. */
  plays(): Valued[] {
    return this.kept.map(({ index, value }) => ({ play: this.store.play(index), value }));
  }
}
