/**
 * Drawing tiles into racks when the set has blank or rainbow tiles (Word Wefter).
 * Every random choice comes from the game's Rng, so a replay draws the same.
 */
import type { Rng } from '../rng';
import type { Ruleset } from '../ruleset';
import { BLANK, WILD, rainbowOf } from '../tiles';

/** A later draw's chance of turning a plain tile rainbow: 1 in this. */
export const RAINBOW_ODDS = 14;

const plain = (tile: string) => tile !== WILD && tile !== BLANK;

/**
 * An opening rack: `count` tiles from the front of the bag passing over blanks
 * (they never start on a rack and stay in the bag, in order), then one of its
 * plain tiles, chosen at random, made rainbow (when the set has rainbow tiles).
 */
export function dealOpeningRack(
  bag: string,
  count: number,
  ruleset: Ruleset,
  rng: Rng,
): { readonly drawn: string; readonly bag: string } {
  const kinds = ruleset.tiles.kinds;
  let drawn = '';
  let rest = '';
  let i = 0;
  for (; i < bag.length && drawn.length < count; i++) {
    const tile = bag[i] as string;
    if (kinds?.blank && tile === BLANK) rest += tile;
    else drawn += tile;
  }
  rest += bag.slice(i);
  if (kinds?.rainbow) {
    const plainAt = [...drawn].flatMap((t, k) => (plain(t) ? [k] : []));
    if (plainAt.length > 0) {
      const k = plainAt[rng.below(plainAt.length)] as number;
      drawn = drawn.slice(0, k) + rainbowOf(drawn[k] as string) + drawn.slice(k + 1);
    }
  }
  return { drawn, bag: rest };
}

/** A later draw: each plain tile drawn becomes rainbow with a 1-in-14 chance. */
export function drawIntoRack(
  bag: string,
  count: number,
  ruleset: Ruleset,
  rng: Rng,
): { readonly drawn: string; readonly bag: string } {
  const n = Math.max(0, Math.min(count, bag.length));
  let drawn = bag.slice(0, n);
  if (ruleset.tiles.kinds?.rainbow) {
    drawn = [...drawn]
      .map((t) => (plain(t) && rng.below(RAINBOW_ODDS) === 0 ? rainbowOf(t) : t))
      .join('');
  }
  return { drawn, bag: bag.slice(n) };
}
