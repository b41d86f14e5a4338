/**
 * The Oracle in a worker thread: the same plays as in-process, the word graph
 * shared once, errors as rejections, and the main event loop free meanwhile.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { loadDefaultLexicon } from '../../bin/lexicon';
import {
  OracleWorker,
  closeSharedOracleWorker,
  oracleInWorker,
  sharedDefaultLexicon,
} from '../../bin/worker/oracle-worker';
import { emptyBoard, withTiles } from '../../src/board';
import { findAllPlays, findBestPlay, findTopPlays } from '../../src/oracle/index';
import { WORDRISE } from '../../src/rulesets/wordrise';

const opening = { board: emptyBoard(10), firstPlay: true };
const mood = {
  board: withTiles(emptyBoard(10), [
    { r: 4, c: 3, letter: 'M' },
    { r: 4, c: 4, letter: 'O' },
    { r: 4, c: 5, letter: 'O' },
    { r: 4, c: 6, letter: 'D' },
  ]),
  firstPlay: false,
};

describe('the Oracle in a worker thread', () => {
  let worker: OracleWorker | undefined;
  afterAll(async () => {
    await worker?.close();
    await closeSharedOracleWorker();
  });

  it('finds exactly the in-process plays, for every mode', async () => {
    worker = await OracleWorker.start();
    expect(worker.loadMs).toBeLessThan(1000);
    const lexicon = loadDefaultLexicon();
    const all = await worker.solve({ position: mood, rack: 'WLPEARS' });
    expect(all).toMatchObject(findAllPlays(mood, 'WLPEARS', lexicon, WORDRISE));
    const top = await worker.solve({ position: opening, rack: 'AEIQRST', mode: 'top', limit: 5 });
    expect(top.plays).toEqual(findTopPlays(opening, 'AEIQRST', lexicon, WORDRISE, 5));
    const best = await worker.solve({ position: mood, rack: 'WLPEARS', mode: 'best' });
    expect(best.plays).toEqual([findBestPlay(mood, 'WLPEARS', lexicon, WORDRISE)]);
    const limited = await worker.solve({ position: opening, rack: 'RETAINS', limit: 3 });
    expect(limited.plays.length).toBe(3);
    expect(limited.count).toBe(findAllPlays(opening, 'RETAINS', lexicon, WORDRISE).count);
  });

  it('answers many queued requests while the main event loop keeps running', async () => {
    const w = worker ?? (await OracleWorker.start());
    const racks = ['AEIQRST', 'RETAINS', 'SATIRES', 'EEDSSTA', 'QUIETER'];
    let ticks = 0;
    let last = performance.now();
    let longestGap = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
      ticks++;
    }, 1);
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        w.solve({ position: opening, rack: racks[i % racks.length] as string, limit: 20 }),
      ),
    );
    const elapsed = performance.now() - started;
    clearInterval(timer);
    expect(results.every((r) => r.count > 0)).toBe(true);
    // The searches ran elsewhere: the main thread kept firing its 1 ms timer.
    if (elapsed > 50) expect(ticks).toBeGreaterThan(5);
    expect(longestGap).toBeLessThan(Math.max(250, elapsed / 2));
  });

  it('rejects a bad request and keeps working', async () => {
    const w = worker ?? (await OracleWorker.start());
    await expect(w.solve({ position: opening, rack: 'A1' })).rejects.toThrow(/not a tile/);
    await expect(w.solve({ position: opening, rack: 'AB', ruleset: 'nope' })).rejects.toThrow(
      /unknown ruleset/,
    );
    expect((await w.solve({ position: opening, rack: 'CAT' })).count).toBeGreaterThan(0);
  });

  it('oracleInWorker: one shared worker, word graph bytes shared once', async () => {
    expect(sharedDefaultLexicon()).toBe(sharedDefaultLexicon());
    const first = await oracleInWorker(mood, 'HEDOGSZ', { limit: 1 });
    const again = await oracleInWorker(mood, 'HEDOGSZ', { mode: 'best' });
    expect(again.plays[0]).toEqual(first.plays[0]);
  });
});
