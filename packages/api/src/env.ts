import { z } from 'zod';

const schema = z.object({
  DATABASE_URL: z
    .string({ message: 'DATABASE_URL is not set: start the platform with `npm start`.' })
    .url(),
  /**
   * Connections in the web process's pool; its LISTEN connection comes on top (the README's
   * "Scaling out" counts what N web processes and M workers need).
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
});

/** Read lazily so that importing the router (e.g. for its types) needs no database. */
export function readApiEnv() {
  return schema.parse(process.env);
}

const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/**
 * The load limits of one web process. Each is counted per process:
 * with several web processes behind a balancer a user gets each budget once per
 * process. See the README's "Limits" section.
 */
const limitsSchema = z.object({
  /** Worker threads that run Oracle searches; default: one per core but one, at least one. */
  ORACLE_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  /** Oracle searches waiting for a thread before more are refused as busy. */
  ORACLE_QUEUE: count(64),
  /** `game.oracle` calls per user per minute. */
  ORACLE_CALLS_PER_MINUTE: count(60),
  /** `game.oracle` calls per client address per minute (when TRUSTED_PROXY_HOPS tells it). */
  ORACLE_CALLS_PER_MINUTE_PER_ADDRESS: count(180),
  /** Games and challenges (lobby.create, lobby.challenge, lobby.playBot) per user per minute. */
  GAMES_CREATED_PER_MINUTE: count(20),
  /** The same per client address per minute (when TRUSTED_PROXY_HOPS tells it). */
  GAMES_CREATED_PER_MINUTE_PER_ADDRESS: count(60),
  /**
   * Moves and a game's other acts (game.submit, challenge, accept, leave, claimWin) per user
   * per minute: each takes the game's row lock, so a loop of them is held here.
   */
  GAME_ACTIONS_PER_MINUTE: count(120),
  /** The same per client address per minute (when TRUSTED_PROXY_HOPS tells it). */
  GAME_ACTIONS_PER_MINUTE_PER_ADDRESS: count(600),
  /** Open live subscriptions (game.live, lobby.live) per signed-in user. */
  LIVE_PER_USER: count(20),
  /** Open live subscriptions per client address (when TRUSTED_PROXY_HOPS tells it). */
  LIVE_PER_ADDRESS: count(50),
  /** Open anonymous live subscriptions whose address is unknown, all together. */
  LIVE_ANONYMOUS_UNKNOWN_ADDRESS: count(500),
  /** Open live subscriptions in the process, all together. */
  LIVE_TOTAL: count(10_000),
});

export type LimitsEnv = z.infer<typeof limitsSchema>;

export function readLimitsEnv(): LimitsEnv {
  return limitsSchema.parse(process.env);
}
