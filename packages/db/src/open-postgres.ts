import postgres from 'postgres';

/**
 * The directory a connection URL names as its host the way libpq does (`?host=/a/dir`, which
 * node-postgres and psql read too): the server's Unix-domain socket is there. Undefined for
 * a network host.
 */
export function socketDirOf(url: string): string | undefined {
  return socketDirIn(new URL(url));
}

function socketDirIn(url: URL): string | undefined {
  const host = url.searchParams.get('host');
  return host?.startsWith('/') ? host : undefined;
}

/** `url` naming `dir` as its host (libpq's form): its port still names the socket. */
export function withSocketDir(url: string, dir: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('host', dir);
  return parsed.toString();
}

/** The socket file itself for a URL naming a socket folder (libpq's `.s.PGSQL.<port>`). */
export function socketPathOf(url: string): string | undefined {
  const parsed = new URL(url);
  const dir = socketDirIn(parsed);
  return dir && socketPathIn(dir, parsed);
}

function socketPathIn(dir: string, url: URL): string {
  return `${dir}/.s.PGSQL.${url.port || '5432'}`;
}

/**
 * A postgres.js pool for `url`, where its `host` parameter (libpq's) says: through the
 * Unix-domain socket of the folder it names, or to the network host it names. postgres.js
 * reads no host from a URL's parameters (it would send `host` to the server as a setting,
 * which refuses it), so a folder is given as its `path`, a host name as the URL's host.
 */
export function openPostgres(url: string, options: postgres.Options<Record<string, never>> = {}) {
  const parsed = new URL(url);
  const dir = socketDirIn(parsed);
  if (dir !== undefined) {
    // As libpq: no TLS on a local socket.
    for (const name of ['host', 'sslmode', 'ssl']) parsed.searchParams.delete(name);
    return postgres(parsed.toString(), { ...options, path: socketPathIn(dir, parsed) });
  }
  const host = parsed.searchParams.get('host');
  if (host === null) return postgres(url, options);
  if (host.includes(',')) {
    throw new Error('Name several PostgreSQL hosts in the URL itself (a,b:5432), not in ?host=.');
  }
  parsed.searchParams.delete('host');
  parsed.hostname = host;
  return postgres(parsed.toString(), options);
}
