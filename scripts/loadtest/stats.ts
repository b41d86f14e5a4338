// Latency samples and their percentiles, and the progress line printed while the test runs.

export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
}

/** Collects millisecond samples; percentiles by the nearest-rank method. */
export class Samples {
  private readonly values: number[] = [];

  add(ms: number): void {
    this.values.push(ms);
  }

  get count(): number {
    return this.values.length;
  }

  percentiles(): Percentiles {
    const sorted = [...this.values].sort((a, b) => a - b);
    const at = (q: number) => {
      if (sorted.length === 0) return 0;
      const rank = Math.max(1, Math.ceil(q * sorted.length));
      return Math.round((sorted[rank - 1] ?? 0) * 10) / 10;
    };
    return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
  }
}

const ERROR_SAMPLES = 5;

/** What every game driver reports into, shared by the whole run. */
export class RunStats {
  submit = new Samples();
  deliver = new Samples();
  /** Calls that failed (other than the expected refusal of a stale move) and stalled waits. */
  errors = 0;
  readonly errorKinds = new Map<string, number>();
  /** The first few errors' messages, per kind: what to look at when a run has errors. */
  readonly errorSamples = new Map<string, string[]>();

  /** Starts the measured part: latencies and moves so far were the warm-up (errors stay). */
  startMeasuring(): void {
    this.submit = new Samples();
    this.deliver = new Samples();
  }

  error(kind: string, cause?: unknown): void {
    this.errors++;
    this.errorKinds.set(kind, (this.errorKinds.get(kind) ?? 0) + 1);
    const samples = this.errorSamples.get(kind) ?? [];
    if (cause !== undefined && samples.length < ERROR_SAMPLES) {
      const message = cause instanceof Error ? cause.message : String(cause);
      samples.push(`${new Date().toISOString()} ${message.slice(0, 300)}`);
      this.errorSamples.set(kind, samples);
    }
  }
}

/** Prints "12 s: 340 moves, 28.3 moves/s, submit p95 …" every `everyMs` until stopped. */
export function progressLine(
  stats: RunStats,
  startedAt: number,
  callsRssMb: () => number,
  everyMs = 5_000,
): () => void {
  let lastMoves = 0;
  let lastSamples = stats.submit;
  let lastAt = startedAt;
  const timer = setInterval(() => {
    const now = Date.now();
    if (stats.submit !== lastSamples) {
      lastSamples = stats.submit;
      lastMoves = 0;
    }
    const moves = stats.submit.count;
    const rate = ((moves - lastMoves) * 1000) / Math.max(1, now - lastAt);
    lastMoves = moves;
    lastAt = now;
    console.error(
      `[loadtest] ${Math.round((now - startedAt) / 1000)} s: ${moves} moves, ${rate.toFixed(1)} moves/s, ` +
        `submit p95 ${stats.submit.percentiles().p95} ms, deliver p95 ${stats.deliver.percentiles().p95} ms, errors ${stats.errors}, ` +
        `RSS ${callsRssMb()} MB per process taking the calls`,
    );
  }, everyMs);
  return () => clearInterval(timer);
}
