import { JOB_MAX_ATTEMPTS } from '@wordrise/api';
import { z } from 'zod';

/**
 * The worker's tasks and their payloads. The api's move path enqueues
 * `bot_turn`, `clock_expiry` and `analyse_game` in the transaction of the change
 * that causes them (`afterGameChange` in packages/api/src/games/hooks.ts); the
 * cron schedule in worker.ts adds `heartbeat`, `sweep` and `reanalyse_stale`.
 */
export const TASKS = [
  'heartbeat',
  'bot_turn',
  'clock_expiry',
  'analyse_game',
  'reanalyse_stale',
  'sweep',
] as const;
export type TaskName = (typeof TASKS)[number];

/** `bot_turn`, `clock_expiry`: the turn the job is about. */
export const turnJobPayload = z.object({
  gameId: z.uuid(),
  moveNumber: z.number().int().min(0),
  seat: z.number().int().min(0).max(3),
});
export type TurnJob = z.infer<typeof turnJobPayload>;

/** `analyse_game`. */
export const gameJobPayload = z.object({ gameId: z.uuid() });
export type GameJob = z.infer<typeof gameJobPayload>;

/** Attempts before a job is kept as failed (the same numbers the api enqueues with). */
export const MAX_ATTEMPTS = JOB_MAX_ATTEMPTS;
