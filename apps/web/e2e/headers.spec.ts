import { expect, test, type APIResponse, type Page, type Response } from '@playwright/test';
import { moveEntry, passTurn, PASSWORD, playOraclesBest, signUp, uniqueName } from './helpers';
import { startSecondServer } from './second-server';

// Security headers (src/proxy.ts, next.config.ts) on every response, and a
// Content-Security-Policy the app itself passes: no violation while visiting every page,
// using the Auth.js forms, the lobby's live updates and the game page with its 3D board.

type Headers = Record<string, string>;

function expectSecurityHeaders(headers: Headers, what: string, document = true): void {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  // Served over plain http (and no proxy of ours says otherwise): no HSTS.
  expect(headers['strict-transport-security'], what).toBeUndefined();
  if (!document) return;
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toContain("object-src 'none'");
  expect(csp, what).toContain("base-uri 'self'");
  // Scripts only with this response's nonce: no 'unsafe-inline', no 'unsafe-eval'.
  expect(csp, what).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}' 'strict-dynamic'(;|$)/);
}

const headersOf = async (response: Response | APIResponse | null, what: string) => {
  expect(response, what).not.toBeNull();
  return response!.headers();
};

/** Collects every CSP violation the page reports (event and console), across navigations. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(
        `${location.pathname}: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text()))
      violations.push(`console on ${page.url()}: ${message.text()}`);
  });
  return violations;
}

test('every response has the security headers, and no page breaks its Content-Security-Policy', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const visit = async (path: string) => {
    const headers = await headersOf(await page.goto(path), path);
    expectSecurityHeaders(headers, path);
    return headers;
  };

  // Signed out: the public pages, and a page that does not exist.
  const first = await visit('/');
  await expect(page.getByText('WordRise is a stacking word game.')).toBeVisible();
  for (const path of ['/how-to-play', '/status', '/signin', '/signup', '/u/nobody-has-this-name'])
    await visit(path);
  // A fresh nonce for every response.
  const second = await visit('/');
  const nonce = (h: Headers) => /'nonce-([^']+)'/.exec(h['content-security-policy'] ?? '')?.[1];
  expect(nonce(first)).not.toBe(nonce(second));

  // The Auth.js forms: sign up, sign out, sign in.
  const name = uniqueName('csp');
  await signUp(page, name);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  await visit('/signin');
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/lobby');

  // The lobby with its live updates (server-sent events).
  const live = page.waitForRequest((r) => r.url().includes('lobby.live'));
  await visit('/lobby');
  await live;
  await visit(`/u/${name}`);

  // A bot game: the 3D board, a move of ours, the bot's reply arriving live.
  await visit('/lobby');
  const section = page.getByRole('region', { name: 'Play a bot' });
  await section.getByLabel('Bot level').selectOption('greedy');
  await section.getByLabel('Oracle allowed').check();
  await section.getByRole('button', { name: 'Play the bot' }).click();
  await page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
  await visit(new URL(page.url()).pathname);
  await expect(page.getByRole('grid', { name: 'Game board' })).toBeVisible();
  const status = page.getByTestId('game-status');
  await expect(status).toHaveAttribute('data-your-turn', 'true');
  const before = Number(await status.getAttribute('data-move-number'));
  if (!(await playOraclesBest(page))) await passTurn(page);
  await expect(await moveEntry(page, before + 1)).toBeVisible();

  // Not only pages: the API, a static script, the icon.
  const api = await headersOf(await page.request.get('/api/auth/session'), 'the Auth.js API');
  expectSecurityHeaders(api, '/api/auth/session');
  const script = await page.locator('script[src*="/_next/static/"]').first().getAttribute('src');
  expectSecurityHeaders(
    await headersOf(await page.request.get(script!), script!),
    'a static script',
    false,
  );
  expectSecurityHeaders(
    await headersOf(await page.request.get('/icon.svg'), 'the icon'),
    '/icon.svg',
    false,
  );
  // Anyone can send X-Forwarded-Proto; only a proxy of ours (TRUSTED_PROXY_HOPS) is believed.
  const spoofed = await page.request.get('/', { headers: { 'x-forwarded-proto': 'https' } });
  expect(spoofed.headers()['strict-transport-security']).toBeUndefined();

  expect(violations).toEqual([]);
});

test('HSTS only when a proxy of ours says the request came over https', async ({ request }) => {
  // A second web process of the same build, told that one proxy of ours stands in front.
  const app = await startSecondServer(request, { TRUSTED_PROXY_HOPS: '1' });
  try {
    const url = `${app.url}/how-to-play`;
    const https = (await request.get(url, { headers: { 'x-forwarded-proto': 'https' } })).headers();
    expect(https['strict-transport-security']).toBe('max-age=31536000');
    expect(https['content-security-policy']).toContain('upgrade-insecure-requests');
    const http = (await request.get(url, { headers: { 'x-forwarded-proto': 'http' } })).headers();
    expect(http['strict-transport-security']).toBeUndefined();
    expect(http['content-security-policy']).not.toContain('upgrade-insecure-requests');
  } finally {
    app.stop();
  }
});
