import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Readable } from 'node:stream';

export interface Served {
  /** `http://127.0.0.1:PORT` */
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Serves a fetch-style handler (the one the web app's /api/trpc route runs) on a
 * real node:http server on a free loopback port, streaming the response body as
 * it comes (server-sent events included). Tests and benches talk to it over HTTP.
 */
export async function serveFetch(handler: (req: Request) => Promise<Response>): Promise<Served> {
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const controller = new AbortController();
    res.on('close', () => controller.abort());
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(name, value);
      else if (Array.isArray(value)) headers.set(name, value.join(', '));
    }
    // Node's fetch needs `duplex: 'half'` for a streamed request body.
    const init: RequestInit & { duplex: 'half' } = {
      method: req.method,
      headers,
      body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
      signal: controller.signal,
      duplex: 'half',
    };
    const request = new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, init);
    void handler(request)
      .then(async (response) => {
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.flushHeaders();
        if (!response.body) return res.end();
        const reader = response.body.getReader();
        try {
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            res.write(value);
          }
        } catch {
          // the client went away
        }
        res.end();
      })
      .catch((error: unknown) => {
        console.error('serveFetch:', error);
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.maxConnections = 100_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
