import { z } from 'zod';

/** The web app's configuration; nothing else in the app reads process.env. */
const schema = z.object({
  /** Signs Auth.js session cookies. `npm start` generates and keeps one in .data/. */
  AUTH_SECRET: z.string().min(16).optional(),
  /**
   * Where client addresses come from, for the limits by address: `direct`, clients connect to
   * the app itself (the connection's address counts); N ≥ 1, N proxies of ours stand in front
   * (only their X-Forwarded-For entries are believed); unset or 0, unknown, and the limits by
   * address do not apply (`clientIp` in @wordrise/auth).
   */
  TRUSTED_PROXY_HOPS: z
    .union([z.literal('direct'), z.coerce.number().int().min(0).max(10)])
    .optional(),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
});

export const env = schema.parse(process.env);
