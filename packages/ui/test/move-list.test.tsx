import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MoveList } from '../src/move-list';
import type { MoveListEntry } from '../src/lib/moves';
import { elementWith, KS, QU } from './helpers';

const moves: MoveListEntry[] = [
  { type: 'play', seat: 0, total: 6, score: 6, words: [{ word: 'CAT', score: 6 }] },
  { type: 'exchange', seat: 1, total: 0, tiles: '?' },
  {
    type: 'play',
    seat: 0,
    total: 13,
    score: 7,
    words: [
      { word: 'COT', score: 3 },
      { word: 'OX', score: 4 },
    ],
  },
  { type: 'pass', seat: 1, total: 0 },
  { type: 'timeout', seat: 1, total: 0 },
  { type: 'resign', seat: 0, total: 13 },
];

describe('MoveList', () => {
  const html = renderToStaticMarkup(
    <MoveList spelling={QU} moves={moves} seatNames={['alice', 'bob']} current={2} />,
  );

  it('lists each move with the seat, words, points and running total', () => {
    expect(html).toContain('aria-label="Moves"');
    const third = elementWith(html, 'data-testid', 'move-2');
    expect(third).toContain('alice');
    expect(third).toContain('COT 3, OX 4');
    expect(third).toContain('+7');
    expect(third).toContain('>13</span>');
    expect(third).toContain('aria-current="step"');
  });

  it('reads each row to a screen reader as one sentence, the columns hidden from it', () => {
    const third = elementWith(html, 'data-testid', 'move-2');
    expect(third).toContain(
      '<span class="sr-only">Move 3. alice played COT 3 and OX 4: 7 points, total 13.</span>',
    );
    // Every other span of the row is for the eye only.
    const spans = third.match(/<span[^>]*>/g) ?? [];
    expect(spans.filter((tag) => !tag.includes('aria-hidden="true"'))).toEqual([
      '<span class="sr-only">',
    ]);
    expect(elementWith(html, 'data-testid', 'move-3')).toContain(
      '<span class="sr-only">Move 4. bob passed. Total 0.</span>',
    );
  });

  it("says how many of a play's tiles went on top of others, from the plays' squares", () => {
    const stacking: MoveListEntry[] = [
      {
        type: 'play',
        seat: 0,
        total: 6,
        score: 6,
        words: [{ word: 'CAT', score: 6 }],
        placements: [
          { r: 4, c: 4 },
          { r: 4, c: 5 },
          { r: 4, c: 6 },
        ],
      },
      {
        type: 'play',
        seat: 1,
        total: 8,
        score: 8,
        words: [{ word: 'COT', score: 8 }],
        placements: [
          { r: 4, c: 5 },
          { r: 4, c: 6 },
        ],
      },
    ];
    const out = renderToStaticMarkup(
      <MoveList spelling={QU} moves={stacking} seatNames={['alice', 'bob']} />,
    );
    expect(elementWith(out, 'data-testid', 'move-0')).toContain(
      'Move 1. alice played CAT: 6 points, total 6.',
    );
    expect(elementWith(out, 'data-testid', 'move-1')).toContain(
      'Move 2. bob played COT, stacked on 2 tiles: 8 points, total 8.',
    );
  });

  it("spells words as the game's ruleset spells its tiles", () => {
    const quiz: MoveListEntry[] = [
      { type: 'play', seat: 0, total: 8, score: 8, words: [{ word: 'QIZ', score: 8 }] },
    ];
    const wordrise = renderToStaticMarkup(
      <MoveList spelling={QU} moves={quiz} seatNames={['alice']} />,
    );
    expect(elementWith(wordrise, 'data-testid', 'move-0')).toContain('QUIZ 8');
    const other = renderToStaticMarkup(<MoveList spelling={KS} moves={moves} seatNames={['a']} />);
    expect(elementWith(other, 'data-testid', 'move-2')).toContain('COT 3, OKS 4');
    expect(
      elementWith(
        renderToStaticMarkup(<MoveList spelling={KS} moves={quiz} seatNames={['a']} />),
        'data-testid',
        'move-0',
      ),
    ).toContain('QIZ 8');
  });

  it('names exchanges, passes, timeouts and resignations', () => {
    expect(elementWith(html, 'data-testid', 'move-1')).toContain('exchanged 1 tile');
    expect(elementWith(html, 'data-testid', 'move-3')).toContain('passed');
    expect(elementWith(html, 'data-testid', 'move-4')).toContain('ran out of time');
    expect(elementWith(html, 'data-testid', 'move-5')).toContain('resigned');
  });

  it('makes moves buttons only when they can be selected', () => {
    expect(html).not.toContain('<button');
    const stepping = renderToStaticMarkup(
      <MoveList spelling={QU} moves={moves} seatNames={['a', 'b']} onSelect={() => {}} />,
    );
    expect(stepping.match(/<button/g)).toHaveLength(moves.length);
    expect(renderToStaticMarkup(<MoveList spelling={QU} moves={[]} seatNames={[]} />)).toContain(
      'No moves yet.',
    );
  });

  it('R29: after a game played out, lists each player with tiles left and points lost', () => {
    const finished: MoveListEntry[] = [
      ...moves.slice(0, 4),
      {
        type: 'pass',
        seat: 0,
        total: 13,
        end: { reason: 'all-passed', penalties: [10, 5], racks: ['AB', 'C'] },
      },
    ];
    const out = renderToStaticMarkup(
      <MoveList spelling={QU} moves={finished} seatNames={['alice', 'bob']} onSelect={() => {}} />,
    );
    expect(elementWith(out, 'data-testid', 'end-penalty-0')).toContain('alice: 2 tiles left (−10)');
    expect(elementWith(out, 'data-testid', 'end-penalty-1')).toContain('bob: 1 tile left (−5)');
    expect(out.match(/<button/g)).toHaveLength(finished.length); // the end lines are no moves
  });

  it('R29: a game decided by a resignation shows no penalty lines', () => {
    const resigned: MoveListEntry[] = [
      ...moves.slice(0, 5),
      {
        type: 'resign',
        seat: 0,
        total: 13,
        end: { reason: 'resigned', penalties: [0, 0], racks: ['AB', 'C'] },
      },
    ];
    const out = renderToStaticMarkup(
      <MoveList spelling={QU} moves={resigned} seatNames={['alice', 'bob']} />,
    );
    expect(out).not.toContain('data-testid="move-end"');
    expect(out).not.toContain('tiles left');
  });
});
