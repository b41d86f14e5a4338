/**
 * Leave values (macondo/wolges style): what the tiles kept after a play are worth
 * for the turns to come, in points, relative to drawing a fresh rack. A linear
 * model over the leave's tile counts:
 *
 *   value = Σ letter[i]·n_i + Σ duplicate[i]·max(0, n_i − 1)
 *         + vowels2·v² + consonants2·c² + vowelsConsonants·v·c
 *
 * (v vowels A E I O U, c other tiles; the Qu tile is one consonant tile that
 * carries its own U, so WordRise has no "Q without U" problem — the Q weight alone
 * says what a Qu tile is worth). The empty leave is worth 0. The weights are
 * learned by self-play (`bench/learn-leaves.ts`, see `leave-table.ts`).
 */

export interface LeaveModel {
  /** Per tile kept, A–Z (26). */
  readonly letters: readonly number[];
  /** Per extra copy of a letter beyond the first, A–Z (26). */
  readonly duplicates: readonly number[];
  readonly vowels2: number;
  readonly consonants2: number;
  readonly vowelsConsonants: number;
}

/** 1 for the vowels A E I O U (by letter index). */
export const VOWEL = Uint8Array.from({ length: 26 }, (_, i) =>
  'AEIOU'.includes(String.fromCharCode(65 + i)) ? 1 : 0,
);

/** Number of model features (the order of `leaveFeatures`). */
export const LEAVE_FEATURES = 26 + 26 + 3;

/** Writes the leave's features into `out` (length ≥ LEAVE_FEATURES). */
export function leaveFeatures(counts: ArrayLike<number>, out: Float64Array): void {
  let v = 0;
  let c = 0;
  for (let i = 0; i < 26; i++) {
    const n = counts[i] ?? 0;
    out[i] = n;
    out[26 + i] = n > 1 ? n - 1 : 0;
    if (VOWEL[i]) v += n;
    else c += n;
  }
  out[52] = v * v;
  out[53] = c * c;
  out[54] = v * c;
}

/** The model's weights as one vector in `leaveFeatures` order. */
export function modelWeights(model: LeaveModel): Float64Array {
  const w = new Float64Array(LEAVE_FEATURES);
  for (let i = 0; i < 26; i++) {
    w[i] = model.letters[i] ?? 0;
    w[26 + i] = model.duplicates[i] ?? 0;
  }
  w[52] = model.vowels2;
  w[53] = model.consonants2;
  w[54] = model.vowelsConsonants;
  return w;
}

/** A model from a weight vector in `leaveFeatures` order. */
export function modelOfWeights(w: ArrayLike<number>): LeaveModel {
  const at = (i: number) => w[i] ?? 0;
  return {
    letters: Array.from({ length: 26 }, (_, i) => at(i)),
    duplicates: Array.from({ length: 26 }, (_, i) => at(26 + i)),
    vowels2: at(52),
    consonants2: at(53),
    vowelsConsonants: at(54),
  };
}

/** The leave's value under `model`; `counts` per letter index (a `FoundPlay.leaveCounts`). */
export function leaveValue(model: LeaveModel, counts: ArrayLike<number>): number {
  let value = 0;
  let v = 0;
  let c = 0;
  const { letters, duplicates } = model;
  for (let i = 0; i < 26; i++) {
    const n = counts[i] ?? 0;
    if (n === 0) continue;
    value += (letters[i] ?? 0) * n;
    if (n > 1) value += (duplicates[i] ?? 0) * (n - 1);
    if (VOWEL[i]) v += n;
    else c += n;
  }
  return value + model.vowels2 * v * v + model.consonants2 * c * c + model.vowelsConsonants * v * c;
}

/** Counts per letter index of a tile string. */
export function tileCounts(tiles: string): Uint8Array {
  const counts = new Uint8Array(26);
  for (let k = 0; k < tiles.length; k++) {
    const i = tiles.charCodeAt(k) - 65;
    if (i >= 0 && i < 26) counts[i] = (counts[i] ?? 0) + 1;
  }
  return counts;
}

/** A model that values every leave at 0 (a greedy player). */
export const ZERO_LEAVES: LeaveModel = modelOfWeights(new Float64Array(LEAVE_FEATURES));
