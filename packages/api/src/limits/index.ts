import { processWide } from '@wordrise/db';
import { readLimitsEnv } from '../env';
import { LiveConnectionLimits } from './live-connections';
import { CallBudget, gameActionRefusal, gameCreationRefusal, oracleRefusal } from './rate';

/** The budgets one web process enforces (README "Limits"). */
export interface Limits {
  oracleCalls: CallBudget;
  gamesCreated: CallBudget;
  gameActions: CallBudget;
  live: LiveConnectionLimits;
}

export function createLimits(
  settings: Partial<{
    oracleCallsPerMinute: number;
    oracleCallsPerMinutePerAddress: number;
    gamesCreatedPerMinute: number;
    gamesCreatedPerMinutePerAddress: number;
    gameActionsPerMinute: number;
    gameActionsPerMinutePerAddress: number;
    live: Partial<LiveConnectionLimits['caps']>;
  }> = {},
): Limits {
  const env = readLimitsEnv();
  return {
    oracleCalls: new CallBudget(
      {
        perUser: settings.oracleCallsPerMinute ?? env.ORACLE_CALLS_PER_MINUTE,
        perAddress:
          settings.oracleCallsPerMinutePerAddress ?? env.ORACLE_CALLS_PER_MINUTE_PER_ADDRESS,
      },
      oracleRefusal,
    ),
    gamesCreated: new CallBudget(
      {
        perUser: settings.gamesCreatedPerMinute ?? env.GAMES_CREATED_PER_MINUTE,
        perAddress:
          settings.gamesCreatedPerMinutePerAddress ?? env.GAMES_CREATED_PER_MINUTE_PER_ADDRESS,
      },
      gameCreationRefusal,
    ),
    gameActions: new CallBudget(
      {
        perUser: settings.gameActionsPerMinute ?? env.GAME_ACTIONS_PER_MINUTE,
        perAddress:
          settings.gameActionsPerMinutePerAddress ?? env.GAME_ACTIONS_PER_MINUTE_PER_ADDRESS,
      },
      gameActionRefusal,
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
