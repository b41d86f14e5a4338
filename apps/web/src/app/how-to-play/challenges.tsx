/**
 * Word challenges, a game option (the engine's `challenges.ts`; the server's window is
 * `CHALLENGE_WINDOW_MS` in @wordrise/games: 15 s).
 */
export function Challenges() {
  const sub = 'mt-4 font-semibold text-slate-100';
  return (
    <section aria-labelledby="challenges" className="mt-8 flex flex-col gap-2 text-slate-300">
      <h2 id="challenges" className="text-2xl font-bold text-slate-100">
        Challenges
      </h2>
      <p>
        Tick <strong>Word challenges</strong> when you create a game (either game, against people or
        a bot). Then a play is accepted as long as its tiles are placed by the rules, even if a word
        is not in the word list — nobody is told whether it is until someone challenges.
      </p>
      <h3 className={sub}>The challenge window</h3>
      <p>
        After every play, each opponent sees <em>Challenge?</em> with a countdown, a Challenge
        button and an Accept button; the player who played sees <em>Waiting for challenges…</em>. In
        a live game the window stays open for 15 seconds; in a correspondence game until the next
        player moves. The next player may move at once, or press Accept: either accepts the play.
      </p>
      <p>
        In pass and play the next player sees the countdown once they take the device and show their
        rack: Challenge and Accept then answer for them.
      </p>
      <h3 className={sub}>Going out</h3>
      <p>
        A play that uses a player&apos;s last tiles when the bag is empty would end the game — so
        with word challenges the game waits for the window first. It ends when an opponent presses
        Accept, when a challenge fails, or when the time runs out: after 15 seconds in a live game,
        and in a correspondence game when the next player&apos;s time for the move runs out (that
        accepts the play; it is not a timeout). Nothing else can be played meanwhile. If a challenge
        succeeds, the tiles go back to the player&apos;s rack and the game goes on. The end-of-game
        summary appears once the window has closed.
      </p>
      <h3 className={sub}>If a word is not in the list</h3>
      <p>
        The challenge succeeds and the play is taken back: the tiles go back to the player&apos;s
        rack, the points come off, and the tiles they drew go back into the bag. Their turn ends
        with no score — it counts as a pass (toward the ending when every player passes in a row,
        and toward rounds without a word).
      </p>
      <h3 className={sub}>If every word is in the list</h3>
      <p>
        The challenge fails and the challenger loses their next turn: when it comes, play passes on
        to the next player (at once, if it was already their turn). A lost turn is not a pass.
      </p>
      <p>
        Bots never play a word that is not in the list, and they challenge every play that has one —
        and never a play that hasn&apos;t.
      </p>
    </section>
  );
}
