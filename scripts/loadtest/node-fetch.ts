// The load generator's HTTP: the two fetch-like functions the tRPC client's links take, on
// node:http with kept-alive connections. Node's own fetch (undici: web streams, abort signals
// and a zlib stream per answer) cost the players ~1 ms of CPU per move, on the machine whose
// CPU the platform under test needs. The requests on the wire are the same: method, URL,
// body, cookie, `accept-encoding: gzip` (the server gzips large answers as for a browser).
import http from 'node:http';
import zlib from 'node:zlib';

/**
 * One pool of connections for all players, kept alive as fetch keeps them. The timeout lets
 * Node honour the server's `Keep-Alive: timeout=…` hint (it only shortens a set timeout), so
 * no request goes out on a connection the server is closing.
 */
const agent = new http.Agent({ keepAlive: true, timeout: 60_000, noDelay: true });

interface Init {
  method?: string;
  headers?: ConstructorParameters<typeof Headers>[0];
  body?: unknown;
  signal?: AbortSignal | null;
}

const abortError = (signal: AbortSignal): Error =>
  signal.reason instanceof Error ? signal.reason : new DOMException('aborted', 'AbortError');

/** Sends one request; resolves with the response once its headers are in. */
function send(url: string | URL, init: Init): Promise<http.IncomingMessage> {
  const given = init.headers;
  const headers: Record<string, string> = {};
  if (Array.isArray(given) || given instanceof Headers) {
    for (const [name, value] of given as Iterable<[string, string]>) headers[name] = value;
  } else if (given) {
    for (const [name, value] of Object.entries(given)) headers[name] = String(value);
  }
  headers['accept-encoding'] = 'gzip';
  const body = init.body;
  if (body !== undefined && body !== null && typeof body !== 'string') {
    throw new TypeError('The load test sends only string bodies.');
  }
  return new Promise((resolve, reject) => {
    const signal = init.signal;
    if (signal?.aborted) return reject(abortError(signal));
    const request = http.request(url, { method: init.method ?? 'GET', headers, agent });
    if (signal) {
      // Until the whole exchange is over: a live stream is stopped by its signal.
      const onAbort = () => request.destroy(abortError(signal));
      signal.addEventListener('abort', onAbort, { once: true });
      request.once('close', () => signal.removeEventListener('abort', onAbort));
    }
    request.once('response', resolve);
    // `on`, not `once`: a later failure (the body cut off) must not be an uncaught error.
    request.on('error', reject);
    request.end(body ?? undefined);
  });
}

const headersOf = (response: http.IncomingMessage) => ({
  get(name: string): string | null {
    const value = response.headers[name.toLowerCase()];
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
  },
});

function wholeBody(response: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.once('end', () => resolve(Buffer.concat(chunks)));
    response.on('error', reject);
    response.once('close', () =>
      reject(new Error('the connection closed before the answer ended')),
    );
  });
}

/** A query's or mutation's answer, read whole (and gunzipped in one go): `httpLink`'s fetch. */
export async function callFetch(url: string | URL, init: Init = {}) {
  const response = await send(url, init);
  let body = await wholeBody(response);
  const encoding = response.headers['content-encoding'];
  if (encoding === 'gzip') body = zlib.gunzipSync(body);
  else if (encoding && encoding !== 'identity') throw new Error(`unexpected encoding ${encoding}`);
  const status = response.statusCode ?? 0;
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: headersOf(response),
    json: () => Promise.resolve(JSON.parse(body.toString('utf8')) as unknown),
  };
}

type Read = { done: false; value: Uint8Array } | { done: true; value?: undefined };

/** The chunks of a streamed answer through the one-method reader `eventsource` reads. */
function readerOf(response: http.IncomingMessage) {
  const chunks: Buffer[] = [];
  let ended = false;
  let failure: Error | null = null;
  let waiting: { resolve: (read: Read) => void; reject: (error: Error) => void } | null = null;
  const settle = () => {
    if (!waiting) return;
    const { resolve, reject } = waiting;
    if (chunks.length > 0) resolve({ done: false, value: chunks.shift()! });
    else if (failure) reject(failure);
    else if (ended) resolve({ done: true });
    else return;
    waiting = null;
  };
  response.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    settle();
  });
  response.once('end', () => {
    ended = true;
    settle();
  });
  response.on('error', (error) => {
    failure = error;
    settle();
  });
  response.once('close', () => {
    ended = true;
    settle();
  });
  return {
    read: () =>
      new Promise<Read>((resolve, reject) => {
        waiting = { resolve, reject };
        settle();
      }),
    cancel: () => {
      response.destroy();
      return Promise.resolve();
    },
  };
}

/** A live stream (SSE) as `eventsource` reads it: status, headers, and the body's reader. */
export async function streamFetch(url: string | URL, init: Init) {
  const response = await send(url, init);
  if (response.headers['content-encoding']) {
    response.destroy();
    throw new Error(`a live stream must not be encoded (${response.headers['content-encoding']})`);
  }
  // eventsource reads no body but a 200's: drain any other, or it holds its connection.
  if (response.statusCode !== 200) response.resume();
  return {
    url: String(url),
    status: response.statusCode ?? 0,
    redirected: false,
    headers: headersOf(response),
    body: { getReader: () => readerOf(response) },
  };
}
