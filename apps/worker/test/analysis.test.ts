import {
  analysisTopic,
  importRecord,
  LIVE_CHANNEL,
  readEvents,
  readImport,
  readReplay,
  requestReanalysis,
  serverLexicon,
  submitAction,
} from '@wordrise/games';
import { gameEvents, moveAnnotations } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import {
  ANY_WORD,
  CURRENT_RULES_VERSION,
  findAllPlays,
  getRuleset,
  recordOf,
  serializeRecord,
  type Play,
} from '@wordrise/engine';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { oracleVersionOf } from '../src/analysis/version';
import { analyseGame } from '../src/tasks/analyse-game';
import { enqueueStaleAnalyses, enqueueStaleImportAnalyses } from '../src/tasks/reanalyse-stale';
import {
  callerFor,
  depsFor,
  drainQueue,
  jobCount,
  makeUsers,
  prepareQueue,
  runScript,
  stateOf,
  waitFor,
  type Caller,
  type SessionUser,
} from './support/helpers';

const t = useTestDatabase();
let people: SessionUser[] = [];
let callers: Caller[] = [];
const english = serverLexicon('english');
/** Derived by the engine: rules version + the word graph's checksum. */
const ORACLE_VERSION = oracleVersionOf(serverLexicon);

beforeAll(async () => {
  await prepareQueue(t);
  people = await makeUsers(t, 'ann', 'ben');
  callers = people.map((p) => callerFor(t, p, english));
});

interface Expected {
  best: Play;
  /** Null: the mover passed while the rack had plays. */
  played: Play | null;
  rank: number | null;
  count: number;
}

/**
 * Two people play `turns` moves with the real word list, each choosing the k-th
 * best play (k cycling through `picks`; −1: pass instead), then one resigns. Returns
 * what the analysis should say, computed here from the Oracle's list at move time.
 */
async function playedGame(picks: number[], turns: number) {
  const { gameId } = await callers[0]!.lobby.create({ seats: 2 });
  await callers[1]!.lobby.join({ gameId });
  const expected = new Map<number, Expected>();
  for (let turn = 0; turn < turns; turn++) {
    const state = await stateOf(t, gameId);
    const seat = state.toMove;
    const ruleset = getRuleset(state.ruleset)!;
    const { count, plays } = findAllPlays(state, state.players[seat]!.rack, english, ruleset);
    const k = picks[turn % picks.length]!;
    const pick = k < 0 ? undefined : plays[Math.min(k, plays.length - 1)];
    const actor = { kind: 'player' as const, userId: people[seat]!.id };
    const common = { gameId, actor, expectedMove: state.moveNumber, lexicon: () => english };
    if (!pick) {
      await submitAction(t.db, { ...common, action: { type: 'pass' } });
      if (plays[0])
        expected.set(state.moveNumber, { best: plays[0], played: null, rank: null, count });
      continue;
    }
    await submitAction(t.db, { ...common, action: { type: 'play', placements: pick.placements } });
    expected.set(state.moveNumber, {
      best: plays[0]!,
      played: pick,
      rank: 1 + plays.filter((p) => p.score > pick.score).length,
      count,
    });
  }
  const state = await stateOf(t, gameId);
  await submitAction(t.db, {
    gameId,
    actor: { kind: 'player', userId: people[0]!.id },
    action: { type: 'resign' },
    expectedMove: state.moveNumber,
    lexicon: () => english,
  });
  return { gameId, expected };
}

const notesOf = (gameId: string) =>
  t.db
    .select()
    .from(moveAnnotations)
    .where(eq(moveAnnotations.gameId, gameId))
    .orderBy(asc(moveAnnotations.moveNumber));

