import { expect, test, type Page } from '@playwright/test';
import { addressKey, PEER_ADDRESS_HEADER } from '@wordrise/auth/address';
import { PEER_SEAL_HEADER } from '@wordrise/auth/peer-stamp';
import { openPostgres } from '@wordrise/db/open-postgres';
import { moveEntry, moverOf, playerContext, signUp, uniqueName } from './helpers';
import { APP_AUTH_SECRET, startSecondServer } from './second-server';

// The web process's entry (server.ts) serves `/api/trpc` beside Next.js: real HTTP against
// the built app, with a real session cookie. The same session, address rules and security
// headers as Next's own responses (headers.spec.ts checks those on pages).

/** The session cookie of a page's player, as a Cookie header. */
async function cookieOf(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

interface Live {
  status: number;
  headers: Headers;
  /** What the stream sent until it said it was ready (or its whole answer, if refused). */
  text: string;
  close(): void;
}

/** Opens `lobby.live` (SSE) as the browser's client does, read until it is ready. */
function openLobbyLive(base: string, headers: Record<string, string>): Promise<Live> {
  return openLive(`${base}/api/trpc/lobby.live`, headers, /"ready"|error/i);
}

/** Opens a live stream (SSE) at `url`, read until its text matches `until` (or it ends). */
async function openLive(
  url: string,
  headers: Record<string, string>,
  until: RegExp,
): Promise<Live> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  let text = '';
  if (response.headers.get('content-type')?.startsWith('text/event-stream') && response.body) {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    while (!until.test(text)) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } else text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    close: () => controller.abort(),
  };
}

function expectStaticSecurityHeaders(get: (name: string) => string | null | undefined) {
  expect(get('x-content-type-options')).toBe('nosniff');
  expect(get('x-frame-options')).toBe('DENY');
  expect(get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), payment=()');
  expect(get('content-security-policy')).toContain("frame-ancestors 'none'");
}

