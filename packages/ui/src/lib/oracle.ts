import type { Board, Placement } from '@wordrise/engine';
import { letterLabel, spellWord, wordContains, type TileSpelling } from './spelling';

/** One play the Oracle found: where the tiles go, its points, and the words it makes (main word first). */
export interface OraclePlay {
  readonly placements: readonly Placement[];
  readonly score: number;
  readonly words: readonly OracleWord[];
  /** Word Wefter: marketplace slots (0-based) the play buys; absent or [] for none. */
  readonly buy?: readonly number[];
  /** Their total price (absent: 0). */
  readonly cost?: number;
}

/** What a play is worth: its points after paying for its purchase. */
export function playNet(play: Pick<OraclePlay, 'score' | 'cost'>): number {
  return play.score - (play.cost ?? 0);
}

/**
 * The purchase of a play in words, or null when it buys nothing: the tiles of the
 * slots bought (from the market's `slots`) and the price ("E, A" and 3).
 */
export function playPurchase(
  play: Pick<OraclePlay, 'buy' | 'cost'>,
  slots: readonly string[],
  spelling: TileSpelling,
): { tiles: string; cost: number } | null {
  if (!play.buy || play.buy.length === 0) return null;
  const tiles = play.buy.map((slot) => letterLabel(slots[slot] ?? '', spelling)).join(', ');
  return { tiles, cost: play.cost ?? 0 };
}

/** A word a play makes; where it starts (0-based) and which way it reads, when known. */
export interface OracleWord {
  readonly word: string;
  readonly score: number;
  readonly start?: { readonly r: number; readonly c: number };
  /** `across` or `down` (a string: stored analyses are read as plain JSON). */
  readonly direction?: string;
}

/**
 * Where a play's main word lies, to tell apart plays of the same word: short for the
 * list ("5,3 →", rows and columns from 1) and in words for screen readers.
 */
export function playPlace(play: OraclePlay): { short: string; words: string } | null {
  const main = play.words[0];
  if (!main?.start || !main.direction) return null;
  const { r, c } = main.start;
  return {
    short:
      `${r + 1},${c + 1} ${main.direction === 'across' ? '→' : main.direction === 'down' ? '↓' : ''}`.trim(),
    words: `row ${r + 1}, column ${c + 1} ${main.direction}`,
  };
}

export interface OracleFilter {
  /**
   * Letters a word of the play must contain ("" = any), as spelled or in tiles:
   * with Q spelled "QU", "QUIT" and "QIT" alike find the tiles `QIT`.
   */
  readonly text: string;
  /** At least this many tiles placed (0 or 1 = any). */
  readonly minTiles: number;
  /** Only plays that put at least one tile on top of a stack. */
  readonly stackingOnly: boolean;
}

export const NO_ORACLE_FILTER: OracleFilter = { text: '', minTiles: 0, stackingOnly: false };

/** A stable identity for a play: its placements in reading order. */
export function playKey(play: Pick<OraclePlay, 'placements'>): string {
  return play.placements
    .slice()
    .sort((a, b) => a.r - b.r || a.c - b.c)
    .map((p) => `${p.r},${p.c}=${p.letter}`)
    .join(';');
}

export function samePlay(
  a: Pick<OraclePlay, 'placements'> | null | undefined,
  b: Pick<OraclePlay, 'placements'> | null | undefined,
): boolean {
  return !!a && !!b && playKey(a) === playKey(b);
}

/** True when the play puts a tile on a square that already holds a stack. */
export function isStackingPlay(play: Pick<OraclePlay, 'placements'>, board: Board): boolean {
  return play.placements.some((p) => (board.cells[p.r * board.size + p.c] ?? '').length > 0);
}

/**
 * Plays ranked by points after paying for their purchase, highest first, then by
 * points; plays equal in both keep their order.
 */
export function rankPlays<T extends OraclePlay>(plays: readonly T[]): T[] {
  return plays
    .map((play, i) => ({ play, i }))
    .sort((a, b) => playNet(b.play) - playNet(a.play) || b.play.score - a.play.score || a.i - b.i)
    .map(({ play }) => play);
}

/** The plays that pass a filter, ranked (`rankPlays`); `spelling` reads the typed word. */
export function filterPlays<T extends OraclePlay>(
  plays: readonly T[],
  filter: OracleFilter,
  board: Board,
  spelling: TileSpelling,
): T[] {
  const kept = plays.filter((play) => {
    if (play.placements.length < filter.minTiles) return false;
    if (filter.stackingOnly && !isStackingPlay(play, board)) return false;
    if (filter.text && !play.words.some((w) => wordContains(w.word, filter.text, spelling)))
      return false;
    return true;
  });
  return rankPlays(kept);
}

/** A one-line description of a play: "QUIT 12, IT 4 — 16 points, 3 tiles, stacked". */
export function playSummary(play: OraclePlay, spelling: TileSpelling, board?: Board): string {
  const words = play.words.map((w) => `${spellWord(w.word, spelling)} ${w.score}`).join(', ');
  // The full-rack bonus is the rest of the score (R21), said as the move list says it.
  const bonus = play.score - play.words.reduce((sum, w) => sum + w.score, 0);
  const bonusText = bonus > 0 && words ? ` (+${bonus} bonus)` : '';
  const place = playPlace(play);
  const at = place ? ` at ${place.words}` : '';
  const tiles = play.placements.length;
  const stacked = board && isStackingPlay(play, board) ? ', stacked' : '';
  return `${words || 'no word'}${bonusText}${at} — ${play.score} ${play.score === 1 ? 'point' : 'points'}, ${tiles} ${tiles === 1 ? 'tile' : 'tiles'}${stacked}`;
}
