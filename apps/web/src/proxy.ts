import { NextResponse, type NextRequest } from 'next/server';
import { env } from '~/env';
import { malformedActionRequest } from '~/server/action-requests';

/**
 * Every page gets a Content-Security-Policy with a fresh nonce (Next.js reads it from
 * the request's CSP header and puts it on its own scripts; all our pages render per
 * request, since the site header reads the session). Scripts run only from our origin
 * and with the nonce ('strict-dynamic' lets those load the page's chunks); nothing may
 * frame the site. Style attributes stay allowed: the 3D board positions its tiles with
 * them. The other security headers are in next.config.ts, for every response.
 */
/**
 * The one inline <style> element Next.js's built-in 404 page adds without a nonce
 * (next/dist/client/components/http-access-fallback/error-fallback.js, Next 16.4):
 * allowed by its hash. The browser test's 404 visit fails if a Next upgrade changes it.
 */
const NEXT_404_STYLE = "'sha256-Z5XTK23DFuEMs0PwnyZDO9SWxemQ5HxcpVaBNuUJyWY='";

function contentSecurityPolicy(nonce: string, https: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${env.NODE_ENV === 'development' ? " 'unsafe-eval'" : ''}`,
    // `next dev` adds its styles without a nonce; production builds put them in files.
    env.NODE_ENV === 'development'
      ? "style-src 'self' 'unsafe-inline'"
      : `style-src 'self' 'nonce-${nonce}' ${NEXT_404_STYLE}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/**
 * Served over https: only a proxy of ours (TRUSTED_PROXY_HOPS > 0) terminates TLS, and
 * it says so in X-Forwarded-Proto (the nearest proxy's entry is the last); anyone else
 * could send that header.
 */
function servedOverHttps(request: NextRequest): boolean {
  if (env.TRUSTED_PROXY_HOPS === 0) return false;
  const proto = request.headers.get('x-forwarded-proto')?.split(',').at(-1)?.trim();
  return proto === 'https';
}

/**
 * A post that may be a server action: to a page (not /api or Next's files), with the
 * action header or a multipart body. Next.js answers a malformed one with 500; we
 * answer it first, with 400 (see action-requests.ts).
 */
function mayBeServerAction(request: NextRequest): boolean {
  if (request.method !== 'POST') return false;
  const path = request.nextUrl.pathname;
  if (path.startsWith('/api/') || path.startsWith('/_next/')) return false;
  return (
    request.headers.has('next-action') ||
    /^multipart\/form-data\b/i.test(request.headers.get('content-type') ?? '')
  );
}

export async function proxy(request: NextRequest) {
  if (mayBeServerAction(request)) {
    const problem = await malformedActionRequest(request);
    if (problem) {
      return new NextResponse(`Bad request: ${problem}`, {
        status: 400,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
    }
  }
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  const https = servedOverHttps(request);
  const policy = contentSecurityPolicy(nonce, https);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('content-security-policy', policy);
  requestHeaders.set('x-nonce', nonce);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('content-security-policy', policy);
  if (https)
    // Not includeSubDomains: other hosts under the domain are not ours to decide for.
    response.headers.set('strict-transport-security', 'max-age=31536000');
  return response;
}

export const config = {
  matcher: [
    {
      // Pages and API responses; not the static files (next.config.ts gives them the rest).
      source: '/((?!_next/static|_next/image|icon.svg|favicon.ico).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
