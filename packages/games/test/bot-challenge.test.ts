import { apply, newGame, type GameState, type Lexicon } from '@wordrise/engine';
import { describe, expect, it } from 'vitest';
import { botChallenger, botShouldChallenge } from '../src/bot-challenge';
import type { SeatRow } from '../src/load';

const seatsOf = (bots: readonly number[], count: number) =>
  Array.from({ length: count }, (_, seat) => ({
    seat,
    botLevel: bots.includes(seat) ? 'greedy' : null,
  })) as unknown as SeatRow[];

/** Seat `toMove` plays two tiles on the centre, judged by `lexicon`. */
function afterOpening(players: number, lexicon: Lexicon): GameState {
  const created = newGame({ seed: 'bot-challenge', players, challenges: true });
  if (!created.ok) throw new Error(created.error.reason);
  const state = created.state;
  const rack = state.players[state.toMove]!.rack;
  const played = apply(
    state,
    {
      type: 'play',
      seat: state.toMove,
      placements: [
        { r: 4, c: 4, letter: rack[0]! },
        { r: 4, c: 5, letter: rack[1]! },
      ],
    },
    lexicon,
  );
  if (!played.ok) throw new Error(played.error.reason);
  return played.state;
}

describe('which bot challenges', () => {
  it('challenge: the first bot opponent after the player challenges a play with a word not in the list', () => {
    const phony = afterOpening(3, { has: () => false });
    const player = phony.openPlay!.seat;
    const next = (player + 1) % 3;
    const last = (player + 2) % 3;
    expect(botChallenger(phony, seatsOf([last], 3))).toBe(last);
    expect(botChallenger(phony, seatsOf([next, last], 3))).toBe(next);
    expect(botChallenger(phony, seatsOf([player], 3))).toBeNull();
    expect(botShouldChallenge(phony, last)).toBe(true);
    expect(botShouldChallenge(phony, player)).toBe(false);
  });

  it('challenge: no bot challenges a play whose words are all in the list', () => {
    const valid = afterOpening(3, { has: () => true });
    expect(botChallenger(valid, seatsOf([0, 1, 2], 3))).toBeNull();
    expect(botShouldChallenge(valid, (valid.openPlay!.seat + 1) % 3)).toBe(false);
  });
});
