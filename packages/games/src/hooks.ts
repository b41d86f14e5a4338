import { botChallenger } from './bot-challenge';
import { clockCheckNeeded, setClockCheckAt } from './clock-check';
import type { Transaction } from './db-types';
import { afterGameOver } from './game-over';
import { heldWindowClosesAt } from './held-end';
import type { GameJobName } from './jobs/catalogue';
import { enqueueJob, queueExists, removeGameJob, type QueuedJob } from './jobs/queue';
import { notifyChange } from './live/notify';
import { gameTopic, LOBBY_TOPIC, userTopic } from './live/topics';
import type { GameRow, SeatRow } from './load';
import { clockWarningAtMs, fromColumns } from './time-control';

export interface GameChangeHookInput {
  /** The game row as it is after the change. */
  game: GameRow;
  seats: readonly SeatRow[];
  /** The change affects the lobby's list of open games (create, join, leave, cancel, start). */
  lobby?: boolean;
  /**
   * Whether the job queue exists, when the caller already knows (read with the lock,
   * `loadGame`): then the NOTIFY and the turn's jobs go out together in one round trip.
   */
  queue?: boolean;
  /** The database's clock at the change (`LoadedGame.nowMs`); this process's if not given. */
  nowMs?: number;
  /** The game as a player's move left it, for the notice (`encodeMoveSnapshot`). */
  snapshot?: string;
}

/**
 * Everything that must happen in the same transaction as a change to a game,
 * so it happens exactly when the change commits:
 * - NOTIFY the game's subscribers, its players' personal lists, and the lobby;
 * - enqueue the turn's jobs (when the job queue exists): the bot's turn if a
 *   bot is to move, a clock check by the mover's deadline (`clockCheckNeeded`), and in a
 *   correspondence game the player's warning at 80 % of their time (each replaces the last
 *   turn's);
 * - once the game is finished, what follows its end (`GAME_OVER_STEPS`).
 * The worker (apps/worker) creates the `graphile_worker` schema, so before it
 * ever ran nothing is enqueued and its `sweep` job catches up (overdue clocks,
 * bots to move) and `reanalyse_stale` the analyses.
 */
export async function afterGameChange(tx: Transaction, input: GameChangeHookInput): Promise<void> {
  const { game, seats } = input;
  const topics = topicsOfGame(game, seats, input.lobby ?? false);
  const notice = {
    topics,
    gameId: game.id,
    status: game.status,
    revision: game.revision,
    moveNumber: game.moveNumber,
    ...(input.snapshot === undefined ? {} : { snapshot: input.snapshot }),
  };
  // Sent together: statements of one transaction run in order on its connection, and
  // issued at once they share a round trip.
  let queue = input.queue;
  if (queue === undefined) {
    [, queue] = await Promise.all([notifyChange(tx, notice), queueExists(tx)]);
    if (queue) await enqueueTurnJobs(tx, game, seats, input.nowMs);
  } else {
    await Promise.all([
      notifyChange(tx, notice),
      queue && enqueueTurnJobs(tx, game, seats, input.nowMs),
    ]);
  }
  if (game.status === 'finished') await afterGameOver(tx, { game, seats, queue });
}

/**
 * Who hears of a change to a game: its page's subscribers, its players' personal lists and,
 * when the change shows in the lobby's list (and the game is listed there), the lobby.
 */
export function topicsOfGame(
  game: Pick<GameRow, 'id' | 'listed'>,
  seats: readonly Pick<SeatRow, 'userId' | 'heldBy'>[],
  lobby: boolean,
): string[] {
  const topics = [gameTopic(game.id)];
  const users = new Set(seats.flatMap((s) => [s.userId, s.heldBy]));
  for (const user of users) if (user) topics.push(userTopic(user));
  if (lobby && game.listed) topics.push(LOBBY_TOPIC);
  return topics;
}

/** The jobs a running game needs for its current turn (pure; see afterGameChange). */
export function turnJobs(
  game: GameRow,
  seats: readonly SeatRow[],
  nowMs: number = Date.now(),
): QueuedJob[] {
  const jobs: QueuedJob[] = [];
  const seat = game.toMoveSeat;
  if (game.status !== 'playing' || seat === null) return jobs;
  const payload = { gameId: game.id, moveNumber: game.moveNumber, seat };
  if (seats.find((s) => s.seat === seat)?.botLevel) {
    jobs.push({ task: 'bot_turn', payload, runAt: null });
  }
  // Word challenges: a bot opponent challenges a play with an unlisted word at once.
  const challenger = botChallenger(game.state, seats);
  if (challenger !== null) {
    jobs.push({ task: 'bot_challenge', payload: { ...payload, seat: challenger }, runAt: null });
  }
  if (game.clockDeadline && clockCheckNeeded(game, nowMs)) {
    jobs.push({ task: 'clock_expiry', payload, runAt: game.clockDeadline });
  }
  // Word challenges: a play that went out in a live game is accepted when its window ends.
  const closesAt = heldWindowClosesAt(game);
  if (closesAt) jobs.push({ task: 'challenge_close', payload, runAt: closesAt });
  const human = seats.some((s) => s.seat === seat && s.userId !== null);
  const warnAt = game.turnStartedAt
    ? clockWarningAtMs(fromColumns(game), game.turnStartedAt.getTime())
    : null;
  if (human && warnAt !== null) {
    jobs.push({ task: 'clock_warning', payload, runAt: new Date(warnAt) });
  }
  return jobs;
}

const TURN_JOBS = [
  'bot_turn',
  'bot_challenge',
  'challenge_close',
  'clock_expiry',
  'clock_warning',
] as const;

/**
 * Pending turn jobs the game no longer needs. Once it is over nothing follows its turns:
 * all go, so a finished correspondence game leaves no job waiting days to do nothing. While
 * it is played, only the jobs that could wait long for nothing: the clock check when there is
 * no deadline any more, and a correspondence warning for a turn that needs none. The others
 * run at once or within the challenge window, and find their turn passed.
 */
function unwantedTurnJobs(game: GameRow, wanted: readonly QueuedJob[]): GameJobName[] {
  if (game.status !== 'playing') return [...TURN_JOBS];
  const unwanted: GameJobName[] = [];
  if (!game.clockDeadline && game.clockCheckAt) unwanted.push('clock_expiry');
  if (game.timeControl === 'correspondence' && !wanted.some((j) => j.task === 'clock_warning')) {
    unwanted.push('clock_warning');
  }
  return unwanted;
}

async function enqueueTurnJobs(
  tx: Transaction,
  game: GameRow,
  seats: readonly SeatRow[],
  nowMs: number = Date.now(),
): Promise<void> {
  const jobs = turnJobs(game, seats, nowMs);
  const unwanted = unwantedTurnJobs(game, jobs);
  const clockCheck = jobs.find((j) => j.task === 'clock_expiry');
  const clockCheckGone = game.status === 'playing' && unwanted.includes('clock_expiry');
  await Promise.all([
    ...unwanted.map((name) => removeGameJob(tx, name, game.id)),
    ...jobs.map((job) => enqueueJob(tx, job)),
    (clockCheck || clockCheckGone) && setClockCheckAt(tx, game.id, clockCheck?.runAt ?? null),
  ]);
}
