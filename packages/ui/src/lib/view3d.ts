/**
 * The 3D board view: a turntable. `rotate` turns the board about the vertical
 * axis, `tilt` leans it away from the viewer (0 = straight down), `zoom` scales
 * it, and `panX`/`panY` slide it (fractions of the board's size) when zoomed in.
 */
export interface BoardView {
  /** Degrees, in [0, 360). */
  readonly rotate: number;
  /** Degrees, in [0, MAX_TILT]. */
  readonly tilt: number;
  /** In [MIN_ZOOM, MAX_ZOOM]. */
  readonly zoom: number;
  readonly panX: number;
  readonly panY: number;
}

export const MAX_TILT = 60;
export const MIN_ZOOM = 0.6;
export const MAX_ZOOM = 2.5;

/** The view a board opens with: upright, gently tilted. */
export const DEFAULT_VIEW: BoardView = { rotate: 0, tilt: 30, zoom: 1, panX: 0, panY: 0 };

/** Degrees of turn per pixel dragged sideways, and of tilt per pixel dragged up or down. */
export const DRAG_ROTATE_PER_PX = 0.4;
export const DRAG_TILT_PER_PX = 0.3;

/** How tall one tile of a stack is, as a fraction of a square's width. */
export const LEVEL_HEIGHT = 0.2;

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** An angle in degrees folded into [0, 360). */
export function normalizeAngle(degrees: number): number {
  const a = degrees % 360;
  return a < 0 ? a + 360 : a + 0; // `+ 0` turns -0 into 0
}

function round(n: number, places = 2): number {
  const f = 10 ** places;
  return Math.round(n * f) / f + 0;
}

/** A view with every field in range (pan limited so the board cannot slide out of sight). */
export function clampView(view: BoardView): BoardView {
  const zoom = clamp(view.zoom, MIN_ZOOM, MAX_ZOOM);
  const panLimit = Math.max(0, (zoom - 1) / 2 + 0.1);
  return {
    rotate: normalizeAngle(view.rotate),
    tilt: clamp(view.tilt, 0, MAX_TILT),
    zoom,
    panX: clamp(view.panX, -panLimit, panLimit),
    panY: clamp(view.panY, -panLimit, panLimit),
  };
}

/**
 * The CSS transform of the board plane. Rotation happens in the board's own
 * plane first, then the tilt leans it back, then it is zoomed and slid.
 */
export function viewTransform(
  view: Pick<BoardView, 'rotate' | 'tilt' | 'zoom'> & Partial<BoardView>,
): string {
  const parts: string[] = [];
  const panX = view.panX ?? 0;
  const panY = view.panY ?? 0;
  if (panX !== 0 || panY !== 0)
    parts.push(`translate(${round(panX * 100)}%, ${round(panY * 100)}%)`);
  parts.push(
    `scale(${round(view.zoom, 3)})`,
    `rotateX(${round(view.tilt)}deg)`,
    `rotateZ(${round(view.rotate)}deg)`,
  );
  return parts.join(' ');
}

/** The view after a one-pointer drag of (dx, dy) pixels from `start`: sideways turns, up/down tilts. */
export function dragView(start: BoardView, dx: number, dy: number): BoardView {
  return clampView({
    ...start,
    rotate: start.rotate - dx * DRAG_ROTATE_PER_PX,
    tilt: start.tilt - dy * DRAG_TILT_PER_PX,
  });
}

/** The view zoomed by `factor` (> 1 zooms in). */
export function zoomView(view: BoardView, factor: number): BoardView {
  return clampView({ ...view, zoom: view.zoom * factor });
}

/** The zoom factor of one wheel event (`deltaMode` 1 = lines, 2 = pages). */
export function wheelZoomFactor(deltaY: number, deltaMode = 0): number {
  const px = deltaMode === 1 ? deltaY * 16 : deltaMode === 2 ? deltaY * 400 : deltaY;
  return Math.exp(-clamp(px, -200, 200) * 0.0015);
}

export interface PinchPoint {
  readonly x: number;
  readonly y: number;
}

function distance(a: PinchPoint, b: PinchPoint): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/**
 * The view during a two-pointer pinch: zoom follows the ratio of the finger
 * spread, and moving both fingers slides the board. `boardPx` is the board's
 * on-screen size, to turn pixels into fractions of it.
 */
