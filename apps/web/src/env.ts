import { z } from 'zod';

/** The web app's configuration; nothing else in the app reads process.env. */
const schema = z.object({
  /** Signs Auth.js session cookies. `npm start` generates and keeps one in .data/. */
  AUTH_SECRET: z.string().min(16).optional(),
  /**
   * How many proxies we run in front of the app: 0, none (the connection's address is the
   * client's); N, only their X-Forwarded-For entries are believed. Unset: client addresses
   * are unknown and the limits per address do not apply (`clientIp` in @wordrise/auth).
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).optional(),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
});

export const env = schema.parse(process.env);
