import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaryRules, testBoundaryConfigs } from './boundaries.js';

/**
 * The shared lint setup. `pkg` is the package's name, used to apply its import
 * boundaries; `envFiles` are the only files allowed to read `process.env`.
 * @param {{ pkg: string; envFiles?: string[]; nodeDirs?: string[] }} options
 */
export function baseConfig({ pkg, envFiles = ['**/env.ts'], nodeDirs = [] }) {
  return tseslint.config(
    { ignores: ['**/node_modules/**', '**/dist/**', '**/.next/**', '**/.turbo/**', '**/*.d.ts'] },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      languageOptions: { globals: { ...globals.node } },
      rules: {
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
        ],
        '@typescript-eslint/consistent-type-imports': [
          'error',
          { prefer: 'type-imports', fixStyle: 'separate-type-imports' },
        ],
        'no-restricted-properties': [
          'error',
          {
            object: 'process',
            property: 'env',
            message: "Read configuration through this package's env.ts.",
          },
        ],
        ...boundaryRules(pkg),
      },
    },
    ...testBoundaryConfigs(pkg),
    { files: envFiles, rules: { 'no-restricted-properties': 'off' } },
    ...(nodeDirs.length
      ? [{ files: nodeDirs, rules: { '@typescript-eslint/no-restricted-imports': 'off' } }]
      : []),
  );
}
