import { BOT_LEVELS, BOT_PROFILES, botStrength, isRulesetKey } from '@wordrise/engine';
import { games } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../src/index';
import { callerFor, expectTRPCError, makeUsers, type Caller } from './helpers';

/**
 * The lobby's calls over tRPC: what the transport adds to the game domain's
 * lobby (tested in packages/games/test) — the options, input validation,
 * sign-in, and the domain's refusals as the client receives them.
 */
const t = useTestDatabase();
let people: SessionUser[] = [];
let [ann, ben, cat]: Caller[] = [];
const NO_GAME = '00000000-0000-4000-8000-000000000000';
const gameCount = async () => (await t.db.select({ n: count() }).from(games))[0]?.n ?? 0;

beforeAll(async () => {
  people = await makeUsers(t, 'ann', 'ben', 'cat');
  [ann, ben, cat] = people.map((p) => callerFor(t, p));
});

describe('lobby.options', () => {
  it('lists the rulesets the platform offers and the bot levels', async () => {
    const options = await callerFor(t, null).lobby.options();
    expect(options.rulesets.map((r) => r.key)).toEqual(['wordrise', 'upwords-8', 'wefter']);
    expect(options.botLevels).toEqual(['beginner', 'casual', 'greedy', 'champion']);
    // The database's list of levels is the engine's, and each shows its measured strength.
    expect(options.botLevels).toEqual([...BOT_LEVELS]);
    for (const bot of options.bots) {
      expect(bot.averageScore).toBe(Math.round(BOT_PROFILES[bot.level].averageScore));
      expect(bot.averageScore).toBeGreaterThan(0);
    }
    const strength = options.bots.map((b) => b.averageScore);
    expect(strength).toEqual([...strength].sort((a, b) => a - b));
  });

  it("gives each bot's measured average score in every offered ruleset's games", async () => {
    const options = await callerFor(t, null).lobby.options();
    const keys = options.rulesets.map((r) => r.key);
    for (const bot of options.bots) {
      // One figure per ruleset the lobby offers, no more, each that ruleset's measurement.
      expect(Object.keys(bot.averageScores).sort()).toEqual([...keys].sort());
      for (const key of keys) {
        if (!isRulesetKey(key)) throw new Error(`offered ruleset ${key} is not the engine's`);
        expect(bot.averageScores[key]).toBe(Math.round(botStrength(bot.level, key).averageScore));
        expect(bot.winRates[key]).toBe(botStrength(bot.level, key).winRateVsGreedy);
      }
      // The single figure, as before: the default ruleset's.
      expect(bot.averageScore).toBe(bot.averageScores[options.defaultRuleset]);
    }
    for (const key of keys) {
      const scores = options.bots.map((b) => b.averageScores[key] ?? 0);
      expect(scores.every((s) => s > 0)).toBe(true);
      // Stronger levels win more against greedy in every ruleset (by score too, except where
      // a defensive champion lowers both sides' scores: Word Wefter's).
      const wins = options.bots.map((b) => b.winRates[key] ?? 0);
      expect(wins, key).toEqual([...wins].sort((a, b) => a - b));
      if (key !== 'wefter') expect(scores, key).toEqual([...scores].sort((a, b) => a - b));
      // The rulesets score differently: no ruleset shows another's figures.
      for (const other of keys.filter((k) => k !== key)) {
        expect(scores, `${key} vs ${other}`).not.toEqual(
          options.bots.map((b) => b.averageScores[other]),
        );
      }
    }
  });
});

describe('lobby calls', () => {
  it('refuse malformed input and visitors, writing nothing', async () => {
    const before = await gameCount();
    // Malformed (zod): a clock of 0 minutes, an unknown clock, an unknown field.
    await expectTRPCError(
      ann!.lobby.create({ seats: 2, timeControl: { kind: 'realtime', minutes: 0 } }),
      'BAD_REQUEST',
    );
    await expectTRPCError(
      // @ts-expect-error -- malformed on purpose
      ann!.lobby.create({ seats: 2, timeControl: { kind: 'hourglass' } }),
      'BAD_REQUEST',
    );
    // @ts-expect-error -- malformed on purpose
    await expectTRPCError(ann!.lobby.create({ seats: 2, createdBy: people[1]!.id }), 'BAD_REQUEST');
    // @ts-expect-error -- malformed on purpose
    await expectTRPCError(ann!.lobby.playBot({ botLevel: 'grandmaster' }), 'BAD_REQUEST');
    await expectTRPCError(ben!.lobby.join({ gameId: 'not-a-uuid' }), 'BAD_REQUEST');
    await expectTRPCError(ben!.lobby.invitations({ cursor: 'not-a-uuid' }), 'BAD_REQUEST');
    const visitor = callerFor(t, null);
    await expectTRPCError(visitor.lobby.create({ seats: 2 }), 'UNAUTHORIZED');
    await expectTRPCError(visitor.lobby.join({ gameId: NO_GAME }), 'UNAUTHORIZED');
    await expectTRPCError(visitor.lobby.invitations(), 'UNAUTHORIZED');
    await expectTRPCError(visitor.lobby.mine(), 'UNAUTHORIZED');
    expect(await gameCount()).toBe(before);
  });

  it('send the domain’s refusals with their codes, sentences and fields', async () => {
    const refusal = await expectTRPCError(
      ann!.lobby.create({ seats: 2, rated: true, oracleAllowed: true }),
      'BAD_REQUEST',
      'The Oracle is allowed only in casual games.',
    );
    expect(refusal.field).toBe('oracleAllowed');
    const seats = await expectTRPCError(
      ann!.lobby.create({ seats: 5 }),
      'BAD_REQUEST',
      'A WordRise game seats 2 to 4 players.',
    );
    expect(seats.field).toBe('seats');
    const unknown = await expectTRPCError(
      ann!.lobby.create({ seats: 2, ruleset: 'scrabble' }),
      'BAD_REQUEST',
      'There is no ruleset called “scrabble”.',
    );
    expect(unknown.field).toBe('ruleset');
    await expectTRPCError(
      ben!.lobby.join({ gameId: NO_GAME }),
      'NOT_FOUND',
      'There is no such game.',
    );
    const { gameId } = await ann!.lobby.challenge({ username: 'ben' });
    await expectTRPCError(
      cat!.lobby.join({ gameId }),
      'FORBIDDEN',
      'This game is by invitation only.',
    );
    await ben!.lobby.respond({ gameId, accept: true });
    await expectTRPCError(
      cat!.lobby.respond({ gameId, accept: true }),
      'CONFLICT',
      'This game has already started.',
    );
  });
});
