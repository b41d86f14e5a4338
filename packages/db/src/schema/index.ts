export * from './auth';
export * from './worker';
