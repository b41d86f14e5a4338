import { ensureDependencies, ensurePnpm, runTs } from './bootstrap.mjs';

// `npm test`: install what is missing, then lint, typecheck, unit, integration and browser tests.
const env = ensurePnpm();
ensureDependencies(env);
runTs('scripts/platform/test.ts', env);
