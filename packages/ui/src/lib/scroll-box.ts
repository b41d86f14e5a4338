import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

// useLayoutEffect warns when rendered on the server; there is nothing to scroll there.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** How close to the bottom (px) still counts as "at the bottom": following the newest line. */
const AT_BOTTOM_PX = 24;

/**
 * Keeps a scrolling box at its newest line as lines are added (a game's move list), as a
 * chat does: when it was at the bottom, or on the first render. A reader who scrolled up to
 * an older move is left there. `count` is the number of lines.
 */
export function useFollowNewest<T extends HTMLElement>(count: number, on = true): RefObject<T> {
  const box = useRef<T>(null);
  const following = useRef(true);
  useEffect(() => {
    const el = box.current;
    if (!el || !on) return;
    const onScroll = () => {
      following.current = el.scrollHeight - el.scrollTop - el.clientHeight <= AT_BOTTOM_PX;
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [on]);
  useBrowserLayoutEffect(() => {
    const el = box.current;
    if (el && on && following.current) el.scrollTop = el.scrollHeight;
  }, [count, on]);
  return box as RefObject<T>;
}

/**
 * Scrolls a box (only the box, never the page) so that its child `row` is in view: the
 * replay's current move as the player steps through it.
 */
export function scrollIntoBox(box: HTMLElement, row: HTMLElement): void {
  const outer = box.getBoundingClientRect();
  const inner = row.getBoundingClientRect();
  if (inner.top < outer.top) box.scrollTop -= outer.top - inner.top;
  else if (inner.bottom > outer.bottom) box.scrollTop += inner.bottom - outer.bottom;
}
