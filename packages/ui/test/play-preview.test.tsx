import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PlayPreview, playPreviewText } from '../src/play-preview';
import { QU } from './helpers';

const play = {
  placements: [{ r: 4, c: 4, letter: 'Q' }],
  direction: 'across' as const,
  words: [
    { word: 'QIT', score: 8, start: { r: 4, c: 4 }, direction: 'across' as const },
    { word: 'QI', score: 6, start: { r: 4, c: 4 }, direction: 'down' as const },
  ],
  bonus: 20,
  score: 34,
};

describe('the play preview', () => {
  it('adds up the words (as spelled) and the bonus of a legal play', () => {
    expect(playPreviewText({ kind: 'legal', play }, QU)).toBe(
      'QUIT 8 + QUI 6 + bonus 20 = 34 points',
    );
  });

  it('names the rule an illegal play breaks', () => {
    const error = { rule: 'R8' as const, reason: 'x', message: 'Put all tiles in one row.' };
    const html = renderToStaticMarkup(
      <PlayPreview state={{ kind: 'illegal', error }} spelling={QU} />,
    );
    expect(html).toContain('data-rule="R8"');
    expect(html).toContain('Not a legal play: Put all tiles in one row.');
    // Spoken once settled: the live region starts empty (useSettledText), the line shows at once.
    expect(html).toMatch(
      /<p class="sr-only" aria-live="polite" data-testid="play-preview-spoken"><\/p>/,
    );
  });

  it('with word challenges, scores a play with unlisted words and says it may be challenged', () => {
    const one = playPreviewText({ kind: 'challengeable', play, unlisted: ['QIT'] }, QU);
    expect(one).toBe(
      'QUIT 8 + QUI 6 + bonus 20 = 34 points, but QUIT is not in the word list: an opponent may challenge, and the play is then taken back.',
    );
    const two = playPreviewText({ kind: 'challengeable', play, unlisted: ['QIT', 'QI'] }, QU);
    expect(two).toContain('but QUIT and QUI are not in the word list');
  });

  it('says when it cannot judge (the server still will)', () => {
    expect(playPreviewText({ kind: 'unavailable' }, QU)).toBe(
      'The play is checked when you submit it.',
    );
  });
});
