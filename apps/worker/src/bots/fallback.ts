import { findBestPlay, type Ruleset, type WordGraph } from '@wordrise/engine';
import type { SubmittedAction } from '@wordrise/games';
import type { BotPosition } from './decide';

/** Tiles a bot would rather not keep, worst first (R22 exchanges one tile). */
const AWKWARD = 'QZXJKVWYFBHMPCGDULNTRSOIAE';

/**
 * The worker's stand-in bot, used until the engine exports `chooseBotAction`:
 * every level plays greedily — the highest-scoring play (the Oracle's `findBestPlay`,
 * ties in contract order); with no play, it exchanges its most awkward tile when
 * the bag allows (R22), else passes (R23).
 */
export function fallbackBotAction(
  position: BotPosition,
  ruleset: Ruleset,
  lexicon: WordGraph,
): SubmittedAction {
  const best = findBestPlay(position, position.rack, lexicon, ruleset);
  if (best) return { type: 'play', placements: best.placements };
  if (position.rack.length > 0 && position.bagCount >= Math.max(1, ruleset.exchange.minBag)) {
    return { type: 'exchange', tiles: worstTile(position.rack) };
  }
  return { type: 'pass' };
}

function worstTile(rack: string): string {
  let worst = rack[0] ?? '';
  for (const letter of rack) if (AWKWARD.indexOf(letter) < AWKWARD.indexOf(worst)) worst = letter;
  return worst;
}
