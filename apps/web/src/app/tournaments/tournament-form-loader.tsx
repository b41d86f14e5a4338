'use client';

import dynamic from 'next/dynamic';

/**
 * The tournament form, rendered in the browser only: its times are shown in the browser's
 * local time zone, which the server cannot know.
 */
export const TournamentFormLoader = dynamic(
  () => import('./tournament-form').then((m) => m.TournamentForm),
  { ssr: false, loading: () => <p className="text-sm text-slate-400">Loading…</p> },
);
