import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatRatingDelta, Scoreboard } from '../src/scoreboard';
import { elementWith, tagWith } from './helpers';

const seats = [
  { name: 'alice', score: 42, rackCount: 7, timeLeftMs: 5 * 60_000 + 7_000, you: true },
  { name: 'bob', score: 38, rackCount: 6, timeLeftMs: 9_000 },
  {
    name: 'carol',
    score: 0,
    rackCount: 1,
    timeLeftMs: 3 * 86_400_000,
    status: 'resigned',
    bot: true,
  },
];

describe('Scoreboard', () => {
  const html = renderToStaticMarkup(<Scoreboard seats={seats} toMove={1} bagCount={42} />);

  it('marks whose turn it is', () => {
    expect(tagWith(html, 'data-testid', 'seat-1')).toContain('aria-current="true"');
    expect(tagWith(html, 'data-testid', 'seat-0')).not.toContain('aria-current');
    expect(html.match(/aria-current/g)).toHaveLength(1);
  });

  it('shows scores, racks, the bag and statuses', () => {
    expect(elementWith(html, 'data-testid', 'score-0')).toContain('42');
    expect(elementWith(html, 'data-testid', 'seat-0')).toContain('7 tiles on rack');
    expect(elementWith(html, 'data-testid', 'seat-0')).toContain('(you)');
    expect(elementWith(html, 'data-testid', 'seat-2')).toContain('1 tile on rack');
    expect(elementWith(html, 'data-testid', 'seat-2')).toContain('resigned');
    expect(elementWith(html, 'data-testid', 'seat-2')).toContain('(bot)');
    expect(elementWith(html, 'data-testid', 'bag-count')).toMatch(/Tiles left in the bag: .*42/);
  });

  it('formats the clocks, short and correspondence alike', () => {
    expect(elementWith(html, 'data-testid', 'clock-0')).toContain('>5:07<');
    expect(elementWith(html, 'data-testid', 'clock-0')).toContain('role="timer"');
    expect(elementWith(html, 'data-testid', 'clock-0')).toContain(
      'aria-label="alice: 5 minutes 7 seconds left"',
    );
    expect(elementWith(html, 'data-testid', 'clock-1')).toContain('>0:09<');
    expect(elementWith(html, 'data-testid', 'clock-1')).toContain('bg-red-800');
    expect(elementWith(html, 'data-testid', 'clock-2')).toContain('>3d 0h<');
  });

  it('leaves out clocks that do not run and shows the winners', () => {
    const done = renderToStaticMarkup(
      <Scoreboard
        seats={[{ name: 'a', score: 1, rackCount: 0 }]}
        toMove={null}
        bagCount={0}
        winners={[0]}
      />,
    );
    expect(done).not.toContain('role="timer"');
    expect(done).not.toContain('aria-current');
    expect(done).toContain('winner');
  });

  it('shows ratings next to names and a finished rated game’s change beside the score', () => {
    const rated = renderToStaticMarkup(
      <Scoreboard
        seats={[
          {
            name: 'alice',
            score: 300,
            rackCount: 0,
            rating: { rating: 1512, provisional: true },
            ratingDelta: 12,
          },
          { name: 'bob', score: 250, rackCount: 0, rating: { rating: 1620 }, ratingDelta: -9 },
          { name: 'carol', score: 10, rackCount: 0 },
        ]}
        bagCount={0}
      />,
    );
    expect(elementWith(rated, 'data-testid', 'rating-0')).toContain(
      ' (1512<span aria-hidden="true">?</span><span class="sr-only">, provisional</span>)',
    );
    expect(elementWith(rated, 'data-testid', 'rating-change-0')).toContain('+12');
    expect(elementWith(rated, 'data-testid', 'rating-change-1')).toContain('\u22129');
    expect(rated).not.toContain('data-testid="rating-2"');
    expect(rated).not.toContain('data-testid="rating-change-2"');
    expect(html).not.toContain('rating-change');
    expect([12, -9, 0].map(formatRatingDelta)).toEqual(['+12', '\u22129', '\u00b10']);
  });
});
