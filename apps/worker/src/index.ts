export {
  CRONTAB,
  migrateQueue,
  startWorker,
  taskList,
  type StartedWorker,
  type WorkerOptions,
} from './worker';
export type { TaskDeps } from './deps';
export { TASKS, MAX_ATTEMPTS, type TaskName, type TurnJob, type GameJob } from './jobs';
export { decideBotAction, botView } from './bots/decide';
export { currentOracleVersions, oracleVersionOf, type LexiconOf } from './analysis/version';
export { enqueueStaleAnalyses } from './tasks/reanalyse-stale';
export { sweepMissingJobs } from './tasks/sweep';
