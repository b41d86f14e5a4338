import { describe, expect, it } from 'vitest';
import { removalRule, resignBeforeMovingQuestion } from '../src/tournaments/forfeit-rule';

describe('the forfeit warning of a tournament game', () => {
  it('says nothing of removal when the tournament never removes anyone', () => {
    expect(removalRule({ forfeitLimit: 0, yourForfeits: 1 })).toBe('');
  });

  it('gives the rule alone when the viewer is not an entrant', () => {
    expect(removalRule({ forfeitLimit: 2, yourForfeits: null })).toBe(
      ' This tournament removes a player after 2 forfeits.',
    );
  });

  it('counts the viewer’s forfeits so far while one more would not remove them', () => {
    expect(removalRule({ forfeitLimit: 3, yourForfeits: 0 })).toBe(
      ' This tournament removes a player after 3 forfeits; you have none so far.',
    );
    expect(removalRule({ forfeitLimit: 3, yourForfeits: 1 })).toBe(
      ' This tournament removes a player after 3 forfeits; you have 1 forfeit so far.',
    );
  });

  it('says when this forfeit would be the one that removes the viewer', () => {
    expect(removalRule({ forfeitLimit: 3, yourForfeits: 2 })).toBe(
      ' This tournament removes a player after 3 forfeits, and this would be your 3rd: you would be removed.',
    );
    expect(removalRule({ forfeitLimit: 1, yourForfeits: 0 })).toBe(
      ' This tournament removes a player after 1 forfeit, and this would be your 1st: you would be removed.',
    );
    expect(
      resignBeforeMovingQuestion({ forfeitLimit: 12, yourForfeits: 11 }).endsWith(
        'this would be your 12th: you would be removed.',
      ),
    ).toBe(true);
  });
});
