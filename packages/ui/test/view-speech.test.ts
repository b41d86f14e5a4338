import { describe, expect, it } from 'vitest';
import { MAX_ZOOM, MIN_ZOOM, turnView, zoomView, DEFAULT_VIEW } from '../src/lib/view3d';
import { topViewSentence, turnedSentence, zoomedSentence } from '../src/lib/view-speech';

describe('what the board view toolbar says', () => {
  it('says where row 1 and column 1 are after each quarter turn', () => {
    expect(turnedSentence(0)).toBe('Board upright: row 1 at the top, column 1 at the left.');
    // Rotate right turns the board clockwise: the top edge goes to the right.
    expect(turnedSentence(turnView(DEFAULT_VIEW, 1).rotate)).toBe(
      'Board turned: row 1 at the right, column 1 at the top.',
    );
    expect(turnedSentence(180)).toBe('Board turned: row 1 at the bottom, column 1 at the right.');
    expect(turnedSentence(turnView(DEFAULT_VIEW, -1).rotate)).toBe(
      'Board turned: row 1 at the left, column 1 at the bottom.',
    );
    // A dragged board: the nearest quarter.
    expect(turnedSentence(100)).toBe(turnedSentence(90));
    expect(turnedSentence(350)).toBe(turnedSentence(0));
  });

  it('says the zoom as a percentage, and when it goes no further', () => {
    expect(zoomedSentence(zoomView(DEFAULT_VIEW, 1.25).zoom, 'in')).toBe('Zoomed in to 125%.');
    expect(zoomedSentence(1.5625, 'in')).toBe('Zoomed in to 156%.');
    expect(zoomedSentence(1.25 * 0.8, 'out')).toBe('Zoomed out to 100%.');
    expect(zoomedSentence(MAX_ZOOM, 'in')).toBe('Zoomed in as far as it goes: 250%.');
    expect(zoomedSentence(MIN_ZOOM, 'out')).toBe('Zoomed out as far as it goes: 60%.');
    // Zoomed out to the smallest, a press of Zoom in is not "as far as it goes".
    expect(zoomedSentence(zoomView({ ...DEFAULT_VIEW, zoom: MIN_ZOOM }, 1.25).zoom, 'in')).toBe(
      'Zoomed in to 75%.',
    );
  });

  it('says TOP VIEW’s state', () => {
    expect(topViewSentence(true)).toBe('Top view: looking straight down.');
    expect(topViewSentence(false)).toBe('3D view.');
  });
});
