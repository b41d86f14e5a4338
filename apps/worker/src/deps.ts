import type { Database } from '@wordrise/db';
import type { WordGraph } from '@wordrise/engine';

/** What the tasks share within one worker process. */
export interface TaskDeps {
  /** The process's Drizzle pool (the game domain's move path runs its transactions on it). */
  db: Database;
  /** Identifies this process in heartbeats. */
  workerId: string;
  /** A ruleset's word list by name, as the packed word graph (default: the game domain's `serverLexicon`). */
  lexicon: (wordList: string) => WordGraph;
}
