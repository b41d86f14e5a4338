export { replayPositions, type ReplayInput, type ReplayPosition } from './positions';
export {
  LABEL_MARK,
  LABEL_THRESHOLDS,
  labelFor,
  labelOf,
  playerFigures,
  type MoveAnnotation,
  type MoveLabel,
  type PlayerFigures,
} from './annotations';
export { moveInWords } from './describe';
export { oracleMark, oracleVerdict } from './verdict';
export { ReplayControls, type ReplayControlsProps } from './replay-controls';
export { ReplayMoves, type ReplayMovesProps } from './replay-moves';
export {
  AnnotationPanel,
  alternativeText,
  type AlternativePlay,
  type AnnotationPanelProps,
} from './annotation-panel';
export { PlayerFiguresTable, type PlayerFiguresTableProps } from './player-figures';
export { ReplayRacks, type ReplayRacksProps } from './racks';
export { recordFiles, type RecordFiles } from './record';
