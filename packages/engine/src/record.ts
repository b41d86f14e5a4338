import {
  emptyBoard,
  isOccupied,
  stepOf,
  topAt,
  withTiles,
  type Board,
  type Direction,
  type Square,
} from './board';
import { inputError, type RuleError } from './errors';
import type { GameEvent, PlayEvent } from './events';
import type { Lexicon } from './lexicon';
import { replayStates, ANY_WORD } from './replay';
import { assertNever, err, ok, type Result } from './result';
import type { RngVersion } from './rng';
import type { RulesVersion } from './rules-versions';
import { getRuleset } from './rulesets/index';
import { newGame, type GameMode, type GameState } from './state';
import { isBlank } from './tiles';
import type { GameLength } from './wefter/pool';

/**
 * The game record: a text format in the spirit of Scrabble's GCG. See the README
 * ("Game records") for the grammar; `record-parse.ts` reads it back, so that
 * `parseRecord(serializeRecord(r))` gives `r` exactly.
 */
export const RECORD_VERSION = 1;
/** The first line of every record. */
export const RECORD_MAGIC = `#wordrise-record ${RECORD_VERSION}`;

export interface RecordHeaders {
  readonly ruleset: string;
  /**
   * `solo` for a solo game (`#mode solo`); absent for a standard game, as in the state,
   * so records from before the header existed read as standard.
   */
  readonly mode?: GameMode;
  /** Seat names, seat 0 first. */
  readonly players: readonly string[];
  readonly date: string | null;
  /** The rules the game was played under (`#rules`); a record without the header is version 1. */
  readonly rulesVersion: RulesVersion;
  /** R5: the game's randomness algorithm (`#rng`); a record without the header is version 1. */
  readonly rngVersion: RngVersion;
  /** Present only once the game is over (R5, R30). */
  readonly seed: string | null;
  /** Word challenges (`#challenges on`); absent = off, as every record written before it. */
  readonly challenges?: true;
  /** Word Wefter's game length (`#length short|long`); absent = normal. */
  readonly length?: GameLength;
}

export interface GameRecord {
  readonly headers: RecordHeaders;
  readonly events: readonly GameEvent[];
}

/** The record of a game so far. The seed is included only when the game is over. */
export function recordOf(
  state: GameState,
  events: readonly GameEvent[],
  options: { readonly date?: string } = {},
): GameRecord {
  const over = events[events.length - 1]?.end != null;
  return {
    headers: {
      ruleset: state.ruleset,
      ...(state.mode === 'solo' ? { mode: state.mode } : {}),
      players: state.players.map((p) => p.name),
      date: options.date ?? null,
      // States cached before the field existed were played under version 1.
      rulesVersion: state.rulesVersion ?? 1,
      // States cached before the field existed are all version 1 (R5).
      rngVersion: state.rngVersion ?? 1,
      seed: over ? state.seed : null,
      ...(state.challenges ? { challenges: true as const } : {}),
      ...(state.length && state.length !== 'normal' ? { length: state.length } : {}),
    },
    events,
  };
}

/** Rebuilds a finished game from its record (which must carry the seed). */
export function gameFromRecord(
  record: GameRecord,
  lexicon: Lexicon = ANY_WORD,
): Result<{ initial: GameState; states: readonly GameState[] }, RuleError> {
  const { headers } = record;
  if (headers.seed === null)
    return err(inputError('the record has no seed (the game is not over)'));
  const created = newGame({
    ruleset: headers.ruleset,
    mode: headers.mode ?? 'standard',
    seed: headers.seed,
    rulesVersion: headers.rulesVersion,
    rngVersion: headers.rngVersion,
    challenges: headers.challenges === true,
    ...(headers.length ? { length: headers.length } : {}),
    players: headers.players.length,
    names: headers.players,
  });
  if (!created.ok) return created;
  const replayed = replayStates(created.state, record.events, lexicon);
  if (!replayed.ok) return replayed;
  return ok({ initial: created.state, states: replayed.states });
}

// ---------------------------------------------------------------------------
// Writing

export function serializeRecord(record: GameRecord): string {
  const { headers, events } = record;
  const ruleset = getRuleset(headers.ruleset);
  if (!ruleset) throw new Error(`unknown ruleset ${JSON.stringify(headers.ruleset)}`);
  const lines = [RECORD_MAGIC, `#ruleset ${escape(headers.ruleset)}`];
  if (headers.mode !== undefined && headers.mode !== 'standard')
    lines.push(`#mode ${headers.mode}`);
  headers.players.forEach((name, seat) => lines.push(`#player${seat + 1} ${escape(name)}`));
  if (headers.date !== null) lines.push(`#date ${escape(headers.date)}`);
  lines.push(`#rules ${headers.rulesVersion}`);
  lines.push(`#rng ${headers.rngVersion}`);
  if (headers.seed !== null) lines.push(`#seed ${escape(headers.seed)}`);
  if (headers.challenges) lines.push('#challenges on');
  if (headers.length) lines.push(`#length ${headers.length}`);

  let board = emptyBoard(ruleset.board.size);
  let beforePlay = board;
  const totals = headers.players.map(() => 0);
  for (const event of events) {
    lines.push(`>${event.seat + 1}: ${rackText(event.rack)} ${moveText(event, board)}`);
    if (event.type === 'play') {
      beforePlay = board;
      board = withTiles(board, event.placements);
    }
    if (event.type === 'challenge' && event.upheld) {
      board = beforePlay;
      totals[event.challenged] = event.challengedTotal;
    }
    totals[event.seat] = event.total;
    if (event.end) {
      lines.push(`#end ${event.end.reason}`);
      event.end.penalties.forEach((penalty, seat) => {
        const rack = event.end?.racks[seat] ?? '';
        lines.push(`>${seat + 1}: (${rack}) -${penalty} ${(totals[seat] ?? 0) - penalty}`);
      });
    }
  }
  return `${lines.join('\n')}\n`;
}

