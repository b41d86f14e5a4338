'use client';

import { useRef, useState, type KeyboardEvent } from 'react';
import { isPlainKey, nextRovingIndex, rovingStop, type RovingOptions } from './lib/roving-focus';

export interface RovingFocusOptions extends RovingOptions {
  /** How many items the group holds. */
  count: number;
  /**
   * The item that holds the Tab stop, when the group decides it (a tablist: the selected
   * tab). Left out, the item last focused keeps it (a toolbar), else the first.
   */
  stop?: number;
  /** Told where a key moved focus (a tablist selects that tab). */
  onMove?: (index: number) => void;
}

/** What each item of the group spreads on its element. */
export interface RovingItemProps {
  ref: (element: HTMLElement | null) => void;
  tabIndex: 0 | -1;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

/**
 * Roving tabindex for a small, fixed group (a toolbar, a tablist): the group is one Tab
 * stop, and arrows, Home and End move focus between its items. Returns the props of item
 * `index`. Long lists that change under the user (the rack, the Oracle's plays) keep their
 * own bookkeeping, as which item keeps the stop depends on more than its place.
 */
export function useRovingFocus({
  count,
  stop,
  onMove,
  ...keys
}: RovingFocusOptions): (index: number) => RovingItemProps {
  const [focused, setFocused] = useState(0);
  const items = useRef<(HTMLElement | null)[]>([]);
  const tabStop = rovingStop(stop ?? focused, count);
  return (index) => ({
    ref: (element) => {
      items.current[index] = element;
    },
    tabIndex: index === tabStop ? 0 : -1,
    onFocus: () => setFocused(index),
    onKeyDown: (event) => {
      if (!isPlainKey(event)) return;
      const to = nextRovingIndex(event.key, index, count, keys);
      if (to === null) return;
      event.preventDefault();
      onMove?.(to);
      items.current[to]?.focus();
    },
  });
}
