import { baseConfig } from '@wordrise/eslint-config/base';
import { nextConfig } from '@wordrise/eslint-config/next';
import { reactConfig } from '@wordrise/eslint-config/react';

export default [
  ...baseConfig({ pkg: '@wordrise/web', envFiles: ['src/env.ts', 'playwright.config.ts'] }),
  ...reactConfig,
  ...nextConfig,
];
