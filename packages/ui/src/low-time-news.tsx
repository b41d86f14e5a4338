'use client';

import { useState } from 'react';
import { lowTimeWarning } from './lib/clock';

/**
 * The viewer's own clock on their turn, said in a polite status line at a minute and at ten
 * seconds left (a client module of its own: the scoreboard's helpers are used on servers).
 */
export function LowTimeNews({ ms }: { ms: number | null }) {
  const text = useLowTimeNews(ms);
  return (
    <p role="status" className="sr-only" data-testid="clock-news">
      {text}
    </p>
  );
}

/**
 * What a player hears as their own clock runs down on their turn ("One minute left on your
 * clock"), for a polite status line: `ms` is their running clock, null while it is not their
 * turn (then the line is cleared, so the same words next turn are a change and read again).
 */
function useLowTimeNews(ms: number | null): string {
  const [seen, setSeen] = useState<{ ms: number | null; text: string }>({ ms, text: '' });
  if (seen.ms !== ms) {
    const passed = seen.ms !== null && ms !== null ? lowTimeWarning(seen.ms, ms) : null;
    setSeen({ ms, text: ms === null ? '' : (passed ?? seen.text) });
  }
  return seen.text;
}
