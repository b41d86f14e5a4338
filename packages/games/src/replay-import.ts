import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import {
  importedGames,
  takeRateLimitHit,
  users,
  type Database,
  type SeatResult,
  type StoredResult,
} from '@wordrise/db';
import {
  gameFromRecord,
  getRuleset,
  parseRecord,
  ranking,
  viewFor,
  type GameEvent,
  type GameState,
  type GameView,
} from '@wordrise/engine';
import type { Queryable } from './db-types';
import { enqueueImportJob, queueExists } from './jobs/queue';
import { analysisSummary, currentAnalysisVersion, type ReplayAnalysis } from './replay';
import { seatResults } from './record';
import { badRequest, GameRefusal, notFound } from './refusal';

/**
 * An imported record as the replay viewer shows it: an unrated analysis board.
 * It lives in `imported_games` only, never in `games`, so it cannot touch
 * ratings, profiles or lobbies. The same shape as a finished game's replay where
 * the viewer needs it (start, events, initial state, result, the worker's analysis).
 */
export interface ImportedReplay {
  id: string;
  ownerName: string;
  createdAt: Date;
  ruleset: string;
  players: { seat: number; name: string; score: number; rank: number; result: SeatResult }[];
  result: StoredResult;
  start: GameView;
  events: GameEvent[];
  initial: GameState;
  /** The worker's analysis (`analyse_import`, enqueued with the import), as a game's replay has it. */
  analysis: ReplayAnalysis;
}

/**
 * The longest record taken, in characters (the table checks the same): the longest game below
 * at ~50 characters a move (a Word Wefter purchase makes a line longer), with room to spare.
 */
export const IMPORT_MAX_LENGTH = 400_000;

/**
 * The most moves a record may hold. A game played out has a few dozen, but every game the
 * server lets be played must come back in: the longest has four players, challenges and the
 * largest pool (Word Wefter Long, 170 tiles): a play of one tile at least, then an accept,
 * then up to 11 turns without a word (R28), each of which may be a play and the challenge that
 * takes it back — 170 × 24 = 4,080 moves. Each is replayed (judged) to check the record, ~20 ms
 * per 1,000 of them; the worker's analysis then costs ~3 ms a move, in slices. An endless run
 * of exchanges (legal in a solo game until the server's limit) stops here.
 */
export const IMPORT_MAX_EVENTS = 5_000;

/**
 * How many records a user, and a client address (several users' worth, for a shared
 * network), may import in a rolling hour (`rate_limit_hits`); a refused record counts too
 * (checking it costs the same replay, and each stored one queues the worker's analysis).
 */
export const IMPORT_LIMITS = {
  perUser: { max: 20, windowSeconds: 3600 },
  perAddress: { max: 60, windowSeconds: 3600 },
} as const;

export const IMPORT_EMPTY = 'Paste or upload a game record.';
export const IMPORT_TOO_LONG = `A record can be at most ${IMPORT_MAX_LENGTH} characters long.`;
export const IMPORT_TOO_MANY_MOVES = `A record can hold at most ${IMPORT_MAX_EVENTS} moves.`;

/** The cheap checks, before any parsing: something there, and not too long. */
function checkSize(text: string): void {
  if (text.trim() === '') throw badRequest(IMPORT_EMPTY, 'record');
  if (text.length > IMPORT_MAX_LENGTH) throw badRequest(IMPORT_TOO_LONG, 'record');
}

/**
 * The finished game a record describes, or a refusal in one sentence: the
 * engine's parse errors name the line and what is wrong ("Line 4: …"). A record of more
 * than `maxEvents` moves is refused before it is replayed.
 */
export function gameOfRecord(
  text: string,
  maxEvents = IMPORT_MAX_EVENTS,
): {
  initial: GameState;
  final: GameState;
  events: GameEvent[];
} {
  checkSize(text);
  const parsed = parseRecord(text);
  if (!parsed.ok) throw badRequest(parsed.error.message, 'record');
  const { record } = parsed;
  if (record.events.length > maxEvents) throw badRequest(IMPORT_TOO_MANY_MOVES, 'record');
  const rebuilt = gameFromRecord(record);
  if (!rebuilt.ok)
    throw badRequest(`This record does not replay: ${lower(rebuilt.error.message)}`, 'record');
  const final = rebuilt.states.at(-1);
  if (!final || final.status !== 'over')
    throw badRequest('This record does not reach the end of the game.', 'record');
  return { initial: rebuilt.initial, final, events: [...record.events] };
}

