/**
 * @wordrise/games: the game domain, shared by the API (packages/api) and the
 * worker (apps/worker). Games are read, created, changed and ended only here;
 * transports call it and translate its refusals (`GameRefusal`) for their callers.
 */

// Refusals: domain values, mapped by each transport.
export {
  GameRefusal,
  isRefusal,
  GAME_OVER_MESSAGE,
  STALE_MOVE_MESSAGE,
  TIME_RAN_OUT_MESSAGE,
  type Refusal,
  type RefusalKind,
} from './refusal';

// Reading a game.
export { findGame, loadGame, seatOf, type GameRow, type LoadedGame, type SeatRow } from './load';
export { seatActedBy } from './acting-seat';
export { initialState, newSeed } from './start';
export { readEvents, rebuildGameState, type Rebuilt } from './rebuild';
export { readGameSnapshot, snapshotOf, type GameSnapshot } from './snapshot';
export {
  readGameDetail,
  readDetailExtras,
  detailFor,
  detailOfSnapshot,
  seatRatingFacts,
  usernamesOf,
  type GameDetail,
  type GameDetailExtras,
  type SeatRatingFacts,
  type SeatView,
} from './view';
export { readHistory, type HistoryEntry } from './history';
export {
  currentAnalysisVersion,
  readReplay,
  type AnalysisStatus,
  type ReplayAnnotation,
  type ImposedResignation,
  type ReplayData,
  type ReplaySeat,
} from './replay';
export { wordGraphDownload, wordGraphVersion } from './replay-words';
export { playAnnotations } from './play-annotations';
export {
  IMPORT_LIMITS,
  IMPORT_MAX_EVENTS,
  IMPORT_MAX_LENGTH,
  IMPORT_TOO_MANY_MOVES,
  gameOfRecord,
  importRecord,
  readImport,
  type ImportedReplay,
} from './replay-import';
export {
  NOTE_LIMITS,
  NOTE_MAX_LENGTH,
  addNote,
  checkNoteText,
  deleteNote,
  editNote,
  readNotes,
  type ReplayNote,
} from './replay-notes';
export {
  REANALYSIS_LIMITS,
  REANALYSIS_NOT_FINISHED,
  REANALYSIS_NO_QUEUE,
  analysisQueued,
  requestReanalysis,
} from './replay-reanalyse';
export { summarize, type GameSummary, type SeatSummary } from './summary';
export {
  CLOCK_WARNING_SHARE,
  DAY_MS,
  MINUTE_MS,
  clockWarningAtMs,
  timeControlSchema,
  type TimeControl,
} from './time-control';

// Changing a game.
export {
  submitAction,
  submitForView,
  expireClock,
  type Actor,
  type SubmittedAction,
  type SubmitInput,
  type SubmitResult,
} from './accept-move';
export { clocksAt, seatResults } from './record';
export { readClockWarning, warnClock, type ClockWarning } from './clock-warning';
export { noteArrival } from './clock-start';
export { retryOnDeadlock } from './deadlock-retry';
export { ARRIVAL_GRACE_MS } from './time-control';
export { leaveRunningGame, type LeaveOutcome } from './leave-running';
export { DELETED_PLAYER_NAME, renameSeatsOf } from './seat-names';
export {
  CLAIM_NOBODY_GONE,
  PRESENCE_ABSENT_SECONDS,
  PRESENCE_BEAT_MS,
  absentOpponents,
  claimAgainstAbsent,
  markPresent,
} from './presence';
export {
  REMATCH_ALREADY_OFFERED,
  REMATCH_ANSWERED,
  REMATCH_DECLINED,
  REMATCH_DONE,
  REMATCH_NONE,
  REMATCH_NOT_OVER,
  REMATCH_NOT_YOURS,
  REMATCH_OFFERED_BY_OTHER,
  REMATCH_OWN_OFFER,
  REMATCH_TOURNAMENT,
  answerRematch,
  cancelRematch,
  offerRematch,
  readRematchFacts,
  rotatedTurnOrder,
  type RematchFacts,
  type RematchOutcome,
  type RematchView,
} from './rematch';
export { GAME_OVER_STEPS, afterGameOver, type EndedGame, type GameOverStep } from './game-over';

// Ratings.
export * from './ratings/index';

