import { z } from 'zod';

/**
 * Every job of the queue (graphile-worker), defined once: its payload, its job
 * key and how many times it is tried. The game domain enqueues with it; the
 * worker (apps/worker) parses payloads, schedules and registers its handlers
 * with it. Nothing else writes a job name, key or attempt limit.
 */

/** `bot_turn`, `bot_challenge`, `challenge_close`, `clock_expiry`, `clock_warning`: the turn the job is about (stale once the game has moved on). */
export const turnJobPayload = z.object({
  gameId: z.uuid(),
  moveNumber: z.number().int().min(0),
  seat: z.number().int().min(0).max(3),
});
export type TurnJobPayload = z.infer<typeof turnJobPayload>;

/** A job about one game as a whole (`analyse_game`). */
export const gameJobPayload = z.object({ gameId: z.uuid() });
export type GameJobPayload = z.infer<typeof gameJobPayload>;

/** `tournament_advance`: pair the round after `round` (or finish), once it is complete. */
export const tournamentRoundJobPayload = z.object({
  tournamentId: z.uuid(),
  round: z.number().int().min(0),
});
export type TournamentRoundJobPayload = z.infer<typeof tournamentRoundJobPayload>;

/** `tournament_start`: start a tournament at its start time. */
export const tournamentJobPayload = z.object({ tournamentId: z.uuid() });
export type TournamentJobPayload = z.infer<typeof tournamentJobPayload>;

/** A job about one imported record (`analyse_import`). */
export const importJobPayload = z.object({ importId: z.uuid() });
export type ImportJobPayload = z.infer<typeof importJobPayload>;

/** A recurring job: graphile-worker's cron adds its own `_cron` field, nothing else is read. */
export const cronJobPayload = z.looseObject({});

/**
 * How a job is keyed: one pending job of the kind per game or per imported record (a
 * newer one replaces it), per tournament (and round: see `tournamentJobKey`), or one
 * for the whole fleet.
 */
export type JobScope = 'game' | 'import' | 'tournament' | 'fleet';

interface JobSpec<P extends z.ZodType, S extends JobScope> {
  readonly payload: P;
  readonly scope: S;
  /**
   * How many times the queue runs a job before keeping it as failed (graphile-worker
   * retries with exponential backoff: about e^n seconds after the n-th failure).
   */
  readonly maxAttempts: number;
}

const job = <P extends z.ZodType, S extends JobScope>(spec: JobSpec<P, S>) => spec;

export const JOBS = {
  /** A bot is to move. 8 attempts: ~30 minutes of retries while a player waits for the bot. */
  bot_turn: job({ payload: turnJobPayload, scope: 'game', maxAttempts: 8 }),
  /**
   * Word challenges: a bot opponent challenges a play with a word not in the list
   * (`seat` is the bot; `moveNumber` the move after the play). 8 attempts, as a bot's turn.
   */
  bot_challenge: job({ payload: turnJobPayload, scope: 'game', maxAttempts: 8 }),
  /**
   * Word challenges: the window of a play that went out (a live game) is over: accept it
   * for the next player, ending the game (`held-end.ts`). 10 attempts, as a clock's.
   */
  challenge_close: job({ payload: turnJobPayload, scope: 'game', maxAttempts: 10 }),
  /** The mover's clock runs out (R25). 10 attempts: ~3.5 hours; a missed timeout leaves a game hanging. */
  clock_expiry: job({ payload: turnJobPayload, scope: 'game', maxAttempts: 10 }),
  /**
   * A correspondence player has used 80 % of their time for the move: warn them once.
   * 10 attempts, as the expiry's; idempotent (one warning per game and move).
   */
  clock_warning: job({ payload: turnJobPayload, scope: 'game', maxAttempts: 10 }),
  /** The Oracle's analysis of a finished game. 5 attempts: ~4 minutes; `reanalyse_stale` can redo it. */
  analyse_game: job({ payload: gameJobPayload, scope: 'game', maxAttempts: 5 }),
  /** The Oracle's analysis of an imported record. 5 attempts, as a game's. */
  analyse_import: job({ payload: importJobPayload, scope: 'import', maxAttempts: 5 }),
  /** A worker reports in (the status page). graphile-worker's default attempts. */
  heartbeat: job({ payload: cronJobPayload, scope: 'fleet', maxAttempts: 25 }),
  /** Jobs running games lack, dead workers' jobs, old sign-in failures. Once: the next minute retries. */
  sweep: job({ payload: cronJobPayload, scope: 'fleet', maxAttempts: 1 }),
  /** Analyses written by another Oracle version, or missing. Once: the next run retries. */
  reanalyse_stale: job({ payload: cronJobPayload, scope: 'fleet', maxAttempts: 1 }),
  /**
   * A tournament's round is complete: pair the next or finish. 10 attempts (~3.5 hours);
   * idempotent, so a second run (another worker, a retry) pairs nothing twice.
   */
  tournament_advance: job({
    payload: tournamentRoundJobPayload,
    scope: 'tournament',
    maxAttempts: 10,
  }),
  /** A tournament's start time: close check-in, start, pair round 1. 10 attempts, idempotent. */
  tournament_start: job({ payload: tournamentJobPayload, scope: 'tournament', maxAttempts: 10 }),
} as const;

export type JobName = keyof typeof JOBS;
export type JobPayload<N extends JobName> = z.infer<(typeof JOBS)[N]['payload']>;
export type GameJobName = {
  [N in JobName]: (typeof JOBS)[N]['scope'] extends 'game' ? N : never;
}[JobName];
export type TournamentJobName = {
  [N in JobName]: (typeof JOBS)[N]['scope'] extends 'tournament' ? N : never;
}[JobName];
export type ImportJobName = {
  [N in JobName]: (typeof JOBS)[N]['scope'] extends 'import' ? N : never;
}[JobName];
export type FleetJobName = {
  [N in JobName]: (typeof JOBS)[N]['scope'] extends 'fleet' ? N : never;
}[JobName];

export const JOB_NAMES = Object.keys(JOBS) as JobName[];

/** Attempts before a job is kept as failed, by job. */
export const JOB_MAX_ATTEMPTS = Object.fromEntries(
  JOB_NAMES.map((name) => [name, JOBS[name].maxAttempts]),
) as { readonly [N in JobName]: (typeof JOBS)[N]['maxAttempts'] };

/** The separator of a per-game key: `<job>:<game id>`. */
export const GAME_KEY_SEPARATOR = ':';

/** The key of a per-game job. */
export function gameJobKey(name: GameJobName, gameId: string): string {
  return `${name}${GAME_KEY_SEPARATOR}${gameId}`;
}

/**
 * The key of a tournament's job: `tournament_start:<id>` (a new start time replaces
 * the pending job), `tournament_advance:<id>:<round>` (one per round: a duplicate
 * request while it waits is the same job).
 */
export function tournamentJobKey(
  ...args:
    | [name: 'tournament_start', tournamentId: string]
    | [name: 'tournament_advance', tournamentId: string, round: number]
): string {
  return args.join(GAME_KEY_SEPARATOR);
}

/** The key of a per-record job: `<job>:<import id>`. */
export function importJobKey(name: ImportJobName, importId: string): string {
  return `${name}${GAME_KEY_SEPARATOR}${importId}`;
}

/** The key of a fleet-wide job: its name. */
export function fleetJobKey(name: FleetJobName): string {
  return name;
}

/** Reads a job's payload as its handler receives it; throws (the job fails) if it is malformed. */
export function parseJobPayload<N extends JobName>(name: N, raw: unknown): JobPayload<N> {
  return JOBS[name].payload.parse(raw) as JobPayload<N>;
}
