import { z } from 'zod';

/** Every setting `npm start` and `npm test` read (documented in the README). */
const schema = z.object({
  DATABASE_URL: z.string().url().optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('localhost'),
  WORDRISE_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  WORDRISE_DATA_DIR: z.string().optional(),
  AUTH_SECRET: z.string().min(16).optional(),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).optional(),
  CHROMIUM_PATH: z.string().optional(),
  CI: z.string().optional(),
});

export const env = schema.parse(process.env);

/**
 * This process's whole environment, for the child processes it starts (they read their
 * own settings through their own env.ts).
 */
export function inheritedEnv(): NodeJS.ProcessEnv {
  return { ...process.env };
}
