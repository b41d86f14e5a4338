import { processWide } from '@wordrise/db';
import { readLimitsEnv } from '../env';
import { LiveConnectionLimits } from './live-connections';
import { gameCreationRefusal, oracleRefusal, PerUserRate } from './rate';

/** The budgets one web process enforces (README "Limits"). */
export interface Limits {
  oracleCalls: PerUserRate;
  gamesCreated: PerUserRate;
  live: LiveConnectionLimits;
}

export function createLimits(
  settings: Partial<{
    oracleCallsPerMinute: number;
    gamesCreatedPerMinute: number;
    live: Partial<LiveConnectionLimits['caps']>;
  }> = {},
): Limits {
  const env = readLimitsEnv();
  return {
    oracleCalls: new PerUserRate(
      settings.oracleCallsPerMinute ?? env.ORACLE_CALLS_PER_MINUTE,
      oracleRefusal,
    ),
    gamesCreated: new PerUserRate(
      settings.gamesCreatedPerMinute ?? env.GAMES_CREATED_PER_MINUTE,
      gameCreationRefusal,
    ),
    live: new LiveConnectionLimits({
      perUser: env.LIVE_PER_USER,
      perAddress: env.LIVE_PER_ADDRESS,
      anonymousUnknownAddress: env.LIVE_ANONYMOUS_UNKNOWN_ADDRESS,
      total: env.LIVE_TOTAL,
      ...settings.live,
    }),
  };
}

/** This process's limits, from the environment (created on first use). */
export function sharedLimits(): Limits {
  return processWide('api.limits', () => createLimits());
}
