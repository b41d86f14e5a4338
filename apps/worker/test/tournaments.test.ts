/**
 * Tournament jobs on the real queue: `tournament_advance` pairs a round exactly once
 * however many runners take it, and `tournament_start` starts a tournament at its
 * start time by itself.
 */
import { tournamentEvents } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import {
  createTournament,
  readTournament,
  requestTournament,
  tournamentJobKey,
} from '@wordrise/games';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startWorker } from '../src/worker';
import { sweepTournamentJobs } from '../src/tasks/sweep';
import { advanceTournament } from '../src/tasks/tournament-advance';
import {
  callerFor,
  depsFor,
  drainQueue,
  jobCount,
  makeUsers,
  prepareQueue,
  silentLogger,
  waitFor,
  type SessionUser,
} from './support/helpers';

const t = useTestDatabase();
const HOUR = 3_600_000;

beforeAll(async () => {
  await prepareQueue(t);
});

function settings(startsInMs: number) {
  const now = Date.now();
  return {
    name: 'Queue cup',
    description: '',
    format: 'swiss' as const,
    ruleset: 'wordrise',
    timeControl: { kind: 'none' as const },
    rated: false,
    rounds: 2,
    bestOf: 1,
    capacity: 8,
    registrationOpensAt: new Date(now - HOUR).toISOString(),
    registrationClosesAt: new Date(now + Math.min(startsInMs, HOUR)).toISOString(),
    startsAt: new Date(now + startsInMs).toISOString(),
    checkInOpensAt: null,
    forfeitLimit: 0,
  };
}

let n = 0;
async function tournamentOf(players: number, startsInMs = 2 * HOUR) {
  n += 1;
  const [org, ...rest] = await makeUsers(
    t,
    ...Array.from({ length: players + 1 }, (_, i) => `t${n}u${i}`),
  );
  const organiser = org as SessionUser;
  const { id } = await createTournament(t.db, organiser.id, settings(startsInMs));
  for (const p of rest)
    await requestTournament(t.db, id, organiser.id, { type: 'add_player', username: p.username });
  return { id, organiser, players: rest };
}

/** Every running game of the last round ends: its second seat resigns (a forfeit; no limit here). */
async function endRound(id: string, organiser: SessionUser, players: SessionUser[]) {
  const d = await readTournament(t.db, id, organiser.id);
  const users = new Map(players.map((p) => [p.username, p]));
  const byEntrant = new Map(d.entrants.map((e) => [e.entrantId, e.username]));
  for (const m of d.rounds.at(-1)?.matches ?? [])
    for (const g of m.games.filter((x) => x.status === 'playing')) {
      const loser = users.get(byEntrant.get(g.seats[1]) as string) as SessionUser;
      const view = await callerFor(t, loser).game.view({ gameId: g.gameId });
      await callerFor(t, loser).game.submit({
        gameId: g.gameId,
        expectedMove: view.moveNumber,
        action: { type: 'resign' },
      });
    }
}

const pairedRounds = async (id: string) =>
  t.db
    .select({ payload: tournamentEvents.payload })
    .from(tournamentEvents)
    .where(and(eq(tournamentEvents.tournamentId, id), eq(tournamentEvents.type, 'round_paired')));

