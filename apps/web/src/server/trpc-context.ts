import { createTRPCContext, type SessionUser } from '@wordrise/api';
import { serverDb } from '@wordrise/api/server-db';
import { hashPassword, verifyPassword } from '@wordrise/auth';

/**
 * The tRPC context of one request: the database, the signed-in player and the client's
 * address, raw for the live-connection caps held in memory (null when TRUSTED_PROXY_HOPS
 * does not tell it), keyed for the limits stored in the database; for a live stream, how
 * to tell whether its session is still signed in.
 */
export function trpcContext(
  user: SessionUser | null,
  address: { raw: string | null; key: string | null },
  sessionStillLive?: () => Promise<boolean>,
) {
  return createTRPCContext({
    db: serverDb(),
    user,
    hashPassword,
    verifyPassword,
    address: address.raw,
    clientAddress: address.key,
    sessionStillLive,
  });
}
