/**
 * Roving tabindex: a list is one Tab stop, and keys move focus between its items.
 * This is the pure part: which item a key moves to.
 */

export type RovingOrientation = 'vertical' | 'horizontal';

export interface RovingOptions {
  /** Up/Down for a list down the page, Left/Right for a row of items. */
  orientation: RovingOrientation;
  /** How far PageUp/PageDown move; 0 (the default) leaves those keys alone. */
  page?: number;
}

/**
 * The index focus moves to when `key` (a `KeyboardEvent.key`) is pressed on item `current`
 * of `count`, or null when the key does not move focus (so the caller lets it through).
 * Moves stop at the ends rather than wrap, so holding a key never jumps back to the top.
 */
export function nextRovingIndex(
  key: string,
  current: number,
  count: number,
  { orientation, page = 0 }: RovingOptions,
): number | null {
  if (count <= 0) return null;
  const last = count - 1;
  const at = Math.min(Math.max(current, 0), last);
  const back = orientation === 'vertical' ? 'ArrowUp' : 'ArrowLeft';
  const forward = orientation === 'vertical' ? 'ArrowDown' : 'ArrowRight';
  switch (key) {
    case back:
      return Math.max(at - 1, 0);
    case forward:
      return Math.min(at + 1, last);
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'PageUp':
      return page > 0 ? Math.max(at - page, 0) : null;
    case 'PageDown':
      return page > 0 ? Math.min(at + page, last) : null;
    default:
      return null;
  }
}

/** The item that holds the list's one Tab stop: `preferred` when it is in the list, else the first. */
export function rovingStop(preferred: number, count: number): number {
  return preferred >= 0 && preferred < count ? preferred : 0;
}

/** The modifier keys of a `KeyboardEvent` (only these are read). */
export interface KeyModifiers {
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

/**
 * A key pressed without Alt, Ctrl or Meta: only these move focus, so the browser's own
 * shortcuts (Alt+Left goes back a page) and a list's own chords still reach their owner.
 */
export function isPlainKey({ altKey, ctrlKey, metaKey }: KeyModifiers): boolean {
  return !altKey && !ctrlKey && !metaKey;
}
