/**
 * The worker-thread side of {@link OracleWorker}: loads the word graph from the
 * shared bytes once, then answers search requests one at a time.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { AllPlays, Oracle, TopN, bestByScore } from '../../src/oracle/index';
import { DEFAULT_RULESET_KEY, getRuleset } from '../../src/rulesets/index';
import type { Ruleset } from '../../src/ruleset';
import { WordGraph } from '../../src/wordgraph';
import type { FromWorker, ThreadData, ToWorker } from './protocol';

const port = parentPort;
if (!port) throw new Error('oracle-thread.ts runs only as a worker thread');
const send = (message: FromWorker) => port.postMessage(message);

let lexicon: WordGraph | undefined;
try {
  const t0 = performance.now();
  lexicon = WordGraph.fromBytes(new Uint8Array((workerData as ThreadData).lexicon));
  send({ type: 'ready', loadMs: performance.now() - t0 });
} catch (error) {
  send({ type: 'failed', error: error instanceof Error ? error.message : String(error) });
}

const oracles = new Map<Ruleset, Oracle>();

port.on('message', (request: ToWorker) => {
  try {
    if (!lexicon) throw new Error('no word graph');
    const key = request.ruleset ?? DEFAULT_RULESET_KEY;
    const ruleset = getRuleset(key);
    if (!ruleset) throw new Error(`unknown ruleset ${JSON.stringify(key)}`);
    let oracle = oracles.get(ruleset);
    if (!oracle) {
      oracle = new Oracle(lexicon, ruleset);
      oracles.set(ruleset, oracle);
    }
    const mode = request.mode ?? 'all';
    const limit = request.limit ?? Infinity;
    const t0 = performance.now();
    if (mode === 'all') {
      const all = new AllPlays();
      oracle.generate(request.position, request.rack, all);
      all.sortedIndices();
      const solveMs = performance.now() - t0;
      send({ type: 'result', id: request.id, count: all.count, plays: all.plays(limit), solveMs });
    } else if (mode === 'top') {
      const top = new TopN(Number.isFinite(limit) ? limit : 10);
      oracle.generate(request.position, request.rack, top);
      const solveMs = performance.now() - t0;
      const plays = top.plays();
      send({ type: 'result', id: request.id, count: plays.length, plays, solveMs });
    } else {
      const best = bestByScore();
      oracle.generate(request.position, request.rack, best);
      const solveMs = performance.now() - t0;
      const play = best.best();
      send({
        type: 'result',
        id: request.id,
        count: play ? 1 : 0,
        plays: play ? [play] : [],
        solveMs,
      });
    }
  } catch (error) {
    send({
      type: 'error',
      id: request.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
