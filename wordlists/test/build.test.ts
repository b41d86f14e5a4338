import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WordGraph } from '@wordrise/engine/wordgraph';
import { ENGLISH_GRAPH_PATH, buildEnglish, readEnglishWordList } from '../build';

const dir = mkdtempSync(join(tmpdir(), 'wordrise-wordlists-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('English word list build (R16, R17)', () => {
  it('reads the word-list package: lowercase a–z, one word a line', () => {
    const text = readEnglishWordList();
    const lines = text.split('\n');
    expect(lines.length).toBeGreaterThan(270_000);
    expect(lines).toContain('quit');
    expect(lines).toContain('qat');
  });

  it('writes a valid graph, deterministically, where the engine expects it', () => {
    expect(ENGLISH_GRAPH_PATH).toMatch(/wordlists[\\/]dist[\\/]english\.wrg$/);
    const a = buildEnglish({ outFile: join(dir, 'a.wrg') });
    const b = buildEnglish({ outFile: join(dir, 'b.wrg') });
    const bytes = readFileSync(a.file);
    expect(bytes.length).toBe(a.bytes);
    expect(readFileSync(b.file).equals(bytes)).toBe(true);
    expect(a.stats.rejectedQ).toBeGreaterThan(50); // qat, qi, faqir, …
    const g = WordGraph.fromBytes(bytes);
    expect(g.wordCount).toBe(a.stats.words);
    expect(g.has('QIT')).toBe(true); // quit
    expect(g.has('QI')).toBe(false); // qi: q not followed by u
    expect(g.has('A')).toBe(false); // one letter
  });
});
