/**
 * Tournaments: the organiser's flow over the engine's pure log (`decide`/`rebuild`).
 * The API and the worker call these; nothing else writes a tournament.
 */
export type * from './view-types';
export {
  createTournament,
  MAX_UNFINISHED_TOURNAMENTS,
  requestTournament,
  UNFINISHED_TOURNAMENTS_REFUSAL,
  type TournamentRequest,
} from './requests';
export {
  MY_TOURNAMENTS_LIMIT,
  myTournaments,
  listTournaments,
  readTournament,
  tournamentRevision,
  type TournamentListKind,
} from './view';
export { PLAYER_TOURNAMENTS_PAGE, playerTournaments } from './player-tournaments';
export { runCommand, runCommandIn, type CommandOutcome } from './run-command';
export { readTournamentLog } from './log-store';
export { type GameCorrection } from './game-correction';
export { gameTournament, type GameTournament } from './game-tournament';
export { tournamentMarks } from './marks';
