import type {
  AcceptAction,
  Action,
  ChallengeAction,
  ExchangeAction,
  PassAction,
  PlayAction,
  ResignAction,
  TimeoutAction,
} from './actions';
import { drawTiles, shuffleTiles } from './bag';
import { withTiles } from './board';
import {
  GEOMETRY_ONLY,
  challengeRefusal,
  handOn,
  heldEndRefusal,
  takeBack,
  unlistedWords,
} from './challenges';
import { endReasonAfter, finishGame } from './end';
import { inputError, ruleError, type RuleError } from './errors';
import type { GameEvent } from './events';
import { judgePlay } from './judge';
import type { Lexicon } from './lexicon';
import { placedLetters } from './placement';
import { rackShortage, takeFromRack } from './rack';
import { shortageMessage, shortageReason } from './rack-sentences';
import { assertNever, err, ok, type Result } from './result';
import { Rng } from './rng';
import type { Ruleset } from './ruleset';
import { rulesetOf } from './solo';
import { type GameState, type PlayerState } from './state';
import { asPooled } from './tiles';
import { drawIntoRack } from './wefter/draw';
import { endOfTurn, finalRoundWithout, purchaseBefore, refillRack } from './wefter/turn';

/** Word Wefter's steps (market, final round, rainbow draws) run for this ruleset. */
function hasWefterSteps(ruleset: Ruleset): boolean {
  return ruleset.market === true || ruleset.end.finalRound === true || !!ruleset.tiles.kinds;
}

export type ApplyResult = Result<{ state: GameState; event: GameEvent }, RuleError>;

/**
 * Judges one action against the game and, when it is accepted, returns the next
 * state and the event that records it. Nothing is mutated. The ruleset is the
 * registered one for `state.ruleset` unless another value is passed (a variant
 * under test, or one not registered yet).
 */
export function apply(
  state: GameState,
  action: Action,
  lexicon: Lexicon,
  ruleset: Ruleset | undefined = rulesetOf(state),
): ApplyResult {
  if (!ruleset) return err(inputError(`unknown ruleset ${JSON.stringify(state.ruleset)}`));
  if (state.status === 'over') {
    return err(ruleError('OVER', 'the game is over', 'The game is over.'));
  }
  const player = state.players[action.seat];
  if (!Number.isInteger(action.seat) || !player) {
    return err(inputError(`there is no seat ${action.seat}`));
  }
  if (player.status !== 'active') {
    return err(
      ruleError('SEAT', `seat ${action.seat} has left the game`, 'You have left this game.'),
    );
  }
  const held = heldEndRefusal(state, action.type);
  if (held) return err(held);
  // R24: resigning needs no turn; nor does a challenge or an accept (any opponent of the last play).
  if (
    action.type !== 'resign' &&
    action.type !== 'challenge' &&
    action.type !== 'accept' &&
    action.seat !== state.toMove
  ) {
    return err(
      ruleError(
        'TURN',
        `it is seat ${state.toMove}'s turn, not seat ${action.seat}'s`,
        "It's not your turn.",
      ),
    );
  }
  switch (action.type) {
    case 'play':
      return applyPlay(state, action, player, ruleset, lexicon);
    case 'exchange':
      return applyExchange(state, action, player, ruleset);
    case 'pass':
      return applyPass(state, action, player, ruleset);
    case 'resign':
      return applyResign(state, action, player, ruleset);
    case 'timeout':
      return applyTimeout(state, action, player, ruleset);
    case 'challenge':
      return applyChallenge(state, action, player, ruleset);
    case 'accept':
      return applyAccept(state, action, player, ruleset);
    default: {
      // Unreachable for typed callers; actions parsed from JSON may still be anything.
      const unknown: never = action;
      return err(
        inputError(`unknown action type ${JSON.stringify((unknown as { type?: unknown }).type)}`),
      );
    }
  }
}

