import { cache } from 'react';
import { createCaller, createTRPCContext, type SessionUser } from '@wordrise/api';
import { serverDb } from '@wordrise/api/server-db';
import { hashPassword, verifyPassword } from '@wordrise/auth';
import { clientAddressKey, sessionUser } from './auth';

/**
 * The tRPC context of the current request: the database, the signed-in player and,
 * from the /api/trpc route, the client's address (null when no trusted proxy says it).
 */
export const requestContext = cache(async (address: string | null = null) => {
  const user = await sessionUser();
  return createTRPCContext({
    db: serverDb(),
    user,
    hashPassword,
    verifyPassword,
    // Raw, for the live-connection caps held in memory; keyed, for limits stored in the database.
    address,
    clientAddress: await clientAddressKey(),
  });
});

/** Server components call procedures directly, with the same checks as the HTTP API. */
export async function serverCaller() {
  return createCaller(await requestContext());
}

/** A caller acting as `user` (right after sign-up, before the session cookie is read back). */
export function callerFor(user: SessionUser) {
  return createCaller(createTRPCContext({ db: serverDb(), user, hashPassword }));
}
