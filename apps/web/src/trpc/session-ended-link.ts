import type { TRPCLink } from '@trpc/client';
import type { AppRouter } from '@wordrise/api';
import { observable } from '@trpc/server/observable';

/** An answer saying the caller has no session (it ended, or there never was one). */
export function isUnauthorized(error: unknown): boolean {
  return (error as { data?: { code?: unknown } } | null)?.data?.code === 'UNAUTHORIZED';
}

/**
 * A link that tells `onUnauthorized` whenever the server answers a call (query, mutation
 * or live stream) with UNAUTHORIZED: one place for every form and list of the page.
 */
export function sessionEndedLink(onUnauthorized: () => void): TRPCLink<AppRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) =>
        next(op).subscribe({
          next: (value) => observer.next(value),
          error: (error) => {
            if (isUnauthorized(error)) onUnauthorized();
            observer.error(error);
          },
          complete: () => observer.complete(),
        }),
      );
}
