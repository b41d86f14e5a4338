/** The Oracle's analysis of a game, move by move (pure; see analyse.ts). */
export {
  analyseGame,
  analysedMoves,
  analyseMove,
  analyseRecord,
  type LeaveAnalysis,
  type MoveAnalysis,
  type PlayAnalysis,
  type TurnAnalysis,
} from './analyse';
export { analysisVersion } from './version';
