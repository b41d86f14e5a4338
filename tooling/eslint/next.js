import nextPlugin from '@next/eslint-plugin-next';

/** Next.js rules layered on top of the base and React configs. */
export const nextConfig = [
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@next/next': nextPlugin },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
    },
  },
];
