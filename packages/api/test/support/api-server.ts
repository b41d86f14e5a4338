import type { SessionUser } from '../../src/index';
import { createTRPCContext, handleTRPCRequest, type TRPCContextInput } from '../../src/index';
import { fakeHash } from '../helpers';
import { serveFetch, type Served } from './serve';

export interface ApiServer extends Served {
  /** Headers that make a request come from `user` and/or `address`. */
  as(user: SessionUser | null, address?: string): Record<string, string>;
}

/**
 * The web route's tRPC handler on a real HTTP server. Stand-ins for what the app
 * does: the `x-test-user` header names the signed-in user (the app reads the
 * session cookie), and X-Forwarded-For is the client address (one trusted proxy).
 */
export async function serveApi(
  context: Omit<TRPCContextInput, 'user' | 'hashPassword'> & { users: SessionUser[] },
): Promise<ApiServer> {
  const { users, ...extra } = context;
  const served = await serveFetch((req) =>
    handleTRPCRequest(req, () =>
      createTRPCContext({
        ...extra,
        hashPassword: fakeHash,
        user: users.find((u) => u.id === req.headers.get('x-test-user')) ?? null,
        address: req.headers.get('x-forwarded-for'),
      }),
    ),
  );
  return {
    ...served,
    as: (user, address) => ({
      ...(user ? { 'x-test-user': user.id } : {}),
      ...(address ? { 'x-forwarded-for': address } : {}),
    }),
  };
}

/** A query string `input=` for one call. */
export const inputParam = (json: unknown) => `input=${encodeURIComponent(JSON.stringify(json))}`;
