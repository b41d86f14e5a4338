import { RULESETS } from '@wordrise/engine';

const tileCount = (distribution: Readonly<Record<string, number>>) =>
  Object.values(distribution).reduce((sum, n) => sum + n, 0);

/** How Classic Upwords (upwords-8) differs from WordRise; every figure from the two rulesets. */
export function ClassicUpwords() {
  const wordrise = RULESETS.wordrise;
  const upwords = RULESETS['upwords-8'];
  const size = (n: number) => `${n} × ${n}`;
  const sub = 'mt-4 font-semibold text-slate-100';
  return (
    <section aria-labelledby="classic-upwords" className="mt-8 flex flex-col gap-2 text-slate-300">
      <h2 id="classic-upwords" className="text-2xl font-bold text-slate-100">
        Classic Upwords
      </h2>
      <p>
        Choose Classic Upwords as the game in the lobby to play the original board game&apos;s way.
        Placing, stacking and the word list work as above; only these differ.
      </p>
      <h3 className={sub}>Board and tiles</h3>
      <p>
        The board is {size(upwords.board.size)} instead of {size(wordrise.board.size)}, and the bag
        holds {tileCount(upwords.tiles.distribution)} tiles instead of{' '}
        {tileCount(wordrise.tiles.distribution)}. The first word still covers one of the four gold
        squares in the middle.
      </p>
      <h3 className={sub}>Scoring</h3>
      <p>
        The same as WordRise: {upwords.scoring.flatPointsPerTile} points a tile for a flat word,{' '}
        {upwords.scoring.stackedPointsPerTile} point for every tile of a word with stacked tiles,
        and {upwords.scoring.tileCountBonuses[0]?.points} extra for using all {upwords.rackSize}{' '}
        tiles. When you exchange, you draw before your tile goes back into the bag, so you never
        draw the same tile back.
      </p>
      <h3 className={sub}>The end</h3>
      <p>
        The game ends when a player uses their last tile with the bag empty, or as soon as every
        player passes in a row, even with tiles still in the bag. There is no limit on rounds
        without a word. Each player then loses {upwords.scoring.endPenaltyPerTile} points for every
        tile left in their rack.
      </p>
    </section>
  );
}
