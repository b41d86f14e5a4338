import { heightAt, stepOf } from './board';
import type { Ruleset, WordToScore } from './ruleset';

/**
 * The Upwords-family word score (R18, R19): a flat word scores per tile plus a
 * bonus per Qu tile; a word with any stack of two or more scores per tile in its
 * stacks, i.e. the sum of its heights (no Qu bonus).
 */
export function heightWordScore({ board, run }: WordToScore, ruleset: Ruleset): number {
  const [dr, dc] = stepOf(run.direction);
  const { qu } = ruleset.tiles;
  let heights = 0;
  let stacked = false;
  let quTiles = 0;
  for (let i = 0; i < run.length; i++) {
    const r = run.start.r + dr * i;
    const c = run.start.c + dc * i;
    const height = heightAt(board, r, c);
    heights += height;
    if (height >= 2) stacked = true;
    if (qu !== null && board.cells[r * board.size + c]?.endsWith(qu)) quTiles++;
  }
  const { flatPointsPerTile, flatQuBonus, stackedPointsPerTile } = ruleset.scoring;
  return stacked
    ? heights * stackedPointsPerTile
    : run.length * flatPointsPerTile + quTiles * flatQuBonus;
}

/** R29 as a flat charge per tile left. */
export function perTileRackPenalty(rack: string, ruleset: Ruleset): number {
  return rack.length * ruleset.scoring.endPenaltyPerTile;
}

/** R20: the bonus for the number of tiles a play places. */
export function tileCountBonus(tilesPlaced: number, ruleset: Ruleset): number {
  return ruleset.scoring.tileCountBonuses.find((b) => b.tiles === tilesPlaced)?.points ?? 0;
}