const lower = (s: string) => `${s[0]?.toLowerCase() ?? ''}${s.slice(1)}`;

/**
 * Stores a checked record for its owner (within `IMPORT_LIMITS`, of the user and of the
 * client's `address` when known); returns its id. The attempt is counted, in its own
 * transaction, before the record is parsed and replayed.
 */
export async function importRecord(
  db: Database,
  input: { record: string },
  userId: string,
  address: string | null,
): Promise<{ id: string }> {
  const record = input.record.replace(/\r\n?/g, '\n');
  checkSize(record);
  await countImport(db, userId, address);
  const game = gameOfRecord(record);
  const imported = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(importedGames)
      .values({ ownerId: userId, record })
      .returning({ id: importedGames.id });
    // The Oracle's analysis, by the worker (once it has ever run: before, there is no queue).
    if (await queueExists(tx)) await enqueueImportJob(tx, 'analyse_import', row!.id);
    return { id: row!.id };
  });
  // Its link is usually opened at once: that costs no second replay.
  replayedImports.set(imported.id, game);
  return imported;
}

/**
 * Imported records never change: each one's replayed game is kept (the most recently
 * looked at), so a link opened again and again costs no replay. Bounded by moves held in
 * all (two states and the events per game: a few kB per move at most).
 */
const replayedImports = new LRUCache<string, ReturnType<typeof gameOfRecord>>({
  max: 256,
  maxSize: 20_000,
  sizeCalculation: (game) => game.events.length + 1,
});

async function countImport(db: Database, userId: string, address: string | null): Promise<void> {
  const notBefore = await db.transaction(async (tx) => {
    // One import per user, then per address, at a time: parallel ones cannot slip past a
    // limit (always in this order, so two never wait on each other).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wordrise:import:${userId}`}))`);
    if (address)
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`wordrise:import-address:${address}`}))`,
      );
    return takeRateLimitHit(tx, [
      { bucket: `import:user:${userId}`, ...IMPORT_LIMITS.perUser },
      ...(address ? [{ bucket: `import:address:${address}`, ...IMPORT_LIMITS.perAddress }] : []),
    ]);
  });
  if (notBefore) {
    const minutes = Math.max(1, Math.ceil((notBefore.getTime() - Date.now()) / 60_000));
    throw new GameRefusal({
      kind: 'rate-limited',
      message: `You have imported too many records. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    });
  }
}

function replayedImport(id: string, record: string): ReturnType<typeof gameOfRecord> {
  let game = replayedImports.get(id);
  if (!game) {
    // Records stored before moves were capped are opened whatever their length.
    game = gameOfRecord(record, Number.POSITIVE_INFINITY);
    replayedImports.set(id, game);
  }
  return game;
}

/** An imported record's replay, for anyone with its link. */
export async function readImport(db: Queryable, id: string): Promise<ImportedReplay> {
  const [row] = await db
    .select({
      id: importedGames.id,
      record: importedGames.record,
      createdAt: importedGames.createdAt,
      ownerName: users.username,
      analysis: importedGames.analysis,
      analysisVersion: importedGames.analysisVersion,
      analysedAt: importedGames.analysedAt,
    })
    .from(importedGames)
    .innerJoin(users, eq(users.id, importedGames.ownerId))
    .where(eq(importedGames.id, id));
  if (!row) throw notFound('There is no such imported game.');
  const { initial, final, events } = replayedImport(row.id, row.record);
  const ruleset = getRuleset(initial.ruleset);
  if (!ruleset) throw notFound('This record is of an unknown ruleset.');
  const results = seatResults(final);
  return {
    id: row.id,
    ownerName: row.ownerName,
    createdAt: row.createdAt,
    ruleset: initial.ruleset,
    players: final.players.map((p, seat) => ({
      seat,
      name: p.name,
      score: p.score,
      rank: results[seat]!.rank,
      result: results[seat]!.result,
    })),
    result: { ...final.result!, ranking: ranking(final) } as StoredResult,
    start: viewFor(initial, 'spectator'),
    events,
    initial,
    analysis: await analysisSummary(db, { job: 'analyse_import', id: row.id }, events, {
      annotations: (row.analysis ?? []).map((a) => ({
        ...a,
        oracleVersion: row.analysisVersion ?? '',
      })),
      currentVersion: currentAnalysisVersion(ruleset.wordList),
      analysedAt: row.analysedAt,
    }),
  };
}
