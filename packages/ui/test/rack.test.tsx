import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Rack } from '../src/rack';
import { KS, QU, tagWith } from './helpers';

describe('Rack', () => {
  it('shows each tile as a labelled button, Qu included, with empty slots up to seven', () => {
    const html = renderToStaticMarkup(<Rack spelling={QU} tiles="AEQRS" />);
    expect(html).toContain('aria-label="Your tiles"');
    expect(html.match(/data-testid="rack-tile-/g)).toHaveLength(5);
    expect(html).toContain('aria-label="Rack tile 3 of 5: Qu"');
    expect(html).toContain('>Qu<');
    expect(html.match(/border-dashed/g)).toHaveLength(2);
    expect(html).not.toContain('data-dot');
  });

  it("labels the tiles with another ruleset's spelling", () => {
    const html = renderToStaticMarkup(<Rack spelling={KS} tiles="AQX" />);
    expect(html).toContain('aria-label="Rack tile 2 of 3: Q"');
    expect(html).toContain('aria-label="Rack tile 3 of 3: Ks"');
    expect(html).toContain('>Ks<');
    expect(html).not.toContain('>Qu<');
  });

  it('marks the selected tile and dims used ones', () => {
    const html = renderToStaticMarkup(
      <Rack spelling={QU} tiles={['C', 'A', 'T']} selected={1} used={[2]} />,
    );
    expect(tagWith(html, 'data-testid', 'rack-tile-1')).toContain('aria-pressed="true"');
    expect(tagWith(html, 'data-testid', 'rack-tile-0')).toContain('aria-pressed="false"');
    const used = tagWith(html, 'data-testid', 'rack-tile-2');
    expect(used).toContain('disabled=""');
    expect(used).toContain('aria-label="Rack tile 3 of 3: T, placed on the board"');
  });

  it('is one Tab stop: the selected tile, else the first not yet on the board', () => {
    const stops = (html: string) =>
      [0, 1, 2, 3].filter((i) =>
        tagWith(html, 'data-testid', `rack-tile-${i}`).includes('tabindex="0"'),
      );
    expect(stops(renderToStaticMarkup(<Rack spelling={QU} tiles="CATS" />))).toEqual([0]);
    expect(stops(renderToStaticMarkup(<Rack spelling={QU} tiles="CATS" selected={2} />))).toEqual([
      2,
    ]);
    const firstUsed = renderToStaticMarkup(<Rack spelling={QU} tiles="CATS" used={[0]} />);
    expect(stops(firstUsed)).toEqual([1]);
    expect(firstUsed.match(/tabindex="-1"/g)).toHaveLength(3);
  });

  it('offers move and shuffle buttons', () => {
    const html = renderToStaticMarkup(
      <Rack spelling={QU} tiles="CAT" selected={0} onReorder={() => {}} onShuffle={() => {}} />,
    );
    expect(tagWith(html, 'aria-label', 'Move selected tile left')).toContain('disabled=""');
    expect(tagWith(html, 'aria-label', 'Move selected tile right')).not.toContain('disabled=""');
    expect(html).toMatch(/<button[^>]*>SHUFFLE<\/button>/);
    expect(html).not.toMatch(/<button[^>]*disabled=""[^>]*>SHUFFLE/);
  });

  it('shows every picked tile as pressed when an exchange may return several', () => {
    const html = renderToStaticMarkup(
      <Rack spelling={QU} tiles="CATS" mode="exchange" picked={[0, 2]} />,
    );
    // The turn controls say what to pick (once, not twice on the screen).
    expect(html).not.toContain('to exchange.');
    const pressed = [0, 1, 2, 3].map((i) =>
      tagWith(html, 'data-testid', `rack-tile-${i}`).includes('aria-pressed="true"'),
    );
    expect(pressed).toEqual([true, false, true, false]);
  });

  it('keeps the page still under a tile that may be dragged to the board, and only then', () => {
    const drop = () => {};
    const playing = renderToStaticMarkup(
      <Rack spelling={QU} tiles="CAT" used={[2]} onDropOnSquare={drop} />,
    );
    expect(playing).toContain('data-rack=""');
    expect(tagWith(playing, 'data-testid', 'rack-tile-0')).toContain('touch-none');
    // Already on the board, or not the player's turn, or exchanging: a swipe scrolls the page.
    expect(tagWith(playing, 'data-testid', 'rack-tile-2')).toContain('touch-pan-y');
    for (const html of [
      renderToStaticMarkup(<Rack spelling={QU} tiles="CAT" disabled onDropOnSquare={drop} />),
      renderToStaticMarkup(
        <Rack spelling={QU} tiles="CAT" mode="exchange" onDropOnSquare={drop} />,
      ),
      renderToStaticMarkup(<Rack spelling={QU} tiles="CAT" />),
    ])
      expect(tagWith(html, 'data-testid', 'rack-tile-0')).toContain('touch-pan-y');
  });

  it('asks for one tile in exchange mode', () => {
    const html = renderToStaticMarkup(
      <Rack spelling={QU} tiles="CAT" mode="exchange" selected={2} />,
    );
    expect(html).toContain('data-mode="exchange"');
    expect(html).toContain('aria-label="Rack tile 1 of 3: C, exchange this tile"');
    expect(tagWith(html, 'data-testid', 'rack-tile-2')).toContain('aria-pressed="true"');
  });
});
