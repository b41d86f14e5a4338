import { useEffect, useState } from 'react';

/**
 * `text` once it has stayed the same for `delayMs`; until then the last settled one. A live
 * region fed this speaks a line that changes with every key or tile once it stops changing,
 * not each step of the way. `null` is a line not worth saying (a wait): the last settled one
 * stays.
 */
export function useSettledText(text: string | null, delayMs: number): string {
  const [settled, setSettled] = useState('');
  useEffect(() => {
    if (text === null) return;
    const id = setTimeout(() => setSettled(text), delayMs);
    return () => clearTimeout(id);
  }, [text, delayMs]);
  return settled;
}
