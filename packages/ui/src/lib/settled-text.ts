import { useEffect, useState } from 'react';

/**
 * `text` once it has stayed the same for `delayMs`; until then the last settled one. A live
 * region fed this speaks a line that changes with every key or tile once it stops changing,
 * not each step of the way. `null` is a wait, not worth saying: the line is emptied (silently),
 * so the next one is said even when its words are the last one's ("0 plays" again).
 */
export function useSettledText(text: string | null, delayMs: number): string {
  const [settled, setSettled] = useState('');
  // Emptied while rendering (React's pattern for state that follows props): no extra pass.
  if (text === null && settled !== '') setSettled('');
  useEffect(() => {
    if (text === null) return;
    const id = setTimeout(() => setSettled(text), delayMs);
    return () => clearTimeout(id);
  }, [text, delayMs]);
  return settled;
}
