// `pnpm e2e [playwright args…]`: only the browser tests, as `npm test` runs them (a built
// app, a fresh database on a throwaway PostgreSQL or DATABASE_URL's server, a worker).
// E.g. `pnpm e2e e2e/replay.spec.ts` or `pnpm e2e -g "rated game"`.
import { inheritedEnv } from '../lib/env';
import { firstLine, LaunchError } from '../lib/database';
import { runBrowserTests, testServer } from './browser-tests';

const announce = (title: string) => console.log(`\n━━ ${title}`);

async function main(): Promise<number> {
  const server = await testServer(announce);
  try {
    return await runBrowserTests(
      server.url,
      { ...inheritedEnv(), TEST_DATABASE_URL: server.url },
      announce,
      process.argv.slice(2),
    );
  } finally {
    await server.stop();
  }
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(`\n✖ ${error instanceof LaunchError ? error.message : firstLine(error)}`);
    process.exit(1);
  });
