import { defineConfig } from 'vitest/config';

/**
 * Shared Vitest preset. Runs test files in forked processes, two at a time:
 * the machines have two cores and integration tests open database connections.
 * @param {import('vitest/config').ViteUserConfig['test']} [test]
 */
export function vitestConfig(test = {}) {
  return defineConfig({
    test: {
      include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'test/**/*.test.tsx'],
      pool: 'forks',
      maxWorkers: 2,
      // No time limit a slow or busy machine can hit: tests wait for conditions, never
      // for a clock. Ten minutes only stops a hung test from hanging the whole run.
      testTimeout: 600_000,
      hookTimeout: 600_000,
      ...test,
    },
  });
}
