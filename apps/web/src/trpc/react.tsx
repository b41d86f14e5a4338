'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createTRPCClient,
  httpBatchStreamLink,
  httpLink,
  httpSubscriptionLink,
  splitLink,
} from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@wordrise/api';
import { MAX_BATCH_SIZE } from '@wordrise/api/batch-limit';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import superjson from 'superjson';
import { SessionEndedNotice } from '~/components/session-ended-notice';
import { sessionEndedLink } from './session-ended-link';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Live data arrives over subscriptions; no need to refetch on every focus.
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => {
          const code = (error as { data?: { code?: string } }).data?.code;
          if (code && code !== 'INTERNAL_SERVER_ERROR') return false;
          return count < 2;
        },
      },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

/** One QueryClient per browser session; a fresh one for every server render. */
function getQueryClient() {
  if (typeof window === 'undefined') return makeQueryClient();
  return (browserQueryClient ??= makeQueryClient());
}

const url = '/api/trpc';

/**
 * `signedIn`: the page was rendered for a signed-in player. Then an UNAUTHORIZED answer to
 * any call means the session has ended since (signed out everywhere, expired), and the page
 * says so once, for every form and list on it.
 */
export function TRPCReactProvider({
  children,
  signedIn,
}: {
  children: ReactNode;
  signedIn: boolean;
}) {
  const queryClient = getQueryClient();
  const [sessionEnded, setSessionEnded] = useState(false);
  // The link outlives renders; it reads whether the page is signed in now.
  const signedInNow = useRef(signedIn);
  useEffect(() => {
    signedInNow.current = signedIn;
    if (signedIn) setSessionEnded(false);
  }, [signedIn]);
  const [trpcClient] = useState(() =>
    createTRPCClient<AppRouter>({
      links: [
        sessionEndedLink(() => {
          if (signedInNow.current) setSessionEnded(true);
        }),
        splitLink({
          condition: (op) => op.type === 'subscription',
          true: httpSubscriptionLink({ url, transformer: superjson }),
          false: splitLink({
            // One at a time (a move, a challenge): one plain answer, which the server makes
            // without tRPC's request machinery (`answerTRPCCall`).
            condition: (op) => op.type === 'mutation',
            true: httpLink({ url, transformer: superjson }),
            // A page's queries together. The server refuses larger batches.
            false: httpBatchStreamLink({ url, transformer: superjson, maxItems: MAX_BATCH_SIZE }),
          }),
        }),
      ],
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {sessionEnded && <SessionEndedNotice />}
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
