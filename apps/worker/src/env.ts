import { z } from 'zod';

const schema = z.object({
  DATABASE_URL: z
    .string({ message: 'DATABASE_URL is not set: start the worker with `npm start`.' })
    .url(),
  /** Jobs this process runs at once. */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** When set, GET http://127.0.0.1:PORT/health answers 200 while the worker runs. */
  WORKER_HEALTH_PORT: z.coerce.number().int().min(1).max(65535).optional(),
});

export function readWorkerEnv() {
  return schema.parse(process.env);
}
