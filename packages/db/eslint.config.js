import { baseConfig } from '@wordrise/eslint-config/base';

export default baseConfig({ pkg: '@wordrise/db', envFiles: ['src/env.ts', 'src/testing/env.ts'] });
