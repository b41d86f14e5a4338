import { z } from 'zod';

const schema = z.object({
  DATABASE_URL: z
    .string({ message: 'DATABASE_URL is not set: start the platform with `npm start`.' })
    .url(),
});

/** Read lazily so that importing the router (e.g. for its types) needs no database. */
export function readApiEnv() {
  return schema.parse(process.env);
}
