import { env } from '../env';
import { runMigrations } from '../migrate';

// `pnpm --filter @wordrise/db migrate`: applies migrations to DATABASE_URL.
if (!env.DATABASE_URL) {
  console.error(
    'Set DATABASE_URL to the database to migrate (npm start migrates the embedded one itself).',
  );
  process.exit(1);
}
await runMigrations(env.DATABASE_URL);
console.log('migrations applied');
