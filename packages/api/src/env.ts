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

const lexiconSchema = z.object({
  /** A packed word graph to use instead of wordlists/dist/english.wrg. */
  WORDGRAPH_PATH: z.string().min(1).optional(),
});

export function readLexiconEnv() {
  return lexiconSchema.parse(process.env);
}