describe('tournament jobs', () => {
  it('pair the next round exactly once with two concurrent runners and duplicate requests', async () => {
    const { id, organiser, players } = await tournamentOf(4);
    await requestTournament(t.db, id, organiser.id, { type: 'start' });
    expect(await pairedRounds(id)).toHaveLength(1);
    await endRound(id, organiser, players);
    // The last game's end queued the advance, keyed by tournament and round.
    const key = tournamentJobKey('tournament_advance', id, 1);
    expect(await jobCount(t, sql`key = ${key}`)).toBe(1);
    expect(await pairedRounds(id)).toHaveLength(1);
    // A duplicate request under another key, and two handlers racing outside the queue.
    await t.sql`select graphile_worker.add_job('tournament_advance',
      json_build_object('tournamentId', ${id}::text, 'round', 1), job_key => 'duplicate')`;
    const raced = await Promise.all([
      advanceTournament(depsFor(t, 'racer-1'), { tournamentId: id, round: 1 }),
      advanceTournament(depsFor(t, 'racer-2'), { tournamentId: id, round: 1 }),
    ]);
    expect(raced.filter(Boolean)).toHaveLength(1);

    const runners = await Promise.all(
      ['runner-a', 'runner-b'].map((workerId) =>
        startWorker({
          connectionString: t.url,
          db: t.db,
          concurrency: 2,
          workerId,
          logger: silentLogger,
          pollInterval: 100,
        }),
      ),
    );
    onTestFinished(async () => {
      for (const r of runners) {
        await r.runner.stop();
        await r.liveness.stop();
      }
    });
    await waitFor(
      'the advance jobs to finish',
      async () => (await jobCount(t, sql`task_identifier = 'tournament_advance'`)) === 0,
    );
    const rounds = await pairedRounds(id);
    expect(rounds.map((r) => (r.payload as { round: number }).round)).toEqual([1, 2]);
    const d = await readTournament(t.db, id, null);
    expect(d.rounds[1]?.matches.flatMap((m) => m.games)).toHaveLength(2);

    // The last round ends: the runners finish the tournament, once.
    await endRound(id, organiser, players);
    await waitFor('the tournament to finish', async () =>
      (await readTournament(t.db, id, null)).status === 'finished' ? true : undefined,
    );
    const finished = await t.db
      .select()
      .from(tournamentEvents)
      .where(and(eq(tournamentEvents.tournamentId, id), eq(tournamentEvents.type, 'finished')));
    expect(finished).toHaveLength(1);
  });

  it('start a tournament at its start time by themselves', async () => {
    const { id } = await tournamentOf(2, 1500);
    const key = tournamentJobKey('tournament_start', id);
    expect(await jobCount(t, sql`key = ${key}`)).toBe(1);
    const worker = await startWorker({
      connectionString: t.url,
      db: t.db,
      concurrency: 1,
      workerId: 'starter',
      logger: silentLogger,
      pollInterval: 100,
    });
    onTestFinished(async () => {
      await worker.runner.stop();
      await worker.liveness.stop();
    });
    const d = await waitFor('the start', async () => {
      const x = await readTournament(t.db, id, null);
      return x.status === 'running' ? x : undefined;
    });
    expect(d.rounds[0]?.matches).toHaveLength(1);
    expect(d.history.map((h) => [h.type, h.by])).toContainEqual(['started', null]);
  });

  it('are enqueued again by the sweep when lost: a start past its time, a complete round', async () => {
    const late = await tournamentOf(2, 1000);
    await t.sql`select graphile_worker.remove_job(${tournamentJobKey('tournament_start', late.id)})`;
    const startsAt = Date.parse(
      (await readTournament(t.db, late.id, null)).settings.startsAt.toISOString(),
    );
    await waitFor('the start time to pass', async () => Date.now() > startsAt);
    expect(await sweepTournamentJobs(t.db)).toEqual({ starts: 1, advances: 0 });
    expect(await sweepTournamentJobs(t.db)).toEqual({ starts: 0, advances: 0 });
    await drainQueue(t);
    expect((await readTournament(t.db, late.id, null)).status).toBe('running');

    await endRound(late.id, late.organiser, late.players);
    await t.sql`select graphile_worker.remove_job(${tournamentJobKey('tournament_advance', late.id, 1)})`;
    expect(await sweepTournamentJobs(t.db)).toEqual({ starts: 0, advances: 1 });
    await drainQueue(t);
    expect((await readTournament(t.db, late.id, null)).rounds).toHaveLength(2);
    expect(await sweepTournamentJobs(t.db)).toEqual({ starts: 0, advances: 0 });
  });
});
