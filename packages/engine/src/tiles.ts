/**
 * Tile kinds beyond plain letters (Word Wefter). Racks, bags, placements and
 * board stacks stay strings with one character per tile, so every kind has its
 * own characters and plain A–Z rulesets never meet them:
 *
 * - `A`–`Z`: a plain tile.
 * - `?`: a wild tile on a rack or in the bag; once played it is the lower-case
 *   letter it stands for (`e` = a wild played as E), on the board and in the
 *   placement that puts it there. It scores no letter value.
 * - `_`: a blank (space) tile: it fills a square physically but reads as a space,
 *   so it splits words.
 * - `Ⓐ`–`Ⓩ` (U+24B6…U+24CF, circled capitals): a rainbow tile of that letter; it
 *   doubles every changed word it shows in (the model's `rainbowWordTimes`).
 */
export const WILD = '?';
export const BLANK = '_';
const RAINBOW_A = 0x24b6;

/** The kinds a ruleset's set may hold besides plain letters. */
export interface TileKinds {
  readonly wild: boolean;
  readonly blank: boolean;
  readonly rainbow: boolean;
}

export function isWildOnBoard(tile: string): boolean {
  return tile.length === 1 && tile >= 'a' && tile <= 'z';
}

export function isBlank(tile: string): boolean {
  return tile === BLANK;
}

export function isRainbow(tile: string): boolean {
  const code = tile.charCodeAt(0);
  return tile.length === 1 && code >= RAINBOW_A && code < RAINBOW_A + 26;
}

/** The rainbow tile of a plain letter. */
export function rainbowOf(letter: string): string {
  return String.fromCharCode(RAINBOW_A + letter.charCodeAt(0) - 65);
}

/** Tiles as they go back into a bag or pool: a rainbow tile as its plain letter, the rest as they are. */
export function asPooled(tiles: string): string {
  return [...tiles].map((t) => (isRainbow(t) ? letterOf(t) : t)).join('');
}

/**
 * The letter a tile reads as in words: plain letters as they are, a played
 * wild's and a rainbow tile's letter in capitals; a blank stays `_` (a space).
 */
export function letterOf(tile: string): string {
  if (tile.length !== 1) return tile;
  const code = tile.charCodeAt(0);
  if (code >= 97 && code <= 122) return String.fromCharCode(code - 32);
  if (code >= RAINBOW_A && code < RAINBOW_A + 26) return String.fromCharCode(code - RAINBOW_A + 65);
  return tile;
}

/** The rack tile a placement uses: a played wild (`e`) comes from a `?`. */
export function rackTileOf(placed: string): string {
  return isWildOnBoard(placed) ? WILD : placed;
}
