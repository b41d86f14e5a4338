/**
 * Calls one HTTP request may carry (tRPC batching). The browser's batch link sends
 * at most this many (its `maxItems`); a larger batch is refused whole with 400 before
 * any call runs, so one request cannot multiply its cost by hundreds.
 */
export const MAX_BATCH_SIZE = 10;

/** What tRPC 11 says when `maxBatchSize` refuses a batch (rewritten by the error formatter). */
export const TRPC_BATCH_REFUSAL = 'Batch call exceeds maximum size';

export const BATCH_TOO_LARGE_MESSAGE = `Too many calls in one request: at most ${MAX_BATCH_SIZE}.`;
