import { describe, expect, it } from 'vitest';
import { challengersAtOneDevice, type ChallengeTable } from '../src/lib/challengers';

const table = (
  statuses: string[],
  openSeat: number | null,
  holder: number | null,
  passAndPlay = true,
): ChallengeTable => ({
  passAndPlay,
  challengeWindow: openSeat === null ? null : { seat: openSeat },
  yourSeat: holder,
  game: { players: statuses.map((status) => ({ status })) },
});

describe('challengersAtOneDevice', () => {
  it('is every active opponent of the play, the next holder first, then round the table', () => {
    expect(challengersAtOneDevice(table(['active', 'active', 'active'], 0, 1))).toEqual([1, 2]);
    expect(challengersAtOneDevice(table(['active', 'active', 'active', 'active'], 2, 3))).toEqual([
      3, 0, 1,
    ]);
    expect(challengersAtOneDevice(table(['active', 'active'], 1, 0))).toEqual([0]);
  });

  it('leaves out seats that resigned or ran out of time, and the play’s own seat', () => {
    expect(
      challengersAtOneDevice(table(['active', 'resigned', 'active', 'timed-out'], 0, 2)),
    ).toEqual([2]);
  });

  it('is empty with no play to challenge, or away from one device', () => {
    expect(challengersAtOneDevice(table(['active', 'active', 'active'], null, 1))).toEqual([]);
    expect(challengersAtOneDevice(table(['active', 'active', 'active'], 0, 1, false))).toEqual([]);
  });
});
