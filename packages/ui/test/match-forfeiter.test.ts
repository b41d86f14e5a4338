import { describe, expect, it } from 'vitest';
import { matchForfeiter, type ForfeitFacts } from '../src/tournaments/match-forfeiter';

const played = { correction: null, result: { forfeitBy: null } };
const match = (over: Partial<ForfeitFacts> = {}): ForfeitFacts => ({
  a: 'ann',
  b: 'ben',
  correction: null,
  games: [played],
  ...over,
});

describe('a tournament match’s forfeit', () => {
  it('is nobody’s in a match played out', () => {
    expect(matchForfeiter(match())).toBeNull();
  });

  it('is the loser of an organiser’s forfeit of the whole match, win or loss', () => {
    const win = { kind: 'forfeit-win', entrantId: 'ann' } as const;
    const loss = { kind: 'forfeit-loss', entrantId: 'ann' } as const;
    expect(matchForfeiter(match({ correction: win }))).toBe('ben');
    expect(matchForfeiter(match({ correction: loss }))).toBe('ann');
    expect(matchForfeiter(match({ correction: { kind: 'void', entrantId: null } }))).toBeNull();
  });

  it('is the loser of an organiser’s forfeit of one of its games', () => {
    const forfeited = {
      correction: { kind: 'forfeit-win', entrantId: 'ben' } as const,
      result: null,
    };
    expect(matchForfeiter(match({ games: [played, forfeited] }))).toBe('ann');
    const voided = { correction: { kind: 'void', entrantId: null } as const, result: null };
    expect(matchForfeiter(match({ games: [voided, played] }))).toBeNull();
  });

  it('is the player who forfeited a game themselves (left, or lost without a move)', () => {
    const left = { correction: null, result: { forfeitBy: 'ben' } };
    expect(matchForfeiter(match({ games: [played, left] }))).toBe('ben');
  });

  it('is nobody’s in a voided match, whatever its games were', () => {
    const left = { correction: null, result: { forfeitBy: 'ben' } };
    const forfeited = {
      correction: { kind: 'forfeit-win', entrantId: 'ben' } as const,
      result: null,
    };
    const voided = { kind: 'void', entrantId: null } as const;
    expect(matchForfeiter(match({ correction: voided, games: [left, forfeited] }))).toBeNull();
  });
});
