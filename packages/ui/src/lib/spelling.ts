import { isBlank, isRainbow, isWildOnBoard, letterOf, WILD } from '@wordrise/engine';

/**
 * How tiles are written for people, from the game's ruleset (`ruleset.tiles.spelling`):
 * a tile letter maps to its spelling where the two differ, e.g. WordRise's `{ Q: 'QU' }`.
 * Every label and word the UI shows goes through these, so another ruleset's tiles read
 * as that ruleset spells them.
 */
export type TileSpelling = Readonly<Record<string, string>>;

/** No special spellings: every tile reads as its letter. */
export const NO_SPELLING: TileSpelling = Object.freeze({});

/** A tile's letter as its face shows it, in title case: `Q` → "Qu" when Q is spelled "QU". */
function plainLabel(letter: string, spelling: TileSpelling): string {
  const spelled = spelling[letter] ?? letter;
  return spelled.charAt(0).toUpperCase() + spelled.slice(1).toLowerCase();
}

/**
 * A tile's name for people, in title case: `Q` → "Qu" when Q is spelled "QU"; Word
 * Wefter's tiles by kind — "Wild" (`?`), "Wild E" (a wild played as E, `e`), "Blank"
 * (`_`), "Rainbow E" (`Ⓔ`).
 */
export function letterLabel(letter: string, spelling: TileSpelling): string {
  if (letter === WILD) return 'Wild';
  if (isBlank(letter)) return 'Blank';
  const plain = plainLabel(letterOf(letter), spelling);
  if (isRainbow(letter)) return `Rainbow ${plain}`;
  if (isWildOnBoard(letter)) return `Wild ${plain}`;
  return plain;
}

/** What a tile's face shows: its letter ("Qu"), `?` for a wild on a rack, nothing for a blank. */
export function tileFace(letter: string, spelling: TileSpelling): string {
  if (letter === WILD) return '?';
  if (isBlank(letter)) return '';
  return plainLabel(letterOf(letter), spelling);
}

/** A word in tiles as people read it, upper case: `QIT` → "QUIT" when Q is spelled "QU". */
export function spellWord(tiles: string, spelling: TileSpelling): string {
  let text = '';
  for (const tile of tiles.toUpperCase()) text += spelling[tile] ?? tile;
  return text.toUpperCase();
}

/** Typed search text as letters only, upper case: " qu-it " → "QUIT". */
function letters(text: string): string {
  return text.toUpperCase().replace(/[^\p{L}]/gu, '');
}

/**
 * Typed text back in tiles: each spelling becomes its tile, longest first, left to
 * right ("QUIT" → "QIT" when Q is spelled "QU"). Letters are upper-cased.
 */
export function foldSpelling(text: string, spelling: TileSpelling): string {
  const spelled = Object.entries(spelling)
    .map(([tile, spelt]) => [tile, spelt.toUpperCase()] as const)
    .filter(([, spelt]) => spelt.length > 0)
    .sort((a, b) => b[1].length - a[1].length);
  const upper = text.toUpperCase();
  let tiles = '';
  for (let i = 0; i < upper.length;) {
    const hit = spelled.find(([, spelt]) => upper.startsWith(spelt, i));
    tiles += hit ? hit[0] : upper[i];
    i += hit ? hit[1].length : 1;
  }
  return tiles;
}

/**
 * True when a tile word contains the typed text: folded back to tiles ("QUI" and
 * "QI" both find QIT), or as people read the word (with `{ X: 'KS' }`, "KS" still
 * finds ASKS, which the fold would turn into a search for X). Empty text matches all.
 */
export function wordContains(tiles: string, text: string, spelling: TileSpelling): boolean {
  const wanted = letters(text);
  if (!wanted) return true;
  return (
    tiles.toUpperCase().includes(foldSpelling(wanted, spelling)) ||
    spellWord(tiles, spelling).includes(wanted)
  );
}
