/** `pnpm` arguments that build what the platform runs: the web app and the word graph (turbo: cached). */
export const PLATFORM_BUILD_ARGS = [
  'exec',
  'turbo',
  'run',
  'build',
  '--filter=@wordrise/web...',
  '--filter=@wordrise/wordlists',
  '--output-logs=errors-only',
];
