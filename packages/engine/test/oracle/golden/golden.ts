import type { Play } from '../../../src/oracle/index';

/** One position of a golden file and the Oracle's figures for it. */
export interface GoldenEntry {
  readonly name: string;
  readonly cells: string[][];
  readonly firstPlay: boolean;
  readonly rack: string;
  /** Distinct legal plays. */
  readonly count: number;
  /** `byTiles[t]`: plays placing t tiles (index 0 unused). */
  readonly byTiles: number[];
  /** The three best plays, in the contract order, in a compact text form. */
  readonly top: string[];
}

export interface GoldenFile {
  readonly about: string;
  readonly lexiconWords: number;
  readonly positions: GoldenEntry[];
}

/** `"34 ANESTRI | (0,4)A (1,4)N … | ANESTRI:14"`: score, tiles, squares, words. */
export function playText(play: Play): string {
  const squares = play.placements.map((p) => `(${p.r},${p.c})${p.letter}`).join(' ');
  const words = play.words.map((w) => `${w.word}:${w.score}`).join(' ');
  return `${play.score} ${play.tiles} | ${squares} | ${words}`;
}

export function goldenEntry(
  name: string,
  cells: string[][],
  firstPlay: boolean,
  rack: string,
  plays: readonly Play[],
): GoldenEntry {
  const byTiles = new Array<number>(8).fill(0);
  for (const p of plays) byTiles[p.placements.length] = (byTiles[p.placements.length] ?? 0) + 1;
  return {
    name,
    cells,
    firstPlay,
    rack,
    count: plays.length,
    byTiles,
    top: plays.slice(0, 3).map(playText),
  };
}
