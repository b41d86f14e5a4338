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
export { ORACLE_VERSION, ANALYSIS_VERSION } from './analysis/version';
export { annotateGame, type MoveAnnotation } from './analysis/annotate';
export { enqueueStaleAnalyses } from './tasks/reanalyse-stale';
export { sweepMissingJobs } from './tasks/sweep';
