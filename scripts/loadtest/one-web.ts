// The cost probes' platform: one web process, no worker, and players signed in to it.
import { startPlatform } from './platform';
import { createAccounts, signIn } from './players';

export async function oneWebProcess(prefix: string, players: number, cpuProfDir?: string) {
  const platform = await startPlatform({
    web: 1,
    workers: 0,
    verbose: false,
    cpuProfDir,
  });
  try {
    const { usernames, password } = await createAccounts(platform.databaseUrl, prefix, players);
    const base = platform.webUrls[0]!;
    const signedIn = await Promise.all(usernames.map((name) => signIn(base, name, password)));
    return { platform, base, usernames, players: signedIn };
  } catch (error) {
    await platform.stop();
    throw error;
  }
}
