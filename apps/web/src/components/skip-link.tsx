'use client';

import { usePathname } from 'next/navigation';

/** A game's page: its board is where a keyboard user wants to go first. */
const GAME_PAGE = /^\/game\/[^/]+$/;

/**
 * The first stop of Tab on every page, shown when focused: past the header's links to the
 * page's content, and on a game's page straight to the board (its one focusable square).
 */
export function SkipLink() {
  const toBoard = GAME_PAGE.test(usePathname());
  return (
    <a
      href={toBoard ? '#board' : '#content'}
      data-testid="skip-link"
      className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-gold focus:px-3 focus:py-1.5 focus:font-semibold focus:text-tile-ink"
      onClick={(e) => {
        // A square, not the board's frame, takes focus (the page without a board yet,
        // a waiting room, gets its content instead).
        const target =
          (toBoard && document.querySelector<HTMLElement>('#board [tabindex="0"]')) ||
          document.getElementById('content');
        if (!target) return;
        e.preventDefault();
        target.focus();
      }}
    >
      {toBoard ? 'Skip to the board' : 'Skip to content'}
    </a>
  );
}
