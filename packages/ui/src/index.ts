// Components (the interactive ones are client components: 'use client').
export { Tile, tileLabel, type TileProps, type TileTone } from './tile';
export {
  Board3D,
  GAME_KEYBOARD_HELP,
  VIEW_KEYBOARD_HELP,
  type Board3DHandle,
  type Board3DProps,
} from './board3d';
export { Rack, type RackProps } from './rack';
export { useRovingFocus, type RovingFocusOptions, type RovingItemProps } from './use-roving-focus';
export { ConfirmRow, type ConfirmRowProps } from './confirm-row';
export { MarketPanel, slotPrice, type MarketPanelProps } from './market-panel';
export {
  TurnControls,
  ErrorLine,
  SOLO_RESIGN_QUESTION,
  type TurnControlsProps,
  type ErrorLineProps,
} from './turn-controls';
export {
  formatRatingDelta,
  Scoreboard,
  type ScoreboardProps,
  type ScoreboardSeat,
} from './scoreboard';
export { RatingText, type Rating, type RatingTextProps } from './rating-text';
export {
  ChartTableDisclosure,
  RatingHistoryTable,
  ScoreTable,
  type ChartTableDisclosureProps,
  type RatingHistoryTableProps,
  type ScoreTableProps,
} from './chart-tables';
export { MoveList, type MoveListProps } from './move-list';
export { ChatPanel, type ChatLine, type ChatPanelProps } from './chat-panel';
export { OraclePanel, type OraclePanelProps } from './oracle-panel';
export { OraclePreviewBar, type OraclePreviewBarProps } from './oracle-preview-bar';
export {
  FirstPlayerDraw,
  firstSeatOf,
  type DrawnTile,
  type FirstPlayerDrawProps,
} from './first-player-draw';
export {
  EndSummary,
  howItEnded,
  ENDED_BY_YOU,
  type EndedBy,
  whoWon,
  type EndSummaryPlayer,
  type EndSummaryProps,
} from './end-summary';
export {
  PlayPreview,
  playPreviewText,
  type PlayPreviewProps,
  type PlayPreviewState,
} from './play-preview';

// Pure helpers (safe on the server and in tests).
export {
  NO_SPELLING,
  letterLabel,
  tileFace,
  spellWord,
  foldSpelling,
  wordContains,
  type TileSpelling,
} from './lib/spelling';
export { squareLabel, rackTileLabel, squareKey, type SquareLabelInput } from './lib/labels';
export { formatClock, clockLabel, isLowTime, lowTimeWarning, waitInWords } from './lib/clock';
export {
  NO_ORACLE_FILTER,
  filterPlays,
  rankPlays,
  playKey,
  samePlay,
  isStackingPlay,
  playSummary,
  playPlace,
  playNet,
  playPurchase,
  type OraclePlay,
  type OracleWord,
  type OracleFilter,
} from './lib/oracle';
export {
  DEFAULT_VIEW,
  MAX_TILT,
  MIN_ZOOM,
  MAX_ZOOM,
  LEVEL_HEIGHT,
  viewTransform,
  clampView,
  dragView,
  zoomView,
  wheelZoomFactor,
  pinchView,
  panView,
  topView,
  isTopView,
  turnView,
  viewData,
  arrowStep,
  stackLift,
  normalizeAngle,
  type BoardView,
  type ArrowKey,
  type PinchPoint,
} from './lib/view3d';
export {
  boardCells,
  typingDirection,
  registerTap,
  DOUBLE_TAP_MS,
  type CellView,
  type CellTone,
  type BoardOverlays,
  type BoardScoring,
  bonusMark,
  tileValue,
  type TapState,
} from './lib/cells';
export {
  moveTile,
  swapTiles,
  applyOrder,
  isPermutation,
  shuffleOrder,
  dropSlot,
  indexAfterMove,
} from './lib/rack';
export {
  describeMove,
  moveDelta,
  wordsNotListed,
  rackPenaltyLines,
  type GameEndEntry,
  type MoveListEntry,
} from './lib/moves';
export { winnerSeats } from './lib/winners';
export { moveSentence, pointsInWords, type MoveSentenceContext } from './lib/move-speech';
export { stackedTileCounts, type BoardChange } from './lib/stacked-tiles';
export { HowToPlay } from './how-to-play';

// Replays: positions rebuilt from the log, Oracle annotations, the viewer's parts.
export * from './replay/index';

// Tournaments: list cards, entrants, standings, pairings, the bracket, the history.
export * from './tournaments/index';
export { lobbyNews, type LobbySnapshot } from './lib/lobby-news';
export { challengersAtOneDevice, type ChallengeTable } from './lib/challengers';
export { counted, listInWords } from './lib/phrases';
export {
  ratingTableRows,
  scoreTableRows,
  type RatedGamePoint,
  type RatingTableRow,
  type ScoreTableRow,
} from './lib/chart-tables';
