import { ensureDependencies, ensurePnpm, runTs } from './bootstrap.mjs';

// `npm start`: install what is missing, then run the whole platform.
// Ctrl-C reaches every process in the terminal's group; the platform script stops them in order.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => {});
const env = ensurePnpm();
ensureDependencies(env);
runTs('scripts/platform/start.ts', env);
