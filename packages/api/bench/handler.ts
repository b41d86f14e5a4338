import type { Database } from '@wordrise/db';
import { createTRPCContext, handleTRPCRequest, type SessionUser } from '../src/index';

/**
 * The web route's handler (batch cap included), with the bench's stand-ins: a header
 * names the user (instead of a session cookie), and X-Forwarded-For is believed as
 * the client's address (as behind one trusted proxy).
 */
export function benchHandler(db: Database, userOf: (req: Request) => SessionUser | null) {
  return (req: Request) =>
    handleTRPCRequest(req, () =>
      createTRPCContext({
        db,
        user: userOf(req),
        hashPassword: async (p) => p,
        address: req.headers.get('x-forwarded-for'),
      }),
    );
}
