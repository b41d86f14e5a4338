/**
 * The game page's small text buttons under the panels (Leave game, End the game, Claim win
 * and their questions' answers): their text alone was 16 px tall. What a tap hits: 44 px on a
 * phone (a finger), 24 px from `sm` up (WCAG 2.5.8's least), as the header bar's links.
 */
export const SMALL_BUTTON_TARGET = 'inline-flex min-h-11 items-center sm:min-h-6';
