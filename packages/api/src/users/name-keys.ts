import { and, eq, gt, inArray, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm';
import { nameSkeletons, users, type Database } from '@wordrise/db';
import { LEFT_NAME_HOLD_DAYS } from './limits';
import { nameSkeletons as keysOf } from './names';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const LOOKALIKE_NAME_MESSAGE = 'That name looks too much like another player’s.';

/**
 * Gives players who have no lookalike keys yet (created before the keys existed,
 * or inserted directly, like the demo players) theirs. Where two old names already
 * look alike, the first keeps the key.
 */
export async function backfillNameKeys(db: Database | Tx): Promise<void> {
  const missing = await db
    .select({ id: users.id, username: users.username, displayName: users.displayName })
    .from(users)
    .where(
      sql`not exists (select 1 from ${nameSkeletons} where ${nameSkeletons.userId} = ${users.id})`,
    );
  const rows = missing.flatMap((u) =>
    [...new Set([...keysOf(u.username), ...keysOf(u.displayName)])].map((skeleton) => ({
      skeleton,
      userId: u.id,
    })),
  );
  if (rows.length > 0) await db.insert(nameSkeletons).values(rows).onConflictDoNothing();
}

/** A key that still counts: one of a player's names, or a name they left, while it is held. */
const stillHeld = () =>
  or(isNull(nameSkeletons.heldUntil), gt(nameSkeletons.heldUntil, sql`now()`));

/** Whether any of `names` looks like a name of a player other than `userId` (or one they left). */
export async function looksTaken(
  db: Database | Tx,
  names: string[],
  userId: string | null = null,
): Promise<boolean> {
  const keys = [...new Set(names.flatMap(keysOf))];
  const owners = await db
    .select({ userId: nameSkeletons.userId })
    .from(nameSkeletons)
    .where(and(inArray(nameSkeletons.skeleton, keys), stillHeld()));
  return owners.some((o) => o.userId !== userId);
}

/**
 * Claims the keys of `names` for `userId` (in the transaction that creates or
 * renames the player): false when another player holds one of them, also when
 * that player's transaction committed a moment earlier — the primary key decides.
 * A key whose hold has ended (or the player's own, held) is taken over.
 */
export async function claimNameKeys(tx: Tx, userId: string, names: string[]): Promise<boolean> {
  // In one order for everyone: the insert locks each key's row as it goes (a rival's too, to
  // refuse it), so two claims sharing keys wait for each other rather than deadlock.
  const keys = [...new Set(names.flatMap(keysOf))].sort();
  await tx
    .insert(nameSkeletons)
    .values(keys.map((skeleton) => ({ skeleton, userId })))
    .onConflictDoUpdate({
      target: nameSkeletons.skeleton,
      set: { userId, heldUntil: null },
      setWhere: or(
        eq(nameSkeletons.userId, userId),
        and(isNotNull(nameSkeletons.heldUntil), sql`${nameSkeletons.heldUntil} <= now()`),
      ),
    });
  const owners = await tx
    .select({ userId: nameSkeletons.userId })
    .from(nameSkeletons)
    .where(inArray(nameSkeletons.skeleton, keys));
  return owners.every((o) => o.userId === userId);
}

/**
 * A rename: `userId`'s keys become those of `names` (the username and the new display
 * name), claimed as `claimNameKeys` does. The name left stays theirs for
 * LEFT_NAME_HOLD_DAYS: nobody can take it at once and pass for them in games and chats
 * where they were known by it. Names left before it are let go: one name held at a time.
 * False when another player holds one of the keys.
 */
export async function replaceNameKeys(tx: Tx, userId: string, names: string[]): Promise<boolean> {
  if (!(await claimNameKeys(tx, userId, names))) return false;
  const keys = [...new Set(names.flatMap(keysOf))];
  const notNow = and(eq(nameSkeletons.userId, userId), notInArray(nameSkeletons.skeleton, keys));
  await tx.delete(nameSkeletons).where(and(notNow, isNotNull(nameSkeletons.heldUntil)));
  await tx
    .update(nameSkeletons)
    .set({ heldUntil: sql`now() + make_interval(days => ${LEFT_NAME_HOLD_DAYS})` })
    .where(and(notNow, isNull(nameSkeletons.heldUntil)));
  return true;
}
