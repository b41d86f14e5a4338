import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

/** React rules layered on top of the base config. */
export const reactConfig = [
  {
    files: ['**/*.tsx', '**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
];
