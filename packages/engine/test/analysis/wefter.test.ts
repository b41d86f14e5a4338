/**
 * The analysis of a Word Wefter game (src/analysis/market-search.ts): turns are valued by
 * points after paying, over the same searches as the bots, so a greedy bot (best net
 * play every turn) is always the analysis's best, and every played move is found.
 */
import { describe, expect, it } from 'vitest';
import { analyseGame, type PlayAnalysis } from '../../src/analysis/index';
import { botPlayer, playBotGame } from '../../src/bots/game';
import { chooseBotAction } from '../../src/bots/index';
import type { GameEvent } from '../../src/events';
import { ENGLISH } from '../bots/helpers';
import { mustApply, mustNewGame } from '../helpers/game';

describe('the analysis of Word Wefter games', () => {
  it('values plays net of purchases: greedy (best net) is rank 1 and every play is found', () => {
    const game = playBotGame({
      seed: 'wefter-analysis/short',
      ruleset: 'wefter',
      length: 'short',
      lexicon: ENGLISH,
      players: [botPlayer('greedy', ENGLISH), botPlayer('casual', ENGLISH)],
    });
    const analysed = analyseGame(game.initial, game.events, ENGLISH);
    expect(analysed.ok).toBe(true);
    if (!analysed.ok) return;
    const plays = analysed.moves.filter((m): m is PlayAnalysis => m.type === 'play');
    const purchases = game.events.filter((e) => e.type === 'play' && e.bought);
    expect(purchases.length).toBeGreaterThan(0);
    for (const play of plays) {
      const event = game.events[play.move];
      expect(event?.type).toBe('play');
      if (event?.type !== 'play') continue;
      expect(play.found).toBe(true);
      expect(play.playedScore).toBe(event.score - (event.bought?.cost ?? 0));
      expect(play.pointsLost).toBe(play.bestScore - play.playedScore);
      expect(play.rank === 1).toBe(play.pointsLost === 0);
      if (play.seat === 0) expect(play).toMatchObject({ rank: 1, pointsLost: 0 });
    }
    expect(plays.some((p) => p.seat === 1 && p.rank > 1)).toBe(true);
  });

  it('values a pass that buys tiles at minus what it paid', () => {
    const initial = mustNewGame({
      ruleset: 'wefter',
      seed: 'pass-buys',
      players: 2,
      length: 'short',
    });
    let state = initial;
    const events: GameEvent[] = [];
    const step = (action: Parameters<typeof mustApply>[1]) => {
      const applied = mustApply(state, action, ENGLISH);
      events.push(applied.event);
      state = applied.state;
    };
    // Both seats play once (the market opens for a seat after its first turn), then the
    // first buys the cheapest slot (1 point) and passes.
    step(chooseBotAction('greedy', state, state.toMove, ENGLISH));
    step(chooseBotAction('greedy', state, state.toMove, ENGLISH));
    expect(state.players[state.toMove]!.score).toBeGreaterThan(0);
    step({ type: 'pass', seat: state.toMove, buy: [0] });
    const analysed = analyseGame(initial, events, ENGLISH);
    expect(analysed.ok).toBe(true);
    if (!analysed.ok) return;
    const pass = analysed.moves[2]!;
    expect(pass).toMatchObject({ type: 'pass', playedScore: -1 });
    expect(pass.pointsLost).toBe(Math.max(0, pass.bestScore ?? 0) + 1);
  });
});
