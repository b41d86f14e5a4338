'use client';

import { useEffect, useState } from 'react';

/** Milliseconds since `since`, ticking four times a second while `running` (else 0). */
export function useElapsed(since: number, running: boolean): number {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!running) return;
    const tick = () => setNow(Date.now());
    tick();
    const id = setInterval(tick, 250);
    return () => clearInterval(id);
  }, [running]);
  return now === null ? 0 : Math.max(0, now - since);
}
