import { useEffect, useState } from 'react';

/**
 * `text` once it has stayed the same for `delayMs`; until then the last settled one. A live
 * region fed this speaks a line that changes with every key or tile once it stops changing,
 * not each step of the way.
 */
export function useSettledText(text: string, delayMs: number): string {
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const id = setTimeout(() => setSettled(text), delayMs);
    return () => clearTimeout(id);
  }, [text, delayMs]);
  return settled;
}
