/**
 * @wordrise/engine — the rules of WordRise (and its relatives) as a pure library:
 * rulesets, board, play judging, game state and actions, events, replay, game
 * records and per-viewer views. No I/O; the CLI lives in bin/.
 */
export const ENGINE_VERSION = '0.1.0';

export type { Lexicon } from './lexicon';
export * from './wordgraph/index';
export { ok, err, assertNever, type Ok, type Err, type Result } from './result';
export {
  RULE_IDS,
  PROCEDURE_ERROR_IDS,
  ruleError,
  inputError,
  type RuleId,
  type ProcedureErrorId,
  type ErrorId,
  type RuleError,
} from './errors';

export {
  RULESET_KEYS,
  TIMEOUT_POLICIES,
  ALL_PASS_ENDINGS,
  type AllPassEnding,
  FIRST_PLAYER_RULES,
  isTile,
  spellTiles,
  tileAlphabet,
  type Ruleset,
  type RulesetKey,
  type RulesetHooks,
  type TimeoutPolicy,
  type TimeoutPolicyKind,
  type FirstPlayerRule,
  type WordToScore,
} from './ruleset';
export {
  RULESETS,
  DEFAULT_RULESET_KEY,
  OFFERED_RULESET_KEYS,
  getRuleset,
  isRulesetKey,
} from './rulesets/index';
export { WORDRISE } from './rulesets/wordrise';
export { UPWORDS_8 } from './rulesets/upwords-8';
export { WEFTER, WEFTER_LAYOUT } from './rulesets/wefter';
export {
  BLANK,
  WILD,
  isBlank,
  isRainbow,
  isWildOnBoard,
  letterOf,
  rackTileOf,
  rainbowOf,
  type TileKinds,
} from './tiles';
export {
  GAME_LENGTHS,
  isGameLength,
  rulesetForLength,
  withPlainTilesOnly,
  type GameLength,
} from './wefter/pool';
export {
  MARKET_SIZE,
  buyFromMarket,
  marketPrice,
  type MarketState,
  type Purchase,
} from './wefter/market';
export { RAINBOW_ODDS } from './wefter/draw';
export { isLastTurn, type FinalRound } from './wefter/turn';
export {
  letterValueOf,
  scoreWord,
  scoreWordByModel,
  perTileRackPenalty,
  tileCountBonus,
} from './scoring';
export {
  STACK_MULTIPLIER_KINDS,
  STACK_SCORINGS,
  scoringModelProblem,
  stackTimes,
  wordBonus,
  type PremiumSquare,
  type ScoringModel,
  type StackMultiplier,
  type StackMultiplierKind,
  type StackScoring,
  type WordBonus,
} from './scoring-model';

export {
  DIRECTIONS,
  emptyBoard,
  boardFromRows,
  boardToRows,
  cellIndex,
  isOnBoard,
  stackAt,
  topAt,
  heightAt,
  isOccupied,
  isBoardEmpty,
  tilesOnBoard,
  stepOf,
  otherDirection,
  runThrough,
  runSquares,
  runLetters,
  wordsOnBoard,
  withTiles,
  type Board,
  type Direction,
  type Square,
  type Run,
} from './board';
export {
  checkPlacementShape,
  sortPlacements,
  lineOf,
  placedLetters,
  type Placement,
} from './placement';
export { wordsOfPlay } from './words';
export { judgePlay, type JudgeOptions, type JudgedPlay, type ScoredWord } from './judge';
export { takeFromRack } from './rack';

export {
  CURRENT_RNG_VERSION,
  RNG_VERSIONS,
  Rng,
  hashSeed,
  isRngVersion,
  type RngState,
  type RngVersion,
} from './rng';
export { fullBag, shuffleTiles, drawTiles } from './bag';
export { chooseFirstPlayer, type FirstPlayerDraw, type FirstPlayerChoice } from './first-player';

export {
  GAME_MODES,
  GAME_STATUSES,
  SEAT_STATUSES,
  newGame,
  activeSeatCount,
  nextActiveSeat,
  type GameState,
  type GameStatus,
  type GameMode,
  type PlayerState,
  type SeatStatus,
  type NewGameOptions,
  type OpenPlay,
} from './state';
export { challengeRefusal, GEOMETRY_ONLY, unlistedWords } from './challenges';
export {
  ACTION_TYPES,
  type Action,
  type ActionType,
  type PlayAction,
  type ExchangeAction,
  type PassAction,
  type ResignAction,
  type TimeoutAction,
  type ChallengeAction,
  type AcceptAction,
} from './actions';
export {
  actionOfEvent,
  type GameEvent,
  type PlayEvent,
  type ExchangeEvent,
  type PassEvent,
  type ResignEvent,
  type TimeoutEvent,
  type ChallengeEvent,
  type AcceptEvent,
} from './events';
export { END_REASONS, ranking, winners, type EndReason, type GameEnd } from './end';
export {
  CURRENT_RULES_VERSION,
  RULES_VERSIONS,
  isRulesVersion,
  rackPenaltyApplies,
  rulesBehaviour,
  type RulesBehaviour,
  type RulesVersion,
} from './rules-versions';
export { apply, type ApplyResult } from './apply';
export { SOLO_EXCHANGE_MAX_TILES, isSolo, rulesetOf, soloRuleset } from './solo';
export { ANY_WORD, replay, replayStates } from './replay';
export { deepEqual, firstDifference } from './equal';
export {
  RECORD_VERSION,
  RECORD_MAGIC,
  recordOf,
  serializeRecord,
  gameFromRecord,
  type GameRecord,
  type RecordHeaders,
} from './record';
export { parseRecord } from './record-parse';
export {
  HIDDEN_TILE,
  publicCountsOf,
  viewFor,
  viewEvent,
  type PublicCounts,
  type Viewer,
  type GameView,
  type PlayerView,
  type RevealedSecrets,
} from './view';
export { parsePosition, parsePlay, type Position } from './position';
export * from './oracle/index';
// Not re-exported by oracle/index: it builds on the bots' Word Wefter searches.
export { findTopMarketPlays, type TopMarketPlays } from './oracle/market-top';
export * from './analysis/index';
export * from './bots/index';
export * from './ratings/index';
export * from './tournaments/index';