function moveText(event: GameEvent, board: Board): string {
  const drew = 'drawn' in event && event.drawn ? ` drew ${event.drawn}` : '';
  // Word Wefter: slots bought first, numbered from 1 (slot n costs n), and their tiles.
  const bought =
    (event.type === 'play' || event.type === 'pass') && event.bought
      ? ` bought ${event.bought.slots.map((k) => k + 1).join(',')} ${event.bought.tiles}`
      : '';
  switch (event.type) {
    case 'play': {
      const unlisted = event.unlisted?.length ? ` unlisted ${event.unlisted.join(',')}` : '';
      return `${playNotation(event, board)} +${event.score} ${event.total}${bought}${drew}${unlisted}`;
    }
    case 'exchange':
      return `-${event.tiles} +0 ${event.total}${drew}`;
    case 'pass':
      return `- +0 ${event.total}${bought}`;
    case 'resign':
      return `resign +0 ${event.total}`;
    case 'timeout':
      return `timeout ${event.penalty > 0 ? `-${event.penalty}` : '+0'} ${event.total}`;
    case 'challenge': {
      // Upheld: the challenged seat's score taken off and its new total; failed: the challenger's.
      const seat = event.challenged + 1;
      if (!event.upheld) return `challenge ${seat} failed +0 ${event.total}`;
      const back = event.returned ? ` back ${event.returned}` : '';
      const words = event.unlisted.join(',');
      return `challenge ${seat} upheld ${words} -${event.score} ${event.challengedTotal}${back}`;
    }
    case 'accept':
      return `accept ${event.accepted + 1} +0 ${event.total}`;
    default:
      return assertNever(event);
  }
}

/**
 * The main word, square by square: `X` a tile placed on an empty square,
 * `[X/Y]` a tile X placed on a stack showing Y, `(XY)` squares kept as they were.
 */
function playNotation(event: PlayEvent, board: Board): string {
  const main = event.words[0];
  if (!main) throw new Error(`play ${event.move} has no word`);
  if (!mainWordHoldsEveryTile(event)) return placementList(event);
  const [dr, dc] = stepOf(main.direction);
  let text = '';
  let kept = '';
  for (let i = 0; i < main.word.length; i++) {
    const r = main.start.r + dr * i;
    const c = main.start.c + dc * i;
    const placed = event.placements.find((p) => p.r === r && p.c === c);
    if (!placed) {
      kept += topAt(board, r, c);
      continue;
    }
    if (kept) text += `(${kept})`;
    kept = '';
    text += isOccupied(board, r, c) ? `[${placed.letter}/${topAt(board, r, c)}]` : placed.letter;
  }
  if (kept) text += `(${kept})`;
  return `${squareText(main.start, main.direction)} ${text}`;
}

/** Every tile of the play lies in its main word (a blank never does: it splits words). */
function mainWordHoldsEveryTile(event: PlayEvent): boolean {
  const main = event.words[0];
  if (!main) return false;
  const [dr] = stepOf(main.direction);
  return event.placements.every((p) => {
    if (isBlank(p.letter)) return false;
    const i = dr === 0 ? p.c - main.start.c : p.r - main.start.r;
    return (
      i >= 0 && i < main.word.length && (dr === 0 ? p.r === main.start.r : p.c === main.start.c)
    );
  });
}

/** `@ 5G=_,5J=E`: each tile and its square (row, column letter), for plays the main word cannot show. */
function placementList(event: PlayEvent): string {
  const squares = event.placements.map((p) => `${squareText(p, 'across')}=${p.letter}`);
  return `@ ${squares.join(',')}`;
}

/** Across: row number then column letter ("5E"); down: column letter first ("E5"). */
function squareText({ r, c }: Square, direction: Direction): string {
  const column = String.fromCharCode(65 + c);
  return direction === 'across' ? `${r + 1}${column}` : `${column}${r + 1}`;
}

function rackText(rack: string): string {
  return rack || '()';
}

function escape(value: string): string {
  return value.replaceAll('\\', '\\\\').replaceAll('\n', '\\n').replaceAll('\r', '\\r');
}
