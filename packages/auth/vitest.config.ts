import { vitestConfig } from '@wordrise/vitest-config';

export default vitestConfig({
  globalSetup: ['@wordrise/db/testing/global-setup'],
  // next-auth imports `next/server` without an extension, which Node's ESM loader
  // refuses; letting Vite resolve it makes `CredentialsSignin` importable in tests.
  server: { deps: { inline: ['next-auth'] } },
});
