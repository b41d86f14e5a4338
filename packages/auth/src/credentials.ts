import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  knownSignInAddresses,
  signInFailures,
  takeRateLimitHit,
  users,
  type Database,
} from '@wordrise/db';
import { z } from 'zod';
import { hashPassword, verifyPassword } from './password';

export const credentialsSchema = z.object({
  username: z.string().trim().min(1).max(32),
  password: z.string().min(1).max(200),
});

/**
 * Who signed in: the id and username go into the session's JWT. The display name does not:
 * a player may change it, and every page reads it from the `users` row instead.
 */
export interface SignedInUser {
  id: string;
  username: string;
}

/**
 * How sign-ins are limited (the package README explains the choice). None of
 * them locks an account: a player who signs in from an address they have used
 * before passes the per-username delay and the overall cap with the right
 * password, whatever strangers elsewhere are trying.
 */
export const SIGN_IN_LIMITS = {
  /** Failures per username from one address, per `windowMinutes`. */
  perUsernameAndAddress: 5,
  /** Failures from one address, whatever the usernames, per `windowMinutes`. */
  perAddress: 30,
  windowMinutes: 15,
  /** Attempts (right or wrong) from one address per minute. */
  attemptsPerAddressPerMinute: 20,
  /** Attempts from everyone together per minute, apart from known addresses. */
  attemptsOverallPerMinute: 600,
  /**
   * Attempts per minute for one username from an address or device its player signed in
   * from before (those pass the delay and the overall cap, so they need a cap of their own:
   * else a player could make the server check passwords without end on their own account).
   */
  attemptsFamiliarPerMinute: 10,
  /**
   * Per username, failures from anywhere in the last `delayWindowMinutes`: past
   * `freeFailures`, each one doubles the wait before the next attempt from an
   * address this player has never signed in from (1 s, 2 s, 4 s … at most 5 min).
   */
  freeFailures: 5,
  firstDelaySeconds: 1,
  maxDelaySeconds: 300,
  delayWindowMinutes: 60,
} as const;

export type SignInOutcome =
  | { ok: true; user: SignedInUser }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'rate-limited'; retryAt: Date };

export interface SignInContext {
  /**
   * The client's address as a key (see `addressKey`), or null when the app cannot
   * know it (no trusted proxy): then the per-address limits cannot apply, and the
   * attempt shares the bucket "unknown".
   */
  addressKey?: string | null;
  /**
   * The key of the device token the sign-in form sent (see `deviceKey`), or null.
   * A device the player has signed in on before counts as a known address: it
   * works when the app cannot know addresses at all (no trusted proxy).
   */
  deviceKey?: string | null;
}

// Verified against when the username does not exist, so that an unknown name
// takes as long to refuse as a wrong password.
let dummyHash: Promise<string> | undefined;

// Advisory lock namespaces (the two-key form: apart from every one-key lock).
const USERNAME_LOCK = 71_001;
const ADDRESS_LOCK = 71_002;

/** The wait after `failures` recent failures for one username, in seconds (0: none). */
export function usernameDelaySeconds(failures: number): number {
  const extra = failures - SIGN_IN_LIMITS.freeFailures;
  if (extra < 0) return 0;
  return Math.min(SIGN_IN_LIMITS.maxDelaySeconds, SIGN_IN_LIMITS.firstDelaySeconds * 2 ** extra);
}

type Admission =
  { admitted: true; userId: string | null; failureId: number } | { admitted: false; retryAt: Date };