function applyPlay(
  state: GameState,
  action: PlayAction,
  before: PlayerState,
  ruleset: Ruleset,
  lexicon: Lexicon,
): ApplyResult {
  // Word Wefter: tiles bought first join the rack (and may be placed at once).
  const bought = purchaseBefore(state, action.seat, before, action.buy);
  if (!bought.ok) return bought;
  const { player, purchase } = bought;
  // With challenges the words are not judged here: a play with unlisted words stands
  // until someone challenges it.
  const judged = judgePlay(
    state.board,
    action.placements,
    ruleset,
    state.challenges ? GEOMETRY_ONLY : lexicon,
    { firstPlay: state.firstPlay, rack: player.rack },
  );
  if (!judged.ok) return judged;
  const unlisted = state.challenges ? unlistedWords(judged, lexicon) : [];
  const taken = takeFromRack(player.rack, placedLetters(judged.placements));
  const kept = taken.ok ? taken.rack : player.rack;
  // R3: refill to a full rack, or as far as the bag allows.
  const rng = hasWefterSteps(ruleset) ? Rng.fromState(state.rng) : undefined;
  const refill = rng
    ? refillRack(state, ruleset, kept, bought.market, rng)
    : { ...drawTiles(state.bag, ruleset.rackSize - kept.length), market: undefined };
  const total = player.score + judged.score;
  const next: GameState = {
    ...state,
    board: withTiles(state.board, judged.placements),
    bag: refill.bag,
    players: replaceSeat(state.players, action.seat, {
      ...player,
      rack: kept + refill.drawn,
      score: total,
    }),
    firstPlay: false,
    passesInRow: 0,
    turnsWithoutWord: 0,
    ...(rng && 'finalRound' in refill
      ? {
          rng: rng.state,
          ...(refill.market ? { market: refill.market } : {}),
          finalRound: refill.finalRound,
        }
      : {}),
    ...(state.challenges
      ? {
          openPlay: {
            move: state.moveNumber,
            seat: action.seat,
            placements: judged.placements,
            unlisted,
            score: judged.score,
            rack: player.rack,
            drawn: refill.drawn,
            firstPlay: state.firstPlay,
            passesInRow: state.passesInRow,
            turnsWithoutWord: state.turnsWithoutWord,
          },
        }
      : {}),
  };
  return conclude(state, next, ruleset, {
    type: 'play',
    move: state.moveNumber,
    seat: action.seat,
    rack: before.rack,
    total,
    end: null,
    placements: judged.placements,
    words: judged.words,
    bonus: judged.bonus,
    score: judged.score,
    drawn: refill.drawn,
    ...(purchase ? { bought: purchase } : {}),
    ...(unlisted.length > 0 ? { unlisted } : {}),
  });
}

/**
 * Word challenges (`challenges.ts`): upheld takes the open play back and its player's
 * turn is over; failed costs the challenger their next turn — at once when it is theirs.
 */
function applyChallenge(
  state: GameState,
  action: ChallengeAction,
  player: PlayerState,
  ruleset: Ruleset,
): ApplyResult {
  const refusal = challengeRefusal(state, action.seat);
  if (refusal) return err(refusal);
  const open = state.openPlay;
  if (!open) return err(inputError('there is no play to challenge'));
  const upheld = open.unlisted.length > 0;
  let next: GameState;
  if (upheld) {
    next = takeBack(state, open);
  } else if (action.seat === state.toMove) {
    next = handOn(state, action.seat);
  } else {
    next = { ...state, skips: [...(state.skips ?? []), action.seat] };
  }
  const challengedTotal = next.players[open.seat]?.score ?? 0;
  return conclude(
    state,
    next,
    ruleset,
    {
      type: 'challenge',
      move: state.moveNumber,
      seat: action.seat,
      rack: player.rack,
      total: player.score,
      end: null,
      challenged: open.seat,
      upheld,
      unlisted: upheld ? open.unlisted : [],
      score: upheld ? open.score : 0,
      challengedTotal,
      returned: upheld ? open.drawn : '',
    },
    false,
  );
}

/** Word challenges: an opponent lets the open play stand; a held end (going out) ends the game. */
function applyAccept(
  state: GameState,
  action: AcceptAction,
  player: PlayerState,
  ruleset: Ruleset,
): ApplyResult {
  const refusal = challengeRefusal(state, action.seat, 'accept');
  if (refusal) return err(refusal);
  const open = state.openPlay;
  if (!open) return err(inputError('there is no play to accept'));
  return conclude(
    state,
    state,
    ruleset,
    {
      type: 'accept',
      move: state.moveNumber,
      seat: action.seat,
      rack: player.rack,
      total: player.score,
      end: null,
      accepted: open.seat,
    },
    false,
  );
}

