import type { Square } from '@wordrise/engine';
import type { BoardScoring, TileSpelling } from '@wordrise/ui';

/** The facts of the game's ruleset the table shows (never hard-coded: a ruleset has its own). */
export interface TableRules {
  readonly centre: readonly Square[];
  readonly rackSize: number;
  /** Exchanging needs at least this many tiles in the bag. */
  readonly minBagToExchange: number;
  /** The most tiles one exchange may return (the game's rules: 1, or up to 5 in solo). */
  readonly exchangeMaxTiles: number;
  /** The exchange draws before returning: it needs a tile in the bag per tile returned. */
  readonly exchangeDrawsFirst: boolean;
  /** Rounds without a word that end the game (null: no such end). */
  readonly noWordRounds: number | null;
  /** How tiles are written for people (WordRise: the `Q` tile reads "Qu"). */
  readonly spelling: TileSpelling;
  /** The version the word list's graph is served under, for the play preview (null: none). */
  readonly wordGraphVersion: string | null;
  /** Bonus squares, letter values and stack multipliers to show (null: a plain board). */
  readonly scoring: BoardScoring | null;
}
