import { emptyBoard, stepOf, topAt, withTiles, type Board, type Direction } from './board';
import { END_REASONS, type EndReason } from './end';
import { inputError, type RuleError } from './errors';
import type { GameEvent } from './events';
import { judgePlay } from './judge';
import type { Placement } from './placement';
import { RECORD_MAGIC, type GameRecord } from './record';
import { isRngVersion, type RngVersion } from './rng';
import { isRulesVersion, type RulesVersion } from './rules-versions';
import { ANY_WORD } from './replay';
import { err, ok, type Result } from './result';
import type { Ruleset } from './ruleset';
import { getRuleset } from './rulesets/index';
import { GAME_MODES, type GameMode } from './state';
import { marketPrice } from './wefter/market';
import { isGameLength, type GameLength } from './wefter/pool';

/** One tile as a record writes it: letters, a wild (`?`, or `e` once played), a blank, a rainbow letter. */
const TILE = '[A-Za-z?_\u24B6-\u24CF]';
const TILES = new RegExp(`^${TILE}*$`);

interface ParseState {
  readonly ruleset: Ruleset;
  board: Board;
  firstPlay: boolean;
  /** The board and first-play flag before the last play, for a challenge that takes it back. */
  beforePlay: { board: Board; firstPlay: boolean } | null;
  readonly totals: number[];
  readonly events: GameEvent[];
}

const TURN_LINE = /^>(\d+): (\S+) (.+)$/;

/**
 * Reads a game record (see `record.ts` and the README). Words and scores are
 * recomputed from the board as the moves are read and must agree with the text;
 * problems are INPUT errors naming the line.
 */
export function parseRecord(text: string): Result<{ record: GameRecord }, RuleError> {
  const lines = text.split(/\r?\n/);
  if (lines[0] !== RECORD_MAGIC) return err(inputError(`line 1: expected "${RECORD_MAGIC}"`));
  const headers: {
    ruleset?: string;
    mode?: GameMode;
    players: string[];
    date: string | null;
    rulesVersion?: RulesVersion;
    rngVersion?: RngVersion;
    seed: string | null;
    challenges?: true;
    length?: GameLength;
  } = {
    players: [],
    date: null,
    seed: null,
  };
  let state: ParseState | undefined;
  let end: { reason: EndReason; penalties: number[]; racks: string[] } | undefined;

  for (let i = 1; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const fail = (problem: string) => err(inputError(`line ${i + 1}: ${problem}`));
    if (line === '') continue;
    if (line.startsWith('#')) {
      if (state && !line.startsWith('#end ')) return fail('headers must come before the moves');
      const space = line.indexOf(' ');
      const key = space < 0 ? line.slice(1) : line.slice(1, space);
      const value = space < 0 ? '' : unescape(line.slice(space + 1));
      const player = /^player(\d+)$/.exec(key);
      if (key === 'ruleset') headers.ruleset = value;
      else if (key === 'date') headers.date = value;
      else if (key === 'seed') headers.seed = value;
      else if (key === 'length') {
        if (headers.length !== undefined || !isGameLength(value) || value === 'normal')
          return fail(`unknown or repeated #length ${JSON.stringify(value)}`);
        headers.length = value;
      } else if (key === 'challenges') {
        if (value !== 'on' || headers.challenges) return fail('expected #challenges on, once');
        headers.challenges = true;
      } else if (key === 'mode') {
        if (headers.mode !== undefined || !(GAME_MODES as readonly string[]).includes(value))
          return fail(`unknown or repeated #mode ${JSON.stringify(value)}`);
        headers.mode = value as GameMode;
      } else if (key === 'rules') {
        const version = /^\d+$/.test(value) ? Number(value) : NaN;
        if (headers.rulesVersion !== undefined || !isRulesVersion(version))
          return fail(`unknown or repeated #rules ${JSON.stringify(value)}`);
        headers.rulesVersion = version;
      } else if (key === 'rng') {
        const version = /^\d+$/.test(value) ? Number(value) : NaN;
        if (headers.rngVersion !== undefined || !isRngVersion(version))
          return fail(`unknown or repeated #rng ${JSON.stringify(value)}`);
        headers.rngVersion = version;
      } else if (player) {
        if (Number(player[1]) !== headers.players.length + 1)
          return fail(`expected #player${headers.players.length + 1}`);
        headers.players.push(value);
      } else if (key === 'end') {
        if (!state || state.events.length === 0 || end)
          return fail('#end must follow the last move, once');
        if (!(END_REASONS as readonly string[]).includes(value))
          return fail(`unknown end reason ${JSON.stringify(value)}`);
        end = { reason: value as EndReason, penalties: [], racks: [] };
      } else return fail(`unknown header #${key}`);
      continue;
    }
    const turn = TURN_LINE.exec(line);
    if (!turn) return fail('expected a header (#…) or a move (>seat: …)');
    if (!state) {
      const ruleset = getRuleset(headers.ruleset ?? '');
      if (!ruleset)
        return fail(`unknown or missing ruleset ${JSON.stringify(headers.ruleset ?? '')}`);
      if (headers.players.length === 0) return fail('no #player headers');
      state = {
        ruleset,
        board: emptyBoard(ruleset.board.size),
        firstPlay: true,
        beforePlay: null,
        totals: headers.players.map(() => 0),
        events: [],
      };
    }
    const seat = Number(turn[1]) - 1;
    if (!(seat >= 0 && seat < headers.players.length)) return fail(`no player ${turn[1]}`);
    const rackToken = turn[2] ?? '';
    const rest = turn[3] ?? '';
    const problem = end
      ? readPenalty(state, end, seat, rackToken, rest)
      : readTurn(state, seat, rackToken === '()' ? '' : rackToken, rest);
    if (problem) return fail(problem);
  }

  if (!headers.ruleset) return err(inputError('the record has no #ruleset'));
  if (headers.players.length === 0) return err(inputError('the record has no #player headers'));
  const events = state?.events ?? [];
  if (end) {
    if (end.penalties.length !== headers.players.length) {
      return err(
        inputError(
          `#end is followed by ${end.penalties.length} penalty lines, expected ${headers.players.length}`,
        ),
      );
    }
    const last = events[events.length - 1];
    if (last)
      events[events.length - 1] = {
        ...last,
        end: { reason: end.reason, penalties: end.penalties, racks: end.racks },
      };
  }
  return ok({
    record: {
      headers: {
        ruleset: headers.ruleset,
        // Standard is the default: absent, as in the state (and in records from before the header).
        ...(headers.mode === 'solo' ? { mode: headers.mode } : {}),
        players: headers.players,
        date: headers.date,
        // Records from before the header existed were played under rules version 1.
        rulesVersion: headers.rulesVersion ?? 1,
        // R5: records from before the header existed are all version 1.
        rngVersion: headers.rngVersion ?? 1,
        seed: headers.seed,
        ...(headers.challenges ? { challenges: headers.challenges } : {}),
        ...(headers.length ? { length: headers.length } : {}),
      },
      events,
    },
  });
}

