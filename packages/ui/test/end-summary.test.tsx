import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ENDED_BY_YOU, EndSummary, howItEnded, whoWon } from '../src/end-summary';
import { winnerSeats } from '../src/lib/winners';
import { elementWith, QU } from './helpers';

const players = [
  { name: 'Ann', score: 120, won: true, ratingDelta: 12 },
  { name: 'Ben', score: 95, won: false, ratingDelta: -9 },
];

describe('the end-of-game summary', () => {
  it('names who ended the game and how', () => {
    expect(howItEnded({ reason: 'went-out' }, 'Ann', null)).toBe('Ann used their last tile');
    expect(howItEnded({ reason: 'resigned' }, 'Ben', null)).toBe('Ben resigned');
    expect(howItEnded({ reason: 'resigned' }, 'Ben', null, true)).toBe(
      'Ben left the game and the win was claimed',
    );
    expect(howItEnded({ reason: 'timed-out' }, 'Ben', null)).toBe('Ben ran out of time');
    // Told to the player who did it, in their own words.
    expect(howItEnded({ reason: 'timed-out' }, ENDED_BY_YOU, null)).toBe('You ran out of time');
    expect(howItEnded({ reason: 'went-out' }, ENDED_BY_YOU, null)).toBe('You used your last tile');
    expect(howItEnded({ reason: 'resigned' }, ENDED_BY_YOU, null)).toBe('You resigned');
    // A tournament organiser's forfeit is theirs, not the player's resignation.
    expect(howItEnded({ reason: 'resigned' }, 'Ben', null, false, true)).toBe(
      'The organiser forfeited Ben’s game',
    );
    expect(howItEnded({ reason: 'resigned' }, ENDED_BY_YOU, null, false, true)).toBe(
      'The organiser forfeited your game',
    );
    expect(howItEnded({ reason: 'no-words' }, 'Ben', 6)).toBe('Nobody played a word for 6 rounds');
  });

  it('says who won, or who tied', () => {
    expect(whoWon(players)).toBe('Ann won');
    expect(whoWon(players.map((p) => ({ ...p, won: true })))).toBe('Ann and Ben tied');
  });

  it('gives a solo game (one seat) its score, not a winner', () => {
    expect(whoWon([{ name: 'Sol', score: 42, won: true, ratingDelta: null }])).toBe(
      'Sol scored 42',
    );
  });

  it('calls no one the winner of a solo game, resigned or played out; others their winners', () => {
    expect(winnerSeats(['win'])).toEqual([]);
    expect(winnerSeats(['loss', 'win'])).toEqual([1]);
    expect(winnerSeats(['loss', 'win', 'loss'])).toEqual([1]);
    expect(winnerSeats(['win', 'win'])).toEqual([0, 1]);
    expect(winnerSeats([null, null])).toEqual([]);
  });

  it('R29: shows each rack left and its penalty where the rules charge it, and the final scores', () => {
    const html = renderToStaticMarkup(
      <EndSummary
        players={players}
        end={{ reason: 'went-out', penalties: [0, 15], racks: ['', 'QZ'] }}
        endedBy="Ann"
        noWordRounds={null}
        spelling={QU}
      />,
    );
    expect(elementWith(html, 'data-testid', 'end-row-0')).toContain('none');
    const ben = elementWith(html, 'data-testid', 'end-row-1');
    expect(ben).toContain('<span class="sr-only">2 tiles: Qu, Z</span>');
    expect(ben).toContain('>Qu<');
    expect(ben).toContain('−15');
    expect(ben).toContain('>95<');
    expect(ben).toContain('−9');
    expect(html).toContain('minus the points of the tiles left on each rack');
  });

  it('R29: no penalty column after a resignation (rules version 2 charges none)', () => {
    const html = renderToStaticMarkup(
      <EndSummary
        players={players.map((p) => ({ ...p, ratingDelta: null }))}
        end={{ reason: 'resigned', penalties: [0, 0], racks: ['ABC', 'DEF'] }}
        endedBy="Ben"
        noWordRounds={null}
        spelling={QU}
      />,
    );
    expect(html).not.toContain('end-penalty');
    expect(html).not.toContain('end-rating');
    expect(html).toContain('Ben resigned.');
  });
});
