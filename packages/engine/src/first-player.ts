import { drawTiles, shuffleTiles } from './bag';
import type { Rng } from './rng';

/** One tile drawn by one seat while choosing who goes first (R6). */
export interface FirstPlayerDraw {
  readonly seat: number;
  readonly tile: string;
}

export interface FirstPlayerChoice {
  readonly firstSeat: number;
  /** Each round's draws; later rounds hold only the seats that tied for nearest to A. */
  readonly rounds: readonly (readonly FirstPlayerDraw[])[];
  /** The bag with every drawn tile back in it, reshuffled. */
  readonly bag: string;
}

/**
 * R6: every seat draws a tile; the letter nearest to A goes first (the Qu tile
 * counts as Q). Tied seats draw again among themselves until one is nearest.
 * All drawn tiles then go back and the bag is reshuffled.
 */
export function chooseFirstPlayer(bag: string, seats: number, rng: Rng): FirstPlayerChoice {
  let contenders = Array.from({ length: seats }, (_, seat) => seat);
  const rounds: FirstPlayerDraw[][] = [];
  let rest = bag;
  let outOfBag = '';
  while (contenders.length > 1) {
    if (rest.length < contenders.length) {
      // Only a tiny tile set can run dry here: put the drawn tiles back and go on.
      rest = shuffleTiles(rest + outOfBag, rng);
      outOfBag = '';
    }
    const draw = drawTiles(rest, contenders.length);
    rest = draw.bag;
    outOfBag += draw.drawn;
    const round = contenders.map((seat, i) => ({ seat, tile: draw.drawn[i] ?? '' }));
    rounds.push(round);
    const nearest = round.reduce(
      (best, d) => (d.tile < best ? d.tile : best),
      round[0]?.tile ?? '',
    );
    contenders = round.filter((d) => d.tile === nearest).map((d) => d.seat);
  }
  return { firstSeat: contenders[0] ?? 0, rounds, bag: shuffleTiles(rest + outOfBag, rng) };
}