test('the tRPC path answers a query and a live stream for the session cookie, with the security headers', async ({
  page,
  request,
  baseURL,
}) => {
  const name = uniqueName('srv');
  await signUp(page, name);

  // A query with the browser's session cookie: a short answer goes as it is (gzip would
  // cost more than it saves), in one piece with its length.
  const me = await page.request.get('/api/trpc/status.me', {
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(me.status()).toBe(200);
  expect((await me.json()).result.data.json.username).toBe(name);
  const headers = me.headers();
  expectStaticSecurityHeaders((n) => headers[n]);
  // An API answer: nothing in it may load or run.
  expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers['strict-transport-security']).toBeUndefined();
  expect(headers['content-encoding']).toBeUndefined();
  expect(headers['vary']).toContain('Accept-Encoding');
  expect(Number(headers['content-length'])).toBe((await me.body()).length);

  // A long answer (a batch of ten calls, the lobby's options among them) is gzipped as
  // asked, and a streamed batch (what the browser's link asks for) too.
  const calls = ['status.me', ...Array<string>(9).fill('lobby.options')];
  const batch = `/api/trpc/${calls.join(',')}?batch=1&input=%7B%7D`;
  const long = await page.request.get(batch, { headers: { 'accept-encoding': 'gzip' } });
  expect(long.status()).toBe(200);
  expect(long.headers()['content-encoding']).toBe('gzip');
  const answers = (await long.json()) as { result?: unknown }[];
  expect(answers.map((a) => 'result' in a)).toEqual(Array(10).fill(true));
  const lines = await page.request.get(batch, {
    headers: { 'accept-encoding': 'gzip', 'trpc-accept': 'application/jsonl' },
  });
  expect(lines.status()).toBe(200);
  expect(lines.headers()['content-encoding']).toBe('gzip');
  expect(await lines.text()).toContain(name);

  // Without the cookie, nobody.
  expect((await request.get('/api/trpc/status.me')).status()).toBe(401);

  // A live stream with the cookie: it opens and says it is ready.
  const live = await openLobbyLive(baseURL!, { cookie: await cookieOf(page) });
  try {
    expect(live.status).toBe(200);
    expect(live.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expectStaticSecurityHeaders((n) => live.headers.get(n));
    expect(live.headers.get('content-encoding')).toBeNull();
    expect(live.text).toContain('"ready"');
  } finally {
    live.close();
  }
  // Signed out, the stream is refused (in the stream, as tRPC sends a subscription's errors).
  const signedOut = await openLobbyLive(baseURL!, {});
  signedOut.close();
  expect(signedOut.text).not.toContain('"ready"');
  expect(signedOut.text).toContain('UNAUTHORIZED');
});

test('behind a trusted proxy: live streams are capped by the address its hop reports, HSTS over https, one pool per process', async ({
  page,
  request,
}) => {
  const name = uniqueName('hop');
  await signUp(page, name);
  const cookie = await cookieOf(page);
  // eslint-disable-next-line no-restricted-properties -- the test's own database, as the app's
  const databaseUrl = new URL(process.env.DATABASE_URL!);
  const appName = uniqueName('web');
  databaseUrl.searchParams.set('application_name', appName);
  const app = await startSecondServer(request, {
    TRUSTED_PROXY_HOPS: '1',
    LIVE_PER_ADDRESS: '1',
    DATABASE_POOL_SIZE: '1',
    DATABASE_URL: databaseUrl.toString(),
  });
  const opened: Live[] = [];
  const sql = openPostgres(databaseUrl.toString().replace(appName, `${appName}-test`), { max: 1 });
  try {
    // A page (Next.js's server bundle) and a query (the handler beside it) for this player.
    expect((await request.get(`${app.url}/lobby`, { headers: { cookie } })).status()).toBe(200);
    const me = await request.get(`${app.url}/api/trpc/status.me`, {
      headers: { cookie, 'x-forwarded-proto': 'https' },
    });
    expect((await me.json()).result.data.json.username).toBe(name);
    expect(me.headers()['strict-transport-security']).toBe('max-age=31536000');
    expect(me.headers()['content-security-policy']).toContain('upgrade-insecure-requests');
    // A query that reads the database through the handler's pool.
    expect((await request.get(`${app.url}/api/trpc/status.get`)).status()).toBe(200);

    // The proxy appends the client's address: only its (last) entry counts, not what the
    // client wrote before it. One stream per address here (LIVE_PER_ADDRESS=1).
    const first = await openLobbyLive(app.url, {
      cookie,
      'x-forwarded-for': '198.51.100.1, 203.0.113.7',
    });
    opened.push(first);
    expect(first.text).toContain('"ready"');
    const sameAddress = await openLobbyLive(app.url, {
      cookie,
      'x-forwarded-for': '198.51.100.2, 203.0.113.7',
    });
    opened.push(sameAddress);
    expect(sameAddress.text).not.toContain('"ready"');
    expect(sameAddress.text).toMatch(/TOO_MANY_REQUESTS|429/);
    const otherAddress = await openLobbyLive(app.url, {
      cookie,
      'x-forwarded-for': '203.0.113.7, 203.0.113.8',
    });
    opened.push(otherAddress);
    expect(otherAddress.text).toContain('"ready"');

    // One connection pool for the page and the API (DATABASE_POOL_SIZE=1), one LISTEN: the
    // pool, the live hub and the limits exist once per process, not once per copy of the code.
    const connections = await sql<{ n: number }[]>`
      select count(*)::int as n from pg_stat_activity where application_name = ${appName}`;
    expect(connections[0]!.n).toBe(2);
  } finally {
    for (const live of opened) live.close();
    await sql.end();
    app.stop();
  }
});

test("facing its clients directly (TRUSTED_PROXY_HOPS=direct): sign-ups, sign-ins and live streams count by the connection's address, not by what a client writes", async ({
  browser,
  request,
}) => {
  // eslint-disable-next-line no-restricted-properties -- the test's own database, as the app's
  const sql = openPostgres(process.env.DATABASE_URL!, { max: 1 });
  const app = await startSecondServer(request, {
    TRUSTED_PROXY_HOPS: 'direct',
    LIVE_PER_ADDRESS: '1',
  });
  // Whatever a client claims, in the proxies' header or in the ones the server writes itself.
  const spoofed = {
    'x-forwarded-for': '198.51.100.9',
    [PEER_ADDRESS_HEADER]: '198.51.100.9',
    [PEER_SEAL_HEADER]: 'ZmFrZQ',
  };
  const context = await browser.newContext({ baseURL: app.url, extraHTTPHeaders: spoofed });
  const opened: Live[] = [];
  try {
    // A sign-up (a page and its server action, through Next.js), and the sign-in it makes
    // (Auth.js), count against 127.0.0.1, the connection's address.
    const hits = async (what: 'sign-up' | 'sign-in', ip: string) =>
      (
        await sql<{ n: number }[]>`
          select count(*)::int as n from rate_limit_hits
          where bucket = ${`${what}:address:${addressKey(ip, APP_AUTH_SECRET)}`}`
      )[0]!.n;
    const before = {
      up: await hits('sign-up', '127.0.0.1'),
      in: await hits('sign-in', '127.0.0.1'),
    };
    const page = await context.newPage();
    await signUp(page, uniqueName('direct'));
    expect(await hits('sign-up', '127.0.0.1')).toBe(before.up + 1);
    expect(await hits('sign-in', '127.0.0.1')).toBe(before.in + 1);
    expect(await hits('sign-up', '198.51.100.9')).toBe(0);
    expect(await hits('sign-in', '198.51.100.9')).toBe(0);

    // One live stream per address here: a second player on the same connection's address is
    // refused, whatever its headers say. The lobby page gives its stream's place back when it
    // closes (once the server has seen the connection end).
    const cookie = await cookieOf(page);
    await context.close();
    const other = await playerContext(browser, uniqueName('direct'));
    await expect
      .poll(async () => {
        const live = await openLobbyLive(app.url, { cookie, ...spoofed });
        opened.push(live);
        return live.text.includes('"ready"');
      })
      .toBe(true);
    const second = await openLobbyLive(app.url, {
      cookie: await cookieOf(other.page),
      'x-forwarded-for': '198.51.100.10',
      [PEER_ADDRESS_HEADER]: '198.51.100.10',
    });
    opened.push(second);
    expect(second.text).not.toContain('"ready"');
    expect(second.text).toMatch(/TOO_MANY_REQUESTS|429/);
    await other.context.close();
  } finally {
    for (const live of opened) live.close();
    await context.close();
    await sql.end();
    app.stop();
  }
});

test('an API-only process (server.ts --api-only) takes the moves of sessions made by the full ones, serves no pages, and its moves reach pages served elsewhere', async ({
  browser,
  request,
}) => {
  const hostName = uniqueName('apih');
  const guestName = uniqueName('apig');
  const host = await playerContext(browser, hostName);
  const guest = await playerContext(browser, guestName);
  // One live stream per player here, to see a closed one give its slot back.
  const api = await startSecondServer(request, { LIVE_PER_USER: '1' }, { apiOnly: true });
  try {
    const cookies = new Map([
      [host.page, await cookieOf(host.page)],
      [guest.page, await cookieOf(guest.page)],
    ]);
    const call = async (page: Page, path: string, input: object) => {
      const answer = await request.post(`${api.url}/api/trpc/${path}`, {
        headers: { cookie: cookies.get(page)! },
        data: { json: input },
      });
      expect(answer.status(), await answer.text()).toBe(200);
      return (await answer.json()).result.data.json;
    };

    // Pages are the full processes' to serve: a proxy sends only `/api/trpc/` here.
    const lobby = await request.get(`${api.url}/lobby`, {
      headers: { cookie: cookies.get(host.page)! },
    });
    expect(lobby.status()).toBe(404);
    expect(await lobby.text()).toContain('/api/trpc only');

    // The session cookie the full process wrote is this process's session too.
    const me = await request.get(`${api.url}/api/trpc/status.me`, {
      headers: { cookie: cookies.get(host.page)! },
    });
    expect((await me.json()).result.data.json.username).toBe(hostName);
    expectStaticSecurityHeaders((n) => me.headers()[n]);

    // A game made through the API-only process, watched on pages of the full one.
    const { gameId } = await call(host.page, 'lobby.challenge', { username: guestName });
    await call(guest.page, 'lobby.respond', { gameId, accept: true });
    // Each page's live stream open before the move: what it shows then came over that stream.
    for (const { page } of [host, guest]) {
      const live = page.waitForResponse((r) => r.url().includes('/api/trpc/game.live'));
      await page.goto(`/game/${gameId}`);
      await live;
    }
    const [mover, waiter] = await moverOf(host.page, guest.page);

    // The game's live stream from the API-only process: SSE, the security headers, the view.
    const input = encodeURIComponent(JSON.stringify({ json: { gameId } }));
    const live = await openLive(
      `${api.url}/api/trpc/game.live?input=${input}`,
      { cookie: cookies.get(host.page)! },
      /"moveNumber":0/,
    );
    try {
      expect(live.status).toBe(200);
      expect(live.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(live.headers.get('cache-control')).toContain('no-transform');
      expectStaticSecurityHeaders((n) => live.headers.get(n));
      expect(live.text).toContain('event: connected');
      expect(live.text).toContain(gameId);
      // A second stream of the same player is refused while the first is open…
      const second = await openLive(
        `${api.url}/api/trpc/game.live?input=${input}`,
        { cookie: cookies.get(host.page)! },
        /error/i,
      );
      second.close();
      expect(second.text).toMatch(/TOO_MANY_REQUESTS|429/);
    } finally {
      live.close();
    }
    // …and opens once the first is closed (its slot given back when the client went away).
    await expect
      .poll(
        async () => {
          const again = await openLive(
            `${api.url}/api/trpc/game.live?input=${input}`,
            { cookie: cookies.get(host.page)! },
            /"moveNumber":0|error/i,
          );
          again.close();
          return again.text.includes(gameId);
        },
        { timeout: 60_000 },
      )
      .toBe(true);

    // The mover passes through the API-only process; both pages (their live streams on the
    // full process) show it without reloading, and the turn moves to the other player.
    await call(mover, 'game.submit', { gameId, expectedMove: 0, action: { type: 'pass' } });
    await expect(await moveEntry(waiter, 0)).toContainText('passed');
    await expect(await moveEntry(mover, 0)).toContainText('passed');
    await expect(waiter.getByTestId('game-status')).toHaveAttribute('data-your-turn', 'true');
  } finally {
    api.stop();
    await host.context.close();
    await guest.context.close();
  }
});
