/** Bots: four levels, all deciding with the Oracle from public information (R30). See README.md. */
export {
  BOT_LEVELS,
  BOT_PROFILES,
  BOT_STRENGTH,
  botStrength,
  isBotLevel,
  type BotLevel,
  type BotProfile,
  type BotStrength,
  type BotStrengthTable,
} from './levels';
export { botInputOf, botInputFromView, type BotInput } from './input';
export { chooseBotAction, decideBotAction, type BotOptions } from './choose';
export { CHAMPION_CONFIG, bestExchange, type ChampionConfig } from './champion';
export {
  WEFTER_CHAMPION_CONFIG,
  topWefterPlays,
  wefterChampionPlay,
  type WefterChampionConfig,
} from './wefter-champion';
export {
  LEAVE_FEATURES,
  ZERO_LEAVES,
  leaveFeatures,
  leaveValue,
  modelOfWeights,
  modelWeights,
  tileCounts,
  type LeaveModel,
} from './leave';
export { LEARNED_LEAVES } from './leave-table';
export { UPWORDS_8_LEAVES } from './leave-table-upwords-8';
export { LEAVE_TABLES, leavesFor } from './leave-tables';
export { TopByEquity, type Valued } from './recorders';
export { isCommonWord } from './common';
export {
  botPlayer,
  playBotGame,
  type BotGame,
  type BotGameOptions,
  type BotPlayer,
  type SeatStats,
} from './game';