export function pinchView(
  start: BoardView,
  from: readonly [PinchPoint, PinchPoint],
  to: readonly [PinchPoint, PinchPoint],
  boardPx: number,
): BoardView {
  const d0 = distance(from[0], from[1]);
  const d1 = distance(to[0], to[1]);
  const factor = d0 > 0 ? d1 / d0 : 1;
  const mx = (to[0].x + to[1].x - from[0].x - from[1].x) / 2;
  const my = (to[0].y + to[1].y - from[0].y - from[1].y) / 2;
  const size = boardPx > 0 ? boardPx : 1;
  return clampView({
    ...start,
    zoom: start.zoom * factor,
    panX: start.panX + mx / size,
    panY: start.panY + my / size,
  });
}

/**
 * The view slid by (dx, dy) pixels (Shift+drag, or any drag on a zoomed-in top view: see
 * `dragSlides`); only a zoomed-in board can slide far.
 */
export function panView(start: BoardView, dx: number, dy: number, boardPx: number): BoardView {
  const size = boardPx > 0 ? boardPx : 1;
  return clampView({ ...start, panX: start.panX + dx / size, panY: start.panY + dy / size });
}

/** Looking straight down with the board upright; the zoom is kept. */
export function topView(view: BoardView): BoardView {
  return { ...view, rotate: 0, tilt: 0, panX: 0, panY: 0 };
}

export function isTopView(view: BoardView): boolean {
  return view.tilt === 0 && view.rotate === 0;
}

/**
 * TOP VIEW as a toggle: any view goes straight down; straight down goes back to
 * `before` (the view it came from), or to `fallback` when that was itself straight down.
 */
export function toggleTopView(view: BoardView, before: BoardView, fallback: BoardView): BoardView {
  if (!isTopView(view)) return topView(view);
  if (!isTopView(before)) return before;
  return isTopView(fallback) ? { ...fallback, tilt: DEFAULT_VIEW.tilt } : fallback;
}

/** The view turned by `quarters` quarter turns (positive = clockwise), snapped to a multiple of 90°. */
export function turnView(view: BoardView, quarters: number): BoardView {
  return clampView({ ...view, rotate: (Math.round(view.rotate / 90) + quarters) * 90 });
}

/**
 * Whether a one-finger (or left-button) drag slides the board rather than turning it: on a
 * zoomed-in board seen straight down (turned by quarters or not), as on a map, where a phone
 * has no Shift key to slide with and a turn would leave the view the player chose.
 */
export function dragSlides(view: BoardView): boolean {
  return view.tilt === 0 && view.zoom > 1;
}

/**
 * The view's values as the board element exposes them (`data-rotate`, `data-tilt`,
 * `data-zoom`, `data-pan`: "x,y" in fractions of the board).
 */
export function viewData(view: BoardView): {
  rotate: string;
  tilt: string;
  zoom: string;
  pan: string;
} {
  return {
    rotate: String(round(view.rotate, 1)),
    tilt: String(round(view.tilt, 1)),
    zoom: String(round(view.zoom, 2)),
    pan: `${round(view.panX, 3)},${round(view.panY, 3)}`,
  };
}

export type ArrowKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

/**
 * The board step (dr, dc) an arrow key means on screen, given how far the board
 * is turned: with the board turned a quarter clockwise, ArrowUp moves one column left.
 */
export function arrowStep(key: ArrowKey, rotate: number): { dr: number; dc: number } {
  const screen = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] }[
    key
  ];
  const quarter = Math.round(normalizeAngle(rotate) / 90) % 4;
  let [x, y] = screen as [number, number];
  // Undo the board's clockwise turn: rotate the screen vector counter-clockwise.
  for (let i = 0; i < quarter; i++) [x, y] = [y, -x];
  return { dr: y + 0, dc: x + 0 };
}

/** The CSS length of a stack of `height` tiles, given the CSS length of a square. */
export function stackLift(height: number, square = 'var(--sq)'): string {
  return height <= 0 ? '0px' : `calc(${square} * ${round(height * LEVEL_HEIGHT, 3)})`;
}
