import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WordGraph, buildGaddag, buildWordGraph } from '../../src/wordgraph';
import { byDepth } from '../helpers/depth';

// Small alphabets make shared prefixes and suffixes (and so minimization) likely.
const tileWord = fc.oneof(
  fc
    .array(fc.constantFrom('A', 'B', 'Q', 'S'), { minLength: 1, maxLength: 7 })
    .map((a) => a.join('')),
  fc.stringMatching(/^[A-Z]{1,10}$/),
);
const wordSet = fc.uniqueArray(tileWord, { maxLength: 60 });
const probe = fc
  .array(fc.constantFrom('A', 'B', 'Q', 'S', 'Z'), { maxLength: 8 })
  .map((a) => a.join(''));

/** All words reached by edges, through the zero-allocation traversal API only. */
function enumerate(g: WordGraph): string[] {
  const out: string[] = [];
  const rec = (node: number, prefix: string): void => {
    const mask = g.letterMask(node);
    let seen = 0;
    for (let e = g.firstEdge(node); e >= 0; e = g.nextEdge(e)) {
      const l = g.edgeLetter(e);
      seen |= 1 << l;
      const next = g.edgeTarget(e);
      expect(g.child(node, l)).toBe(next);
      const word = prefix + String.fromCharCode(65 + l);
      if (g.isWordEnd(next)) out.push(word);
      rec(next, word);
    }
    expect(seen).toBe(mask);
    for (let l = 0; l < 26; l++) if (!(mask & (1 << l))) expect(g.child(node, l)).toBe(-1);
  };
  rec(g.root, '');
  return out;
}

describe('word graph properties (fast-check)', () => {
  it('has() is true exactly for members; prefixes and probes agree with the set', () => {
    fc.assert(
      fc.property(wordSet, fc.array(probe, { maxLength: 30 }), (words, probes) => {
        const set = new Set(words);
        const g = WordGraph.fromBytes(buildWordGraph(words));
        expect(g.wordCount).toBe(set.size);
        for (const w of words) {
          expect(g.has(w)).toBe(true);
          for (let i = 0; i < w.length; i++)
            expect(g.has(w.slice(0, i))).toBe(set.has(w.slice(0, i)));
          expect(g.has(`${w}Z`)).toBe(set.has(`${w}Z`));
        }
        for (const p of probes) expect(g.has(p)).toBe(set.has(p));
      }),
      { numRuns: byDepth(100, 1000) },
    );
  });

  it('the traversal API enumerates exactly the sorted set, consistent with child/letterMask', () => {
    fc.assert(
      fc.property(wordSet, (words) => {
        const g = WordGraph.fromBytes(buildWordGraph(words));
        const list = enumerate(g);
        expect(list).toEqual([...new Set(words)].sort());
        for (const w of list) {
          const n = g.walk(g.root, w);
          expect(n >= 0 && g.isWordEnd(n)).toBe(true);
        }
      }),
      { numRuns: byDepth(75, 750) },
    );
  });

  it('bytes are deterministic: any order, any duplicates', () => {
    fc.assert(
      fc.property(wordSet, fc.integer(), (words, seed) => {
        const shuffled = [...words, ...words.slice(0, 5)];
        let s = seed | 0;
        for (let i = shuffled.length - 1; i > 0; i--) {
          s = (Math.imul(s, 1103515245) + 12345) | 0;
          const j = (s >>> 8) % (i + 1);
          [shuffled[i], shuffled[j]] = [shuffled[j] as string, shuffled[i] as string];
        }
        expect(buildWordGraph(shuffled)).toEqual(buildWordGraph(words));
      }),
      { numRuns: byDepth(50, 500) },
    );
  });

  it('GADDAG: has() agrees with the set', () => {
    fc.assert(
      fc.property(wordSet, fc.array(probe, { maxLength: 20 }), (words, probes) => {
        const set = new Set(words);
        const g = WordGraph.fromBytes(buildGaddag(words));
        for (const w of words) expect(g.has(w)).toBe(true);
        for (const p of probes) expect(g.has(p)).toBe(set.has(p));
      }),
      { numRuns: byDepth(50, 500) },
    );
  });
});
