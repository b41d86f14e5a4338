import type { Transaction } from './db-types';
import { enqueueJob } from './jobs/queue';
import type { GameRow, SeatRow } from './load';
import { rateEndedGame } from './ratings/rate-game';
import { recordTournamentGame } from './tournaments/record-game';

/** A game that has just ended, as it is after the final event (status `finished`). */
export interface EndedGame {
  game: GameRow;
  /** Every seat with its final score, rank and result. */
  seats: readonly SeatRow[];
  /** The job queue exists (the worker has run at least once); without it jobs are left to its sweeps. */
  queue: boolean;
}

/** One thing that follows the end of a game, done in the transaction that ends it. */
export interface GameOverStep {
  readonly name: string;
  readonly run: (tx: Transaction, ended: EndedGame) => Promise<void>;
}

/**
 * What follows a finished game, in order. Each step runs in the transaction of
 * the event that ends the game, so it happens exactly when the end commits (and
 * not at all if it rolls back): rating updates, then tournament advancement (a
 * rating must be settled before a pairing reads it), then the Oracle's analysis.
 */
export const GAME_OVER_STEPS: readonly GameOverStep[] = [
  {
    // Glicko-2 for rated games of players, exactly once per game (see ratings/rate-game.ts).
    name: 'ratings',
    run: async (tx, ended) => void (await rateEndedGame(tx, ended)),
  },
  {
    // A tournament game's result goes into the tournament's log; a finished round
    // queues the next pairing (tournament_advance), a best of N's next game starts now.
    name: 'tournament',
    run: (tx, ended) => recordTournamentGame(tx, ended),
  },
  {
    // The Oracle's analysis of every play, by the worker; `reanalyse_stale` catches
    // up games that ended while there was no queue.
    name: 'oracle analysis',
    run: async (tx, { game, queue }) => {
      if (queue)
        await enqueueJob(tx, { task: 'analyse_game', payload: { gameId: game.id }, runAt: null });
    },
  },
];

/** Runs every step of `GAME_OVER_STEPS`, in order, in `tx`. */
export async function afterGameOver(tx: Transaction, ended: EndedGame): Promise<void> {
  if (ended.game.status !== 'finished') throw new Error(`game ${ended.game.id} has not finished`);
  for (const step of GAME_OVER_STEPS) await step.run(tx, ended);
}
