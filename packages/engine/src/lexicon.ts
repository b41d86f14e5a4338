/**
 * A word list as the engine sees it: words written in tiles, uppercase A–Z,
 * where `Q` stands for the single Qu tile (R16). Implemented by the packed
 * word graph and, in tests, by small in-memory fixture lists.
 */
export interface Lexicon {
  has(word: string): boolean;
}
