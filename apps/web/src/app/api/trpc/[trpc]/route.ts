import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { appRouter } from '@wordrise/api';
import { requestContext } from '~/server/caller';

const handler = (req: Request) =>
  fetchRequestHandler({
    endpoint: '/api/trpc',
    router: appRouter,
    req,
    createContext: () => requestContext(),
  });

export { handler as GET, handler as POST };