function applyExchange(
  state: GameState,
  action: ExchangeAction,
  player: PlayerState,
  ruleset: Ruleset,
): ApplyResult {
  const { maxTiles, minBag, returnBeforeDraw } = ruleset.exchange;
  if (state.bag.length < minBag) {
    return err(
      ruleError(
        'R22',
        `the bag holds ${state.bag.length} tiles; exchanging needs ${minBag}`,
        "You can't exchange: the bag is empty.",
      ),
    );
  }
  const count = typeof action.tiles === 'string' ? action.tiles.length : 0;
  if (count < 1 || count > maxTiles) {
    const allowed = maxTiles === 1 ? 'exactly one tile' : `1 to ${maxTiles} tiles`;
    return err(
      ruleError('R22', `exchanges ${count} tiles, not ${allowed}`, `Exchange ${allowed}.`),
    );
  }
  if (!returnBeforeDraw && state.bag.length < count) {
    // Drawing first needs a tile in the bag for every tile returned.
    return err(
      ruleError(
        'R22',
        `the bag holds ${state.bag.length} tiles; exchanging ${count} needs ${count}`,
        `You can exchange at most ${state.bag.length} tiles: that is all the bag holds.`,
      ),
    );
  }
  const taken = takeFromRack(player.rack, action.tiles);
  if (!taken.ok) {
    const short = rackShortage(player.rack, action.tiles) ?? {
      tile: taken.error,
      wanted: 1,
      held: 0,
    };
    return err(
      ruleError(
        'R22',
        shortageReason(ruleset, short).replace(/^uses/, 'exchanges'),
        shortageMessage(ruleset, short, 'exchange'),
      ),
    );
  }
  const rng = Rng.fromState(state.rng);
  const returned = asPooled(action.tiles);
  const draw = (from: string) =>
    ruleset.tiles.kinds ? drawIntoRack(from, count, ruleset, rng) : drawTiles(from, count);
  let bag: string;
  let drawn: string;
  if (returnBeforeDraw) {
    ({ bag, drawn } = draw(shuffleTiles(state.bag + returned, rng)));
  } else {
    const drew = draw(state.bag);
    drawn = drew.drawn;
    bag = shuffleTiles(drew.bag + returned, rng);
  }
  const next: GameState = {
    ...state,
    rng: rng.state,
    bag,
    players: replaceSeat(state.players, action.seat, { ...player, rack: taken.rack + drawn }),
    // A free exchange (solo) is no turn of the R27/R28 counts: it leaves them as they were.
    ...(ruleset.exchange.free
      ? {}
      : { passesInRow: 0, turnsWithoutWord: state.turnsWithoutWord + 1 }),
  };
  return conclude(state, next, ruleset, {
    type: 'exchange',
    move: state.moveNumber,
    seat: action.seat,
    rack: player.rack,
    total: player.score,
    end: null,
    tiles: action.tiles,
    drawn,
  });
}

function applyPass(
  state: GameState,
  action: PassAction,
  before: PlayerState,
  ruleset: Ruleset,
): ApplyResult {
  // Word Wefter: a seat may buy tiles (to its rack) and pass.
  const bought = purchaseBefore(state, action.seat, before, action.buy);
  if (!bought.ok) return bought;
  const { player, purchase } = bought;
  const next: GameState = {
    ...state,
    ...(purchase
      ? {
          players: replaceSeat(state.players, action.seat, player),
          ...(bought.market ? { market: bought.market } : {}),
        }
      : {}),
    passesInRow: state.passesInRow + 1,
    turnsWithoutWord: state.turnsWithoutWord + 1,
  };
  return conclude(state, next, ruleset, {
    type: 'pass',
    move: state.moveNumber,
    seat: action.seat,
    rack: before.rack,
    total: player.score,
    end: null,
    ...(purchase ? { bought: purchase } : {}),
  });
}

/**
 * R27: the passes in the current streak were made by the active seats just before the
 * mover, in turn order. A seat that leaves takes its own pass with it, so the game still
 * waits for every remaining player to pass.
 */
function passesWithout(state: GameState, leaving: number): number {
  const n = state.players.length;
  let seat = state.toMove;
  for (let counted = 0, steps = 0; counted < state.passesInRow && steps < n; steps++) {
    seat = (seat - 1 + n) % n;
    if (state.players[seat]?.status !== 'active') continue;
    if (seat === leaving) return state.passesInRow - 1;
    counted++;
  }
  return state.passesInRow;
}

