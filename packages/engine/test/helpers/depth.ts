import { inject } from 'vitest';

/**
 * How hard the heavy property and equivalence tests push. `pnpm test` runs the
 * quick depth (the whole engine suite stays well under a minute on two idle
 * cores); `pnpm test:deep` (vitest.deep.config.ts, also run by CI) runs the
 * exhaustive sweeps.
 */
export const DEEP: boolean = inject('wordriseDeep') === true;

/** `quick` runs normally, `deep` under `pnpm test:deep`. */
export function byDepth<T>(quick: T, deep: T): T {
  return DEEP ? deep : quick;
}

declare module 'vitest' {
  export interface ProvidedContext {
    wordriseDeep: boolean;
  }
}
