// A tRPC client as the web app's own: calls over HTTP, `game.live` over SSE, superjson —
// with the player's session cookie (Node 20 has no EventSource: the `eventsource` package).
import { createTRPCClient, httpLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import type { AppRouter } from '@wordrise/api';
import { EventSource, type EventSourceFetchInit } from 'eventsource';
import superjson from 'superjson';

export type Client = ReturnType<typeof createTRPCClient<AppRouter>>;

export function clientFor(baseUrl: string, cookie: string | null): Client {
  const url = `${baseUrl}/api/trpc`;
  const headers = (): Record<string, string> => (cookie ? { cookie } : {});
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({
          url,
          transformer: superjson,
          EventSource,
          eventSourceOptions: () => ({
            fetch: (input: string | URL, init: EventSourceFetchInit) =>
              fetch(input, { ...init, headers: { ...init.headers, ...headers() } }),
          }),
        }),
        false: httpLink({ url, transformer: superjson, headers }),
      }),
    ],
  });
}
