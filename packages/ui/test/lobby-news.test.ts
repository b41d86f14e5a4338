import { describe, expect, it } from 'vitest';
import { lobbyNews, type LobbySnapshot } from '../src/lib/lobby-news';

const lobby = (parts: Partial<Record<keyof LobbySnapshot, [string, unknown][]>>) =>
  ({
    playing: new Map(parts.playing ?? []),
    challenges: new Map(parts.challenges ?? []),
    open: new Map(parts.open ?? []),
  }) as LobbySnapshot;

describe('the lobby news', () => {
  it('says nothing when nothing changed', () => {
    const same = lobby({ challenges: [['c1', 'Bob']], open: [['o1', 'Cy']] });
    expect(lobbyNews(same, same)).toEqual([]);
  });

  it('says a challenge arrived, a game started, a turn came and a game was opened', () => {
    const before = lobby({
      playing: [['g1', { against: 'Ann', yourTurn: false }]],
      open: [['o1', 'Cy']],
    });
    const after = lobby({
      challenges: [['c1', 'Bob']],
      playing: [
        ['g1', { against: 'Ann', yourTurn: true }],
        ['g2', { against: 'Dee', yourTurn: true }],
        ['g3', { against: 'Eve', yourTurn: false }],
      ],
      open: [
        ['o1', 'Cy'],
        ['o2', 'Fay'],
      ],
    });
    expect(lobbyNews(before, after)).toEqual([
      'Bob challenges you',
      'Your turn against Ann',
      'Your game against Dee has started: your turn',
      'Your game against Eve has started',
      'Fay opened a game',
    ]);
  });

  it('does not repeat a turn already said, nor speak of what went away', () => {
    const before = lobby({
      playing: [['g1', { against: 'Ann', yourTurn: true }]],
      challenges: [['c1', 'Bob']],
      open: [['o1', 'Cy']],
    });
    const after = lobby({ playing: [['g1', { against: 'Ann', yourTurn: true }]] });
    expect(lobbyNews(before, after)).toEqual([]);
  });
});