// Creating games: the lobby's, and games with their seats assigned (rematches, tournaments).
export { ORACLE_RATED_MESSAGE, checkGameOptions, type GameOptions } from './game-options';
export {
  BOT_GAMES_CASUAL_MESSAGE,
  PASS_AND_PLAY_OPTIONS_MESSAGE,
  PASS_AND_PLAY_SEATS_MESSAGE,
  botName,
  createStartedGame,
  createStartedGameIn,
  type SeatAssignment,
  type SeatedGameInput,
} from './create';
export {
  cancelGame,
  challengePlayer,
  createOpenGame,
  joinGame,
  leaveGame,
  playBot,
  respondToChallenge,
} from './lobby';
export { LOBBY_LIMITS } from './lobby-limits';
export {
  MY_GAMES_LIMIT,
  listInvitations,
  listLiveGames,
  listOpenGames,
  listSentChallenges,
  myGames,
} from './lobby-lists';
export { oracleRequest, type OracleRequest } from './oracle';
export {
  PASS_AND_PLAY_LIMITS,
  PASS_AND_PLAY_NAME_MESSAGE,
  PASS_AND_PLAY_SAME_NAMES_MESSAGE,
  checkSeatNames,
  createPassAndPlayGame,
  type PassAndPlayInput,
} from './pass-and-play/create';
export {
  DEVICE_RACK_CHALLENGE_FIRST,
  DEVICE_RACK_NOT_HOST,
  rackAtDevice,
  type DeviceRack,
} from './pass-and-play/device-rack';

// Solo play.
export { createSoloGame, type SoloGameInput } from './solo/create';
export { SOLO_EXCHANGES_CLOSE_AT_MOVE, SOLO_EXCHANGES_CLOSED } from './solo/exchange-limit';
export {
  BEST_SOLO_SCORES,
  bestSoloScores,
  bestSoloScoresOf,
  type BestSoloScores,
  type SoloScore,
} from './solo/best-scores';
export { SOLO_CHALLENGES_MESSAGE, SOLO_OPTIONS_MESSAGE } from './game-options';
export { NO_SOLO_MESSAGE, rulesetSupport, type RulesetSupport } from './ruleset-support';
export { botChallenger, botShouldChallenge } from './bot-challenge';
export {
  closeHeldWindow,
  closingAccept,
  heldWindowClosesAt,
  type ChallengeCloseOutcome,
} from './held-end';
export {
  CHALLENGE_WINDOW_MS,
  challengeTooLate,
  challengeWindowOf,
  type ChallengeWindow,
} from './challenge-window';

// The job queue.
export {
  JOBS,
  JOB_MAX_ATTEMPTS,
  JOB_NAMES,
  cronJobPayload,
  fleetJobKey,
  gameJobKey,
  gameJobPayload,
  importJobKey,
  importJobPayload,
  parseJobPayload,
  tournamentJobKey,
  tournamentJobPayload,
  tournamentRoundJobPayload,
  turnJobPayload,
  type FleetJobName,
  type TournamentJobName,
  type GameJobName,
  type GameJobPayload,
  type ImportJobName,
  type ImportJobPayload,
  type JobName,
  type JobPayload,
  type TurnJobPayload,
} from './jobs/catalogue';
export {
  addImportJobSql,
  addJobSql,
  addTournamentJobSql,
  tournamentJobKeySql,
  enqueueImportJob,
  enqueueJob,
  enqueueTournamentJob,
  gameJobExistsSql,
  GIVEN_UP_LONG_AGO_SQL,
  GIVEN_UP_RETRY_AFTER_MINUTES,
  gameJobKeySql,
  importJobExistsSql,
  queueExists,
  type QueuedJob,
  type QueuedTournamentJob,
} from './jobs/queue';
export { turnJobs } from './hooks';

// Live-change notices (the LISTEN side is the transport's).
export {
  LIVE_CHANNEL,
  LOBBY_TOPIC,
  analysisTopic,
  chatTopic,
  gameTopic,
  isGameTopic,
  tournamentTopic,
  userTopic,
  type ChatChange,
  type SignedOutChange,
  type GameChange,
  type LiveNotice,
  type LivePayload,
} from './live/topics';
export { MAX_NOTICE_BYTES, notifyAnalysed, notifyChange, notifyTournament } from './live/notify';
export { decodeMoveSnapshot } from './live/move-snapshot';

// Word lists.
export { findWorkspaceRoot, serverLexicon, wordGraphPath } from './lexicon';
export type { Queryable, Transaction } from './db-types';

// Tournaments.
export * from './tournaments/index';

// Chat: the lobby's and each game's players' and spectators' channels.
export * from './chat/index';
