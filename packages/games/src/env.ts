import { z } from 'zod';

const lexiconSchema = z.object({
  /** A packed word graph to use instead of wordlists/dist/english.wrg. */
  WORDGRAPH_PATH: z.string().min(1).optional(),
});

/** Read lazily: importing the domain needs no environment. */
export function readLexiconEnv() {
  return lexiconSchema.parse(process.env);
}