describe('Oracle analysis of a finished game', () => {
  it('stores one row per play: best play and score, rank, play count, points lost, version', async () => {
    const { gameId, expected } = await playedGame([0, 3, 1, 8, 0, 20, 2, 5], 12);
    expect(await jobCount(t, sql`key = ${`analyse_game:${gameId}`}`)).toBe(1);
    await drainQueue(t);

    const notes = await notesOf(gameId);
    const plays = await t.db
      .select({ moveNumber: gameEvents.moveNumber })
      .from(gameEvents)
      .where(sql`${gameEvents.gameId} = ${gameId} and ${gameEvents.action} = 'play'`)
      .orderBy(asc(gameEvents.moveNumber));
    expect(notes.map((n) => n.moveNumber)).toEqual(plays.map((p) => p.moveNumber));
    expect(notes.length).toBe(expected.size);
    let ranks = 0;
    for (const note of notes) {
      const want = expected.get(note.moveNumber)!;
      expect(note).toMatchObject({
        bestScore: want.best.score,
        kind: 'play',
        playedScore: want.played?.score,
        rank: want.rank,
        playCount: want.count,
        pointsLost: want.best.score - (want.played?.score ?? 0),
        oracleVersion: ORACLE_VERSION,
      });
      expect(note.bestPlay.placements).toEqual(want.best.placements);
      expect(note.bestPlay.words.map((w) => w.word)).toEqual(want.best.words.map((w) => w.word));
      expect(note.pointsLost).toBeGreaterThanOrEqual(0);
      // The tie rule: rank 1 exactly when the play scored as much as the best.
      expect(note.rank === 1).toBe(note.playedScore === note.bestScore);
      if ((note.rank ?? 0) > 1) ranks++;
    }
    expect(ranks).toBeGreaterThan(0); // the game did have weaker moves
  });

  it('judges a pass made while the rack had plays against the best of them, with no rank', async () => {
    const { gameId, expected } = await playedGame([0, -1], 6);
    await drainQueue(t);
    const notes = await notesOf(gameId);
    const passes = notes.filter((n) => n.kind === 'pass');
    expect(passes.length).toBeGreaterThan(0);
    expect(notes.map((n) => n.moveNumber)).toEqual([...expected.keys()].sort((a, b) => a - b));
    for (const note of passes) {
      const want = expected.get(note.moveNumber)!;
      expect(want.played).toBeNull();
      expect(note).toMatchObject({
        rank: null,
        bestScore: want.best.score,
        playedScore: 0,
        playCount: want.count,
        pointsLost: want.best.score,
      });
      expect(note.bestPlay.placements).toEqual(want.best.placements);
    }
  });

  it('is idempotent, skips unfinished games, and is redone when stale or missing', async () => {
    const { gameId } = await playedGame([1], 4);
    await drainQueue(t);
    const first = await notesOf(gameId);
    expect(first.length).toBeGreaterThan(0);
    const again = await analyseGame(depsFor(t), { gameId });
    expect(again).toMatchObject({ kind: 'analysed', plays: first.length });
    expect((await notesOf(gameId)).map(({ createdAt: _, ...n }) => n)).toEqual(
      first.map(({ createdAt: _, ...n }) => n),
    );

    const { gameId: running } = await callers[0]!.lobby.create({ seats: 2 });
    await callers[1]!.lobby.join({ gameId: running });
    expect(await analyseGame(depsFor(t), { gameId: running })).toEqual({
      kind: 'skipped',
      reason: 'game is playing',
    });

    // An older Oracle wrote this game's rows; another game's rows went missing.
    await t.db
      .update(moveAnnotations)
      .set({ oracleVersion: 'engine-0.0.1+analysis-0' })
      .where(eq(moveAnnotations.gameId, gameId));
    const [other] = await t.db.execute<{ game_id: string }>(
      sql`select game_id from move_annotations where game_id <> ${gameId} limit 1`,
    );
    await t.db.delete(moveAnnotations).where(eq(moveAnnotations.gameId, other!.game_id));
    expect(await runScript(t.url, 'src/cli/reanalyse.ts')).toBe(
      `enqueued 2 analyses (current Oracle version ${ORACLE_VERSION})\n`,
    );
    expect(await enqueueStaleAnalyses(t.db, serverLexicon)).toBe(0); // already queued
    await drainQueue(t);
    expect(await enqueueStaleAnalyses(t.db, serverLexicon)).toBe(0);
    for (const id of [gameId, other!.game_id]) {
      const notes = await notesOf(id);
      expect(notes.length).toBeGreaterThan(0);
      expect(new Set(notes.map((n) => n.oracleVersion))).toEqual(new Set([ORACLE_VERSION]));
    }
  });

  it('stamps a version derived from the rules version and the word graph; an older rules version is stale', async () => {
    expect(ORACLE_VERSION).toBe(
      `rules-${CURRENT_RULES_VERSION}+words-${english.digest().slice(0, 16)}`,
    );
    const { gameId } = await playedGame([0], 2);
    await drainQueue(t);
    expect(await enqueueStaleAnalyses(t.db, serverLexicon)).toBe(0);
    const older = `rules-${CURRENT_RULES_VERSION - 1}+words-${english.digest().slice(0, 16)}`;
    await t.db
      .update(moveAnnotations)
      .set({ oracleVersion: older })
      .where(eq(moveAnnotations.gameId, gameId));
    expect(await enqueueStaleAnalyses(t.db, serverLexicon)).toBe(1);
    await drainQueue(t);
    const notes = await notesOf(gameId);
    expect(new Set(notes.map((n) => n.oracleVersion))).toEqual(new Set([ORACLE_VERSION]));
  });
});

