import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Board3D } from '../src/board3d';
import { CENTRE, elementWith, KS, makeBoard, QU, tagWith } from './helpers';

const board = makeBoard({ '4,4': 'C', '4,5': 'A', '4,6': 'TSE' });

function render(extra: Partial<Parameters<typeof Board3D>[0]> = {}) {
  return renderToStaticMarkup(<Board3D board={board} centre={CENTRE} spelling={QU} {...extra} />);
}

describe('Board3D', () => {
  it('names the board and exposes its view', () => {
    const tag = tagWith(render(), 'data-testid', 'board');
    expect(tag).toContain('role="grid"');
    expect(tag).toContain('aria-label="Game board"');
    expect(tag).toContain('data-rotate="0"');
    expect(tag).toContain('data-tilt="30"');
    expect(tag).toContain('data-zoom="1"');
    expect(tag).toContain('data-top-view="false"');
  });

  it('is a grid of 10 rows of 10 cells, each cell holding its square', () => {
    const html = render();
    const grid = elementWith(html, 'data-testid', 'board');
    const rows = grid.split('role="row"').slice(1);
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(row.match(/role="gridcell"/g)).toHaveLength(10);
    // Row 3's cells hold row 3's squares, in column order.
    expect(
      [...rows[2]!.matchAll(/data-testid="square-(\d+)-(\d+)"/g)].map((m) => `${m[1]},${m[2]}`),
    ).toEqual(Array.from({ length: 10 }, (_, c) => `2,${c}`));
  });

  it('explains its keyboard controls under it, as its description', () => {
    const html = render();
    const id = /aria-describedby="([^"]+)"/.exec(tagWith(html, 'data-testid', 'board'))?.[1];
    expect(id).toBeDefined();
    const help = elementWith(html, 'id', id!);
    for (const key of ['arrows', 'a letter', 'Space', 'Backspace', 'Enter asks'])
      expect(help).toContain(key);
    expect(help).not.toContain('sr-only');
    // The replay says what its own board does.
    expect(render({ keyboardHelp: 'Arrow keys move between squares.' })).toContain(
      'Arrow keys move between squares.</p>',
    );
  });

  it('opens with the view it is given', () => {
    const tag = tagWith(render({ initialView: { tilt: 0, zoom: 1.5 } }), 'data-testid', 'board');
    expect(tag).toContain('data-tilt="0"');
    expect(tag).toContain('data-zoom="1.5"');
    expect(tag).toContain('data-top-view="true"');
  });

  it('makes every square a labelled button', () => {
    const html = render();
    expect(html.match(/data-testid="square-/g)).toHaveLength(100);
    expect(html).toContain('aria-label="Row 5, column 7: E, stack of 3"');
    expect(html).toContain('aria-label="Row 6, column 6: empty, centre square"');
    expect(html).toContain('aria-label="Row 1, column 1: empty"');
    expect(tagWith(html, 'data-testid', 'square-0-0')).toMatch(/^<button type="button"/);
  });

  it('draws an empty start square as a gold frame and diamond, never a gold fill like a new tile', () => {
    const html = render();
    // Four start squares; C and A stand on two of them, so two empty ones show the diamond.
    expect(html.match(/data-centre-mark=""/g)).toHaveLength(2);
    expect(html).toContain('inset-ring-centre');
    expect(html).not.toMatch(/class="[^"]*\bbg-centre\b[^"]*inset-0/);
  });

  it('uses one tab stop, on the first centre square', () => {
    const html = render();
    expect(elementWith(html, 'data-testid', 'board').match(/tabindex="0"/g)).toHaveLength(1);
    expect(tagWith(html, 'data-testid', 'square-4-4')).toContain('tabindex="0"');
    expect(tagWith(html, 'data-testid', 'square-0-0')).toContain('tabindex="-1"');
  });

  it('paints the centre squares gold, whatever the ruleset says they are', () => {
    const html = renderToStaticMarkup(
      <Board3D board={makeBoard()} centre={[{ r: 0, c: 9 }]} spelling={QU} />,
    );
    expect(html.match(/bg-centre/g)).toHaveLength(1);
    expect(tagWith(html, 'data-testid', 'square-0-9')).toContain('data-centre="true"');
    expect(html).toContain('aria-label="Row 1, column 10: empty, centre square"');
  });

  it('raises stacks and shows one gold dot per tile', () => {
    const html = render();
    const square = elementWith(html, 'data-testid', 'square-4-6');
    expect(square).toContain('translateZ(calc(var(--sq) * 0.6))');
    expect(square.match(/data-dot=""/g)).toHaveLength(3);
    expect(elementWith(html, 'data-testid', 'square-4-4').match(/data-dot=""/g)).toHaveLength(1);
    expect(elementWith(html, 'data-testid', 'square-0-0')).not.toContain('data-dot');
  });

  it("draws this turn's tiles gold, the last word green and ghosts purple", () => {
    const html = render({
      tentative: [{ r: 5, c: 4, letter: 'O' }],
      lastWord: [
        { r: 4, c: 4 },
        { r: 4, c: 5 },
      ],
      ghost: [{ r: 3, c: 5, letter: 'Q' }],
    });
    const placed = elementWith(html, 'data-testid', 'square-5-4');
    expect(placed).toContain('data-tone="placed"');
    expect(placed).toContain('bg-gold text-tile-ink');
    expect(placed).toContain(
      'aria-label="Row 6, column 5: O, stack of 1, centre square, your new tile"',
    );
    const green = elementWith(html, 'data-testid', 'square-4-4');
    expect(green).toContain('bg-last-word');
    expect(green).toContain('last word played');
    const ghost = elementWith(html, 'data-testid', 'square-3-5');
    expect(ghost).toContain('bg-ghost');
    expect(ghost).toContain('>Qu<');
    expect(ghost).toContain('Oracle preview');
    expect(elementWith(html, 'data-testid', 'square-4-6')).toContain('data-tone="plain"');
  });

  it("names and draws tiles with the game's ruleset spelling", () => {
    const tiles = makeBoard({ '0,0': 'Q', '0,1': 'AX' });
    const wordrise = render({ board: tiles });
    expect(elementWith(wordrise, 'data-testid', 'square-0-0')).toContain('>Qu<');
    expect(wordrise).toContain('aria-label="Row 1, column 1: Qu, stack of 1"');
    const other = render({ board: tiles, spelling: KS });
    expect(elementWith(other, 'data-testid', 'square-0-0')).toContain('>Q<');
    expect(other).toContain('aria-label="Row 1, column 1: Q, stack of 1"');
    expect(elementWith(other, 'data-testid', 'square-0-1')).toContain('>Ks<');
    expect(other).toContain('aria-label="Row 1, column 2: Ks, stack of 2"');
  });

  it('has TOP VIEW and RESET VIEW buttons', () => {
    const html = render();
    expect(html).toContain('role="toolbar" aria-label="Board view"');
    expect(html).toMatch(/<button[^>]*aria-pressed="false"[^>]*>TOP VIEW<\/button>/);
    expect(html).toMatch(/<button[^>]*>RESET VIEW<\/button>/);
    for (const name of ['Rotate left', 'Rotate right', 'Zoom in', 'Zoom out']) {
      expect(html).toContain(`aria-label="${name}"`);
    }
  });

  it('makes its view toolbar one Tab stop: the first button, the others reached by arrows', () => {
    const toolbar = elementWith(render(), 'role', 'toolbar');
    const stops = [...toolbar.matchAll(/<button[^>]*tabindex="(-?\d)"/g)].map((m) => m[1]);
    expect(stops).toEqual(['0', '-1', '-1', '-1', '-1', '-1']);
  });

  it('sizes itself from the viewport and marks a disabled board', () => {
    const html = render({ disabled: true, size: 'min(90vw, 50vh)', label: 'Replay board' });
    expect(html).toContain('--board:min(90vw, 50vh)');
    expect(html).toContain('aria-label="Replay board"');
    expect(html.match(/aria-disabled="true"/g)).toHaveLength(100);
  });
});