const TURN_TAIL = new RegExp(
  `^(?:(\\S+) )?(\\S+) ([+-]\\d+) (-?\\d+)(?: bought (\\d+(?:,\\d+)*) (${TILE}+))?(?: drew (${TILE}+))?(?: unlisted ([A-Z]+(?:,[A-Z]+)*))?$`,
);
const CHALLENGE_TAIL =
  /^challenge (\d+) (?:failed \+0 (-?\d+)|upheld ([A-Z]+(?:,[A-Z]+)*) -(\d+) (-?\d+)(?: back ([A-Z]+))?)$/;

/** Reads the part of a move line after the rack; returns a problem, or undefined. */
function readTurn(state: ParseState, seat: number, rack: string, rest: string): string | undefined {
  if (!TILES.test(rack)) return `cannot read the rack ${JSON.stringify(rack)}`;
  if (rest.startsWith('challenge ')) return readChallenge(state, seat, rack, rest);
  if (rest.startsWith('accept ')) return readAccept(state, seat, rack, rest);
  const match = TURN_TAIL.exec(rest);
  if (!match) return 'expected MOVE SCORE TOTAL [drew TILES]';
  const [, square, move = '', scoreText = '', totalText = '', slotsText, boughtTiles, drawnText] =
    match;
  const unlisted = match[8];
  const drawn = drawnText ?? '';
  const score = Number(scoreText);
  const total = Number(totalText);
  // Word Wefter: `bought 1,3 EA` — slots numbered from 1, slot n costs n.
  const slots = slotsText ? slotsText.split(',').map((n) => Number(n) - 1) : [];
  const cost = slots.reduce((sum, k) => sum + marketPrice(k), 0);
  const bought =
    slotsText && boughtTiles !== undefined ? { bought: { slots, tiles: boughtTiles, cost } } : {};
  if (slotsText && [...(boughtTiles ?? '')].length !== slots.length)
    return `bought ${slots.length} slots but ${[...(boughtTiles ?? '')].length} tiles`;
  if (slotsText && square === undefined && move !== '-')
    return 'only a play or a pass buys from the marketplace';
  const previous = (state.totals[seat] ?? 0) - cost;
  const base = { move: state.events.length, seat, rack, total, end: null };
  let event: GameEvent;
  if (square !== undefined) {
    const placements =
      square === '@'
        ? readPlacementList(state.board, move)
        : readPlacements(state.board, square, move);
    if (typeof placements === 'string') return placements;
    const judged = judgePlay(state.board, placements, state.ruleset, ANY_WORD, {
      firstPlay: state.firstPlay,
      rack: rack + (boughtTiles ?? ''),
    });
    if (!judged.ok) return `illegal play (${judged.error.rule}: ${judged.error.reason})`;
    if (judged.score !== score) return `the play scores ${judged.score}, not ${score}`;
    event = {
      ...base,
      type: 'play',
      placements: judged.placements,
      words: judged.words,
      bonus: judged.bonus,
      score,
      drawn,
      ...bought,
      ...(unlisted ? { unlisted: unlisted.split(',') } : {}),
    };
    state.beforePlay = { board: state.board, firstPlay: state.firstPlay };
    state.board = withTiles(state.board, judged.placements);
    state.firstPlay = false;
  } else if (move === '-' || move === 'resign') {
    if (score !== 0 || drawn)
      return `a ${move === '-' ? 'pass' : 'resignation'} scores +0 and draws nothing`;
    event = move === '-' ? { ...base, type: 'pass', ...bought } : { ...base, type: 'resign' };
  } else if (unlisted) {
    return 'only a play has unlisted words';
  } else if (new RegExp(`^-${TILE}+$`).test(move)) {
    if (score !== 0) return 'an exchange scores +0';
    event = { ...base, type: 'exchange', tiles: move.slice(1), drawn };
  } else if (move === 'timeout') {
    if (score > 0 || drawn) return 'a timeout scores 0 or less and draws nothing';
    event = { ...base, type: 'timeout', penalty: 0 - score }; // not -score: -0 is not 0 to deepEqual
  } else {
    return `cannot read the move ${JSON.stringify(move)}`;
  }
  if (total !== previous + score) return `total ${total} should be ${previous + score}`;
  state.totals[seat] = total;
  state.events.push(event);
  return undefined;
}

