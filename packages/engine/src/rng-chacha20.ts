import { chacha20 } from '@noble/ciphers/chacha.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { rejectionLimit } from './rng-uniform';

/**
 * Randomness version 2: a cryptographic generator whose whole state follows from
 * the whole seed (R5). Fixed forever once games use it.
 * - key = SHA-256(LABEL ‖ 0x00 ‖ UTF-8 bytes of the seed): 256 bits, so the
 *   seed's full 128 bits of entropy reach the generator;
 * - the numbers are the ChaCha20 keystream (RFC 8439: 96-bit nonce of zeros,
 *   block counter from 0), read as little-endian uint32s, word i being word
 *   i mod 16 of block ⌊i / 16⌋.
 * Without the key, the keystream is indistinguishable from random, so draws seen
 * in a game say nothing about the bag or other racks.
 */
export interface ChaCha20State {
  /** The 256-bit key, 64 lower-case hex digits. */
  readonly key: string;
  /** How many uint32s have been drawn: the next one is keystream word `words`. */
  readonly words: number;
}

/** Domain separation: these keys are for WordRise game randomness version 2 only. */
const LABEL = 'WordRise R5 game randomness v2';
const NONCE = new Uint8Array(12);
const WORDS_PER_BLOCK = 16;
/** Blocks computed at once (the keystream does not depend on it; speed only). */
const BLOCKS_PER_REFILL = 4;
const REFILL_BYTES = 64 * BLOCKS_PER_REFILL;

export function chacha20KeyOf(seed: string): Uint8Array {
  const label = utf8ToBytes(LABEL);
  const text = utf8ToBytes(seed);
  const input = new Uint8Array(label.length + 1 + text.length);
  input.set(label, 0);
  input.set(text, label.length + 1);
  return sha256(input);
}

export class ChaCha20Rng {
  private readonly zeros = new Uint8Array(REFILL_BYTES);
  private readonly buffer = new Uint8Array(REFILL_BYTES);
  /** Keystream word index of buffer[0]; -1 before the first refill. */
  private bufferStart = -1;

  private constructor(
    private readonly key: Uint8Array,
    private position: number,
  ) {}

  static fromSeed(seed: string): ChaCha20Rng {
    return new ChaCha20Rng(chacha20KeyOf(seed), 0);
  }

  static fromState(state: ChaCha20State): ChaCha20Rng {
    if (!/^[0-9a-f]{64}$/.test(state.key) || !Number.isSafeInteger(state.words) || state.words < 0)
      throw new Error('not a ChaCha20 generator state');
    return new ChaCha20Rng(hexToBytes(state.key), state.words);
  }

  get state(): ChaCha20State {
    return { key: bytesToHex(this.key), words: this.position };
  }

  /** A uniform integer in [0, n), for 1 ≤ n ≤ 2³². */
  below(n: number): number {
    const limit = rejectionLimit(n);
    let x = this.nextUint32();
    while (x >= limit) x = this.nextUint32();
    return x % n;
  }

  nextUint32(): number {
    let at = this.position - this.bufferStart;
    if (this.bufferStart < 0 || at >= REFILL_BYTES / 4) {
      const block = Math.floor(this.position / WORDS_PER_BLOCK);
      chacha20(this.key, NONCE, this.zeros, this.buffer, block);
      this.bufferStart = block * WORDS_PER_BLOCK;
      at = this.position - this.bufferStart;
    }
    this.position++;
    const b = this.buffer;
    const o = at * 4;
    return (
      ((b[o] as number) |
        ((b[o + 1] as number) << 8) |
        ((b[o + 2] as number) << 16) |
        ((b[o + 3] as number) << 24)) >>>
      0
    );
  }
}
