import { describe, expect, it } from 'vitest';
import { currentAnalysisVersion, wordGraphDownload } from '../src/index';

/** The word graph the replay viewer downloads for its Oracle in the browser. */
describe('wordGraphDownload', () => {
  it("is a ruleset's packed word graph, versioned as the analyses are", () => {
    const download = wordGraphDownload('english');
    expect(download?.version).toBe(currentAnalysisVersion('english'));
    expect(download?.bytes.length).toBeGreaterThan(100_000);
  });

  it('is null for a name no ruleset uses, so no other file is ever read', () => {
    for (const name of ['../../package', 'nope', '', '%2e%2e'])
      expect(wordGraphDownload(name)).toBeNull();
  });
});