describe('replay viewers of a game being analysed', () => {
  it('hear when its analysis is stored, and the replay then stops saying "analysing…"', async () => {
    const heard: unknown[] = [];
    const { unlisten } = await t.db.$client.listen(LIVE_CHANNEL, (raw) =>
      heard.push(JSON.parse(raw)),
    );
    try {
      const { gameId } = await playedGame([0], 2);
      const before = await readReplay(t.db, gameId);
      expect(before.analysis).toMatchObject({ status: 'missing', queued: true });
      const notice = { topics: [analysisTopic(gameId)], analysed: gameId };
      expect(heard).not.toContainEqual(notice);

      await drainQueue(t);
      await waitFor('the analysis notice', async () => heard.some((h) => deepEquals(h, notice)));
      const after = await readReplay(t.db, gameId);
      expect(after.analysis).toMatchObject({ status: 'current', queued: false });
    } finally {
      await unlisten();
    }
  });

  it('is not "queued" once the running job has stored its analysis, though the job is not yet off the queue', async () => {
    const { gameId } = await playedGame([0], 2);
    await drainQueue(t);
    await requestReanalysis(t.db, gameId, people[1]!.id, null);
    expect((await readReplay(t.db, gameId)).analysis?.queued).toBe(true);
    // A worker takes the job (as graphile-worker's get_job marks it) ...
    await t.db.execute(sql`
      update graphile_worker._private_jobs set locked_at = now(), locked_by = 'test'
      where key = ${`analyse_game:${gameId}`}`);
    expect((await readReplay(t.db, gameId)).analysis?.queued).toBe(true);
    // ... and commits the analysis; its notice makes viewers re-read before the job is removed.
    expect(await analyseGame(depsFor(t), { gameId })).toMatchObject({ kind: 'analysed' });
    expect(await jobCount(t, sql`key = ${`analyse_game:${gameId}`}`)).toBe(1);
    expect((await readReplay(t.db, gameId)).analysis).toMatchObject({
      status: 'current',
      queued: false,
    });
    await t.db.execute(
      sql`delete from graphile_worker._private_jobs where key = ${`analyse_game:${gameId}`}`,
    );
  });
});

