/** The environment of a worker child process: this one's, pointed at `databaseUrl`. */
export function childEnv(
  databaseUrl: string,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return { ...process.env, DATABASE_URL: databaseUrl, WORKER_CONCURRENCY: '2', ...extra };
}
