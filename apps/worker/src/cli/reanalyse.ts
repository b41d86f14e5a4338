/**
 * `pnpm --filter @wordrise/worker reanalyse`: enqueues an `analyse_game` job for
 * every finished game whose analysis is stale (another Oracle version) or
 * missing, and an `analyse_import` for every imported record likewise; the
 * running workers then do them. Needs DATABASE_URL.
 */
import { serverLexicon } from '@wordrise/games';
import { createDb } from '@wordrise/db';
import { oracleVersionOf } from '../analysis/version';
import { readWorkerEnv } from '../env';
import { enqueueStaleAnalyses } from '../tasks/reanalyse-stale';
import { migrateQueue } from '../worker';

const env = readWorkerEnv();
const { db, close } = createDb(env.DATABASE_URL, { max: 1 });
try {
  await migrateQueue(env.DATABASE_URL);
  let total = 0;
  for (;;) {
    const n = await enqueueStaleAnalyses(db, serverLexicon);
    total += n;
    if (n === 0) break;
  }
  console.log(
    `enqueued ${total} analyses (current Oracle version ${oracleVersionOf(serverLexicon)})`,
  );
} finally {
  await close();
}