/**
 * `challenge 1 upheld TXQ -6 0 back AB` (seat 1's play taken back: its unlisted words, the
 * score taken off, seat 1's new total, the tiles put back) or `challenge 1 failed +0 12`
 * (the challenger's total). Only the line right after a play of another seat.
 */
function readChallenge(
  state: ParseState,
  seat: number,
  rack: string,
  rest: string,
): string | undefined {
  const match = CHALLENGE_TAIL.exec(rest);
  if (!match)
    return 'expected challenge SEAT failed +0 TOTAL or challenge SEAT upheld WORDS -SCORE TOTAL';
  const [, seatText = '', failedTotal, words, scoreText = '0', upheldTotal, returned = ''] = match;
  const challenged = Number(seatText) - 1;
  const play = state.events[state.events.length - 1];
  if (play?.type !== 'play' || play.seat !== challenged || challenged === seat || !state.beforePlay)
    return `player ${seatText}'s play is not the move before`;
  const previous = state.totals[seat] ?? 0;
  const base = { move: state.events.length, seat, rack, total: previous, end: null };
  if (failedTotal !== undefined) {
    if (Number(failedTotal) !== previous) return `total ${failedTotal} should be ${previous}`;
    state.events.push({
      ...base,
      type: 'challenge',
      challenged,
      upheld: false,
      unlisted: [],
      score: 0,
      challengedTotal: state.totals[challenged] ?? 0,
      returned: '',
    });
    return undefined;
  }
  const score = Number(scoreText);
  if (score !== play.score) return `the play scored ${play.score}, not ${score}`;
  const challengedTotal = (state.totals[challenged] ?? 0) - score;
  if (Number(upheldTotal) !== challengedTotal)
    return `total ${upheldTotal} should be ${challengedTotal}`;
  if (returned !== play.drawn) return `the play drew ${play.drawn || 'nothing'}, not ${returned}`;
  state.board = state.beforePlay.board;
  state.firstPlay = state.beforePlay.firstPlay;
  state.beforePlay = null;
  state.totals[challenged] = challengedTotal;
  state.events.push({
    ...base,
    type: 'challenge',
    challenged,
    upheld: true,
    unlisted: (words ?? '').split(','),
    score,
    challengedTotal,
    returned,
  });
  return undefined;
}

