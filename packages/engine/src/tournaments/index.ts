export {
  TOURNAMENT_FORMATS,
  isBye,
  type TournamentFormat,
  type TournamentPlayer,
  type TournamentState,
  type GameEntry,
  type ByeEntry,
  type RoundEntry,
  type RoundResults,
  type Pairing,
  type Standing,
  type NextRound,
} from './types';
export { DEFAULT_BYE_SPREAD, parseTournamentState } from './parse';
export { computeStandings } from './standings';
export { pairNextRound } from './pair';
export { pairSwiss, swissField, type SwissField, type SwissPairing } from './swiss';
export { roundRobinSchedule, roundRobinRounds } from './round-robin';
export { bracketOrder, bracketSize } from './bracket';
export { minCostMatching, type CostEdge } from './matching';
export * from './log/index';
