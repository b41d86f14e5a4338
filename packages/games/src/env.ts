import { z } from 'zod';

const lexiconSchema = z.object({
  /** A packed word graph to use instead of wordlists/dist/english.wrg. */
  WORDGRAPH_PATH: z.string().min(1).optional(),
});

/** Read lazily: importing the domain needs no environment. */
export function readLexiconEnv() {
  return lexiconSchema.parse(process.env);
}

const benchSchema = z.object({
  /** The bench's database; without it the bench starts a throwaway embedded PostgreSQL. */
  DATABASE_URL: z.string().min(1).optional(),
});

/** For `bench/`: read when a bench starts. */
export function readBenchEnv() {
  return benchSchema.parse(process.env);
}
