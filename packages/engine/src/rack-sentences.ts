import type { RackShortage } from './rack';
import { spellTiles, type Ruleset } from './ruleset';

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];

function count(n: number): string {
  return NUMBER_WORDS[n] ?? String(n);
}

/** The CLI's short phrase: "uses two E, the rack holds one". */
export function shortageReason(ruleset: Ruleset, { tile, wanted, held }: RackShortage): string {
  const name = spellTiles(ruleset, tile);
  return held === 0
    ? `uses ${name}, which is not on the rack`
    : `uses ${count(wanted)} ${name}, the rack holds ${count(held)}`;
}

/**
 * The player's sentence: "You have no E tile to place." when the rack holds none,
 * "You have only one E." when it holds fewer than the play or exchange uses.
 */
export function shortageMessage(
  ruleset: Ruleset,
  { tile, held }: RackShortage,
  purpose: 'place' | 'exchange',
): string {
  const name = spellTiles(ruleset, tile);
  return held === 0
    ? `You have no ${name} tile to ${purpose}.`
    : `You have only ${count(held)} ${name}.`;
}
