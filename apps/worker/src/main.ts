import { runWorkerProcess } from './process';

await runWorkerProcess();
