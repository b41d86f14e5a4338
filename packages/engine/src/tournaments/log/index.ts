export * from './events';
export * from './state-types';
export * from './commands';
export { evolve, rebuild, gameLocation, findGameLocation, type GameLocation } from './state';
export {
  decide,
  gamesDue,
  advanceDue,
  MAX_TOURNAMENT_BOTS,
  CORRECTION_WINDOW_DAYS,
  correctionsUntil,
  ORGANISER_ONLY,
  type Decision,
} from './decide';
export { BYE_SPREAD, gameCounts, gameRunning, matchOutcome, matchWinner } from './match';
export {
  logStandings,
  roundComplete,
  seededEntrants,
  toFinalStandings,
  toTournamentState,
} from './pairing-state';
export { checkSettings } from './settings';
export { bracketParts, type BracketPart } from './bracket-parts';
export { entrantPlacing, isPlayer, playerCount, type TournamentPlacing } from './placing';
