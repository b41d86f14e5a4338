import { deepEqual } from '@wordrise/engine';
import { DEMO_REVIEW_GAME_ID, readDemoReview, seedDemoData } from '@wordrise/db/seed';
import { useTestDatabase } from '@wordrise/db/testing';
import { describe, expect, it } from 'vitest';
import { readReplay, rebuildGameState, serverLexicon } from '../src/index';
import { demoReview } from '../src/replay-demo';

/**
 * The finished demo game `npm start` seeds: the stored file is a real bot game and
 * its analysis (made again here), and the seeded game replays to its stored state
 * with a current analysis, so a fresh install shows a complete review.
 */
const t = useTestDatabase();
const fakeHash = async (password: string) => `test-hash:${password}`;

describe('the demo review', () => {
  it('is exactly the game the bots play and the Oracle analyses (regenerate demo-review.json if not)', () => {
    const made = demoReview(serverLexicon('english'));
    expect(made.final.status).toBe('over');
    expect(made.annotations.length).toBeGreaterThan(10);
    expect(deepEqual(JSON.parse(JSON.stringify(made)), readDemoReview())).toBe(true);
  });

  it('is seeded once, replays to its stored state and has a current analysis for every play', async () => {
    expect((await seedDemoData(t.db, fakeHash)).demoGames).toBe(1);
    expect((await seedDemoData(t.db, fakeHash)).demoGames).toBe(0);
    const rebuilt = await rebuildGameState(t.db, DEMO_REVIEW_GAME_ID);
    expect(rebuilt.difference).toBeUndefined();
    const replay = await readReplay(t.db, DEMO_REVIEW_GAME_ID);
    expect(replay.over).toBe(true);
    expect(replay.players.map((p) => p.username)).toEqual(['alice', 'bob']);
    expect(replay.analysis?.status).toBe('current');
    expect(replay.analysis?.annotations).toHaveLength(
      replay.events.filter((e) => e.type === 'play').length,
    );
  });
});
