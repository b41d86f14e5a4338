/**
 * A path inside this site to go to after signing in: only same-site paths
 * ("/lobby", "/game/…"), never another origin ("//evil", "https://…").
 */
export function safeNextPath(value: unknown, fallback = '/lobby'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//'))
    return fallback;
  if (value.includes('\\')) return fallback;
  return value;
}

/** The sign-in page, coming back to `next` afterwards. */
export function signInPath(next: string): string {
  return `/signin?callbackUrl=${encodeURIComponent(next)}`;
}