function applyResign(
  state: GameState,
  action: ResignAction,
  player: PlayerState,
  ruleset: Ruleset,
): ApplyResult {
  const next: GameState = {
    ...state,
    players: replaceSeat(state.players, action.seat, {
      ...player,
      status: 'resigned',
      leftAt: state.moveNumber,
    }),
    passesInRow: passesWithout(state, action.seat),
    // Word Wefter: a seat leaving out of turn takes its final-round turn with it.
    ...(state.finalRound ? { finalRound: finalRoundWithout(state, action.seat) } : {}),
  };
  return conclude(state, next, ruleset, {
    type: 'resign',
    move: state.moveNumber,
    seat: action.seat,
    rack: player.rack,
    total: player.score,
    end: null,
  });
}

function applyTimeout(
  state: GameState,
  action: TimeoutAction,
  player: PlayerState,
  ruleset: Ruleset,
): ApplyResult {
  const policy = ruleset.timeout;
  const base = {
    type: 'timeout',
    move: state.moveNumber,
    seat: action.seat,
    rack: player.rack,
    end: null,
  } as const;
  switch (policy.kind) {
    case 'forfeit': {
      // R25: like a resignation.
      const next: GameState = {
        ...state,
        players: replaceSeat(state.players, action.seat, {
          ...player,
          status: 'timed-out',
          leftAt: state.moveNumber,
        }),
        passesInRow: passesWithout(state, action.seat),
      };
      return conclude(state, next, ruleset, { ...base, total: player.score, penalty: 0 });
    }
    case 'deduct': {
      // The seat loses points and this turn, which counts as a pass.
      const total = player.score - policy.points;
      const next: GameState = {
        ...state,
        players: replaceSeat(state.players, action.seat, { ...player, score: total }),
        passesInRow: state.passesInRow + 1,
        turnsWithoutWord: state.turnsWithoutWord + 1,
      };
      return conclude(state, next, ruleset, { ...base, total, penalty: policy.points });
    }
    default:
      return assertNever(policy);
  }
}

/**
 * Common tail of every action: count the move, end the game if a ruling says so
 * (R24–R29), else hand the turn on. A seat resigning out of turn keeps the turn
 * where it was; a challenge sets the turn itself (`turnEnds` false). Any event but a
 * play closes the challenge window. Word challenges: a play that would end the game
 * holds the end in its window (`OpenPlay.ends`); the event that closes the window ends
 * the game with it, unless an upheld challenge took the play back.
 */
function conclude(
  before: GameState,
  next: GameState,
  ruleset: Ruleset,
  event: GameEvent,
  turnEnds = event.seat === before.toMove,
): ApplyResult {
  const { openPlay, ...rest } = next;
  let counted: GameState = {
    ...rest,
    ...(event.type === 'play' && openPlay ? { openPlay } : {}),
    moveNumber: before.moveNumber + 1,
  };
  // Word Wefter: the end of the mover's turn turns the marketplace over.
  if (event.seat === before.toMove && hasWefterSteps(ruleset)) {
    const rng = Rng.fromState(counted.rng);
    counted = { ...endOfTurn(before, counted, event.seat, rng), rng: rng.state };
  }
  const reason =
    endReasonAfter(counted, event.type, event.seat, ruleset) ??
    (event.type === 'challenge' && event.upheld ? undefined : before.openPlay?.ends);
  if (reason && event.type === 'play' && counted.openPlay) {
    // Held: the game ends when the window closes (see `challenges.ts`).
    counted = { ...counted, openPlay: { ...counted.openPlay, ends: reason } };
    return ok({ state: handOn(counted, event.seat), event });
  }
  if (reason) {
    const { openPlay: _closed, ...over } = finishGame(counted, reason, ruleset);
    return ok({ state: over, event: { ...event, end: over.result } });
  }
  if (!turnEnds) return ok({ state: counted, event });
  return ok({ state: handOn(counted, event.seat), event });
}

function replaceSeat(
  players: readonly PlayerState[],
  seat: number,
  player: PlayerState,
): PlayerState[] {
  return players.map((p, i) => (i === seat ? player : p));
}
