import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';

/** Queries already due to be read again once their first fetch ends. */
const awaitingFirstFetch = new WeakSet<Query>();

/**
 * Reads the queries under `queryKey` again because a live event said they changed.
 *
 * TanStack Query's invalidation cancels a fetch in flight and starts another only when the
 * query already has data; during a query's first fetch it joins that fetch instead, whose
 * answer may have been read before the change. A page's first lists and its live stream
 * start together, so an event (the stream's `ready` among them) often lands then: such a
 * query is invalidated again once its first fetch has ended.
 */
export function invalidateOnEvent(queryClient: QueryClient, queryKey: QueryKey): void {
  for (const query of queryClient.getQueryCache().findAll({ queryKey })) {
    const firstFetch = query.state.data === undefined ? query.promise : undefined;
    if (!firstFetch || awaitingFirstFetch.has(query)) continue;
    awaitingFirstFetch.add(query);
    const again = () => {
      awaitingFirstFetch.delete(query);
      void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
    };
    // A turn of the event loop later: by then the query holds the fetch's answer, whatever
    // order the library settles its own promises in.
    const later = () => void setTimeout(again, 0);
    firstFetch.then(later, later);
  }
  void queryClient.invalidateQueries({ queryKey });
}
