import { rejectionLimit } from './rng-uniform';

/**
 * Randomness version 1 (games created before version 2; still used where the
 * numbers are not secret, e.g. the bots' own choices). Fixed forever: changing it
 * changes every stored version-1 game.
 * - the seed string is hashed to 32 bits with FNV-1a over its UTF-16 code units;
 * - splitmix32 (constants 0x9e3779b9, 0x21f0aaad, 0x735a2d97) expands that hash
 *   into the four 32-bit words of an sfc32 state;
 * - sfc32 (Chris Doty-Humphrey's Small Fast Counting generator) is stepped 12
 *   times to mix, then produces one uint32 per call.
 * Only 32-bit integer arithmetic is used, so a seed gives the same numbers on
 * every machine. The state is four uint32s.
 *
 * Not for secrets: the whole sequence follows from the 32-bit hash, so 2³²
 * guesses recover it from a few outputs.
 */
export type Sfc32State = readonly [number, number, number, number];

const WARM_UP_ROUNDS = 12;

export function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export class Sfc32Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  private constructor(state: Sfc32State) {
    [this.a, this.b, this.c, this.d] = state;
  }

  static fromState(state: Sfc32State): Sfc32Rng {
    return new Sfc32Rng(state);
  }

  static fromSeed(seed: string): Sfc32Rng {
    let x = hashSeed(seed);
    const words: number[] = [];
    for (let i = 0; i < 4; i++) {
      x = (x + 0x9e3779b9) | 0;
      let z = x;
      z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
      z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
      words.push((z ^ (z >>> 15)) >>> 0);
    }
    const rng = new Sfc32Rng(words as unknown as Sfc32State);
    for (let i = 0; i < WARM_UP_ROUNDS; i++) rng.nextUint32();
    return rng;
  }

  get state(): Sfc32State {
    return [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0];
  }

  /** A uniform integer in [0, n), for 1 ≤ n ≤ 2³². */
  below(n: number): number {
    const limit = rejectionLimit(n);
    let x = this.nextUint32();
    while (x >= limit) x = this.nextUint32();
    return x % n;
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }
}
