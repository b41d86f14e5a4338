import { sql } from 'drizzle-orm';
import { takeRateLimitHit, type Database } from '@wordrise/db';
import { AppError } from '../errors';
import { waitPhrase } from './wait-phrase';

/** New accounts allowed: per address (when the app knows it) and from everyone together. */
export const SIGN_UP_LIMITS = {
  perAddressPerHour: 10,
  overallPerMinute: 30,
} as const;

// The two-key advisory lock namespace of sign-up admission (see the auth package's).
const SIGN_UP_LOCK = 71_003;

/**
 * Counts one sign-up against the limits, or refuses it with TOO_MANY_REQUESTS and
 * a sentence saying when to try again. Admission is serialised (one short
 * transaction under one lock), so parallel sign-ups cannot slip past the counts.
 */
export async function admitSignUp(db: Database, clientAddress: string | null): Promise<void> {
  const notBefore = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SIGN_UP_LOCK}, 0)`);
    return takeRateLimitHit(tx, [
      ...(clientAddress
        ? [
            {
              bucket: `sign-up:address:${clientAddress}`,
              max: SIGN_UP_LIMITS.perAddressPerHour,
              windowSeconds: 3600,
            },
          ]
        : []),
      { bucket: 'sign-up:all', max: SIGN_UP_LIMITS.overallPerMinute, windowSeconds: 60 },
    ]);
  });
  if (notBefore) {
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `Too many new accounts right now. Try again ${waitPhrase(notBefore)}.`,
    );
  }
}