describe('Oracle analysis of an imported record', () => {
  it('is queued with the import, stored on the record, told to its viewers, and the same as the game’s', async () => {
    const heard: unknown[] = [];
    const { unlisten } = await t.db.$client.listen(LIVE_CHANNEL, (raw) =>
      heard.push(JSON.parse(raw)),
    );
    try {
      const { gameId } = await playedGame([0, 2, 1], 6);
      const record = serializeRecord(
        recordOf(await stateOf(t, gameId), await readEvents(t.db, gameId)),
      );
      const { id } = await importRecord(t.db, { record }, people[1]!.id, null);
      expect(await jobCount(t, sql`key = ${`analyse_import:${id}`}`)).toBe(1);
      expect((await readImport(t.db, id)).analysis).toMatchObject({
        status: 'missing',
        queued: true,
        analysedAt: null,
        annotations: [],
      });

      await drainQueue(t);
      const notice = { topics: [analysisTopic(id)], analysed: id };
      await waitFor('the analysis notice', async () => heard.some((h) => deepEquals(h, notice)));
      const { analysis } = await readImport(t.db, id);
      expect(analysis).toMatchObject({ status: 'current', queued: false });
      expect(analysis.analysedAt).toBeInstanceOf(Date);
      const game = await readReplay(t.db, gameId);
      expect(analysis.annotations.length).toBeGreaterThan(0);
      expect(analysis.annotations).toEqual(game.analysis?.annotations);
    } finally {
      await unlisten();
    }
  });

  it('is redone by reanalyse_stale when missing (imported before any worker ran) or stale', async () => {
    const { gameId } = await playedGame([0], 4);
    const record = serializeRecord(
      recordOf(await stateOf(t, gameId), await readEvents(t.db, gameId)),
    );
    const { id } = await importRecord(t.db, { record }, people[0]!.id, null);
    await drainQueue(t);
    expect(await enqueueStaleAnalyses(t.db, serverLexicon)).toBe(0);

    const forget = (version: string | null) =>
      t.db.execute(sql`update imported_games
        set analysis = ${version === null ? null : '[]'}::jsonb, analysis_version = ${version}
        where id = ${id}`);
    for (const version of [null, 'rules-0+words-0']) {
      await forget(version);
      // The minutely sweep takes only the never-analysed; the daily run the stale too.
      expect(await enqueueStaleImportAnalyses(t.db, null, 10)).toBe(version === null ? 1 : 0);
      if (version !== null) expect(await enqueueStaleAnalyses(t.db, serverLexicon)).toBe(1);
      expect(await enqueueStaleAnalyses(t.db, serverLexicon)).toBe(0); // already queued
      await drainQueue(t);
      const { analysis } = await readImport(t.db, id);
      expect(analysis).toMatchObject({ status: 'current', queued: false });
      expect(analysis.annotations.length).toBeGreaterThan(0);
    }
  });
});

const deepEquals = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

describe('Word Wefter games', () => {
  it('are analysed, racks with wild, blank and rainbow tiles included', async () => {
    const { gameId } = await callers[0]!.lobby.create({ seats: 2, ruleset: 'wefter' });
    await callers[1]!.lobby.join({ gameId });
    const state = await stateOf(t, gameId);
    const seat = state.toMove;
    // Every opening rack holds a rainbow tile: two rack tiles across START (any word goes).
    const tiles = [...state.players[seat]!.rack].filter((tile) => tile !== '_').slice(0, 2);
    const placements = tiles.map((tile, i) => ({
      r: 5,
      c: 5 + i,
      letter: tile === '?' ? 'e' : tile,
    }));
    const actor = { kind: 'player' as const, userId: people[seat]!.id };
    await submitAction(t.db, {
      gameId,
      actor,
      expectedMove: 0,
      action: { type: 'play', placements },
      lexicon: () => ANY_WORD,
    });
    await submitAction(t.db, {
      gameId,
      actor,
      expectedMove: 1,
      action: { type: 'resign' },
      lexicon: () => ANY_WORD,
    });
    expect(await analyseGame(depsFor(t), { gameId })).toMatchObject({ kind: 'analysed', plays: 1 });
    const [note] = await t.db
      .select()
      .from(moveAnnotations)
      .where(eq(moveAnnotations.gameId, gameId));
    // A note for the opening play, judged among the plays of its rack (seven tiles have some).
    expect(note).toMatchObject({ moveNumber: 0 });
    expect(note!.playCount).toBeGreaterThan(1);
    expect(note!.pointsLost).toBe(note!.bestScore - note!.playedScore);
  });
});