/**
 * Checks a username and password against the stored argon2 hash, within the
 * limits of {@link SIGN_IN_LIMITS}; a refusal for a limit comes at once with the
 * time from which to try again. A right password from an address or device the
 * player has signed in from before passes the username's delay. Each attempt is admitted, and provisionally
 * counted as a failure, under advisory locks on its address and its username, so
 * parallel guesses cannot slip past the counts. A success clears that address's
 * failures for the username and remembers the address as known to the player.
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
  const knownAddress = context.addressKey || null;
  const address = knownAddress ?? 'unknown';
  const device = context.deviceKey ? `device:${context.deviceKey}` : null;
  // The keys under which this player may have been seen before.
  const familiarKeys = [knownAddress, device].filter((k): k is string => k !== null);

  // Under the locks: check the limits and count this attempt as a failure until it
  // proves otherwise. The slow password check then runs outside any transaction, so
  // sign-ins never hold a pooled connection for it (moves and clocks share that
  // pool), while parallel guesses still count against the limits.
  const admission = await db.transaction(async (tx): Promise<Admission> => {
    if (knownAddress) {
      await tx.execute(
        sql`select pg_advisory_xact_lock(${ADDRESS_LOCK}, hashtext(${knownAddress}))`,
      );
    }
    await tx.execute(sql`select pg_advisory_xact_lock(${USERNAME_LOCK}, hashtext(${usernameKey}))`);
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${usernameKey}`)
      .limit(1);
    const familiar =
      familiarKeys.length > 0 &&
      user !== undefined &&
      (
        await tx
          .select({ userId: knownSignInAddresses.userId })
          .from(knownSignInAddresses)
          .where(
            and(
              eq(knownSignInAddresses.userId, user.id),
              inArray(knownSignInAddresses.addressKey, familiarKeys),
            ),
          )
      ).length > 0;

    const notBefore: Date[] = [];
    const window = sql`now() - make_interval(mins => ${SIGN_IN_LIMITS.windowMinutes})`;
    if (knownAddress) {
      // Failures from this address: for this username (the oldest in the window frees
      // a place when it leaves), and for any username.
      const mine = await tx
        .select({ at: signInFailures.createdAt })
        .from(signInFailures)
        .where(
          and(
            eq(signInFailures.usernameKey, usernameKey),
            eq(signInFailures.ip, knownAddress),
            gt(signInFailures.createdAt, window),
          ),
        )
        .orderBy(desc(signInFailures.createdAt))
        .offset(SIGN_IN_LIMITS.perUsernameAndAddress - 1)
        .limit(1);
      const anyName = await tx
        .select({ at: signInFailures.createdAt })
        .from(signInFailures)
        .where(and(eq(signInFailures.ip, knownAddress), gt(signInFailures.createdAt, window)))
        .orderBy(desc(signInFailures.createdAt))
        .offset(SIGN_IN_LIMITS.perAddress - 1)
        .limit(1);
      for (const row of [...mine, ...anyName]) {
        notBefore.push(new Date(row.at.getTime() + SIGN_IN_LIMITS.windowMinutes * 60_000));
      }
    }
    if (!familiar) {
      const [recent] = await tx
        .select({
          failures: sql<number>`count(*)`.mapWith(Number),
          last: sql<Date | null>`max(${signInFailures.createdAt})`.mapWith(
            (v: string | Date | null) => (v === null ? null : new Date(v)),
          ),
        })
        .from(signInFailures)
        .where(
          and(
            eq(signInFailures.usernameKey, usernameKey),
            gt(
              signInFailures.createdAt,
              sql`now() - make_interval(mins => ${SIGN_IN_LIMITS.delayWindowMinutes})`,
            ),
          ),
        );
      const delay = usernameDelaySeconds(recent?.failures ?? 0);
      if (delay > 0 && recent?.last) {
        notBefore.push(new Date(recent.last.getTime() + delay * 1000));
      }
    }
    const now = Date.now();
    const latest = notBefore.filter((at) => at.getTime() > now).sort((a, b) => +b - +a)[0];
    if (latest) return { admitted: false, retryAt: latest };

    // Requests, right or wrong: per address, and everyone's together (a known
    // address is exempt from the overall cap, so a flood cannot keep owners out).
    const limits = [
      ...(knownAddress
        ? [
            {
              bucket: `sign-in:address:${knownAddress}`,
              max: SIGN_IN_LIMITS.attemptsPerAddressPerMinute,
              windowSeconds: 60,
            },
          ]
        : []),
      familiar
        ? {
            // By username alone: a familiar device is familiar from every address, so a
            // bucket per address would give it a fresh allowance on each. Only familiar
            // sources spend it, so it cannot keep the owner out from elsewhere.
            bucket: `sign-in:familiar:${usernameKey}`,
            max: SIGN_IN_LIMITS.attemptsFamiliarPerMinute,
            windowSeconds: 60,
          }
        : {
            bucket: 'sign-in:all',
            max: SIGN_IN_LIMITS.attemptsOverallPerMinute,
            windowSeconds: 60,
          },
    ];
    const busyUntil = await takeRateLimitHit(tx, limits);
    if (busyUntil) return { admitted: false, retryAt: busyUntil };

    const [failure] = await tx
      .insert(signInFailures)
      .values({ usernameKey, ip: address })
      .returning({ id: signInFailures.id });
    return { admitted: true, userId: user?.id ?? null, failureId: failure?.id ?? 0 };
  });
  if (!admission.admitted) {
    return { ok: false, reason: 'rate-limited', retryAt: admission.retryAt };
  }

  const [user] = admission.userId
    ? await db.select().from(users).where(eq(users.id, admission.userId)).limit(1)
    : [];
  const good = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : (await verifyPassword(await (dummyHash ??= hashPassword('not-a-real-password')), password),
      false);
  if (!user || !good) return { ok: false, reason: 'invalid' };

  // A success withdraws this attempt's provisional failure and clears the address's
  // failures for the username — a known address only: "unknown" is everyone's bucket,
  // and the owner signing in must not wipe strangers' guesses off the record.
  await db.delete(signInFailures).where(eq(signInFailures.id, admission.failureId));
  if (knownAddress) {
    await db
      .delete(signInFailures)
      .where(and(eq(signInFailures.usernameKey, usernameKey), eq(signInFailures.ip, knownAddress)));
  }
  if (familiarKeys.length > 0) {
    await db
      .insert(knownSignInAddresses)
      .values(familiarKeys.map((addressKey) => ({ userId: user.id, addressKey })))
      .onConflictDoUpdate({
        target: [knownSignInAddresses.userId, knownSignInAddresses.addressKey],
        set: { lastSeenAt: sql`now()` },
      });
  }
  return { ok: true, user: { id: user.id, username: user.username } };
}
