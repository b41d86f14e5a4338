/** The packed word graph: format, reader and builder. See README.md. */
export { WordGraph, WordGraphFormatError } from './graph';
export {
  QU,
  buildGaddag,
  buildWordGraph,
  fromTiles,
  tilesFromWordList,
  toTiles,
  type WordListStats,
} from './build';
export { CHILD_SHIFT, END_BIT, FORMAT_VERSION, LAST_BIT, LETTER_MASK, SEPARATOR } from './format';
