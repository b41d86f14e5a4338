import { connect, type Socket } from 'node:net';
import { openPostgres, socketPathOf } from '../../src/open-postgres';

/**
 * A postgres.js pool of one connection whose sockets the test holds: every socket the pool
 * opened (to fail one under it), and while `count(true)` the sizes of what was written and,
 * for each write, how many reads (answers from the server) had come before it.
 */
export function poolOfOne(url: string) {
  const { hostname, port } = new URL(url);
  const path = socketPathOf(url);
  const sockets: Socket[] = [];
  const writes: number[] = [];
  const readsBefore: number[] = [];
  let reads = 0;
  let counting = false;
  const socket = () =>
    new Promise<Socket>((resolve, reject) => {
      const made = path ? connect(path) : connect(Number(port), hostname);
      sockets.push(made);
      const write = made.write.bind(made) as (...args: unknown[]) => boolean;
      made.write = ((chunk: Buffer, ...rest: unknown[]) => {
        if (counting) {
          writes.push(chunk.length);
          readsBefore.push(reads);
        }
        return write(chunk, ...rest);
      }) as Socket['write'];
      made.on('data', () => {
        if (counting) reads++;
      });
      made.once('connect', () => resolve(made)).once('error', reject);
    });
  // `socket` is a documented option missing from postgres.js's types.
  const sql = openPostgres(url, { max: 1, onnotice: () => {}, ...({ socket } as object) });
  return { sql, sockets, writes, readsBefore, count: (on: boolean) => (counting = on) };
}
