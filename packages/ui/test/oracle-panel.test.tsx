import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { OraclePlay } from '../src/lib/oracle';
import { OraclePanel } from '../src/oracle-panel';
import { elementWith, KS, makeBoard, QU, tagWith } from './helpers';

const board = makeBoard({ '4,4': 'C', '4,5': 'A', '4,6': 'T' });
const plays: OraclePlay[] = [
  { placements: [{ r: 4, c: 5, letter: 'O' }], score: 3, words: [{ word: 'COT', score: 3 }] },
  {
    placements: [
      { r: 5, c: 3, letter: 'Q' },
      { r: 5, c: 4, letter: 'I' },
      { r: 5, c: 5, letter: 'T' },
    ],
    score: 12,
    words: [
      { word: 'QIT', score: 8 },
      { word: 'CI', score: 4 },
    ],
  },
  { placements: [{ r: 4, c: 7, letter: 'S' }], score: 8, words: [{ word: 'CATS', score: 8 }] },
];

/** Text as read: tags as spaces, whitespace collapsed, no space before punctuation. */
const readable = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ ([.,])/g, '$1')
    .trim();

/** Play row `i`'s button: the name a screen reader reads (its content, without aria-hidden parts). */
function playName(html: string, i: number): string {
  const button = elementWith(
    elementWith(html, 'data-testid', `oracle-play-${i}`),
    'type',
    'button',
  );
  return readable(button.replace(/<span aria-hidden="true"[^>]*>[^<]*<\/span>/g, ''));
}

/** Play row `i`'s button as seen: without the screen-reader-only words. */
function playSeen(html: string, i: number): string {
  const button = elementWith(
    elementWith(html, 'data-testid', `oracle-play-${i}`),
    'type',
    'button',
  );
  return readable(button.replace(/<span class="sr-only">[^<]*<\/span>/g, ''));
}

