import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Tile } from '../src/tile';
import { KS, QU } from './helpers';

describe('Tile', () => {
  it('shows one gold dot per tile in the stack', () => {
    const html = renderToStaticMarkup(<Tile letter="A" height={3} />);
    expect(html.match(/data-dot=""/g)).toHaveLength(3);
    expect(html).toContain('aria-label="A, stack of 3"');
  });

  it('writes the Qu tile as "Qu" with WordRise\'s spelling', () => {
    const html = renderToStaticMarkup(<Tile letter="Q" height={2} spelling={QU} />);
    expect(html).toContain('>Qu<');
    expect(html).toContain('aria-label="Qu, stack of 2"');
  });

  it("shows another ruleset's spelling, and plain letters without one", () => {
    expect(renderToStaticMarkup(<Tile letter="X" height={1} spelling={KS} />)).toContain('>Ks<');
    expect(renderToStaticMarkup(<Tile letter="Q" height={1} spelling={KS} />)).toContain('>Q<');
    expect(renderToStaticMarkup(<Tile letter="Q" height={1} />)).toContain('>Q<');
  });

  it("colours this turn's tiles gold", () => {
    expect(renderToStaticMarkup(<Tile letter="B" height={1} tone="placed" />)).toContain(
      'bg-gold text-tile-ink',
    );
  });
});

describe('Tile without its height', () => {
  it('leaves out the dots and the height for rack tiles', () => {
    const html = renderToStaticMarkup(<Tile letter="E" height={1} showHeight={false} />);
    expect(html).not.toContain('data-dot');
    expect(html).toContain('aria-label="E"');
  });

  it('darkens the dots on gold tiles so they still show (contrast: contrast.test.ts)', () => {
    const html = renderToStaticMarkup(<Tile letter="E" height={2} tone="placed" />);
    expect(html.match(/data-dot="" class="[^"]*bg-dot-dark/g)).toHaveLength(2);
  });
});
