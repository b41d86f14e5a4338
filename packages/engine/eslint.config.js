import { baseConfig } from '@wordrise/eslint-config/base';

// The library (src/) is pure; only the CLI, benchmarks and tests may use Node.
export default baseConfig({
  pkg: '@wordrise/engine',
  nodeDirs: ['bin/**', 'bench/**', 'test/**', '*.config.*'],
});
