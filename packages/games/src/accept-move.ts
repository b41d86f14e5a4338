import type { Database, GameRowStatus } from '@wordrise/db';
import { apply, getRuleset, type GameEvent, type Lexicon, type Placement } from '@wordrise/engine';
import { seatActedBy } from './acting-seat';
import { challengeTooLate, challengeWindowOf } from './challenge-window';
import type { Transaction } from './db-types';
import { badRequest, forbidden, over, ruleRefusal, stale, timeRanOut } from './refusal';
import { loadGame, type LoadedGame } from './load';
import { rescheduleClockCheck } from './clock-check';
import { recordClosingAccept } from './held-end';
import { clocksAt, expiredSeat, recordEvent, type EventAuthor } from './record';
import { checkSoloExchange } from './solo/exchange-limit';
import { passIfNoPlayLeft } from './solo/no-play-left';
import {
  loadGameForView,
  snapshotAfterMove,
  type FactsBeforeMove,
  type GameSnapshot,
} from './snapshot';

/** Who submits: a signed-in player (their seat is looked up), or the worker playing a bot's seat. */
export type Actor =
  | {
      readonly kind: 'player';
      readonly userId: string;
      /**
       * Pass and play, a challenge only: the held seat that challenges. Any opponent of the
       * play may, and a failed challenge costs that seat its next turn, so at one device the
       * host names who challenges (absent: the seat to move, the next holder).
       */
      readonly heldSeat?: number;
    }
  | { readonly kind: 'bot'; readonly seat: number };

/** An action as submitted: the engine's action without the seat, which the server decides. */
export type SubmittedAction =
  | {
      readonly type: 'play';
      readonly placements: readonly Placement[];
      /** Word Wefter: marketplace slots bought first (the engine judges the purchase). */
      readonly buy?: readonly number[];
    }
  | { readonly type: 'exchange'; readonly tiles: string }
  | { readonly type: 'pass'; readonly buy?: readonly number[] }
  | { readonly type: 'resign' }
  /** Word challenges: the last play, by an opponent, while its window is open. */
  | { readonly type: 'challenge' }
  /** Word challenges: an opponent lets the last play stand (a play that went out ends the game). */
  | { readonly type: 'accept' };

export interface SubmitInput {
  gameId: string;
  actor: Actor;
  action: SubmittedAction;
  /** The game's move number the submitter saw; anything else is refused as stale. */
  expectedMove: number;
  /** A ruleset's word list by name. */
  lexicon: (wordList: string) => Lexicon;
}

export interface SubmitResult {
  /** The acting seat. */
  seat: number;
  /** The accepted event, unredacted (it is the actor's own). */
  event: GameEvent;
  /** The game's move number after the event. */
  moveNumber: number;
  status: GameRowStatus;
  /** The game and its seats as the event left them (for the mover's view without a re-read). */
  after: LoadedGame;
}

/**
 * The one way a move enters a game, for players (the API) and bots (the worker) alike.
 * In one transaction, with the game row locked: check who acts and the expected
 * move number, enforce the clock (R25), judge the action with the engine, append
 * the event and update the cached state, notify, enqueue what follows.
 *
 * Refusals (nothing written): not-found, forbidden (not your seat), rule (the
 * engine's sentence and ruling), bad-request (not started, cancelled), over,
 * stale (another move came first). If the mover's time had run out, the timeout
 * is recorded instead and the call is refused: "your time ran out" (rule R25) to
 * the mover, stale to anyone else. A seat whose timeout is already recorded gets
 * "your time ran out" too, whatever move number it sent (its move was on its way
 * when the clock won).
 */
export async function submitAction(db: Database, input: SubmitInput): Promise<SubmitResult> {
  const locked = async (tx: Transaction) => ({
    loaded: await loadGame(tx, input.gameId, { lock: true }),
    before: undefined,
  });
  return (await submit(db, input, locked)).result;
}

/**
 * `submitAction`, and the snapshot the mover's view is made from: the seats' facts are read
 * with the lock, so while the game goes on that view costs no read after the move.
 */
export async function submitForView(
  db: Database,
  input: SubmitInput,
): Promise<SubmitResult & { snapshot: GameSnapshot }> {
  const { result, before } = await submit(db, input, (tx) => loadGameForView(tx, input.gameId));
  return { ...result, snapshot: await snapshotAfterMove(db, result.after, before) };
}

