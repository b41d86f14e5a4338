export {
  CRONTAB,
  migrateQueue,
  startWorker,
  taskList,
  type StartedWorker,
  type WorkerOptions,
} from './worker';
export type { TaskDeps } from './deps';
export { decideBotAction, botView } from './bots/decide';
export { currentOracleVersions, oracleVersionOf, type LexiconOf } from './analysis/version';
export { enqueueStaleAnalyses } from './tasks/reanalyse-stale';
export { sweepMissingJobs } from './tasks/sweep';
