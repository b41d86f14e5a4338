import type { Lexicon } from '../../src/lexicon';
import { toTiles } from '../../src/wordgraph';

export interface FixtureLexicon extends Lexicon {
  /** The playable words, in tiles. */
  readonly words: readonly string[];
}

/**
 * A small in-memory word list, mapped to tiles the way the real list is (R16,
 * R17): "quit" → "QIT"; words with a q not followed by u, or shorter than two
 * tiles, are dropped.
 */
export function setLexicon(words: readonly string[]): FixtureLexicon {
  const tiles = new Set<string>();
  for (const word of words) {
    const mapped = toTiles(word);
    if (mapped) tiles.add(mapped);
  }
  return { words: [...tiles].sort(), has: (word) => tiles.has(word) };
}

/** The words the rule tests need. */
export const RULES_LEXICON = setLexicon(
  `at as an am ax ah ha he hi is it in on no so to ta us up we me be do go of or oh ox
   mood wood wool dear leap lear lean lead mead dead
   can cat cats hat hate hats hates bat bats rat rats sat dog dogs cog
   dis diss ads sad cad mad pad pat tap tas oat oats oast
   net nets plus pluses tan tat tau ant ants and
   quit quits quiz qua quad squat qat qi faqir
   ace aces ate eat eats tea teas sea seas set sets sit cheated bah`.split(/\s+/),
);
