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
      testTimeout: 20_000,
      hookTimeout: 30_000,
      ...test,
    },
  });
}
