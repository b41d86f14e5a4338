// A tRPC client as the web app's own: calls over HTTP, `game.live` over SSE, superjson —
// with the player's session cookie (Node 20 has no EventSource: the `eventsource` package).
// Its HTTP is node:http (node-fetch.ts), cheaper than Node's fetch for the same requests.
import { createTRPCClient, httpLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import type { AppRouter } from '@wordrise/api';
import { EventSource, type EventSourceFetchInit } from 'eventsource';
import superjson from 'superjson';
import { callFetch, streamFetch } from './node-fetch';

export type Client = ReturnType<typeof createTRPCClient<AppRouter>>;

/**
 * superjson, reading each answer in place: the JSON was parsed for this answer alone, so
 * superjson's deep copy of it (its default) is work for nothing.
 */
const transformer = {
  serialize: (value: unknown) => superjson.serialize(value),
  deserialize: (payload: Parameters<typeof superjson.deserialize>[0]) =>
    superjson.deserialize(payload, { inPlace: true }),
};

export function clientFor(baseUrl: string, cookie: string | null): Client {
  const url = `${baseUrl}/api/trpc`;
  const headers = (): Record<string, string> => (cookie ? { cookie } : {});
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({
          url,
          transformer,
          EventSource,
          eventSourceOptions: () => ({
            fetch: (input: string | URL, init: EventSourceFetchInit) =>
              streamFetch(input, { ...init, headers: { ...init.headers, ...headers() } }),
          }),
        }),
        false: httpLink({ url, transformer, headers, fetch: callFetch }),
      }),
    ],
  });
}
