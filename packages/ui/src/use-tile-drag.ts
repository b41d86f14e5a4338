'use client';

import { useEffect, useRef, useState } from 'react';
import { dropHighlighter } from './lib/tile-drag';

/**
 * What a tile drag needs besides the pointer: the highlight of where the tile would land
 * (taken away if the component goes mid-drag), and Escape to cancel while `dragging` (the
 * highlight goes, then `onCancel` puts the tile back).
 */
export function useTileDrag(dragging: boolean, onCancel: () => void) {
  const [highlight] = useState(dropHighlighter);
  const cancel = useRef(onCancel);
  useEffect(() => {
    cancel.current = onCancel;
  });
  useEffect(() => {
    if (!dragging) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      highlight.show(null);
      cancel.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dragging, highlight]);
  useEffect(() => () => highlight.show(null), [highlight]);
  return highlight;
}