describe('OraclePanel', () => {
  it('ranks plays by points and counts them', () => {
    const html = renderToStaticMarkup(<OraclePanel spelling={QU} plays={plays} board={board} />);
    expect(html).toContain('aria-label="Oracle"');
    expect(elementWith(html, 'data-testid', 'oracle-count')).toContain('3 plays');
    expect(elementWith(html, 'data-testid', 'oracle-play-0')).toContain('QUIT');
    expect(elementWith(html, 'data-testid', 'oracle-play-1')).toContain('CATS');
    expect(elementWith(html, 'data-testid', 'oracle-play-2')).toContain('COT');
    expect(playName(html, 0)).toBe('1. QUIT 8, CI 4, 3 tiles — 12 points');
    expect(playName(html, 2)).toBe('3. COT 3, 1 tile, stacked — 3 points');
  });

  it('says what a play buys and ranks it by its points after paying', () => {
    const bought: OraclePlay = {
      placements: [
        { r: 3, c: 4, letter: 'E' },
        { r: 3, c: 5, letter: 'A' },
      ],
      score: 14,
      buy: [0, 1],
      cost: 3,
      words: [{ word: 'EAT', score: 14 }],
    };
    const html = renderToStaticMarkup(
      <OraclePanel
        spelling={QU}
        plays={[...plays, bought]}
        board={board}
        marketSlots={['E', 'A', 'X']}
      />,
    );
    // 14 − 3 = 11: below QUIT (12), above CATS (8).
    expect(playSeen(html, 1)).toBe('2. EAT 14 2t buys E, A (−3) 11');
    expect(playName(html, 1)).toBe(
      '2. EAT 14, 2 tiles, buys E, A for 3 points — 11 points after paying',
    );
    expect(playName(html, 0)).toBe('1. QUIT 8, CI 4, 3 tiles — 12 points');
  });

  it('names each play by its own text first (WCAG 2.5.3 label in name), short forms spelled out', () => {
    const html = renderToStaticMarkup(<OraclePanel spelling={QU} plays={plays} board={board} />);
    expect(playSeen(html, 2)).toBe('3. COT 3 1t ▲ 3');
    // The rank and the words, as seen, begin the name; no aria-label replaces it.
    expect(playName(html, 2)).toMatch(/^3\. COT 3/);
    expect(elementWith(html, 'data-testid', 'oracle-play-2')).not.toContain('aria-label');
  });

  it('tells apart plays of the same word by where they lie', () => {
    const apeek = (r: number, c: number, direction: 'across' | 'down'): OraclePlay => ({
      placements: [{ r, c, letter: 'A' }],
      score: 10,
      words: [{ word: 'APEEK', score: 10, start: { r, c }, direction }],
    });
    const html = renderToStaticMarkup(
      <OraclePanel
        spelling={QU}
        plays={[apeek(4, 2, 'across'), apeek(0, 7, 'down')]}
        board={board}
      />,
    );
    const places = [0, 1].map((i) =>
      elementWith(
        elementWith(html, 'data-testid', `oracle-play-${i}`),
        'data-testid',
        'oracle-play-place',
      ),
    );
    expect(
      places
        .map((p) => p.replace(/<span class="sr-only">[^<]*<\/span>/g, '').replace(/<[^>]+>/g, ''))
        .sort(),
    ).toEqual(['1,8 ↓', '5,3 →']);
    expect([0, 1].map((i) => playName(html, i)).sort()).toEqual([
      '1. APEEK 10 at row 5, column 3 across, 1 tile — 10 points',
      '2. APEEK 10 at row 1, column 8 down, 1 tile — 10 points',
    ]);
  });

  it('has a word filter, a tiles filter and a stacking-only switch', () => {
    const html = renderToStaticMarkup(<OraclePanel spelling={QU} plays={plays} board={board} />);
    expect(html).toContain('aria-label="Filter plays by word"');
    expect(html).toContain('aria-label="Minimum tiles"');
    expect(html).toMatch(/<input type="checkbox"[^>]*\/><span>Stacking only<\/span>/);
  });

  it('applies its filter', () => {
    const html = renderToStaticMarkup(
      <OraclePanel
        spelling={QU}
        plays={plays}
        board={board}
        initialFilter={{ stackingOnly: true }}
      />,
    );
    expect(elementWith(html, 'data-testid', 'oracle-count')).toContain('1 of 3 plays');
    expect(html).not.toContain('data-testid="oracle-play-1"');
  });

  it('says when its plays are only the best of more, also under a filter', () => {
    const best = renderToStaticMarkup(
      <OraclePanel spelling={QU} plays={plays} total={1204} board={board} />,
    );
    expect(elementWith(best, 'data-testid', 'oracle-count')).toContain('The best 3 of 1,204 plays');
    const filtered = renderToStaticMarkup(
      <OraclePanel
        spelling={QU}
        plays={plays}
        total={1204}
        board={board}
        initialFilter={{ stackingOnly: true }}
      />,
    );
    expect(elementWith(filtered, 'data-testid', 'oracle-count')).toContain(
      '1 of the best 3 plays (of 1,204)',
    );
    const all = renderToStaticMarkup(
      <OraclePanel spelling={QU} plays={plays} total={3} board={board} />,
    );
    expect(elementWith(all, 'data-testid', 'oracle-count')).toContain('3 plays');
  });

  it('finds Q-I plays when "QUI" is typed', () => {
    const html = renderToStaticMarkup(
      <OraclePanel spelling={QU} plays={plays} board={board} initialFilter={{ text: 'qui' }} />,
    );
    expect(elementWith(html, 'data-testid', 'oracle-count')).toContain('1 of 3 plays');
    expect(playName(html, 0)).toBe('1. QUIT 8, CI 4, 3 tiles — 12 points');
  });

  it("reads words and the filter with another ruleset's spelling", () => {
    const other = renderToStaticMarkup(<OraclePanel spelling={KS} plays={plays} board={board} />);
    expect(elementWith(other, 'data-testid', 'oracle-play-0')).toContain('QIT');
    expect(playName(other, 0)).toBe('1. QIT 8, CI 4, 3 tiles — 12 points');
    const sax = {
      placements: [{ r: 4, c: 7, letter: 'X' }],
      score: 9,
      words: [{ word: 'CATX', score: 9 }],
    };
    const filtered = renderToStaticMarkup(
      <OraclePanel
        spelling={KS}
        plays={[...plays, sax]}
        board={board}
        initialFilter={{ text: 'atks' }}
      />,
    );
    expect(elementWith(filtered, 'data-testid', 'oracle-count')).toContain('1 of 4 plays');
    expect(playName(filtered, 0)).toBe('1. CATKS 9, 1 tile — 9 points');
    const qui = renderToStaticMarkup(
      <OraclePanel spelling={KS} plays={plays} board={board} initialFilter={{ text: 'qui' }} />,
    );
    expect(elementWith(qui, 'data-testid', 'oracle-count')).toContain('0 of 3 plays');
  });

  it('highlights the previewed play and offers to place it', () => {
    const chosen = { ...plays[2]! };
    const html = renderToStaticMarkup(
      <OraclePanel
        spelling={QU}
        plays={plays}
        board={board}
        selected={chosen}
        onPlace={() => {}}
      />,
    );
    const row = elementWith(html, 'data-testid', 'oracle-play-1');
    expect(row).toContain('aria-pressed="true"');
    expect(row).toContain('ring-ghost');
    expect(row).toMatch(/<button[^>]*>PLACE<\/button>/);
    expect(tagWith(elementWith(html, 'data-testid', 'oracle-play-0'), 'type', 'button')).toContain(
      'aria-pressed="false"',
    );
    expect(html.match(/>PLACE</g)).toHaveLength(1);
  });

  it('is one Tab stop: only one play is in the Tab order, the one previewed if any', () => {
    const tabbable = (html: string) =>
      [0, 1, 2].filter((i) =>
        tagWith(elementWith(html, 'data-testid', `oracle-play-${i}`), 'type', 'button').includes(
          'tabindex="0"',
        ),
      );
    expect(
      tabbable(renderToStaticMarkup(<OraclePanel spelling={QU} plays={plays} board={board} />)),
    ).toEqual([0]);
    const picked = renderToStaticMarkup(
      <OraclePanel spelling={QU} plays={plays} board={board} selected={plays[2]} />,
    );
    // plays[2] (CATS, 8) ranks second.
    expect(tabbable(picked)).toEqual([1]);
    expect(picked.match(/tabindex="-1"/g)).toHaveLength(2);
  });

  it('says how to use it by touch and by keyboard, and reminds the player to press SUBMIT', () => {
    const html = renderToStaticMarkup(<OraclePanel spelling={QU} plays={[]} board={board} />);
    expect(html).toContain('Double-tap it');
    expect(html).toContain('Keys: arrows pick a play, Enter shows it, then PLACE.');
    expect(html).toContain('You still press SUBMIT.');
  });

  it('pages long lists', () => {
    const many = Array.from({ length: 5 }, (_, i) => ({
      placements: [{ r: 0, c: i, letter: 'A' }],
      score: i,
      words: [{ word: 'AA', score: i }],
    }));
    const html = renderToStaticMarkup(
      <OraclePanel spelling={QU} plays={many} board={makeBoard()} pageSize={2} />,
    );
    expect(html.match(/data-testid="oracle-play-/g)).toHaveLength(2);
    // The list box scrolls: the button says how many are listed already, not only what is left.
    expect(html).toContain('List 2 more (2 listed above, 3 not yet)');
    const fewer = renderToStaticMarkup(
      <OraclePanel spelling={QU} plays={many} board={makeBoard()} pageSize={4} />,
    );
    expect(fewer).toContain('List the other 1 (4 listed above)');
  });
});
