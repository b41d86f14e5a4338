import { spellTiles, type Ruleset } from '@wordrise/engine';

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];
const inWords = (n: number) => NUMBER_WORDS[n] ?? String(n);

/**
 * The rules as players read them (the how-to-play text). Every number comes from
 * the ruleset, so another ruleset's page shows its own.
 */
export function HowToPlay({
  ruleset,
  headingLevel = 2,
}: {
  ruleset: Ruleset;
  headingLevel?: 1 | 2;
}) {
  const H = headingLevel === 1 ? 'h1' : 'h2';
  // Its sections one level below its title, never skipping one.
  const Sub = headingLevel === 1 ? 'h2' : 'h3';
  const { scoring, exchange, end } = ruleset;
  const plural = ruleset.placement.barePluralLetter;
  const qu = ruleset.tiles.qu;
  const fullRack = scoring.tileCountBonuses.find((b) => b.tiles === ruleset.rackSize);
  const exchangeText =
    exchange.maxTiles === 1 ? 'one tile for one' : `up to ${exchange.maxTiles} tiles for as many`;
  const sub = 'mt-4 font-semibold text-slate-100';
  return (
    <section aria-labelledby="how-to-play" className="flex flex-col gap-2 text-slate-300">
      <H id="how-to-play" className="text-2xl font-bold text-slate-100">
        How to play {ruleset.name}
      </H>
      <p>
        Words read across (left to right) or down (top to bottom), like a crossword. Every word your
        tiles make must be in the word list.
      </p>
      <Sub className={sub}>Your turn</Sub>
      <p>
        Tap a tile in your rack, then tap a square or a stack on the board. Put all of this
        turn&apos;s tiles in one row or one column, with no gaps. Tap one of your new tiles (gold)
        to take it back. Press SUBMIT when you&apos;re done.
      </p>
      <Sub className={sub}>Connecting</Sub>
      <p>
        The first word must cover at least one of the {inWords(ruleset.board.startSquares.length)}{' '}
        gold center squares. After that, every play must join tiles already on the board, either
        next to them or stacked on top of them.
      </p>
      <Sub className={sub}>Stacking</Sub>
      <p>
        Put a letter on top of a letter on the board to change a word into a new word. One tile per
        stack each turn. A letter can&apos;t go on top of the same letter. No stack can be more than{' '}
        {ruleset.maxStackHeight} tiles high. You can&apos;t cover every letter of a word in one
        turn.
      </p>
      {plural && (
        <>
          <Sub className={sub}>Plurals</Sub>
          <p>
            You can&apos;t make a word plural just by adding an {plural} to its end, unless that{' '}
            {plural} also makes another word.
          </p>
        </>
      )}
      {qu && (
        <p>
          The {spellTiles(ruleset, qu)[0]}
          {spellTiles(ruleset, qu).slice(1).toLowerCase()} tile is one tile. Words with a Q must use
          it, so Q words without a U (like QAT) can&apos;t be played.
        </p>
      )}
      <Sub className={sub}>Scoring</Sub>
      <p>
        A flat word (no stacked tiles in it) scores {scoring.flatPointsPerTile} points per tile. A
        word with any stacked tiles scores {scoring.stackedPointsPerTile} point
        {scoring.stackedPointsPerTile === 1 ? '' : 's'} for every tile in it, including the tiles
        underneath.
        {qu &&
          scoring.flatQuBonus > 0 &&
          ` The Qu tile in a flat word adds ${scoring.flatQuBonus} points.`}
        {fullRack &&
          ` Using all ${fullRack.tiles} tiles in one turn adds ${fullRack.points} points.`}{' '}
        Every word your tiles make or change scores.
      </p>
      <p>Instead of playing you may EXCHANGE {exchangeText} from the bag, or PASS.</p>
      <Sub className={sub}>Who goes first</Sub>
      <p>Each player draws a tile. The letter nearest to A goes first.</p>
      <Sub className={sub}>The end</Sub>
      <p>
        Once the bag is empty, the game ends when a player uses their last tile, or when everyone
        passes in a row. Each player then loses {scoring.endPenaltyPerTile} points for every tile
        left in their rack.
        {end.noWordRounds !== null &&
          ` The game also ends if nobody plays a word for ${inWords(end.noWordRounds)} full rounds (so the game can't run forever).`}
      </p>
      <Sub className={sub}>The board</Sub>
      <p>
        Drag to turn and tilt it, pinch or scroll to zoom. TOP VIEW looks straight down; zoomed in,
        a drag then slides the board. With a keyboard, Tab to the buttons under the board and move
        between them with the arrow keys. Small gold dots on a tile show how tall its stack is.
        Green tiles are the last word played.
      </p>
      <Sub className={sub}>The Oracle</Sub>
      <p>
        The Oracle checks every play your tiles can make, on empty squares and on top of stacks, and
        ranks them by points this turn. Tap a play to see it on the board as purple ghost tiles.
        Double-tap it, or its ghost tiles, to place it. With a keyboard, Tab to the panel tabs and
        press the right arrow to open the Oracle, Tab to the list, pick a play with the arrow keys,
        press Enter to see it, then Tab to PLACE. You still press SUBMIT.
      </p>
    </section>
  );
}