async function submit<B extends FactsBeforeMove | undefined>(
  db: Database,
  input: SubmitInput,
  load: (tx: Transaction) => Promise<{ loaded: LoadedGame; before: B }>,
): Promise<{ result: SubmitResult; before: B }> {
  const outcome = await db.transaction(async (tx) => {
    const { loaded, before } = await load(tx);
    const seat = actingSeat(loaded, input.actor, input.action.type);
    // The clock before anything else: a move that comes too late is told so, not "refresh".
    if (loaded.game.state?.players[seat]?.status === 'timed-out') throw timeRanOut();
    const expired = expiredSeat(loaded);
    if (expired !== null) {
      await recordTimeout(tx, loaded, expired, input.lexicon);
      return { timedOut: true as const, seat, mover: expired };
    }
    // Then staleness: whatever happened since (even the end of the game), the client must refresh.
    if (loaded.game.state && input.expectedMove !== loaded.game.state.moveNumber) throw stale();
    const state = runningState(loaded);
    // The engine knows no time: the challenge window's clock is the server's.
    if (
      input.action.type === 'challenge' &&
      state.openPlay &&
      !challengeWindowOf(loaded.game, loaded.nowMs)
    )
      throw challengeTooLate();
    checkSoloExchange(state, input.action);

    const ruleset = getRuleset(state.ruleset);
    if (!ruleset) throw new Error(`unknown ruleset ${state.ruleset}`);
    const applied = apply(state, { ...input.action, seat }, input.lexicon(ruleset.wordList));
    if (!applied.ok) throw ruleRefusal(applied.error);
    const author: EventAuthor =
      input.actor.kind === 'player'
        ? { actor: 'player', userId: input.actor.userId }
        : { actor: 'bot', userId: null };
    const recorded = await recordEvent(tx, loaded, applied, author, before);
    // Solo: no play left with the bag empty ends the game (a pass in the log).
    const after = await passIfNoPlayLeft(tx, recorded, author);
    return {
      timedOut: false as const,
      before,
      result: {
        seat,
        event: applied.event,
        moveNumber: after.game.moveNumber,
        status: after.game.status,
        after,
      },
    };
  });
  if (outcome.timedOut) throw outcome.seat === outcome.mover ? timeRanOut() : stale();
  return { result: outcome.result, before: outcome.before };
}

/**
 * Records the timeout of the seat to move if its clock has run out (R25); for
 * the worker's scheduled clock checks and for any submit. True if it did.
 */
export async function expireClock(
  db: Database,
  gameId: string,
  lexicon: (wordList: string) => Lexicon,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const loaded = await loadGame(tx, gameId, { lock: true });
    if (loaded.game.status !== 'playing') return false;
    if (await recordTimeoutIfDue(tx, loaded, lexicon)) return true;
    // Early: the game moved on since this check was scheduled (`clock-check.ts`).
    if (loaded.queue) {
      const mover = loaded.game.toMoveSeat;
      const left = mover === null ? null : (clocksAt(loaded)[mover] ?? null);
      await rescheduleClockCheck(tx, loaded.game, loaded.nowMs, left);
    }
    return false;
  });
}

/**
 * Records R25's timeout of a game (locked in `tx`) whose mover's time ran out before anyone
 * looked, as a late move or the worker's check would: true if it did. A tournament player
 * leaving mid-game lets this decide the game first, rather than forfeit a game already lost
 * on time by the other seat.
 */
export async function recordTimeoutIfDueIn(
  tx: Transaction,
  gameId: string,
  lexicon: (wordList: string) => Lexicon,
): Promise<boolean> {
  const loaded = await loadGame(tx, gameId, { lock: true });
  if (loaded.game.status !== 'playing') return false;
  return recordTimeoutIfDue(tx, loaded, lexicon);
}

async function recordTimeoutIfDue(
  tx: Transaction,
  loaded: LoadedGame,
  lexicon: (wordList: string) => Lexicon,
): Promise<boolean> {
  const seat = expiredSeat(loaded);
  if (seat === null) return false;
  await recordTimeout(tx, loaded, seat, lexicon);
  return true;
}

/**
 * Records R25's timeout of `seat`, the seat to move, whose clock has run out. While a play
 * that went out may be challenged, the clock accepts it instead (`held-end.ts`).
 */
async function recordTimeout(
  tx: Transaction,
  loaded: LoadedGame,
  seat: number,
  lexicon: (wordList: string) => Lexicon,
): Promise<void> {
  const state = loaded.game.state;
  if (!state) throw new Error(`game ${loaded.game.id} has no state`);
  if (await recordClosingAccept(tx, loaded, lexicon)) return;
  const wordList = getRuleset(state.ruleset)?.wordList ?? 'english';
  const applied = apply(state, { type: 'timeout', seat }, lexicon(wordList));
  if (!applied.ok) throw ruleRefusal(applied.error);
  await recordEvent(tx, loaded, applied, { actor: 'clock', userId: null });
}

function actingSeat(loaded: LoadedGame, actor: Actor, action: SubmittedAction['type']): number {
  if (actor.kind === 'bot') {
    const seat = loaded.seats.find((s) => s.seat === actor.seat);
    if (!seat?.botLevel) throw forbidden('That seat is not a bot’s.');
    return seat.seat;
  }
  if (actor.heldSeat !== undefined) {
    if (action !== 'challenge' || !loaded.game.passAndPlay)
      throw badRequest('Only a challenge at one device names its player.');
    const held = loaded.seats.find((s) => s.seat === actor.heldSeat && s.heldBy === actor.userId);
    if (!held) throw forbidden();
    // The engine judges the rest: an active opponent of the play, while it may be challenged.
    return held.seat;
  }
  // A pass-and-play host acts for the seat to move only.
  const seat = seatActedBy(loaded, actor.userId);
  if (!seat) throw forbidden();
  return seat.seat;
}

/** The engine state of a game that is being played; refusals for every other case. */
function runningState(loaded: LoadedGame) {
  const { game } = loaded;
  if (game.status === 'open') throw badRequest('The game has not started yet.');
  if (game.status === 'cancelled') throw badRequest('This game was cancelled.');
  const state = game.state;
  if (!state) throw new Error(`game ${game.id} has no state`);
  if (game.status === 'finished' || state.status === 'over') {
    throw over();
  }
  return state;
}
