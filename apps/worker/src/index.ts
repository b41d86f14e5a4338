export { startWorker, taskList, type WorkerOptions } from './worker';
