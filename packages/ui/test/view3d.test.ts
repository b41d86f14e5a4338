import { describe, expect, it } from 'vitest';
import {
  arrowStep,
  clampView,
  DEFAULT_VIEW,
  dragSlides,
  dragView,
  isTopView,
  MAX_TILT,
  MAX_ZOOM,
  MIN_ZOOM,
  normalizeAngle,
  panView,
  pinchView,
  stackLift,
  toggleTopView,
  topView,
  turnView,
  viewData,
  viewTransform,
  wheelZoomFactor,
  zoomView,
} from '../src/lib/view3d';

describe('viewTransform', () => {
  it('turns in the plane, then tilts, then zooms', () => {
    expect(viewTransform({ rotate: 30, tilt: 40, zoom: 1.5 })).toBe(
      'scale(1.5) rotateX(40deg) rotateZ(30deg)',
    );
  });

  it('slides a zoomed board by a share of its size', () => {
    expect(viewTransform({ rotate: 0, tilt: 0, zoom: 2, panX: 0.25, panY: -0.1 })).toBe(
      'translate(25%, -10%) scale(2) rotateX(0deg) rotateZ(0deg)',
    );
  });

  it('rounds to keep the style short', () => {
    expect(viewTransform({ rotate: 10.123456, tilt: 0.3333333, zoom: 1.23456 })).toBe(
      'scale(1.235) rotateX(0.33deg) rotateZ(10.12deg)',
    );
  });
});

describe('view changes', () => {
  it('keeps angles in [0, 360)', () => {
    expect(normalizeAngle(-90)).toBe(270);
    expect(normalizeAngle(720)).toBe(0);
    expect(normalizeAngle(-360)).toBe(0);
    expect(Object.is(normalizeAngle(-0), 0)).toBe(true);
  });

  it('turns on sideways drags and tilts on vertical ones, within limits', () => {
    const v = dragView(DEFAULT_VIEW, 100, 0);
    expect(v.rotate).toBe(normalizeAngle(DEFAULT_VIEW.rotate - 40));
    expect(v.tilt).toBe(DEFAULT_VIEW.tilt);
    expect(dragView(DEFAULT_VIEW, 0, -1000).tilt).toBe(MAX_TILT);
    expect(dragView(DEFAULT_VIEW, 0, 1000).tilt).toBe(0);
    expect(dragView(DEFAULT_VIEW, 0, -20).tilt).toBe(DEFAULT_VIEW.tilt + 6);
  });

  it('zooms within limits, by wheel or pinch', () => {
    expect(zoomView(DEFAULT_VIEW, 100).zoom).toBe(MAX_ZOOM);
    expect(zoomView(DEFAULT_VIEW, 0.01).zoom).toBe(MIN_ZOOM);
    expect(wheelZoomFactor(-100)).toBeGreaterThan(1);
    expect(wheelZoomFactor(100)).toBeLessThan(1);
    expect(wheelZoomFactor(3, 1)).toBeCloseTo(wheelZoomFactor(48), 10);
    const pinched = pinchView(
      DEFAULT_VIEW,
      [
        { x: 100, y: 100 },
        { x: 200, y: 100 },
      ],
      [
        { x: 50, y: 100 },
        { x: 250, y: 100 },
      ],
      400,
    );
    expect(pinched.zoom).toBe(2);
    expect(pinched.panX).toBe(0);
  });

  it('slides only as far as the zoom allows', () => {
    const moved = pinchView(
      { ...DEFAULT_VIEW, zoom: 2 },
      [
        { x: 0, y: 0 },
        { x: 100, y: 0 },
      ],
      [
        { x: 400, y: 0 },
        { x: 500, y: 0 },
      ],
      400,
    );
    expect(moved.panX).toBeCloseTo(0.6, 10);
    expect(clampView({ ...DEFAULT_VIEW, panX: 5 }).panX).toBeCloseTo(0.1, 10);
  });

  it('looks straight down in top view, keeping the zoom', () => {
    const v = topView({ rotate: 123, tilt: 50, zoom: 1.7, panX: 0.2, panY: 0 });
    expect(v).toEqual({ rotate: 0, tilt: 0, zoom: 1.7, panX: 0, panY: 0 });
    expect(isTopView(v)).toBe(true);
    expect(isTopView(DEFAULT_VIEW)).toBe(false);
  });

  it('toggles TOP VIEW: straight down, then back to the view it left', () => {
    const turned = { rotate: 90, tilt: 45, zoom: 1.2, panX: 0.1, panY: 0 };
    const down = toggleTopView(turned, DEFAULT_VIEW, DEFAULT_VIEW);
    expect(isTopView(down)).toBe(true);
    expect(toggleTopView(down, turned, DEFAULT_VIEW)).toEqual(turned);
    // Opened straight down (nothing else to return to): back to a tilted 3D view.
    const flat = topView(DEFAULT_VIEW);
    const back = toggleTopView(flat, flat, flat);
    expect(isTopView(back)).toBe(false);
    expect(back.tilt).toBe(DEFAULT_VIEW.tilt);
  });

  it('turns by snapped quarters', () => {
    expect(turnView({ ...DEFAULT_VIEW, rotate: 80 }, 1).rotate).toBe(180);
    expect(turnView(DEFAULT_VIEW, -1).rotate).toBe(270);
  });

  it('exposes the view as data attributes', () => {
    expect(viewData({ rotate: 12.345, tilt: 30, zoom: 1.2345, panX: 0.12345, panY: -0.2 })).toEqual(
      {
        rotate: '12.3',
        tilt: '30',
        zoom: '1.23',
        pan: '0.123,-0.2',
      },
    );
  });
});

