import path from 'node:path';
import { hashPassword } from '@wordrise/auth/password';
import { createDb } from '@wordrise/db';
import {
  ensureDatabases,
  LaunchError,
  provisionAppDatabase,
  startEmbeddedPostgres,
  type EmbeddedServer,
} from '@wordrise/db/embedded';
import { runMigrations } from '@wordrise/db/migrate';
import { seedDemoData } from '@wordrise/db/seed';
import { seedDemoRatedGames } from '@wordrise/db/seed-rated';
import { rateFinishedGame } from '@wordrise/games';

export { LaunchError };

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** Applies migrations and the demo data; each failure is one actionable line. */
export async function prepareDatabase(url: string, log = console.log): Promise<void> {
  try {
    await runMigrations(url);
  } catch (error) {
    throw new LaunchError(
      `A database migration failed (${firstLine(error)}). Fix it in packages/db/drizzle, or start from an empty database (delete .data/pg).`,
    );
  }
  const { db, close } = createDb(url, { max: 2 });
  try {
    const { inserted } = await seedDemoData(db, hashPassword);
    log(inserted ? `Seeded ${inserted} demo players.` : 'Demo data already present.');
    // Rated by the game domain's own step, so the demo ratings are the server's numbers.
    const rated = await seedDemoRatedGames(db, rateFinishedGame);
    if (rated) log(`Seeded ${rated} rated demo games (the leaderboard's first players).`);
  } finally {
    await close();
  }
}

/**
 * Starts the embedded server (or none, when a URL is given: that URL is used as it is) and
 * makes `database` the application's: the returned URL connects as its own role with
 * `appPassword`, not as the superuser.
 */
export async function openServer(options: {
  externalUrl: string | undefined;
  dataDir: string;
  port: number;
  database: string;
  appPassword: () => string;
}): Promise<{ url: string; server: EmbeddedServer | undefined }> {
  if (options.externalUrl) return { url: options.externalUrl, server: undefined };
  const server = await startEmbeddedPostgres({ dataDir: options.dataDir, port: options.port });
  try {
    const url = await provisionAppDatabase(server, {
      database: options.database,
      password: options.appPassword(),
    });
    return { url, server };
  } catch (error) {
    await server.stop();
    throw new LaunchError(
      `Could not set up the application's database role (${firstLine(error)}).`,
    );
  }
}

export async function createFreshDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new URL(serverUrl);
  admin.pathname = '/postgres';
  await ensureDatabases(admin.toString(), [name]);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0] ?? text;
}
