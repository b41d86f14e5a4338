import { z } from 'zod';

/** The web app's configuration; nothing else in the app reads process.env. */
const schema = z.object({
  /** Signs Auth.js session cookies. `npm start` generates and keeps one in .data/. */
  AUTH_SECRET: z.string().min(16).optional(),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
});

export const env = schema.parse(process.env);
