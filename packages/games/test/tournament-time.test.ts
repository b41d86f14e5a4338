import { useTestDatabase } from '@wordrise/db/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readTournament, requestTournament, runCommand } from '../src/index';
import { createTournamentIn } from '../src/tournaments/run-command';
import { makeUsers, tournamentSettings, type Player } from './helpers';

// Workers and web processes run on many machines whose clocks drift; the queue makes a
// tournament's start job due by the database's clock, so the start is judged by it too.

const t = useTestDatabase();
const MINUTE = 60_000;

afterEach(() => {
  vi.useRealTimers();
});

describe('a tournament’s times', () => {
  it('are judged by the database’s clock: a start that is due is made by a process whose clock runs behind', async () => {
    const [org, ann, ben] = (await makeUsers(t, 'org', 'ann', 'ben')) as [Player, Player, Player];
    // Due a second ago (by this machine's clock, which is the database's here).
    const now = Date.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    const id = await t.db.transaction((tx) =>
      createTournamentIn(
        tx,
        org.id,
        {
          type: 'create',
          settings: tournamentSettings({
            registrationOpensAt: iso(now - 60 * MINUTE),
            registrationClosesAt: iso(now - 2 * MINUTE),
            startsAt: iso(now - 1_000),
          }),
        },
        new Date(now - 30 * MINUTE),
      ),
    );
    for (const p of [ann, ben])
      await requestTournament(t.db, id, org.id, { type: 'add_player', username: p.username });

    // The worker's machine is five minutes behind: by its own clock the start is not due yet.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now - 5 * MINUTE);
    const { appended } = await runCommand(t.db, id, null, { type: 'start' });
    vi.useRealTimers();

    expect(appended).toBeGreaterThan(0);
    const started = await readTournament(t.db, id, org.id);
    expect(started.status).toBe('running');
    expect(started.rounds[0]?.matches).toHaveLength(1);
  });
});