describe('arrowStep', () => {
  it('follows rows and columns on an upright board', () => {
    expect(arrowStep('ArrowUp', 0)).toEqual({ dr: -1, dc: 0 });
    expect(arrowStep('ArrowDown', 0)).toEqual({ dr: 1, dc: 0 });
    expect(arrowStep('ArrowLeft', 0)).toEqual({ dr: 0, dc: -1 });
    expect(arrowStep('ArrowRight', 10)).toEqual({ dr: 0, dc: 1 });
  });

  it('follows the screen on a turned board', () => {
    expect(arrowStep('ArrowUp', 90)).toEqual({ dr: 0, dc: -1 });
    expect(arrowStep('ArrowRight', 90)).toEqual({ dr: -1, dc: 0 });
    expect(arrowStep('ArrowUp', 180)).toEqual({ dr: 1, dc: 0 });
    expect(arrowStep('ArrowUp', 270)).toEqual({ dr: 0, dc: 1 });
    expect(arrowStep('ArrowUp', 350)).toEqual({ dr: -1, dc: 0 });
  });
});

describe('stackLift', () => {
  it('raises a stack by a share of a square per tile', () => {
    expect(stackLift(0)).toBe('0px');
    expect(stackLift(3)).toBe('calc(var(--sq) * 0.6)');
    expect(stackLift(1, '40px')).toBe('calc(40px * 0.2)');
  });
});

describe('panView', () => {
  it('slides a zoomed board by pixels, within limits', () => {
    const zoomed = { ...DEFAULT_VIEW, zoom: 2 };
    expect(panView(zoomed, 100, -50, 400)).toMatchObject({ panX: 0.25, panY: -0.125 });
    expect(panView(zoomed, 10_000, 0, 400).panX).toBeCloseTo(0.6, 10);
    expect(panView(DEFAULT_VIEW, 100, 0, 400).panX).toBeCloseTo(0.1, 10);
  });
});

describe('dragSlides', () => {
  it('slides a zoomed-in board seen straight down, as a map; turns every other view', () => {
    const zoomedTop = topView({ ...DEFAULT_VIEW, zoom: 1.5 });
    expect(dragSlides(zoomedTop)).toBe(true);
    expect(dragSlides(topView(DEFAULT_VIEW))).toBe(false);
    expect(dragSlides({ ...DEFAULT_VIEW, zoom: 1.5 })).toBe(false);
    // Turned a quarter, still straight down: a map turned is still a map.
    expect(dragSlides({ ...zoomedTop, rotate: 90 })).toBe(true);
    expect(dragSlides({ ...zoomedTop, tilt: 10 })).toBe(false);
  });
});
