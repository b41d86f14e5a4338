import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * The lookalike keys of every player's username and display name (NFKC, case
 * folding and the Unicode confusables skeleton; see the api's `users/names.ts`).
 * The primary key is what keeps two players from looking alike even when they
 * sign up at the same moment: the second insert of a key fails. A display name a
 * player changed away from keeps its keys for a while (`heldUntil`), so nobody can
 * take it the moment its owner lets it go and pass for them.
 */
export const nameSkeletons = pgTable(
  'name_skeletons',
  {
    skeleton: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null: one of the player's names now. Set: a name they left, theirs until then. */
    heldUntil: timestamp({ mode: 'date', withTimezone: true }),
  },
  (t) => [index('name_skeletons_user_idx').on(t.userId)],
);
