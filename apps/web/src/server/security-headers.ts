/**
 * The security headers, in one place for the two ways a response leaves the web process:
 * Next.js (next.config.ts sets the static ones on every response, src/proxy.ts the
 * Content-Security-Policy and HSTS) and the `/api/trpc` handler beside it (server.ts).
 */
import type { TrustedProxyHops } from '@wordrise/auth/address';

/** On every response, static files included. */
export const SECURITY_HEADERS: readonly { key: string; value: string }[] = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  // For browsers without CSP frame-ancestors.
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
];

/** Over https only; not includeSubDomains: other hosts under the domain are not ours to decide for. */
export const HSTS = 'max-age=31536000';

/**
 * The one inline <style> element Next.js's built-in 404 page adds without a nonce
 * (next/dist/client/components/http-access-fallback/error-fallback.js, Next 16.4):
 * allowed by its hash. The browser test's 404 visit fails if a Next upgrade changes it.
 */
const NEXT_404_STYLE = "'sha256-Z5XTK23DFuEMs0PwnyZDO9SWxemQ5HxcpVaBNuUJyWY='";

/**
 * Scripts run only from our origin and with the nonce ('strict-dynamic' lets those load the
 * page's chunks); nothing may frame the site. Style attributes stay allowed: the 3D board
 * positions its tiles with them.
 */
export function contentSecurityPolicy(nonce: string, https: boolean, development: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ''}`,
    // `next dev` adds its styles without a nonce; production builds put them in files.
    development
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
 * For the API's answers (JSON, server-sent events): nothing in them may load or run, and
 * nothing may frame them. The same two strings for every answer: no nonce to make.
 */
export function apiContentSecurityPolicy(https: boolean): string {
  return https ? API_POLICY_HTTPS : API_POLICY;
}
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
const API_POLICY_HTTPS = `${API_POLICY}; upgrade-insecure-requests`;

/** A fresh nonce for one response's policy. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * Served over https: only a proxy of ours (TRUSTED_PROXY_HOPS = N ≥ 1) terminates TLS, and it
 * says so in X-Forwarded-Proto (the nearest proxy's entry is the last); anyone else could
 * send that header.
 */
export function servedOverHttps(
  forwardedProto: string | null | undefined,
  trustedProxyHops: TrustedProxyHops,
): boolean {
  if (typeof trustedProxyHops !== 'number' || trustedProxyHops < 1) return false;
  return forwardedProto?.split(',').at(-1)?.trim() === 'https';
}
