/**
 * R5: the draws of a game follow from its whole secret seed, so no
 * amount of public information (first-player draws, one's own rack) short of the
 * seed predicts the bag or the other racks.
 */
import crypto from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameFromRecord, recordOf, serializeRecord } from '../../src/record';
import { parseRecord } from '../../src/record-parse';
import { replayStates } from '../../src/replay';
import { CURRENT_RNG_VERSION, Rng, hashSeed } from '../../src/rng';
import type { GameState } from '../../src/state';
import { mustNewGame } from '../helpers/game';
import { playRandomGame } from '../helpers/random-game';

/**
 * Two 128-bit seeds (as the api makes them: 32 hex digits) with the same 32-bit
 * FNV-1a hash, found once by a birthday search over 91,800 seeds.
 */
const COLLIDING_SEEDS = ['2fc2281ba40fe752534160a5e4c01724', '665f1718cccb2966950e6cf633918087'];

/** Deterministic 128-bit hex seeds, and the same seed with bit `bit` flipped. */
function seedPair(i: number): [string, string] {
  const seed = crypto.createHash('sha256').update(`one-bit/${i}`).digest().subarray(0, 16);
  const flipped = Buffer.from(seed);
  const bit = i % 128;
  flipped[bit >> 3] = (flipped[bit >> 3] as number) ^ (1 << (bit & 7));
  return [seed.toString('hex'), flipped.toString('hex')];
}

/** Every tile in the order the game dealt it: the racks in seat order, then the bag. */
function deal(state: GameState): string {
  return state.players.map((p) => p.rack).join('') + state.bag;
}

function popcount(x: number): number {
  let n = 0;
  for (let v = x >>> 0; v !== 0; v &= v - 1) n++;
  return n;
}

describe('R5: the draws are unpredictable without the whole seed', () => {
  it('R5: two seeds that collide under the old 32-bit hash deal different games', () => {
    const [a = '', b = ''] = COLLIDING_SEEDS;
    expect(hashSeed(a)).toBe(hashSeed(b)); // the pair is what it claims to be…
    expect(mustNewGame({ seed: a, players: 2, rngVersion: 1 }).bag).toBe(
      mustNewGame({ seed: b, players: 2, rngVersion: 1 }).bag, // …and version 1 cannot tell them apart
    );
    expect(deal(mustNewGame({ seed: a, players: 2 }))).not.toBe(
      deal(mustNewGame({ seed: b, players: 2 })),
    );
  });

  it('R5: two seeds one bit apart deal unrelated bags', () => {
    // Tiles at the same place in two independent shuffles of the 100-tile set agree
    // 5 times on average (Σ n² / 100 over the letter counts; σ ≈ 2.2 per pair). Over
    // 1,024 pairs the mean lies within ±0.75 of 5 unless something ties the two
    // deals together: that is more than 10 standard deviations.
    const pairs = 1024;
    let agree = 0;
    for (let i = 0; i < pairs; i++) {
      const [seed, flipped] = seedPair(i);
      const x = deal(mustNewGame({ seed, players: 2 }));
      const y = deal(mustNewGame({ seed: flipped, players: 2 }));
      for (let k = 0; k < x.length; k++) if (x[k] === y[k]) agree++;
    }
    expect(Math.abs(agree / pairs - 5)).toBeLessThan(0.75);
  });

  it("R5: one bit of the seed flips half of the generator's output bits", () => {
    // 256 pairs × 32 words × 32 bits = 262,144 bits, each flipped with chance ½ by
    // an unrelated stream: σ = 256 flips, so ±2,048 is 8 σ.
    let flipped = 0;
    let bits = 0;
    for (let i = 0; i < 256; i++) {
      const [seed, other] = seedPair(i);
      const x = Rng.fromSeed(seed, CURRENT_RNG_VERSION);
      const y = Rng.fromSeed(other, CURRENT_RNG_VERSION);
      for (let w = 0; w < 32; w++) {
        flipped += popcount(x.nextUint32() ^ y.nextUint32());
        bits += 32;
      }
    }
    expect(Math.abs(flipped - bits / 2)).toBeLessThan(2048);
  });

  it('R5: new games draw from ChaCha20 keyed by SHA-256 of a label and the whole seed (as OpenSSL computes it)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (seed) => {
        const key = crypto
          .createHash('sha256')
          .update(Buffer.from('WordRise R5 game randomness v2\0', 'utf8'))
          .update(Buffer.from(seed, 'utf8'))
          .digest();
        // OpenSSL's chacha20 takes the 32-bit block counter and the 96-bit nonce as one IV.
        const stream = crypto
          .createCipheriv('chacha20', key, Buffer.alloc(16))
          .update(Buffer.alloc(400));
        const rng = Rng.fromSeed(seed, CURRENT_RNG_VERSION);
        for (let w = 0; w < 100; w++) expect(rng.nextUint32()).toBe(stream.readUInt32LE(4 * w));
      }),
      { numRuns: 100 },
    );
  });
});

