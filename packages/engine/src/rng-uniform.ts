const TWO_POW_32 = 0x1_0000_0000;

/**
 * What every game generator offers on top of its raw 32-bit output: uniform
 * integers below n by rejection sampling, so there is no modulo bias (R5).
 */
export abstract class UniformRng<S> {
  abstract nextUint32(): number;

  /** A JSON value from which `fromState` continues the same sequence. */
  abstract get state(): S;

  /** A uniform integer in [0, n), for 1 ≤ n ≤ 2³². */
  below(n: number): number {
    const limit = TWO_POW_32 - (TWO_POW_32 % n);
    let x = this.nextUint32();
    while (x >= limit) x = this.nextUint32();
    return x % n;
  }
}
