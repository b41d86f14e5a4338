import { cache } from 'react';
import { createCaller, createTRPCContext, type SessionUser } from '@wordrise/api';
import { serverDb } from '@wordrise/api/server-db';
import { hashPassword } from '@wordrise/auth';
import { clientAddressKey, sessionUser } from './auth';
import { trpcContext } from './trpc-context';

/** The tRPC context of the current page or server action (its address keyed only: no live streams). */
export const requestContext = cache(async () =>
  trpcContext(await sessionUser(), { raw: null, key: await clientAddressKey() }),
);

/** Server components call procedures directly, with the same checks as the HTTP API. */
export async function serverCaller() {
  return createCaller(await requestContext());
}

/** A caller acting as `user` (right after sign-up, before the session cookie is read back). */
export function callerFor(user: SessionUser) {
  return createCaller(createTRPCContext({ db: serverDb(), user, hashPassword }));
}
