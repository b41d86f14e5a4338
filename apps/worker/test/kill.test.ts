import { gameEvents } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  botToMove,
  callerFor,
  expectReplays,
  makeUsers,
  prepareQueue,
  spawnWorker,
  stateOf,
  waitFor,
  type SessionUser,
} from './support/helpers';

const t = useTestDatabase();
let ann: SessionUser;

beforeAll(async () => {
  await prepareQueue(t);
  [ann] = (await makeUsers(t, 'ann')) as [SessionUser];
});

/** Only so that a broken release cannot hang the run: the test waits for the job itself. */
const HANG_GUARD_MS = 120_000;

interface JobRow {
  id: string;
  attempts: number;
  locked_by: string | null;
  locked_at: Date | null;
}

describe('a worker killed in the middle of a job', () => {
  it(
    'leaves the game as it was; another worker frees the job and plays the move once',
    {
      timeout: HANG_GUARD_MS + 30_000,
    },
    async () => {
      const gameId = await botToMove(callerFor(t, ann), t, 'greedy');
      const move = (await stateOf(t, gameId)).moveNumber;
      const key = `bot_turn:${gameId}`;
      const job = async () =>
        (
          await t.db.execute<JobRow & Record<string, unknown>>(
            sql`select id, attempts, locked_by, locked_at from graphile_worker.jobs where key = ${key}`,
          )
        )[0] as JobRow | undefined;

      // Hold the game's seat rows, so the bot's move transaction (which updates them after
      // writing the event and the game row) stops just before its commit.
      const held = await t.sql.reserve();
      await held`begin`;
      await held`select 1 from game_players where game_id = ${gameId} for update`;

      const started = performance.now();
      const worker = spawnWorker(t.url); // the real src/main.ts
      onTestFinished(() => {
        if (worker.child.exitCode === null && worker.child.signalCode === null)
          worker.child.kill('SIGKILL');
      });
      const queueId = await worker.ready;
      const readyMs = performance.now() - started;
      const waiting = await waitFor(
        'the bot’s transaction to block before its commit',
        async () => {
          const [row] = await t.sql<{ pid: number }[]>`
        select pid from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'
          and query ilike '%update%game_players%'`;
          return row?.pid;
        },
      );
      const locked = await job();
      expect(locked).toMatchObject({ attempts: 1, locked_by: queueId });

      const killedAt = performance.now();
      worker.child.kill('SIGKILL');
      expect(await worker.exited).toMatchObject({ signal: 'SIGKILL' });
      await held`rollback`;
      held.release();
      // The server notices the dead client at its next read and rolls its transaction back.
      await waitFor('the killed worker’s transaction to end', async () => {
        const rows = await t.sql`select 1 from pg_stat_activity where pid = ${waiting}`;
        return rows.length === 0;
      });

      // Nothing of the move was written, and the game is consistent.
      expect(
        await t.db.select().from(gameEvents).where(eq(gameEvents.gameId, gameId)),
      ).toHaveLength(move);
      expect((await stateOf(t, gameId)).moveNumber).toBe(move);
      await expectReplays(t, gameId);

      // No operator steps in: another worker process notices that the dead one stopped
      // reporting in and that its database session is gone, frees its job, and plays the move.
      const rescuer = spawnWorker(t.url);
      onTestFinished(() => {
        if (rescuer.child.exitCode === null && rescuer.child.signalCode === null)
          rescuer.child.kill('SIGKILL');
      });
      await rescuer.ready;
      await waitFor(
        'another worker to run the dead worker’s job',
        async () => (await job()) === undefined,
        HANG_GUARD_MS,
      );
      const rescueMs = performance.now() - killedAt;
      rescuer.child.kill('SIGTERM');
      expect(await rescuer.exited).toMatchObject({ code: 0 });

      expect(await job()).toBeUndefined();
      const events = await t.db.select().from(gameEvents).where(eq(gameEvents.gameId, gameId));
      expect(events).toHaveLength(move + 1);
      expect(events.filter((e) => e.moveNumber === move)).toMatchObject([
        { seat: 1, actor: 'bot', actorUserId: null },
      ]);
      await expectReplays(t, gameId);
      console.log(
        `worker process ready in ${readyMs.toFixed(0)} ms; the dead worker’s job ran again ${rescueMs.toFixed(0)} ms after the kill`,
      );
    },
  );
});
