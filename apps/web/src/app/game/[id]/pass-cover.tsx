'use client';

import { useEffect, useRef } from 'react';

/**
 * Pass and play, between turns: the whole screen asks for the device to go to the
 * next player, and shows nothing of the game until they say it is them. The table
 * (rack, Oracle, preview) is not rendered under it at all, so nothing of a rack is
 * on the page to glimpse or to read out.
 */
export function PassCover({ name, onReveal }: { name: string; onReveal: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  // The cover is a new screen: focus its one action (keyboard and screen-reader users).
  useEffect(() => button.current?.focus(), [name]);
  return (
    <main
      className="fixed inset-0 z-40 flex flex-col items-center justify-center gap-6 bg-slate-950 px-6 text-center"
      data-testid="pass-cover"
    >
      <h1 className="text-3xl font-bold text-white" aria-live="polite">
        Pass the device to {name}
      </h1>
      <p className="max-w-sm text-sm text-slate-400">
        Only {name} should look at the screen after this: the next screen shows their rack.
      </p>
      <button
        ref={button}
        type="button"
        className="rounded-lg bg-gold px-6 py-3 text-lg font-bold text-tile-ink hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        onClick={onReveal}
      >
        I&apos;m {name} — show my rack
      </button>
    </main>
  );
}
