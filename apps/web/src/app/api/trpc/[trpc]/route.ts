import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { appRouter } from '@wordrise/api';
import { requestContext } from '~/server/caller';

const handler = (req: Request) =>
  fetchRequestHandler({
    endpoint: '/api/trpc',
    router: appRouter,
    req,
    onError: ({ error, path }) => {
      // The client gets a generic sentence for these; the details stay in the server log.
      if (error.code === 'INTERNAL_SERVER_ERROR')
        console.error(`tRPC ${path ?? '?'}:`, error.cause ?? error);
    },
    createContext: () => requestContext(),
  });

export { handler as GET, handler as POST };
