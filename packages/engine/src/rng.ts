/**
 * The one seeded PRNG behind every random event of a game (R5).
 *
 * Algorithm (fixed forever: changing it changes every stored game):
 * - the seed string is hashed to 32 bits with FNV-1a over its UTF-16 code units;
 * - splitmix32 (constants 0x9e3779b9, 0x21f0aaad, 0x735a2d97) expands that hash
 *   into the four 32-bit words of an sfc32 state;
 * - sfc32 (Chris Doty-Humphrey's Small Fast Counting generator) is stepped 12
 *   times to mix, then produces one uint32 per call;
 * - integers below n use rejection sampling, so there is no modulo bias.
 * Only 32-bit integer arithmetic is used, so a seed gives the same numbers on
 * every machine. The state is four uint32s and is stored in the game state.
 */
export type RngState = readonly [number, number, number, number];

const WARM_UP_ROUNDS = 12;
const TWO_POW_32 = 0x1_0000_0000;

export function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A mutable generator for use inside one engine step; games store its `state`. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  private constructor(state: RngState) {
    [this.a, this.b, this.c, this.d] = state;
  }

  static fromState(state: RngState): Rng {
    return new Rng(state);
  }

  static fromSeed(seed: string): Rng {
    let x = hashSeed(seed);
    const words: number[] = [];
    for (let i = 0; i < 4; i++) {
      x = (x + 0x9e3779b9) | 0;
      let z = x;
      z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
      z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
      words.push((z ^ (z >>> 15)) >>> 0);
    }
    const rng = new Rng(words as unknown as RngState);
    for (let i = 0; i < WARM_UP_ROUNDS; i++) rng.nextUint32();
    return rng;
  }

  get state(): RngState {
    return [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0];
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

  /** A uniform integer in [0, n), for 1 ≤ n ≤ 2³². */
  below(n: number): number {
    const limit = TWO_POW_32 - (TWO_POW_32 % n);
    let x = this.nextUint32();
    while (x >= limit) x = this.nextUint32();
    return x % n;
  }
}
