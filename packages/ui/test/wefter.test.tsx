import { WEFTER } from '@wordrise/engine';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { boardCells } from '../src/lib/cells';
import { letterLabel, tileFace } from '../src/lib/spelling';
import { MarketPanel } from '../src/market-panel';
import { ReplayRacks } from '../src/replay/racks';
import { Tile } from '../src/tile';
import { makeBoard, QU } from './helpers';

const scoring = {
  premiumSquares: WEFTER.scoring.premiumSquares,
  letterValues: WEFTER.scoring.letterValues,
  stackMultiplies: true,
};

describe('Word Wefter tiles', () => {
  it('name wild, blank and rainbow tiles for people and show their letter on the face', () => {
    expect(letterLabel('?', QU)).toBe('Wild');
    expect(letterLabel('e', QU)).toBe('Wild E');
    expect(letterLabel('_', QU)).toBe('Blank');
    expect(letterLabel('Ⓔ', QU)).toBe('Rainbow E');
    expect(letterLabel('Ⓠ', QU)).toBe('Rainbow Qu');
    expect([tileFace('?', QU), tileFace('e', QU), tileFace('_', QU), tileFace('Ⓔ', QU)]).toEqual([
      '?',
      'E',
      '',
      'E',
    ]);
  });

  it('draws a rainbow tile distinctly, with its name, value and stack multiplier', () => {
    const html = renderToStaticMarkup(
      <Tile letter="Ⓙ" height={3} spelling={QU} value={6} multiplier={3} />,
    );
    expect(html).toContain('data-kind="rainbow"');
    expect(html).toContain('aria-label="Rainbow J, stack of 3, 6 points, scores × 3"');
    expect(html).toContain('data-multiplier="×3"');
    expect(html).toContain('data-value="6"');
  });
});

describe('the Word Wefter board', () => {
  const board = makeBoard({ '5,5': 'AE', '5,6': 'e' }, 11);
  const cells = boardCells(board, QU, {}, scoring);
  const at = (r: number, c: number) => cells[r * 11 + c]!;

  it('marks bonus squares in text, in the square name too', () => {
    expect(at(0, 0)).toMatchObject({ bonus: '3W' });
    expect(at(0, 0).label).toBe('Row 1, column 1: empty, word × 3 square');
    expect(at(1, 1).bonus).toBe('2W');
    expect(at(1, 5).bonus).toBe('3L');
    expect(at(0, 3).bonus).toBe('2L');
    expect(at(0, 1).bonus).toBeNull();
  });

  it('gives the top tile its letter value (a wild nothing) and a stack its multiplier', () => {
    expect(at(5, 5)).toMatchObject({ value: 1, multiplier: 2 });
    expect(at(5, 5).label).toContain('E, stack of 2, 1 point, scores × 2');
    expect(at(5, 6)).toMatchObject({ value: 0, multiplier: null });
  });
});

describe('MarketPanel', () => {
  const render = (over: Partial<Parameters<typeof MarketPanel>[0]> = {}) =>
    renderToStaticMarkup(
      <MarketPanel
        slots={['A', 'Ⓑ', 'C', 'D', 'E']}
        closed={false}
        score={3}
        buying={[]}
        canBuy
        spelling={QU}
        {...over}
      />,
    );

  /** Whether slot k's buy button is disabled in the markup. */
  const disabled = (html: string, slot: number) =>
    / disabled=""/.test(html.match(new RegExp(`<button[^>]*market-buy-${slot}"[^>]*>`))?.[0] ?? '');

  it('prices the slots 1 to 5 and disables what the score cannot pay', () => {
    const html = render();
    for (const price of [1, 2, 3, 4, 5]) expect(html).toContain(`Buy ${price}<`);
    expect(html).toContain('aria-label="Buy 2: Rainbow B for 2 points"');
    expect([0, 1, 2, 3, 4].map((slot) => disabled(html, slot))).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
  });

  it('counts what is being bought against the score', () => {
    const html = render({ buying: [1] });
    expect(html).toContain('aria-pressed="true"');
    // 2 spent of 3: the 1-point slot is still affordable, the 3-point one not.
    expect([0, 1, 2].map((slot) => disabled(html, slot))).toEqual([false, false, true]);
  });

  it('disables every buy button when it is not the player’s turn', () => {
    const html = render({ canBuy: false });
    expect([0, 1].map((slot) => disabled(html, slot))).toEqual([true, true]);
  });

  it('reads Opening soon before the first turn and CLOSED once the pool ran out', () => {
    expect(render({ slots: null })).toContain('Opening soon');
    expect(render({ closed: true })).toContain('CLOSED');
  });
});

describe('the Word Wefter replay racks', () => {
  it('show each tile’s letter value, as the live rack does (a wild nothing)', () => {
    const html = renderToStaticMarkup(
      <ReplayRacks
        racks={['JⒺ?']}
        seatNames={['Ann']}
        spelling={QU}
        letterValues={WEFTER.scoring.letterValues}
      />,
    );
    expect(html).toContain('data-value="6"');
    expect(html).toContain('aria-label="Rainbow E, 1 point"');
    expect(html).toContain('data-value="0"');
  });
});
