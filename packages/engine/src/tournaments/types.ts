/**
 * Tournament data: what `pairNextRound` reads and returns. Plain JSON values, all
 * readonly; ids are the organiser's player ids, players are in seeding order.
 */
export const TOURNAMENT_FORMATS = [
  'swiss',
  'round-robin',
  'single-elimination',
  'double-elimination',
] as const;
export type TournamentFormat = (typeof TOURNAMENT_FORMATS)[number];

export interface TournamentPlayer {
  readonly id: string;
  readonly rating?: number;
}

/** One game: `score` is a's result (1, ½ or 0), `spread` a's points minus b's. */
export interface GameEntry {
  readonly a: string;
  readonly b: string;
  readonly score: 1 | 0.5 | 0;
  readonly spread: number;
}

/** A round without an opponent: a win with spread +byeSpread. */
export interface ByeEntry {
  readonly a: string;
  readonly bye: true;
}

export type RoundEntry = GameEntry | ByeEntry;
export type RoundResults = readonly RoundEntry[];

export interface TournamentState {
  readonly format: TournamentFormat;
  /** Swiss: the rounds in all (ignored by the other formats). */
  readonly rounds: number;
  /** In seeding order, top seed first. */
  readonly players: readonly TournamentPlayer[];
  /** Never paired again. */
  readonly withdrawn: readonly string[];
  /** Swiss: pairs avoided whenever possible. */
  readonly forbidden: readonly (readonly [string, string])[];
  readonly byeSpread: number;
  /** Every round played so far, in order. */
  readonly results: readonly RoundResults[];
}

export type Pairing = { readonly a: string; readonly b: string } | ByeEntry;

export interface Standing {
  readonly id: string;
  readonly rank: number;
  readonly wins: number;
  readonly losses: number;
  readonly spread: number;
  readonly buchholz: number;
}

export interface NextRound {
  /** The round being paired (1-based); when done, the rounds played. */
  readonly round: number;
  readonly done: boolean;
  /** [] when done. */
  readonly pairings: readonly Pairing[];
  /** After the rounds in the input. */
  readonly standings: readonly Standing[];
}

export function isBye(entry: RoundEntry | Pairing): entry is ByeEntry {
  return 'bye' in entry;
}
