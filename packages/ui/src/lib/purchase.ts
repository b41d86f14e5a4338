import { counted, listInWords } from './phrases';
import { letterLabel, spellWord, type TileSpelling } from './spelling';

/** Word Wefter: what a seat bought from the marketplace before its move (the engine's `Purchase`). */
export interface Bought {
  /** The tiles, in the order bought. */
  readonly tiles: string;
  /** Their price, paid from the score at that move. */
  readonly cost: number;
}

/** The move list's column: "bought G T Y for 9" (a rainbow tile as "RAINBOW B", a blank "BLANK"). */
export function purchaseShort(bought: Bought, spelling: TileSpelling): string {
  const tiles = [...bought.tiles].map((t) => tileShort(t, spelling)).join(' ');
  return `bought ${tiles} for ${bought.cost}`;
}

/** A screen reader's words for it: "bought G, T and Y for 9 points". */
export function purchaseInWords(bought: Bought, spelling: TileSpelling): string {
  const tiles = listInWords([...bought.tiles].map((t) => letterLabel(t, spelling)));
  return `bought ${tiles} for ${counted(bought.cost, 'point', 'points')}`;
}

/** A plain tile as the list spells words ("QU"); another kind by its name, in capitals. */
function tileShort(tile: string, spelling: TileSpelling): string {
  return /^[A-Z]$/.test(tile)
    ? spellWord(tile, spelling)
    : letterLabel(tile, spelling).toUpperCase();
}
