import { baseConfig } from '@wordrise/eslint-config/base';

// What `npm start` and `npm test` run. bootstrap.mjs runs before any dependency is
// installed, so it reads the environment itself.
export default baseConfig({ pkg: '@wordrise/scripts', envFiles: ['lib/env.ts', 'bootstrap.mjs'] });
