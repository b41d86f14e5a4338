import { MAX_ZOOM, MIN_ZOOM, normalizeAngle } from './view3d';

/**
 * What the board view toolbar's polite line says after a button (board-view-toolbar.tsx):
 * the view as it now is, in words, since a screen reader user cannot see the board turn or grow.
 */

/** The screen's sides, clockwise from the top (the way Rotate right turns the board). */
const SIDES = ['top', 'right', 'bottom', 'left'] as const;

/** Where row 1 and column 1 lie on screen, the board turned by `rotate` degrees (to the nearest quarter). */
export function turnedSentence(rotate: number): string {
  const quarter = Math.round(normalizeAngle(rotate) / 90) % 4;
  const row = SIDES[quarter];
  const column = SIDES[(quarter + 3) % 4];
  const how = quarter === 0 ? 'Board upright' : 'Board turned';
  return `${how}: row 1 at the ${row}, column 1 at the ${column}.`;
}

/** The zoom after Zoom in or Zoom out, as a percentage of the board's opening size. */
export function zoomedSentence(zoom: number, direction: 'in' | 'out'): string {
  const percent = `${Math.round(zoom * 100)}%`;
  const limit = direction === 'in' ? MAX_ZOOM : MIN_ZOOM;
  return Math.abs(zoom - limit) < 1e-9
    ? `Zoomed ${direction} as far as it goes: ${percent}.`
    : `Zoomed ${direction} to ${percent}.`;
}

/** TOP VIEW's state. */
export function topViewSentence(top: boolean): string {
  return top ? 'Top view: looking straight down.' : '3D view.';
}
