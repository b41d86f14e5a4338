import { useTestDatabase } from '@wordrise/db/testing';
import { REANALYSIS_LIMITS, REANALYSIS_NOT_FINISHED } from '@wordrise/games';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../src/index';
import {
  callerFor,
  expectTRPCError,
  makeUsers,
  openingPlay,
  startTwoPlayerGame,
  stateOf,
  type Caller,
} from './helpers';

/**
 * `replay.reanalyse`: anyone signed in may ask for a finished game's analysis
 * again, within limits per user, per client address and per game; the replay says the job is queued
 * until the worker takes it off the queue.
 */
const t = useTestDatabase();
let ann: Caller, ben: Caller, cat: Caller, visitor: Caller;
let people: SessionUser[] = [];

const queued = async () =>
  (
    (await t.db.execute<{ job_key: string }>(
      sql`select job_key from graphile_worker.test_jobs`,
    )) as unknown as { job_key: string }[]
  ).map((j) => j.job_key);

beforeAll(async () => {
  people = await makeUsers(
    t,
    'ann',
    'ben',
    'cat',
    ...Array.from({ length: 10 }, (_, i) => `p${i}`),
  );
  [ann, ben, cat] = people.slice(0, 3).map((p) => callerFor(t, p)) as [Caller, Caller, Caller];
  visitor = callerFor(t, null);
  // A stand-in for graphile-worker's queue: add_job records the job in `jobs` (as the
  // real view shows it: key, attempts, max_attempts, locked_at: waiting).
  await t.db.execute(
    sql.raw(`
    create schema graphile_worker;
    create table graphile_worker.test_jobs (identifier text, payload json, job_key text);
    create view graphile_worker.jobs as
      select job_key as key, 0 as attempts, 5 as max_attempts, null::timestamptz as locked_at
      from graphile_worker.test_jobs;
    create function graphile_worker.add_job(
      identifier text, payload json default null, queue_name text default null,
      run_at timestamptz default null, max_attempts integer default null, job_key text default null,
      priority integer default null, flags text[] default null, job_key_mode text default 'replace'
    ) returns void language sql as $$
      insert into graphile_worker.test_jobs values (identifier, payload, job_key)
    $$;
    create function graphile_worker.remove_job(job_key text) returns void language sql as $$
      delete from graphile_worker.test_jobs t where t.job_key = remove_job.job_key
    $$;`),
  );
});

/** A game with one play (something to analyse), then a resignation. */
async function finishedGame(): Promise<string> {
  const gameId = await startTwoPlayerGame(ann, ben);
  const state = await stateOf(t, gameId);
  const [mover, other] = state.toMove === 0 ? [ann, ben] : [ben, ann];
  const placements = openingPlay(state.players[state.toMove]!.rack);
  await mover.game.submit({ gameId, expectedMove: 0, action: { type: 'play', placements } });
  await other.game.submit({ gameId, expectedMove: 1, action: { type: 'resign' } });
  return gameId;
}

describe('replay.reanalyse', () => {
  it('queues the analysis of a finished game for anyone signed in, and the replay says so', async () => {
    const gameId = await finishedGame();
    await t.db.execute(sql`delete from graphile_worker.test_jobs`);
    expect((await visitor.replay.get({ gameId })).analysis?.queued).toBe(false);
    await expect(cat.replay.reanalyse({ gameId })).resolves.toEqual({ queued: true });
    expect(await queued()).toEqual([`analyse_game:${gameId}`]);
    expect((await visitor.replay.get({ gameId })).analysis?.queued).toBe(true);
  });

  it('refuses visitors, running games and unknown games', async () => {
    const running = await startTwoPlayerGame(ann, ben);
    await expectTRPCError(visitor.replay.reanalyse({ gameId: running }), 'UNAUTHORIZED');
    await expectTRPCError(
      cat.replay.reanalyse({ gameId: running }),
      'BAD_REQUEST',
      REANALYSIS_NOT_FINISHED,
    );
    await expectTRPCError(
      cat.replay.reanalyse({ gameId: '00000000-0000-4000-8000-000000000000' }),
      'NOT_FOUND',
    );
  });

  it(`limits each game to ${REANALYSIS_LIMITS.perGame.max} requests an hour, whoever asks`, async () => {
    const gameId = await finishedGame();
    const askers = people.slice(3).map((p) => callerFor(t, p));
    for (const asker of askers.slice(0, REANALYSIS_LIMITS.perGame.max))
      await asker.replay.reanalyse({ gameId });
    await expectTRPCError(
      askers[REANALYSIS_LIMITS.perGame.max]!.replay.reanalyse({ gameId }),
      'TOO_MANY_REQUESTS',
      /^This analysis was asked for too often\. Try again in \d+ minutes?\.$/,
    );
  });

  it(`limits each user to ${REANALYSIS_LIMITS.perUser.max} requests an hour, whatever the game`, async () => {
    const me = callerFor(t, people[12]!);
    const games: string[] = [];
    for (let i = 0; i <= REANALYSIS_LIMITS.perUser.max; i++) games.push(await finishedGame());
    for (const gameId of games.slice(0, REANALYSIS_LIMITS.perUser.max))
      await me.replay.reanalyse({ gameId });
    await expectTRPCError(me.replay.reanalyse({ gameId: games.at(-1)! }), 'TOO_MANY_REQUESTS');
  });

  it(`limits each client address to ${REANALYSIS_LIMITS.perAddress.max} requests an hour, whoever asks from it`, async () => {
    // Three accounts on one address, each within its own limit, use up the address's.
    const accounts = await makeUsers(t, 'q0', 'q1', 'q2', 'q3');
    const onNet1 = accounts.map((p) => callerFor(t, p, { clientAddress: 'net-1' }));
    const perUser = REANALYSIS_LIMITS.perUser.max;
    const sharers = REANALYSIS_LIMITS.perAddress.max / perUser;
    expect(sharers).toBeLessThanOrEqual(REANALYSIS_LIMITS.perGame.max);
    const games: string[] = [];
    for (let i = 0; i <= perUser; i++) games.push(await finishedGame());
    for (const gameId of games.slice(0, perUser))
      for (const asker of onNet1.slice(0, sharers)) await asker.replay.reanalyse({ gameId });
    const last = games.at(-1)!;
    await expectTRPCError(onNet1[3]!.replay.reanalyse({ gameId: last }), 'TOO_MANY_REQUESTS');
    // The same account from another address is within every limit.
    const elsewhere = callerFor(t, accounts[3]!, { clientAddress: 'net-2' });
    await expect(elsewhere.replay.reanalyse({ gameId: last })).resolves.toEqual({ queued: true });
  });
});
