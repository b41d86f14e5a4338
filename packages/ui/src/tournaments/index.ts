export type {
  EntrantRow,
  EntrantStatus,
  HistoryEntry,
  MatchGame,
  MatchSide,
  MatchView,
  RoundView,
  StandingRow,
  TournamentFormatName,
  TournamentStatus,
} from './types';
export {
  ENTRANT_STATUS_NAMES,
  FORMAT_NAMES,
  STATUS_NAMES,
  eliminationRoundName,
  formatBuchholz,
  formatPoints,
  formatSpread,
  formatUtc,
  gameHref,
  gameLinkText,
  ordinal,
  placingText,
} from './format';
export { TournamentCard, type TournamentCardProps } from './tournament-card';
export { EntrantsTable, type EntrantsTableProps } from './entrants-table';
export { StandingsTable, type StandingsTableProps } from './standings-table';
export { MatchGames } from './match-games';
export { RoundPairings, type RoundPairingsProps } from './round-pairings';
export { Bracket, type BracketProps } from './bracket';
export { TournamentHistory, type TournamentHistoryProps } from './tournament-history';
export { removalRule, resignBeforeMovingQuestion, type GameTournament } from './forfeit-rule';
export { matchForfeiter, type ForfeitFacts } from './match-forfeiter';
export { pairingsCsv, standingsCsv } from './results-csv';
