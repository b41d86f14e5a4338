export { createDb, type Database } from './client';
export { readStatus, type DatabaseStatus } from './status';
export * from './schema/index';
