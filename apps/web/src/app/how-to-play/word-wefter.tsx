import { WEFTER } from '@wordrise/engine';

/** The letter values, as the engine's Word Wefter ruleset sets them (one source). */
const VALUES = Object.entries(WEFTER.scoring.letterValues)
  .map(([letter, value]) => `${letter === 'Q' ? 'Qu' : letter} ${value}`)
  .join(' · ');

/** Word Wefter, the third game (the engine's `wefter` ruleset; README "wefter"). */
export function WordWefter() {
  const sub = 'mt-4 font-semibold text-slate-100';
  return (
    <section aria-labelledby="word-wefter" className="mt-8 flex flex-col gap-2 text-slate-300">
      <h2 id="word-wefter" className="text-2xl font-bold text-slate-100">
        Word Wefter
      </h2>
      <p>
        A stacking game with its own economy: letters are worth points, squares carry bonuses,
        deeper tiles count more, and the points you score buy tiles from a shared marketplace.
        Choose <strong>Word Wefter</strong> and a length — <strong>Short</strong> (66 tiles),{' '}
        <strong>Normal</strong> (106) or <strong>Long</strong> (170) — when you create a game. Play
        it against people, bots or at one device. In a game that allows the Oracle, it lists plays
        that buy from the marketplace too (“buys E, A (−3)”), ranked by points after paying; placing
        one also picks those marketplace tiles. With a wild tile it tries one wild at a time, and
        not together with purchases.
      </p>
      <h3 className={sub}>The board and the first play</h3>
      <p>
        The board is 11 × 11 with one START square in the middle: the first play covers it with a
        word of two letters or more. After that every play lays its tiles in one line without gaps,
        touches what is on the board, and puts at least one tile on an empty square. A one-letter
        run is never a word.
      </p>
      <h3 className={sub}>Scoring</h3>
      <p>
        Each letter has a value: <span className="text-sm">{VALUES}</span>; wild and blank tiles are
        worth nothing. Only the top tile of a stack counts, and it counts once per tile in its stack
        — the third tile of a stack scores three times its value (the board shows ×3). Only words
        your play makes or changes score.
      </p>
      <p>
        Bonus squares are marked on the board: <strong>3W</strong> and <strong>2W</strong> multiply
        a whole word, <strong>3L</strong> and <strong>2L</strong> multiply one letter. A bonus works
        only for a tile placed on it in that turn: a letter bonus multiplies the new tile, a word
        bonus every word the new tile is in.
      </p>
      <h3 className={sub}>Stacking</h3>
      <p>
        You may stack a tile on another as long as it changes the letter there, and every word you
        stack on keeps at least one of its tiles showing. Stacks may grow up to ten tiles.
      </p>
      <h3 className={sub}>Special tiles</h3>
      <ul className="list-disc pl-6">
        <li>
          <strong>Wild</strong> (shown as ?): when you place it you choose the letter it becomes. It
          scores nothing, and on top of a tile it must change that letter.
        </li>
        <li>
          <strong>Blank</strong> (an empty tile): a space. It goes only on top of a tile and splits
          the words across that square, though it still connects your play.
        </li>
        <li>
          <strong>Rainbow</strong> (a rainbow-coloured letter): every changed word showing it on top
          counts double. Every opening rack holds one; later draws turn rainbow now and then (1 in
          14).
        </li>
      </ul>
      <h3 className={sub}>The marketplace</h3>
      <p>
        Five tiles are on offer, priced 1 to 5 points from left to right. On your turn you may buy
        any you can pay for with your score as it stood when the turn began (never going below
        zero); a bought tile joins your rack at once, so you can play it that same turn. The
        marketplace says <em>Opening soon</em> until your first turn is done. At the end of each
        turn the bought slots are refilled: the leftmost tile nobody bought goes back to the pool,
        the rest slide left, and new tiles fill in. When the pool runs out, the marketplace is{' '}
        <em>CLOSED</em> and its tiles go back into the pool.
      </p>
      <h3 className={sub}>The end</h3>
      <p>
        When a rack cannot be refilled any more, the final round begins: every player, the one who
        just drew included, gets one more turn, and the game shows <em>Last turn</em>. The game also
        ends when every player passes in a row, or when every square holds a tile. There is no
        penalty for tiles left on a rack; the highest score wins.
      </p>
    </section>
  );
}
