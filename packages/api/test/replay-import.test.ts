import { useTestDatabase } from '@wordrise/db/testing';
import { recordOf, serializeRecord } from '@wordrise/engine';
import { IMPORT_LIMITS, IMPORT_MAX_EVENTS, readEvents } from '@wordrise/games';
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
 * `replay.importRecord` / `replay.getImport`: a record opened as an unrated
 * analysis board, shared by link; malformed records get one sentence naming the
 * line; nothing of an import reaches games, ratings or lobbies.
 */
const t = useTestDatabase();
let ann: Caller, ben: Caller, visitor: Caller;
let people: SessionUser[] = [];
let record = '';

beforeAll(async () => {
  people = await makeUsers(t, 'ann', 'ben', 'cat');
  [ann, ben] = people.slice(0, 2).map((p) => callerFor(t, p)) as [Caller, Caller];
  visitor = callerFor(t, null);
  // A finished game: an opening play, then a resignation; its record as the download gives it.
  const gameId = await startTwoPlayerGame(ann, ben);
  let state = await stateOf(t, gameId);
  const first = state.toMove === 0 ? ann : ben;
  const placements = openingPlay(state.players[state.toMove]!.rack);
  await first.game.submit({ gameId, expectedMove: 0, action: { type: 'play', placements } });
  state = await stateOf(t, gameId);
  const second = state.toMove === 0 ? ann : ben;
  await second.game.submit({ gameId, expectedMove: 1, action: { type: 'resign' } });
  state = await stateOf(t, gameId);
  record = serializeRecord(recordOf(state, await readEvents(t.db, gameId)));
});

const count = async (table: string) =>
  Number(
    (
      (await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
        n: number;
      }[]
    )[0]!.n,
  );

describe('replay imports', () => {
  it('opens a record as an unrated board anyone can load by link, without touching games', async () => {
    const games = await count('games');
    const { id } = await ann.replay.importRecord({ record });
    const board = await visitor.replay.getImport({ id });
    expect(board.ownerName).toBe('ann');
    expect(board.events).toHaveLength(2);
    expect(board.events[1]?.type).toBe('resign');
    expect(board.result.reason).toBe('resigned');
    expect(board.initial.players[0]?.rack).toHaveLength(7);
    expect(await count('games')).toBe(games);
    expect(await count('game_players')).toBe(2 * games);
  });

  it('refuses a malformed record with one sentence naming the line', async () => {
    const broken = record.replace(/^>1: .*$/m, '>1: ABCDEFG nonsense');
    await expectTRPCError(
      ann.replay.importRecord({ record: broken }),
      'BAD_REQUEST',
      /^Line \d+: [^\n]+\.$/,
    );
    await expectTRPCError(
      ann.replay.importRecord({ record: 'hello' }),
      'BAD_REQUEST',
      /^Line 1: expected "#wordrise-record 1"\.$/,
    );
    await expectTRPCError(ann.replay.importRecord({ record: '  ' }), 'BAD_REQUEST');
    await expectTRPCError(visitor.replay.importRecord({ record }), 'UNAUTHORIZED');
    await expectTRPCError(
      visitor.replay.getImport({ id: '00000000-0000-4000-8000-000000000000' }),
      'NOT_FOUND',
    );
  });

  it(`limits imports to ${IMPORT_LIMITS.perUser.max} per user in the window`, async () => {
    const cat = callerFor(t, people[2]!);
    for (let i = 0; i < IMPORT_LIMITS.perUser.max; i++) await cat.replay.importRecord({ record });
    await expectTRPCError(cat.replay.importRecord({ record }), 'TOO_MANY_REQUESTS', /too many/);
    await expect(ben.replay.importRecord({ record })).resolves.toBeTruthy();
  });

  it(`limits imports to ${IMPORT_LIMITS.perAddress.max} per client address, whoever imports from it`, async () => {
    const perUser = IMPORT_LIMITS.perUser.max;
    const accounts = await makeUsers(t, 'r0', 'r1', 'r2', 'r3');
    const onNet1 = accounts.map((p) => callerFor(t, p, { clientAddress: 'net-1' }));
    const sharers = IMPORT_LIMITS.perAddress.max / perUser;
    for (const importer of onNet1.slice(0, sharers))
      for (let i = 0; i < perUser; i++) await importer.replay.importRecord({ record });
    await expectTRPCError(onNet1[3]!.replay.importRecord({ record }), 'TOO_MANY_REQUESTS');
    // The same account from another address is within both limits.
    const elsewhere = callerFor(t, accounts[3]!, { clientAddress: 'net-2' });
    await expect(elsewhere.replay.importRecord({ record })).resolves.toBeTruthy();
  });

  it('counts a refused record against the limit too: checking it costs the same replay', async () => {
    const dan = callerFor(t, (await makeUsers(t, 'dan'))[0]!);
    const broken = record.replace(/^>1: .*$/m, '>1: ABCDEFG nonsense');
    for (let i = 0; i < IMPORT_LIMITS.perUser.max; i++)
      await expectTRPCError(dan.replay.importRecord({ record: broken }), 'BAD_REQUEST');
    await expectTRPCError(dan.replay.importRecord({ record }), 'TOO_MANY_REQUESTS', /too many/);
  });

  it(`refuses a record of more than ${IMPORT_MAX_EVENTS} moves before replaying it`, async () => {
    const passes = Array.from(
      { length: IMPORT_MAX_EVENTS + 1 },
      (_, i) => `>${(i % 2) + 1}: ABCDEFG - +0 0`,
    );
    const endless = ['#wordrise-record 1', '#ruleset upwords-8', '#player1 A', '#player2 B']
      .concat(passes)
      .join('\n');
    await expectTRPCError(
      ben.replay.importRecord({ record: endless }),
      'BAD_REQUEST',
      `A record can hold at most ${IMPORT_MAX_EVENTS} moves.`,
    );
  });
});
