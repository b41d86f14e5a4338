import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { games, users, type BotLevel } from '@wordrise/db';
import type { TestDatabase } from '@wordrise/db/testing';
import { ANY_WORD, DEFAULT_RULESET_KEY, type GameState, type Lexicon } from '@wordrise/engine';
import {
  createOpenGame,
  joinGame,
  playBot,
  readGameDetail,
  rebuildGameState,
  serverLexicon,
  submitAction,
  type SubmittedAction,
  type TimeControl,
} from '@wordrise/games';
import { eq, sql } from 'drizzle-orm';
import { Logger, runOnce, type LogFunctionFactory, type TaskList } from 'graphile-worker';
import { expect } from 'vitest';
import type { TaskDeps } from '../../src/deps';
import { QUEUE_PRESET, migrateQueue, taskList } from '../../src/worker';
import { childEnv } from './env';

export const WORKER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** graphile-worker's logger without the per-job INFO lines (warnings and errors still show). */
const quietFactory: LogFunctionFactory = (scope) => (level, message) => {
  if (level === 'error' || level === 'warning')
    console.error(`[${scope.label ?? 'worker'}] ${level}: ${message}`);
};
export const quietLogger = new Logger(quietFactory);
/** No output at all (tests of failing jobs). */
export const silentLogger = new Logger(() => () => {});

export function depsFor(t: TestDatabase, workerId = 'test-worker'): TaskDeps {
  return { db: t.db, workerId, lexicon: serverLexicon };
}

export async function prepareQueue(t: TestDatabase): Promise<void> {
  await migrateQueue(t.url, quietLogger);
}

/** Runs every runnable job with the worker's tasks (one in-process worker) until none is left. */
export async function drainQueue(t: TestDatabase, extra: TaskList = {}): Promise<void> {
  await runOnce({
    connectionString: t.url,
    taskList: taskList(depsFor(t), extra),
    preset: QUEUE_PRESET,
    logger: quietLogger,
  });
}

/** A player as the tests create them. */
export interface SessionUser {
  id: string;
  username: string;
  name: string;
}

interface NewGame {
  seats?: number;
  ruleset?: string;
  timeControl?: TimeControl;
  rated?: boolean;
  oracleAllowed?: boolean;
  challenges?: boolean;
}

/**
 * What a player does, through the game domain (as the API's lobby and game calls
 * do, with their defaults); words judged by `lexicon` (default: any word).
 */
export function callerFor(t: TestDatabase, user: SessionUser, lexicon: Lexicon = ANY_WORD) {
  const options = (o: NewGame) => ({
    ruleset: o.ruleset ?? DEFAULT_RULESET_KEY,
    timeControl: o.timeControl ?? { kind: 'none' as const },
    rated: o.rated ?? false,
    oracleAllowed: o.oracleAllowed ?? false,
    challenges: o.challenges ?? false,
  });
  return {
    lobby: {
      create: (o: NewGame & { seats: number }) =>
        createOpenGame(t.db, user.id, { ...options(o), seats: o.seats }),
      join: ({ gameId }: { gameId: string }) => joinGame(t.db, user.id, gameId),
      playBot: (o: Omit<NewGame, 'seats' | 'rated'> & { botLevel: BotLevel }) =>
        playBot(t.db, user.id, { ...options(o), botLevel: o.botLevel }),
    },
    game: {
      submit: (input: { gameId: string; expectedMove: number; action: SubmittedAction }) =>
        submitAction(t.db, {
          ...input,
          actor: { kind: 'player', userId: user.id },
          lexicon: () => lexicon,
        }),
      view: ({ gameId }: { gameId: string }) => readGameDetail(t.db, gameId, user.id),
    },
  };
}
export type Caller = ReturnType<typeof callerFor>;

export async function makeUsers(t: TestDatabase, ...names: string[]): Promise<SessionUser[]> {
  const rows = await t.db
    .insert(users)
    .values(names.map((username) => ({ username, displayName: username.toUpperCase() })))
    .returning();
  return rows.map((r) => ({ id: r.id, username: r.username, name: r.displayName }));
}

export async function stateOf(t: TestDatabase, gameId: string): Promise<GameState> {
  const [row] = await t.db.select({ state: games.state }).from(games).where(eq(games.id, gameId));
  if (!row?.state) throw new Error('game has no state');
  return row.state;
}

/** A human-vs-bot game (the api's lobby) with the bot to move (the human passes first if needed). */
export async function botToMove(caller: Caller, t: TestDatabase, level: BotLevel): Promise<string> {
  const { gameId } = await caller.lobby.playBot({ botLevel: level });
  const state = await stateOf(t, gameId);
  if (state.toMove === 0)
    await caller.game.submit({ gameId, expectedMove: 0, action: { type: 'pass' } });
  return gameId;
}

/** The game replays from its log to exactly its cached state. */
export async function expectReplays(t: TestDatabase, gameId: string): Promise<void> {
  const rebuilt = await rebuildGameState(t.db, gameId);
  expect(rebuilt.difference, `game ${gameId} differs from its replay`).toBeUndefined();
}

export async function jobCount(t: TestDatabase, where = sql`true`): Promise<number> {
  const [row] = await t.db.execute<{ n: number }>(
    sql`select count(*)::int as n from graphile_worker.jobs where ${where}`,
  );
  return row?.n ?? 0;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `check` until it returns a value other than undefined/false. The limit only
 * turns a condition that never comes into a clear failure; a busy machine never nears it.
 */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | false>,
  timeoutMs = 300_000,
  everyMs = 25,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}

export interface WorkerChild {
  child: ChildProcess;
  /** Everything the process printed so far. */
  output: () => string;
  /** Resolves with the queue id from the "ready" line. */
  ready: Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts a worker process (`src/main.ts`, or a fixture next to it) under tsx. */
export function spawnWorker(databaseUrl: string, script = 'src/main.ts'): WorkerChild {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: WORKER_DIR,
    env: childEnv(databaseUrl),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  let onReady: (id: string) => void = () => {};
  let onFail: (error: Error) => void = () => {};
  const ready = new Promise<string>((resolve, reject) => {
    onReady = resolve;
    onFail = reject;
  });
  const collect = (chunk: Buffer) => {
    text += chunk.toString();
    const match = /ready \(concurrency \d+, queue id (\S+)\)/.exec(text);
    if (match?.[1]) onReady(match[1]);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => {
      onFail(new Error(`worker exited before it was ready (${code ?? signal}):\n${text}`));
      resolve({ code, signal });
    });
    // A process that could not be started has no 'exit'; unheard, its 'error' would be uncaught.
    child.on('error', (error) => {
      onFail(new Error(`the worker could not be started: ${error.message}`));
      resolve({ code: null, signal: null });
    });
  });
  return { child, output: () => text, ready, exited };
}

/** Runs a worker script (a CLI) under tsx against `databaseUrl`; resolves with its stdout. */
export async function runScript(databaseUrl: string, script: string): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
    cwd: WORKER_DIR,
    env: childEnv(databaseUrl),
  });
  return stdout;
}
