/**
 * Bots play Word Wefter: games between bots run to their end at every length, the
 * bots place wild, blank and rainbow tiles, and `greedy`/`champion` buy from the
 * marketplace exactly when the best play by points − cost needs it.
 */
import { describe, expect, it } from 'vitest';
import { apply } from '../../src/apply';
import { botInputOf, chooseBotAction } from '../../src/bots/index';
import { searchRack } from '../../src/bots/wefter';
import { botPlayer, playBotGame, type BotGame } from '../../src/bots/game';
import type { GameEvent } from '../../src/events';
import { findPlaysWithMarket } from '../../src/oracle/index';
import { replay } from '../../src/replay';
import { GAME_LENGTHS } from '../../src/wefter/pool';
import { ENGLISH } from './helpers';

const placesSpecial = (e: GameEvent) =>
  e.type === 'play' && e.placements.some((p) => !/^[A-Z]$/.test(p.letter));
const bought = (e: GameEvent) => 'bought' in e && e.bought !== undefined;

function expectPlayedOut(game: BotGame): void {
  expect(game.final.status).toBe('over');
  expect(['final-round', 'all-passed', 'board-full']).toContain(game.final.result?.reason);
  const replayed = replay(game.initial, game.events, ENGLISH);
  expect(replayed.ok && replayed.state).toEqual(game.final);
}

describe('bots play Word Wefter', () => {
  it.each(GAME_LENGTHS)('beginner against casual plays %s games to the end', (length) => {
    for (const seed of ['a']) {
      const game = playBotGame({
        seed: `wefter-bots/${length}/${seed}`,
        ruleset: 'wefter',
        length,
        lexicon: ENGLISH,
        players: [botPlayer('beginner', ENGLISH), botPlayer('casual', ENGLISH)],
      });
      expectPlayedOut(game);
      expect(game.events.some(placesSpecial)).toBe(true);
    }
  });

  it.each(['long'] as const)(
    'greedy against champion plays a %s game to the end, buying and placing special tiles',
    (length) => {
      const game = playBotGame({
        seed: `wefter-market/${length}`,
        ruleset: 'wefter',
        length,
        lexicon: ENGLISH,
        players: [botPlayer('greedy', ENGLISH), botPlayer('champion', ENGLISH)],
      });
      expectPlayedOut(game);
      expect(game.events.some(bought)).toBe(true);
      expect(game.events.some(placesSpecial)).toBe(true);
    },
  );

  it('greedy buys exactly when the best play by points − cost needs a purchase', () => {
    const game = playBotGame({
      seed: 'wefter-market/long',
      ruleset: 'wefter',
      length: 'long',
      lexicon: ENGLISH,
      players: [botPlayer('greedy', ENGLISH), botPlayer('greedy', ENGLISH)],
      // (Both seats greedy: every action below is greedy's.)
    });
    let state = game.initial;
    let checked = 0;
    let buys = 0;
    // The first turns (each check is two more searches).
    for (const event of game.events.slice(0, 12)) {
      const input = botInputOf(state, state.toMove);
      if (input && state.status === 'playing') {
        const action = chooseBotAction('greedy', state, state.toMove, ENGLISH);
        const plays = findPlaysWithMarket(
          input,
          searchRack(input.rack),
          input.market,
          ENGLISH,
          input.ruleset,
        ).filter((p) => p.cost === 0 || !p.tiles.includes('?'));
        const bestNet = plays.reduce((m, p) => Math.max(m, p.net), -Infinity);
        if (action.type === 'play') {
          const chosen = plays.find(
            (p) => JSON.stringify(p.placements) === JSON.stringify(action.placements),
          );
          expect(chosen?.net).toBe(bestNet);
          expect(action.buy ?? []).toEqual(chosen?.buy);
          if (chosen && chosen.cost > 0) {
            buys++;
            // It pays: better than every play without a purchase.
            const plain = plays.filter((p) => p.cost === 0);
            expect(chosen.net).toBeGreaterThan(
              plain.reduce((m, p) => Math.max(m, p.net), -Infinity),
            );
          }
        } else {
          expect(plays).toEqual([]);
        }
        checked++;
      }
      const next = apply(state, chooseBotAction('greedy', state, state.toMove, ENGLISH), ENGLISH);
      expect(next.ok && next.event).toEqual(event);
      if (next.ok) state = next.state;
    }
    expect(checked).toBe(12);
    expect(buys).toBeGreaterThan(0);
  });
});
