/**
 * The one seeded PRNG behind every random event of a game (R5): the bag shuffle,
 * the first-player draw and exchanges. Games record which algorithm they use
 * (`GameState.rngVersion`, the `games.rng_version` column, the record's `#rng`
 * header) so that a game always replays with the numbers it was played with:
 * - version 1: FNV-1a → splitmix32 → sfc32 (`rng-sfc32.ts`); games created before
 *   version 2. Its state is 32 bits deep: never for new games.
 * - version 2: SHA-256 key → ChaCha20 keystream (`rng-chacha20.ts`); every new game.
 * Both draw integers below n by rejection sampling (no modulo bias).
 */
import { ChaCha20Rng, type ChaCha20State } from './rng-chacha20';
import { Sfc32Rng, type Sfc32State } from './rng-sfc32';

export { hashSeed } from './rng-sfc32';
export type { ChaCha20State, Sfc32State };

export const RNG_VERSIONS = [1, 2] as const;
export type RngVersion = (typeof RNG_VERSIONS)[number];
/** The version new games get. */
export const CURRENT_RNG_VERSION: RngVersion = 2;

export function isRngVersion(value: unknown): value is RngVersion {
  return (RNG_VERSIONS as readonly unknown[]).includes(value);
}

/** A generator's position, as plain JSON; its shape tells the version (array: 1, object: 2). */
export type RngState = Sfc32State | ChaCha20State;

/** A mutable generator for use inside one engine step; games store its `state`. */
export interface Rng {
  nextUint32(): number;
  /** A uniform integer in [0, n), for 1 ≤ n ≤ 2³². */
  below(n: number): number;
  readonly state: RngState;
}

export const Rng = {
  /** The generator of `version` for a seed; callers name the version on purpose. */
  fromSeed(seed: string, version: RngVersion): Rng {
    return version === 1 ? Sfc32Rng.fromSeed(seed) : ChaCha20Rng.fromSeed(seed);
  },

  /** Continues the sequence a generator's `state` was taken from. */
  fromState(state: RngState): Rng {
    return 'key' in state ? ChaCha20Rng.fromState(state) : Sfc32Rng.fromState(state);
  },
};
