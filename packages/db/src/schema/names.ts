import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * The lookalike keys of every player's username and display name (NFKC, case
 * folding and the Unicode confusables skeleton; see the api's `users/names.ts`).
 * The primary key is what keeps two players from looking alike even when they
 * sign up at the same moment: the second insert of a key fails.
 */
export const nameSkeletons = pgTable(
  'name_skeletons',
  {
    skeleton: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('name_skeletons_user_idx').on(t.userId)],
);
