export * from './annotations';
export * from './auth';
export * from './games';
export * from './names';
export * from './ratings';
export * from './sign-in';
export * from './worker';
export * from './notes';
