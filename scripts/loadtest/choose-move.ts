// The move a load-test player submits: a legal play the engine finds, a good one but not
// always the best. The greedy bot's full search cost the load generator ~0.6 ms of CPU per
// move; taking the best of the first plays a best-first search offers costs about a third
// less, and games stay like greedy ones (on 30 self-play games: 40 moves a game instead of
// 35, 19 points a play instead of 22; nearly every move a play).
import {
  decideBotAction,
  oracleFor,
  type Action,
  type BotInput,
  type FoundPlay,
  type Play,
  type Recorder,
  type WordGraph,
} from '@wordrise/engine';

/** How many plays the search offers before it stops. */
const PLAYS_LOOKED_AT = 10;

/**
 * Keeps the best of the first `limit` plays, then stops the search: a threshold of
 * +Infinity makes the generator skip every branch left (anchors come best-first).
 */
class FirstPlays implements Recorder {
  readonly usesThreshold = true;
  minScore = -Infinity;
  best: Play | null = null;
  private bestScore = -Infinity;
  private seen = 0;

  constructor(private readonly limit: number) {}

  begin(): void {
    this.minScore = -Infinity;
    this.best = null;
    this.bestScore = -Infinity;
    this.seen = 0;
  }

  record(play: FoundPlay): void {
    if (this.seen >= this.limit) return;
    this.seen++;
    if (play.score > this.bestScore) {
      this.bestScore = play.score;
      this.best = play.toPlay();
    }
    if (this.seen >= this.limit) this.minScore = Infinity;
  }
}

const recorder = new FirstPlays(PLAYS_LOOKED_AT);

/**
 * A play from the first plays found; with none (or in a ruleset with a market, whose
 * purchases the plain search does not weigh) the greedy bot's choice, which exchanges or
 * passes when nothing can be played.
 */
export function chooseMove(input: BotInput, lexicon: WordGraph, seed: string): Action {
  if (!input.ruleset.market) {
    oracleFor(lexicon, input.ruleset).generate(input, input.rack, recorder);
    const play = recorder.best;
    if (play) return { type: 'play', seat: input.seat, placements: play.placements };
  }
  return decideBotAction('greedy', input, lexicon, { seed });
}
