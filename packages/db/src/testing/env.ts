import { z } from 'zod';

/** The server tests create their databases on; unset → a throwaway embedded one. */
const parsed = z
  .object({
    TEST_DATABASE_URL: z.string().url().optional(),
    DATABASE_URL: z.string().url().optional(),
  })
  .parse(process.env);

export const testEnv = { serverUrl: parsed.TEST_DATABASE_URL ?? parsed.DATABASE_URL };
