import { describe, expect, it } from 'vitest';
import { moveSentence } from '../src/lib/move-speech';
import type { MoveListEntry } from '../src/lib/moves';
import { KS, QU } from './helpers';

const context = { number: 14, name: 'Ann', stacked: 0, spelling: QU };

describe('moveSentence', () => {
  it('says who played which words, the points and the running total', () => {
    const play: MoveListEntry = {
      type: 'play',
      seat: 0,
      total: 57,
      score: 28,
      words: [
        { word: 'QIET', score: 24 },
        { word: 'IT', score: 4 },
      ],
    };
    expect(moveSentence(play, context)).toBe(
      'Move 14. Ann played QUIET 24 and IT 4: 28 points, total 57.',
    );
    expect(moveSentence(play, { ...context, spelling: KS })).toBe(
      'Move 14. Ann played QIET 24 and IT 4: 28 points, total 57.',
    );
  });

  it('says how many tiles a play was stacked on', () => {
    const play: MoveListEntry = {
      type: 'play',
      seat: 0,
      total: 24,
      score: 24,
      words: [{ word: 'QIET', score: 24 }],
    };
    expect(moveSentence(play, { ...context, stacked: 2 })).toBe(
      'Move 14. Ann played QUIET, stacked on 2 tiles: 24 points, total 24.',
    );
    expect(moveSentence(play, { ...context, stacked: 1 })).toContain(', stacked on 1 tile:');
    expect(moveSentence(play, context)).not.toContain('stacked');
  });

  it('names the bonus, lists three words and more with "and", and says 1 point', () => {
    const play: MoveListEntry = {
      type: 'play',
      seat: 1,
      total: 40,
      score: 1,
      bonus: 20,
      words: [
        { word: 'A', score: 1 },
        { word: 'B', score: 2 },
        { word: 'C', score: 3 },
      ],
    };
    expect(moveSentence(play, { ...context, stacked: 3 })).toBe(
      'Move 14. Ann played A 1, B 2 and C 3, with a 20-point bonus, stacked on 3 tiles: 1 point, total 40.',
    );
  });

  it('says other moves as the list writes them, then the total', () => {
    const say = (move: Omit<MoveListEntry, 'seat' | 'total'>) =>
      moveSentence({ seat: 0, total: 13, ...move } as MoveListEntry, context);
    expect(say({ type: 'pass' })).toBe('Move 14. Ann passed. Total 13.');
    expect(say({ type: 'exchange', tiles: '???' })).toBe(
      'Move 14. Ann exchanged 3 tiles. Total 13.',
    );
    expect(say({ type: 'timeout', penalty: 10 })).toBe(
      'Move 14. Ann ran out of time, losing 10 points. Total 13.',
    );
    expect(say({ type: 'timeout' })).toBe('Move 14. Ann ran out of time. Total 13.');
    expect(say({ type: 'resign', claimed: true })).toBe(
      'Move 14. Ann left the game (win claimed). Total 13.',
    );
    expect(say({ type: 'resign', byOrganiser: true })).toBe(
      'Move 14. Ann lost by forfeit (the organiser’s decision). Total 13.',
    );
    expect(say({ type: 'challenge', upheld: true, unlisted: ['TXZ'] })).toBe(
      'Move 14. Ann challenged: TXZ is not a word; the play is taken back. Total 13.',
    );
  });
});
