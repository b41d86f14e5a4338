export { createDb, type Database } from './client';
export { takeRateLimitHit, type RateLimit } from './rate-limit';
export { readStatus, type DatabaseStatus } from './status';
export * from './schema/index';
