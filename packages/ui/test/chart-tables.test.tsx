import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChartTableDisclosure, RatingHistoryTable, ScoreTable } from '../src/chart-tables';
import { ratingTableRows, scoreTableRows } from '../src/lib/chart-tables';

/** The text of each row, cells joined by "|" (markup's tags dropped). */
function rowTexts(html: string): string[] {
  return [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((m) =>
    [...(m[1] ?? '').matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)]
      .map((cell) => (cell[1] ?? '').replace(/<[^>]+>/g, ''))
      .join('|'),
  );
}

describe('the score table’s rows', () => {
  it('has a row per move (not the start), each seat’s score after it and what the move added', () => {
    const rows = scoreTableRows(
      [
        [0, 0],
        [12, 0],
        [12, 30],
        [12, 30], // a pass
        [7, 35], // the end: a rack penalty, and its points to the one who went out
      ],
      2,
    );
    expect(rows).toEqual([
      { move: 1, scores: [12, 0], gains: [12, 0] },
      { move: 2, scores: [12, 30], gains: [0, 30] },
      { move: 3, scores: [12, 30], gains: [0, 0] },
      { move: 4, scores: [7, 35], gains: [-5, 5] },
    ]);
  });

  it('counts a seat missing from a step as 0, as the graph draws it', () => {
    expect(scoreTableRows([[0], [4, 9]], 3)).toEqual([
      { move: 1, scores: [4, 9, 0], gains: [4, 9, 0] },
    ]);
  });

  it('has no row for a game not yet moved', () => {
    expect(scoreTableRows([[0, 0]], 2)).toEqual([]);
  });
});

describe('the rating table’s rows', () => {
  const day = (iso: string) => Date.parse(iso) / 1000;

  it('numbers the games from 1, gives each its day, rating, provisional state and change', () => {
    const rows = ratingTableRows(1500, [
      { at: day('2026-12-02T23:59:00Z'), rating: 1662, provisional: true, delta: 162 },
      { at: day('2026-12-03T08:00:00Z'), rating: 1580, provisional: false, delta: -82 },
    ]);
    expect(rows).toEqual([
      { game: 1, day: '2026-12-02', rating: 1662, provisional: true, delta: 162 },
      { game: 2, day: '2026-12-03', rating: 1580, provisional: false, delta: -82 },
    ]);
  });

  it('without a stored change, takes the difference from the rating before', () => {
    const rows = ratingTableRows(1500, [
      { at: 0, rating: 1512 },
      { at: 60, rating: 1497 },
    ]);
    expect(rows.map((r) => r.delta)).toEqual([12, -15]);
    expect(rows.map((r) => r.provisional)).toEqual([false, false]);
  });
});

describe('the chart tables', () => {
  it('the score table: a caption, the players as column headers, each move as a row header', () => {
    const html = renderToStaticMarkup(
      <ScoreTable
        names={['Alice', 'Bob']}
        scores={[
          [0, 0],
          [14, 0],
          [14, 22],
        ]}
      />,
    );
    expect(html).toMatch(/<caption[^>]*>Each player’s score after each move/);
    expect(html).toMatch(/<th scope="col"[^>]*>Alice<\/th>/);
    expect(rowTexts(html)).toEqual(['Move|Alice|Bob', '1|14 (+14)|0', '2|14|22 (+22)']);
    expect(html.match(/<th scope="col"/g)).toHaveLength(3);
    expect(html.match(/<th scope="row"/g)).toHaveLength(2);
  });

  it('the score table marks the move the replay shows as the current step, in bold, none at the start', () => {
    const scores = [
      [0, 0],
      [14, 0],
      [14, 22],
      [30, 22],
    ];
    const rowTags = (html: string) => [...html.matchAll(/<tr[^>]*>/g)].map((m) => m[0]).slice(1);
    const atTwo = rowTags(
      renderToStaticMarkup(<ScoreTable names={['Alice', 'Bob']} scores={scores} current={2} />),
    );
    expect(atTwo.map((tag) => tag.includes('aria-current="step"'))).toEqual([false, true, false]);
    // Not by colour alone: the row is bold and outlined.
    expect(atTwo[1]).toMatch(/font-semibold/);
    expect(atTwo[1]).toMatch(/outline-2/);
    expect(atTwo[0]).not.toMatch(/font-semibold|outline/);
    const atStart = renderToStaticMarkup(
      <ScoreTable names={['Alice', 'Bob']} scores={scores} current={0} />,
    );
    expect(atStart).not.toContain('aria-current');
  });

  it('the rating table: the bucket in the caption, a provisional rating read as such', () => {
    const html = renderToStaticMarkup(
      <RatingHistoryTable
        bucket="WordRise · Correspondence"
        start={1500}
        games={[
          {
            at: Date.parse('2026-12-03T10:00:00Z') / 1000,
            rating: 1662,
            provisional: true,
            delta: 162,
          },
        ]}
      />,
    );
    expect(html).toMatch(
      /<caption[^>]*>WordRise · Correspondence: the rating after each rated game, from 1500 before the first<\/caption>/,
    );
    expect(rowTexts(html)).toEqual([
      'Game|Date|Rating|Change',
      '1|2026-12-03|1662?, provisional|+162',
    ]);
    expect(html.match(/<th scope="row"/g)).toHaveLength(1);
  });

  it('the disclosure builds no table until opened, and says whether it is open', () => {
    let built = 0;
    const table = () => {
      built++;
      return <table />;
    };
    const shut = renderToStaticMarkup(
      <ChartTableDisclosure label="Scores as a table" table={table} />,
    );
    expect(shut).toContain('aria-expanded="false"');
    expect(shut).not.toContain('<table');
    expect(built).toBe(0);
    const open = renderToStaticMarkup(
      <ChartTableDisclosure label="Scores as a table" table={table} initiallyOpen />,
    );
    expect(open).toContain('aria-expanded="true"');
    expect(open).toContain('<table');
    expect(built).toBe(1);
    // The button and the part it opens are tied together.
    const controls = /aria-controls="([^"]+)"/.exec(open)?.[1];
    expect(open).toContain(`id="${controls}"`);
  });
});
