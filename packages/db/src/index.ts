export { createDb, type Database } from './client';
export { descNullsLast } from './index-order';
export { processWide } from './process-wide';
export { takeRateLimitHit, type RateLimit } from './rate-limit';
export { readStatus, type DatabaseStatus } from './status';
export * from './schema/index';
