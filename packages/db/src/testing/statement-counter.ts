import { createDb } from '../client';

/**
 * A pool whose statements and round trips are counted, for tests of what a call costs.
 * A round trip is what postgres.js writes at once: the statements issued before its write
 * (a setImmediate) goes out, begin and commit included. `statements` leaves out begin and
 * commit, and every count leaves out postgres.js reading the array types of a new
 * connection. Note that a statement with parameters is prepared on its first use on a
 * connection, in a round trip of its own: count a warm call.
 */
export function countedPool(url: string, options: { max?: number } = {}) {
  const counts = { statements: [] as string[], roundTrips: 0 };
  let writing = false;
  const pool = createDb(url, {
    max: options.max ?? 1,
    onStatement: (text) => {
      const trimmed = text.trim();
      if (trimmed.startsWith('select b.oid, b.typarray')) return;
      if (!writing) {
        writing = true;
        counts.roundTrips++;
        setImmediate(() => (writing = false));
      }
      if (!/^(begin|commit)\b/i.test(trimmed)) counts.statements.push(text);
    },
  });
  return {
    ...pool,
    counts,
    /** Starts counting afresh. */
    reset() {
      counts.statements.length = 0;
      counts.roundTrips = 0;
    },
  };
}
