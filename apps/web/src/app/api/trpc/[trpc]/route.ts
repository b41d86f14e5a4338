import { handleTRPCRequest } from '@wordrise/api';
import { clientIp } from '@wordrise/auth';
import { env } from '~/env';
import { requestContext } from '~/server/caller';

// The address comes from the same trusted-proxy rule as sign-in's (TRUSTED_PROXY_HOPS):
// live connections are capped per address. Batches are capped in handleTRPCRequest.
const handler = (req: Request) =>
  handleTRPCRequest(req, () => requestContext(clientIp(req, env.TRUSTED_PROXY_HOPS)));

export { handler as GET, handler as POST };
