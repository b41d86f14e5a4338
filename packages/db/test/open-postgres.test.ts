import { describe, expect, it } from 'vitest';
import { openPostgres, socketPathOf } from '../src/open-postgres';

/** What postgres.js made of a URL (its parsed options; no connection is opened). */
function optionsOf(url: string) {
  const sql = openPostgres(url, { max: 1 });
  const { host, port, path, database, ssl } = sql.options as unknown as {
    host: string[];
    port: number[];
    path: string | false;
    database: string;
    ssl: unknown;
  };
  void sql.end();
  return { host, port, path, database, ssl };
}

describe('openPostgres: a connection URL as libpq reads its host parameter', () => {
  it('goes through the socket of the folder `?host=` names, without TLS', () => {
    const url = 'postgres://u:p@localhost:5433/app?host=%2Ftmp%2Fpg&sslmode=require';
    expect(socketPathOf(url)).toBe('/tmp/pg/.s.PGSQL.5433');
    const options = optionsOf(url);
    expect(options.path).toBe('/tmp/pg/.s.PGSQL.5433');
    expect(options.database).toBe('app');
    expect(options.ssl).toBe(false);
  });

  it('connects to the network host `?host=` names, on the URL’s port', () => {
    const options = optionsOf('postgres://u:p@localhost:5433/app?host=db.example');
    expect(options.host).toEqual(['db.example']);
    expect(options.port).toEqual([5433]);
    expect(options.path).toBe(false);
  });

  it('takes a URL without the parameter as it is', () => {
    const options = optionsOf('postgres://u:p@db.example:5433/app');
    expect(options.host).toEqual(['db.example']);
    expect(socketPathOf('postgres://u:p@db.example:5433/app')).toBeUndefined();
  });

  it('refuses several hosts in the parameter, saying where they go', () => {
    expect(() => openPostgres('postgres://u:p@localhost/app?host=a,b')).toThrow(/URL itself/);
  });
});
