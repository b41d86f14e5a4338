/**
 * Which learned leave table a bot uses: one per ruleset, since leave values depend on
 * the bag (WordRise's 100 tiles and upwords-8's 64 hold different letter shares).
 */
import type { RulesetKey } from '../ruleset';
import type { LeaveModel } from './leave';
import { LEARNED_LEAVES } from './leave-table';
import { UPWORDS_8_LEAVES } from './leave-table-upwords-8';

export const LEAVE_TABLES: Readonly<Record<RulesetKey, LeaveModel>> = {
  wordrise: LEARNED_LEAVES,
  'upwords-8': UPWORDS_8_LEAVES,
  // Not learned for Word Wefter: WordRise's letter values (same letters, 100 of them),
  // wild and blank tiles valued by hand (bots/wefter.ts).
  wefter: LEARNED_LEAVES,
};

/** The learned leave table for games of this ruleset. */
export function leavesFor(key: RulesetKey): LeaveModel {
  return LEAVE_TABLES[key];
}
