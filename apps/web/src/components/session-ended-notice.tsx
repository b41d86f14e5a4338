'use client';

import { usePathname } from 'next/navigation';
import { signInPath } from '~/lib/paths';

/**
 * Said when a signed-in page learns from the server that its session is gone (signed out
 * everywhere from another device, or expired): the header above still shows the player
 * until the page reloads, so this says so, with the way back to this very page.
 */
export function SessionEndedNotice() {
  // Shown only in the browser, after a call failed: the address is there to read.
  const here = usePathname() + (typeof window === 'undefined' ? '' : window.location.search);
  return (
    <div
      role="alert"
      data-testid="session-ended"
      className="fixed inset-x-0 top-0 z-50 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-amber-200 px-4 py-2 text-sm font-medium text-slate-950 shadow-lg"
    >
      <span>You are signed out: this session ended, perhaps from another device.</span>
      <a href={signInPath(here)} className="font-bold underline">
        Sign in again
      </a>
    </div>
  );
}
