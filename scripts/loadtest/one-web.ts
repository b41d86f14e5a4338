// The cost probes' platform: one web process, no worker, and players signed in to it. With
// `apiOnly`, an API-only process beside it takes the calls (the players sign in on the web
// one), and `servingCpuMs` is that process's CPU alone.
import { startPlatform } from './platform';
import { createAccounts, signIn } from './players';

export async function oneWebProcess(
  prefix: string,
  players: number,
  cpuProfDir?: string,
  apiOnly = false,
) {
  const platform = await startPlatform({
    web: 1,
    api: apiOnly ? 1 : 0,
    workers: 0,
    verbose: false,
    cpuProfDir,
  });
  try {
    const { usernames, password } = await createAccounts(platform.databaseUrl, prefix, players);
    const signInAt = platform.webUrls[0]!;
    const base = apiOnly ? platform.apiUrls[0]! : signInAt;
    const signedIn = await Promise.all(usernames.map((name) => signIn(signInAt, name, password)));
    const servingCpuMs = apiOnly ? () => platform.apiCpuMs() : () => platform.webCpuMs();
    return { platform, base, usernames, players: signedIn, servingCpuMs };
  } catch (error) {
    await platform.stop();
    throw error;
  }
}
