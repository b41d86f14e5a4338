export * from './events';
export * from './state-types';
export * from './commands';
