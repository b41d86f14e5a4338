'use client';

import { useCallback, useEffect, useState } from 'react';
import { recallTurn, rememberTurn } from './turn-memory';
import { freshTurn, type TurnState } from './turn-state';

/** A change to this turn's state: the fields to replace, or a function of the state. */
export type TurnPatch = Partial<TurnState> | ((t: TurnState) => Partial<TurnState>);

/**
 * This turn's tiles, selection, exchange pick and error: fresh for every move and every new
 * rack (`turnKey`). A reload mid-turn keeps the tiles placed (restored after hydration: the
 * server render cannot see the tab's storage), until SUBMIT, RECALL or the next move.
 * Without `remember` (pass and play: the tab is the whole table's, and the storage would keep
 * a rack that has been handed on) nothing is stored.
 */
export function useTurn(
  gameId: string,
  turnKey: string,
  rack: string,
  boardSize: number,
  remember = true,
): [TurnState, (patch: TurnPatch) => void] {
  const [turnState, setTurnState] = useState<TurnState>(() => freshTurn(turnKey));
  const turn = turnState.key === turnKey ? turnState : freshTurn(turnKey);
  const setTurn = useCallback(
    (patch: TurnPatch) =>
      setTurnState((prev) => {
        const base = prev.key === turnKey ? prev : freshTurn(turnKey);
        return { ...base, ...(typeof patch === 'function' ? patch(base) : patch) };
      }),
    [turnKey],
  );

  const [restoredKey, setRestoredKey] = useState<string | null>(null);
  useEffect(() => {
    if (restoredKey === turnKey) return;
    setRestoredKey(turnKey);
    if (!remember) return;
    const kept = recallTurn(gameId, turnKey, rack, boardSize);
    if (kept.length > 0) setTurn((t) => (t.tentative.length === 0 ? { tentative: kept } : {}));
  }, [restoredKey, turnKey, gameId, rack, boardSize, setTurn, remember]);
  useEffect(() => {
    if (remember && restoredKey === turnKey) rememberTurn(gameId, turnKey, turn.tentative);
  }, [restoredKey, gameId, turnKey, turn.tentative, remember]);

  return [turn, setTurn];
}
