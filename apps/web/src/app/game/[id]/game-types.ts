import type { RouterOutputs } from '@wordrise/api';

/** A game as `game.view` gives it to this viewer. */
export type GameDetail = RouterOutputs['game']['view'];

/** One entry of the move log as `game.history` gives it to this viewer. */
export type HistoryEntry = RouterOutputs['game']['history'][number];
