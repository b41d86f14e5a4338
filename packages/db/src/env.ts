import { z } from 'zod';

/**
 * Database configuration. `DATABASE_URL` points at a real PostgreSQL server;
 * when it is absent the launcher starts the embedded one (see embedded.ts).
 */
const schema = z.object({
  DATABASE_URL: z.string().url().optional(),
  /** Port of the embedded PostgreSQL started by `npm start`. */
  WORDRISE_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  /** Folder of the embedded PostgreSQL's data (git-ignored). */
  WORDRISE_DATA_DIR: z.string().optional(),
});

export const env = schema.parse(process.env);
