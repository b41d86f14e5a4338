import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findWorkspaceRoot, serverLexicon, wordGraphPath } from '../src/index';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('serverLexicon', () => {
  it('says how to build a missing word graph, in one line', () => {
    vi.stubEnv('WORDGRAPH_PATH', '/nowhere/english.wrg');
    expect(() => serverLexicon()).toThrow(
      'The word graph /nowhere/english.wrg is missing: run `pnpm --filter @wordrise/wordlists build` (or set WORDGRAPH_PATH).',
    );
    expect(() => serverLexicon('klingon')).toThrow(/klingon\.wrg is missing/);
  });

  it('loads wordlists/dist/english.wrg from the workspace root, once', () => {
    const root = findWorkspaceRoot();
    expect(root && wordGraphPath('english')).toBe(
      path.join(root!, 'wordlists', 'dist', 'english.wrg'),
    );
    const english = serverLexicon();
    expect(serverLexicon('english')).toBe(english);
    expect(english.has('CAT')).toBe(true);
    expect(english.has('QIT')).toBe(true); // QUIT in tiles (R16)
    expect(english.has('XQZ')).toBe(false);
  });
});
