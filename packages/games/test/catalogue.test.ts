import { useTestDatabase } from '@wordrise/db/testing';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  fleetJobKey,
  gameJobKey,
  gameJobKeySql,
  JOB_MAX_ATTEMPTS,
  JOB_NAMES,
  JOBS,
  parseJobPayload,
  tournamentJobKey,
  type GameJobName,
} from '../src/index';

const t = useTestDatabase();
const GAME = '6f1c2a8e-4b7d-4c1e-9a3f-2d5e8b7c6a10';

describe('the job catalogue', () => {
  it('keys a per-game job the same in TypeScript and in SQL', async () => {
    const perGame = JOB_NAMES.filter((n) => JOBS[n].scope === 'game') as GameJobName[];
    expect(perGame.sort()).toEqual([
      'analyse_game',
      'bot_challenge',
      'bot_turn',
      'challenge_close',
      'clock_expiry',
      'clock_warning',
    ]);
    for (const name of perGame) {
      const [row] = await t.db.execute<{ key: string }>(
        sql`select ${gameJobKeySql(name, sql`${GAME}::uuid`)} as key`,
      );
      expect(row?.key).toBe(gameJobKey(name, GAME));
      expect(gameJobKey(name, GAME)).toBe(`${name}:${GAME}`);
    }
    expect(fleetJobKey('sweep')).toBe('sweep');
    expect(tournamentJobKey('tournament_advance', GAME, 2)).toBe(`tournament_advance:${GAME}:2`);
    expect(tournamentJobKey('tournament_start', GAME)).toBe(`tournament_start:${GAME}`);
  });

  it('holds each job’s attempt limit once', () => {
    expect(JOB_MAX_ATTEMPTS).toEqual({
      bot_turn: 8,
      bot_challenge: 8,
      challenge_close: 10,
      clock_expiry: 10,
      clock_warning: 10,
      analyse_game: 5,
      analyse_import: 5,
      heartbeat: 25,
      sweep: 1,
      reanalyse_stale: 1,
      tournament_advance: 10,
      tournament_start: 10,
    });
  });

  it('refuses a malformed payload before a handler reads it', () => {
    const turn = { gameId: GAME, moveNumber: 3, seat: 1 };
    expect(parseJobPayload('bot_turn', turn)).toEqual(turn);
    expect(() => parseJobPayload('bot_turn', { gameId: GAME, moveNumber: 3 })).toThrow();
    expect(() => parseJobPayload('clock_expiry', { ...turn, seat: 4 })).toThrow();
    expect(() => parseJobPayload('analyse_game', { gameId: 'nope' })).toThrow();
    expect(parseJobPayload('sweep', { _cron: { ts: 'now' } })).toEqual({ _cron: { ts: 'now' } });
  });
});
