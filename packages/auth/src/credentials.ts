import { and, eq, gt, sql } from 'drizzle-orm';
import { signInFailures, users, type Database } from '@wordrise/db';
import { z } from 'zod';
import { hashPassword, verifyPassword } from './password';

export const credentialsSchema = z.object({
  username: z.string().trim().min(1).max(32),
  password: z.string().min(1).max(200),
});

export interface SignedInUser {
  id: string;
  username: string;
  name: string;
}

/**
 * Failed sign-ins allowed within the window before further attempts are refused
 * without even checking the password: per username from one address, and per
 * username from anywhere (a cap on guessing spread over many addresses).
 */
export const SIGN_IN_LIMITS = { windowMinutes: 15, perUsernameAndIp: 5, perUsername: 25 } as const;

export type SignInOutcome =
  { ok: true; user: SignedInUser } | { ok: false; reason: 'invalid' | 'rate-limited' };

export interface SignInContext {
  /** The client's address; attempts without one share the bucket "unknown". */
  ip?: string | null;
}

// Verified against when the username does not exist, so that an unknown name
// takes as long to refuse as a wrong password.
let dummyHash: Promise<string> | undefined;

/**
 * Checks a username and password against the stored argon2 hash, with rate
 * limiting: failures are recorded in `sign_in_failures`, and past
 * {@link SIGN_IN_LIMITS} the attempt is refused as 'rate-limited'. Each attempt is
 * admitted, and provisionally counted as a failure, under a per-username advisory
 * lock, so parallel guesses cannot slip past the count. A success clears that
 * address's failures for the username.
 */
export async function verifyCredentials(
  db: Database,
  input: unknown,
  context: SignInContext = {},
): Promise<SignInOutcome> {
  const parsed = credentialsSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  const { username, password } = parsed.data;
  const usernameKey = username.toLowerCase();
  // Unknown without a trusted proxy: then only the per-username limit applies.
  const knownIp = context.ip?.trim() || null;
  const ip = knownIp ?? 'unknown';

  // Under the username's lock: check the limits and count this attempt as a failure
  // until it proves otherwise. The slow password check then runs outside any
  // transaction, so sign-ins never hold a pooled connection for it (moves and clocks
  // share that pool), while parallel guesses still count against the limit.
  const admitted = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in:${usernameKey}`}))`);
    const since = sql`now() - make_interval(mins => ${SIGN_IN_LIMITS.windowMinutes})`;
    const [recent] = await tx
      .select({
        fromIp: sql<number>`count(*) filter (where ${signInFailures.ip} = ${ip})`.mapWith(Number),
        total: sql<number>`count(*)`.mapWith(Number),
      })
      .from(signInFailures)
      .where(and(eq(signInFailures.usernameKey, usernameKey), gt(signInFailures.createdAt, since)));
    if (
      (knownIp !== null && (recent?.fromIp ?? 0) >= SIGN_IN_LIMITS.perUsernameAndIp) ||
      (recent?.total ?? 0) >= SIGN_IN_LIMITS.perUsername
    ) {
      return false;
    }
    await tx.insert(signInFailures).values({ usernameKey, ip });
    return true;
  });
  if (!admitted) return { ok: false, reason: 'rate-limited' };

  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${usernameKey}`)
    .limit(1);
  const good = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : (await verifyPassword(await (dummyHash ??= hashPassword('not-a-real-password')), password),
      false);
  if (!user || !good) return { ok: false, reason: 'invalid' };

  // A success clears this address's failures for the username (this attempt's included).
  await db
    .delete(signInFailures)
    .where(and(eq(signInFailures.usernameKey, usernameKey), eq(signInFailures.ip, ip)));
  return { ok: true, user: { id: user.id, username: user.username, name: user.displayName } };
}
