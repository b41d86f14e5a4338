'use client';

import { rackTileOf } from '@wordrise/engine';
import type { TentativeTile } from './turn-state';

/**
 * This turn's tiles, kept in the tab's session storage so a reload mid-turn does not
 * lose them. One entry per game, for one move and rack (`turnKey`): a new move, a new
 * rack, SUBMIT or RECALL makes it stale or empties it. Only the player's own tiles,
 * which their own browser already holds.
 */
const storageKey = (gameId: string) => `wordrise:turn:${gameId}`;

interface Remembered {
  readonly turnKey: string;
  readonly tentative: readonly TentativeTile[];
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled: nothing is remembered
  }
}

/** The tiles remembered for this game's current turn, if they still fit the rack and board. */
export function recallTurn(
  gameId: string,
  turnKey: string,
  rack: string,
  boardSize: number,
): TentativeTile[] {
  const raw = storage()?.getItem(storageKey(gameId));
  if (!raw) return [];
  try {
    const remembered = JSON.parse(raw) as Remembered;
    if (remembered.turnKey !== turnKey || !Array.isArray(remembered.tentative)) return [];
    const slots = new Set<number>();
    const squares = new Set<string>();
    const tiles = remembered.tentative.filter((t) => {
      const fits =
        Number.isInteger(t.slot) &&
        rack[t.slot] === rackTileOf(t.letter) &&
        !slots.has(t.slot) &&
        [t.r, t.c].every((v) => Number.isInteger(v) && v >= 0 && v < boardSize) &&
        !squares.has(`${t.r},${t.c}`);
      slots.add(t.slot);
      squares.add(`${t.r},${t.c}`);
      return fits;
    });
    return tiles.map(({ r, c, letter, slot }) => ({ r, c, letter, slot }));
  } catch {
    return [];
  }
}

/** Remembers this turn's tiles (none: forgets the entry). */
export function rememberTurn(
  gameId: string,
  turnKey: string,
  tentative: readonly TentativeTile[],
): void {
  const store = storage();
  if (!store) return;
  try {
    if (tentative.length === 0) store.removeItem(storageKey(gameId));
    else store.setItem(storageKey(gameId), JSON.stringify({ turnKey, tentative }));
  } catch {
    // Full or disabled storage: the tiles are simply not kept across a reload.
  }
}