describe('R5: games keep the randomness they were created with', () => {
  const v1 = playRandomGame({ seed: 'old game', players: 3, choices: 'old', rngVersion: 1 });
  const final = v1.states[v1.states.length - 1] as GameState;

  it('R5: a version-1 game replays exactly from its seed and version', () => {
    expect(v1.initial.rngVersion).toBe(1);
    expect(v1.events.some((e) => e.type === 'exchange')).toBe(true); // exchanges draw too
    const initial = mustNewGame({ seed: 'old game', players: 3, rngVersion: 1 });
    expect(JSON.stringify(initial)).toBe(JSON.stringify(v1.initial));
    const replayed = replayStates(initial, v1.events);
    expect(replayed.ok && JSON.stringify(replayed.states)).toBe(JSON.stringify(v1.states));
    // The same seed under the current version is another game, so the version matters.
    const current = mustNewGame({ seed: 'old game', players: 3 });
    expect(replayStates(current, v1.events)).toMatchObject({ ok: false });
  });

  it('R5: a record without #rng is a version-1 game and rebuilds exactly', () => {
    const text = serializeRecord(recordOf(final, v1.events));
    expect(text).toContain('\n#rng 1\n');
    const legacy = parseRecord(text.replace('#rng 1\n', ''));
    if (!legacy.ok) throw new Error(legacy.error.reason);
    expect(legacy.record.headers.rngVersion).toBe(1);
    const rebuilt = gameFromRecord(legacy.record);
    if (!rebuilt.ok) throw new Error(rebuilt.error.reason);
    expect(rebuilt.states[rebuilt.states.length - 1]).toEqual(final);
  });

  it('R5: a state cached before rngVersion existed plays on with version 1', () => {
    const { rngVersion: _, ...legacy } = v1.initial;
    const replayed = replayStates(legacy as GameState, v1.events);
    if (!replayed.ok) throw new Error(replayed.error.reason);
    const last = replayed.states[replayed.states.length - 1] as GameState;
    expect({ ...last, rngVersion: 1 }).toEqual(final);
    expect(recordOf(last, v1.events).headers.rngVersion).toBe(1);
  });

  it('R5: a version-2 record says so and rebuilds exactly', () => {
    const v2 = playRandomGame({ seed: 'new game', players: 2, choices: 'new' });
    const last = v2.states[v2.states.length - 1] as GameState;
    const text = serializeRecord(recordOf(last, v2.events));
    expect(text).toContain('\n#rng 2\n');
    const parsed = parseRecord(text);
    if (!parsed.ok) throw new Error(parsed.error.reason);
    const rebuilt = gameFromRecord(parsed.record);
    expect(rebuilt.ok && rebuilt.states[rebuilt.states.length - 1]).toEqual(last);
  });
});
