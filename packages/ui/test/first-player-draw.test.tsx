import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FirstPlayerDraw, firstSeatOf } from '../src/first-player-draw';
import { QU } from './helpers';

describe('R6: the first-player draw', () => {
  it('starts with the seat whose tile is nearest to A in the last round', () => {
    expect(
      firstSeatOf([
        [
          { seat: 0, tile: 'K' },
          { seat: 1, tile: 'E' },
        ],
      ]),
    ).toBe(1);
    const tied = [
      [
        { seat: 0, tile: 'E' },
        { seat: 1, tile: 'E' },
        { seat: 2, tile: 'S' },
      ],
      [
        { seat: 0, tile: 'T' },
        { seat: 1, tile: 'B' },
      ],
    ];
    expect(firstSeatOf(tied)).toBe(1);
    expect(firstSeatOf([])).toBeNull();
  });

  it("shows each player's tile (as spelled), the tie-break and who starts", () => {
    const html = renderToStaticMarkup(
      <FirstPlayerDraw
        rounds={[
          [
            { seat: 0, tile: 'Q' },
            { seat: 1, tile: 'Q' },
          ],
          [
            { seat: 0, tile: 'D' },
            { seat: 1, tile: 'M' },
          ],
        ]}
        seatNames={['Ann', 'Ben']}
        spelling={QU}
      />,
    );
    expect(html).toContain('aria-label="Ann drew Qu"');
    expect(html).toContain('Tie, drawn again:');
    expect(html).toContain('Ann drew the letter nearest to A and goes first.');
  });

  it('shows nothing without a draw', () => {
    expect(renderToStaticMarkup(<FirstPlayerDraw rounds={[]} seatNames={[]} spelling={QU} />)).toBe(
      '',
    );
  });
});
