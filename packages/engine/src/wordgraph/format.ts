/**
 * The `.wrg` binary word-graph format: constants shared by the builder and the
 * reader. See README.md in this folder for the full description.
 *
 * File = 32-byte header + `edgeCount` little-endian u32 edge words.
 *
 * Edge word (32 bits):
 *   bits 0–4   letter index: 0–25 = A–Z (16 = `Q`, the Qu tile); 26 = GADDAG separator
 *   bit  5     END: the path ending with this edge spells a word
 *   bit  6     LAST: this is the last edge of its node
 *   bits 7–31  child: index of the child node's first edge; 0 = no child (a leaf)
 *
 * A node is a run of edges sorted by strictly increasing letter, ended by a LAST
 * edge. Edge 0 is a sentinel whose child field points at the root node. Children
 * are always stored before their parents (child index < parent index).
 */

/** "WRWG" read as a little-endian u32. */
export const MAGIC = 0x47575257;
export const FORMAT_VERSION = 1;
export const HEADER_BYTES = 32;

/** Graph kinds (header field `kind`). */
export const KIND_DAWG = 0;
export const KIND_GADDAG = 1;

export const LETTER_MASK = 0x1f;
export const END_BIT = 0x20;
export const LAST_BIT = 0x40;
export const CHILD_SHIFT = 7;
/** The largest child index an edge can hold (25 bits). */
export const MAX_EDGES = 1 << 25;
/** Letter index of the GADDAG separator (written `[` in builder input: `'['` − 65 = 26). */
export const SEPARATOR = 26;

/** Byte offsets of the header fields (all little-endian). */
export const H_MAGIC = 0; // u32 MAGIC
export const H_VERSION = 4; // u16 FORMAT_VERSION
export const H_KIND = 6; // u16 KIND_*
export const H_EDGES = 8; // u32 edge count, including the sentinel edge 0
export const H_NODES = 12; // u32 node count (not counting the empty leaf)
export const H_WORDS = 16; // u32 number of accepted paths (words; GADDAG: entries)
export const H_ROOT = 20; // u32 root node index (0 = empty graph)
export const H_MAXLEN = 24; // u32 longest word, in tiles
export const H_CHECKSUM = 28; // u32 checksum over bytes 0–27 and every edge word

/**
 * An FNV-1a-style 32-bit hash over u32 words (with an xor-shift so high bits mix down): the header's first seven words, then
 * the edges. Cheap enough to verify on every load (~0.5 ms per million edges).
 */
export function checksum(header: ArrayLike<number>, edges: ArrayLike<number>): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < header.length; i++) {
    h = Math.imul(h ^ (header[i] as number), 0x01000193);
    h ^= h >>> 15;
  }
  for (let i = 0; i < edges.length; i++) {
    h = Math.imul(h ^ (edges[i] as number), 0x01000193);
    h ^= h >>> 15;
  }
  return h >>> 0;
}
