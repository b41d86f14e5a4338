import { describe, expect, it } from 'vitest';
import { cell, pairingsCsv, standingsCsv } from '../src/tournaments/results-csv';
import type { MatchView } from '../src/tournaments/types';

const side = (name: string) => ({ entrantId: name.toLowerCase(), name });
const game = (status: 'running' | 'finished', number = 1) => ({ id: `g${number}`, number, status });

describe('a tournament as CSV files', () => {
  it('writes the standings in rank order, halves as 0.5, CRLF line ends', () => {
    const file = standingsCsv([
      { entrantId: 'a', name: 'Ann', rank: 1, wins: 2.5, losses: 0.5, spread: 120, buchholz: 3 },
      {
        entrantId: 'b',
        name: 'Ben',
        rank: 2,
        wins: 0,
        losses: 3,
        spread: -120,
        buchholz: 4.5,
        out: true,
      },
    ]);
    expect(file).toBe(
      '\uFEFFRank,Player,Wins,Losses,Spread,Buchholz,Still in\r\n' +
        '1,Ann,2.5,0.5,120,3,yes\r\n' +
        '2,Ben,0,3,-120,4.5,no\r\n',
    );
  });

  it('writes each pairing with its result: a win, a forfeit, a draw, a bye, a void, one playing', () => {
    const m = (id: string, extra: Partial<MatchView>): MatchView => ({
      id,
      round: 1,
      a: side('Ann'),
      b: side('Ben'),
      games: [game('finished')],
      ...extra,
    });
    const file = pairingsCsv([
      {
        round: 1,
        matches: [
          m('won', { aPoints: 1, bPoints: 0, spread: 34, winner: 'a' }),
          m('forfeit', { aPoints: 0, bPoints: 1, spread: -50, winner: 'b', forfeitBy: 'a' }),
          m('drawn', { aPoints: 0.5, bPoints: 0.5, spread: 0, winner: null }),
          m('bye', { b: null, bye: true, games: [] }),
          m('void', { voided: true }),
          m('best-of-3', {
            aPoints: 1,
            bPoints: 1,
            games: [game('finished'), game('finished', 2)],
          }),
          // Game 1 voided, game 2 drawn: decided, with no winner.
          m('void-then-draw', {
            aPoints: 0.5,
            bPoints: 0.5,
            spread: 0,
            winner: null,
            games: [{ ...game('finished'), voided: true }, game('finished', 2)],
          }),
          // Ann gave game 1 away by forfeit, then won the match: not a win by forfeit.
          m('came-back', { aPoints: 2, bPoints: 1, spread: 40, winner: 'a', forfeitBy: 'a' }),
        ],
      },
    ]);
    expect(file.split('\r\n')).toEqual([
      '\uFEFFRound,Bracket,Player A,Player B,Points A,Points B,Spread A,Result',
      '1,,Ann,Ben,1,0,34,Ann won',
      '1,,Ann,Ben,0,1,-50,Ben won (forfeit)',
      '1,,Ann,Ben,0.5,0.5,0,draw',
      '1,,Ann,bye,,,,bye',
      '1,,Ann,Ben,,,,void',
      '1,,Ann,Ben,1,1,,playing',
      '1,,Ann,Ben,0.5,0.5,0,draw',
      '1,,Ann,Ben,2,1,40,Ann won',
      '',
    ]);
  });

  it('quotes a name with a comma or a quote, and keeps a formula-like name as text', () => {
    expect(cell('Smith, Ann')).toBe('"Smith, Ann"');
    expect(cell('Ann "the Q" Lee')).toBe('"Ann ""the Q"" Lee"');
    expect(cell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(cell('@Ann')).toBe("'@Ann");
    // Our own numbers stay numbers.
    expect(cell('-120')).toBe('-120');
  });
});
