import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { OraclePlay } from '../src/lib/oracle';
import { OraclePreviewBar } from '../src/oracle-preview-bar';
import { makeBoard, QU } from './helpers';

const board = makeBoard({ '4,4': 'C', '4,5': 'A', '4,6': 'T' });
const play: OraclePlay = {
  placements: [{ r: 4, c: 5, letter: 'O' }],
  score: 3,
  words: [{ word: 'COT', score: 3 }],
};
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('OraclePreviewBar', () => {
  it('says which play is previewed, and offers PLACE and the way back to the list', () => {
    const html = renderToStaticMarkup(
      <OraclePreviewBar
        play={play}
        board={board}
        spelling={QU}
        onPlace={() => {}}
        onShowAll={() => {}}
      />,
    );
    expect(text(html)).toBe('Previewing: COT 3 — 3 points, 1 tile, stacked PLACE All plays');
  });

  it('offers no PLACE when the play cannot be placed (not the viewer’s turn)', () => {
    const html = renderToStaticMarkup(
      <OraclePreviewBar play={play} board={board} spelling={QU} onShowAll={() => {}} />,
    );
    expect(text(html)).not.toContain('PLACE');
    expect(text(html)).toContain('All plays');
  });
});
