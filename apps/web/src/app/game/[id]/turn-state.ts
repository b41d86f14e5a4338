import { rackTileOf, type Placement, type Square } from '@wordrise/engine';

/** One of this turn's tiles on the board, and which rack tile (by its place in the server's rack) it is. */
export interface TentativeTile extends Placement {
  readonly slot: number;
}

/** What the player is doing during one turn; it starts afresh with every move and every new rack. */
export interface TurnState {
  readonly key: string;
  readonly tentative: readonly TentativeTile[];
  /** The selected rack tile, by slot. */
  readonly selected: number | null;
  readonly mode: 'play' | 'exchange';
  /** The tiles picked for the exchange, by slot, in the order picked. */
  readonly picks: readonly number[];
  /** The refused move's sentence (or another message for the error line). */
  readonly error: string | null;
  /** Enter was pressed on this square: asking whether to submit (null: not asking). */
  readonly confirmAt: Square | null;
  /** Word Wefter: marketplace slots bought with this turn (their tiles join the rack). */
  readonly buys: readonly number[];
  /** Word Wefter: a wild tile waits for its letter on this square (the dialog is open). */
  readonly wildAt: TentativeTile | null;
}

export function freshTurn(key: string): TurnState {
  return {
    key,
    tentative: [],
    selected: null,
    mode: 'play',
    picks: [],
    error: null,
    confirmAt: null,
    buys: [],
    wildAt: null,
  };
}

/**
 * Toggles a rack tile in the exchange picks. With room for one tile (the ruleset's
 * `exchange.maxTiles` is 1) another tile replaces the pick; with room for several,
 * a tile beyond the limit is not added (the player unpicks one first).
 */
export function togglePick(picks: readonly number[], slot: number, limit: number): number[] {
  if (picks.includes(slot)) return picks.filter((s) => s !== slot);
  if (limit <= 1) return [slot];
  return picks.length < limit ? [...picks, slot] : [...picks];
}

export function identityOrder(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i);
}

/**
 * The display order for a new rack that keeps the tiles the player still holds
 * where they were: each letter shown before takes the first matching new slot,
 * and newly drawn tiles go at the end.
 */
export function carryOrder(
  oldRack: string,
  oldOrder: readonly number[],
  newRack: string,
): number[] {
  const taken = new Set<number>();
  const order: number[] = [];
  for (const slot of oldOrder) {
    const letter = oldRack[slot];
    const match = [...newRack].findIndex((l, i) => l === letter && !taken.has(i));
    if (match >= 0) {
      taken.add(match);
      order.push(match);
    }
  }
  for (let i = 0; i < newRack.length; i++) if (!taken.has(i)) order.push(i);
  return order;
}

/** The squares of a word from its first square, direction and length in tiles. */
export function wordSquares(start: Square, direction: 'across' | 'down', length: number): Square[] {
  const [dr, dc] = direction === 'across' ? [0, 1] : [1, 0];
  return Array.from({ length }, (_, i) => ({ r: start.r + dr * i, c: start.c + dc * i }));
}

/**
 * The rack slots to use for a list of placements, in the display order, or null
 * when the rack lacks a letter.
 */
export function slotsFor(
  placements: readonly Placement[],
  rack: string,
  order: readonly number[],
): TentativeTile[] | null {
  const used = new Set<number>();
  const tiles: TentativeTile[] = [];
  for (const p of placements) {
    const slot = order.find((s) => rack[s] === rackTileOf(p.letter) && !used.has(s));
    if (slot === undefined) return null;
    used.add(slot);
    tiles.push({ r: p.r, c: p.c, letter: p.letter, slot });
  }
  return tiles;
}