const ACCEPT_TAIL = /^accept (\d+) \+0 (-?\d+)$/;

/** `accept 1 +0 12`: seat 1's play let stand (the accepting seat's total). Only right after a play of another seat. */
function readAccept(
  state: ParseState,
  seat: number,
  rack: string,
  rest: string,
): string | undefined {
  const match = ACCEPT_TAIL.exec(rest);
  if (!match) return 'expected accept SEAT +0 TOTAL';
  const [, seatText = '', totalText = ''] = match;
  const accepted = Number(seatText) - 1;
  const play = state.events[state.events.length - 1];
  if (play?.type !== 'play' || play.seat !== accepted || accepted === seat)
    return `player ${seatText}'s play is not the move before`;
  const total = state.totals[seat] ?? 0;
  if (Number(totalText) !== total) return `total ${totalText} should be ${total}`;
  state.events.push({
    move: state.events.length,
    seat,
    rack,
    total,
    end: null,
    type: 'accept',
    accepted,
  });
  return undefined;
}

/** `5E [H/C](AT)E` → placements, checked against the board before the play. */
function readPlacements(board: Board, square: string, notation: string): Placement[] | string {
  const across = /^(\d+)([A-Z])$/.exec(square);
  const down = /^([A-Z])(\d+)$/.exec(square);
  const [row, column] = across ? [across[1], across[2]] : down ? [down[2], down[1]] : [];
  if (row === undefined || column === undefined)
    return `cannot read the square ${JSON.stringify(square)}`;
  const direction: Direction = across ? 'across' : 'down';
  const r = Number(row) - 1;
  const c = column.charCodeAt(0) - 65;
  const [dr, dc] = stepOf(direction);
  const placements: Placement[] = [];
  const token = new RegExp(`\\((${TILE}+)\\)|\\[(${TILE})\\/(${TILE})\\]|(${TILE})`, 'gy');
  let i = 0;
  let match: RegExpExecArray | null;
  while (token.lastIndex < notation.length && (match = token.exec(notation))) {
    const [, kept, stacked, under, fresh] = match;
    for (const letter of kept ?? '') {
      if (topAt(board, r + dr * i, c + dc * i) !== letter)
        return `${letter} is not on the board there`;
      i++;
    }
    const placed = stacked ?? fresh;
    if (placed) {
      const top = topAt(board, r + dr * i, c + dc * i);
      if (top !== (under ?? ''))
        return fresh
          ? `the square for ${fresh} is not empty`
          : `${placed} is not placed on ${under}`;
      placements.push({ r: r + dr * i, c: c + dc * i, letter: placed });
      i++;
    }
  }
  if (token.lastIndex !== notation.length)
    return `cannot read the play ${JSON.stringify(notation)}`;
  return placements;
}

/** `5G=_,5J=E` (after `@`): each tile and its square (row number, column letter). */
function readPlacementList(board: Board, list: string): Placement[] | string {
  const placements: Placement[] = [];
  for (const item of list.split(',')) {
    const match = new RegExp(`^(\\d+)([A-Z])=(${TILE})$`).exec(item);
    if (!match) return `cannot read the placement ${JSON.stringify(item)}`;
    const r = Number(match[1]) - 1;
    const c = (match[2] as string).charCodeAt(0) - 65;
    if (r < 0 || c < 0 || r >= board.size || c >= board.size) return `${item} is off the board`;
    placements.push({ r, c, letter: match[3] as string });
  }
  return placements;
}

/** `(AEI) -15 185` after `#end`: one line per seat, in seat order. */
function readPenalty(
  state: ParseState,
  end: { penalties: number[]; racks: string[] },
  seat: number,
  rack: string,
  rest: string,
): string | undefined {
  if (seat !== end.penalties.length)
    return `expected the penalty line of player ${end.penalties.length + 1}`;
  const left = new RegExp(`^\\((${TILE}*)\\)$`).exec(rack);
  if (!left) return 'expected (RACK) on a penalty line';
  const match = /^-(\d+) (-?\d+)$/.exec(rest);
  if (!match) return 'expected -PENALTY TOTAL';
  const penalty = Number(match[1]);
  const final = (state.totals[seat] ?? 0) - penalty;
  if (Number(match[2]) !== final) return `final score ${match[2]} should be ${final}`;
  end.penalties.push(penalty);
  end.racks.push(left[1] ?? '');
  return undefined;
}

function unescape(value: string): string {
  return value.replace(/\\(.)/g, (_, ch: string) => (ch === 'n' ? '\n' : ch === 'r' ? '\r' : ch));
}
