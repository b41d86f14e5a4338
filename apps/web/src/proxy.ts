import { NextResponse, type NextRequest } from 'next/server';
import { env } from '~/env';
import { malformedActionRequest } from '~/server/action-requests';
import { contentSecurityPolicy, HSTS, newNonce, servedOverHttps } from '~/server/security-headers';

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

/**
 * Every page gets a Content-Security-Policy with a fresh nonce (Next.js reads it from
 * the request's CSP header and puts it on its own scripts; all our pages render per
 * request, since the site header reads the session). The policy and the other security
 * headers are in security-headers.ts (next.config.ts sets the static ones).
 */
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
  const nonce = newNonce();
  const https = servedOverHttps(request.headers.get('x-forwarded-proto'), env.TRUSTED_PROXY_HOPS);
  const policy = contentSecurityPolicy(nonce, https, env.NODE_ENV === 'development');
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('content-security-policy', policy);
  requestHeaders.set('x-nonce', nonce);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('content-security-policy', policy);
  if (https) response.headers.set('strict-transport-security', HSTS);
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
