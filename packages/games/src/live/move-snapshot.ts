import { createHash } from 'node:crypto';
import { getTableColumns, type Table } from 'drizzle-orm';
import { gamePlayers, games } from '@wordrise/db';
import type { GameState } from '@wordrise/engine';
import type { GameRow, LoadedGame, SeatRow } from '../load';
import type { SeatRating } from '../ratings/seat-ratings';
import { playingSnapshot, type FactsBeforeMove, type GameSnapshot } from '../snapshot';

/**
 * The game as a move left it, carried by the move's change notice: a process watching the
 * game elsewhere then sends its watchers the move without reading the game again (a round
 * trip, and two statements for PostgreSQL, per move and watching process). Only for a game
 * that goes on, made by a player's submit, whose process read the seats' facts with the lock
 * (`loadGameForView`): what its mover's own view is made from (`snapshotAfterMove`).
 *
 * The notice travels inside the database (NOTIFY) and never to a client: views are made from
 * it as from a read, each audience seeing only what it may.
 */

/**
 * The text's shape: bumped by hand when `Wire` changes, and with the two tables' columns in it,
 * so that in a rolling deploy a process whose schema differs from the writer's reads the game
 * instead of making views from a row with a column missing or unknown to it.
 */
const VERSION = createHash('sha256')
  .update(
    [
      2,
      Object.keys(getTableColumns(games)).join(','),
      Object.keys(getTableColumns(gamePlayers)).join(','),
    ].join('|'),
  )
  .digest('base64url')
  .slice(0, 12);

interface Wire {
  v: string;
  /** The game row without its state (which follows as `state`, written once: see below). */
  game: Omit<GameRow, 'state'>;
  state: GameState;
  seats: SeatRow[];
  nowMs: number;
  usernames: [string, string][];
  current: [string, SeatRating][];
  hides: string[];
  rematchOf: string | null;
  inTournament: boolean;
}

/** The columns Drizzle reads as `Date`: JSON carries them as ISO strings. */
function dateColumns(table: Table): string[] {
  return Object.entries(getTableColumns(table))
    .filter(([, column]) => column.dataType === 'date')
    .map(([key]) => key);
}
const GAME_DATES = dateColumns(games);
const SEAT_DATES = dateColumns(gamePlayers);

function withDates<T>(row: Record<string, unknown>, keys: readonly string[]): T {
  const out = { ...row };
  for (const key of keys) {
    const value = out[key];
    if (typeof value === 'string') out[key] = new Date(value);
  }
  return out as T;
}

/**
 * The snapshot text of a game a move left (`after`, with the facts read with the move's lock);
 * undefined when it would not be the snapshot a read gives (the game is over, or a rematch is
 * on offer: both are read again). `stateJson` is the state's JSON, already made for the write.
 */
export function encodeMoveSnapshot(
  after: Pick<LoadedGame, 'game' | 'seats' | 'nowMs'>,
  before: FactsBeforeMove,
  stateJson: string,
): string | undefined {
  // A solo game's move may be followed in its transaction by the server's pass that ends it
  // (`passIfNoPlayLeft`): its watchers read the end rather than see the move's state first.
  if (after.game.status !== 'playing' || after.game.solo || before.rematch.offer !== null)
    return undefined;
  const { facts, rematch } = before;
  const { state: _written, ...game } = after.game;
  const head: Omit<Wire, 'state'> = {
    v: VERSION,
    game,
    seats: after.seats,
    nowMs: after.nowMs,
    usernames: [...facts.usernames],
    current: [...facts.current],
    hides: [...facts.hides],
    rematchOf: rematch.rematchOf,
    inTournament: rematch.inTournament,
  };
  // An object's JSON ends with its closing brace: the state goes in as its last member.
  const text = JSON.stringify(head);
  return `${text.slice(0, -1)},"state":${stateJson}}`;
}

/**
 * The snapshot a notice carried, or undefined if it is not one this version reads (or not one
 * at all: a text that is not this shape is read as a reason to read the game).
 */
export function decodeMoveSnapshot(text: string): GameSnapshot | undefined {
  try {
    const wire = JSON.parse(text) as Wire;
    return wire?.v === VERSION ? fromWire(wire) : undefined;
  } catch {
    return undefined;
  }
}

function fromWire(wire: Wire): GameSnapshot {
  const game: GameRow = {
    ...withDates<Omit<GameRow, 'state'>>(wire.game, GAME_DATES),
    state: wire.state,
  };
  const seats = wire.seats.map((seat) => withDates<SeatRow>(seat, SEAT_DATES));
  return playingSnapshot(
    { game, seats, nowMs: wire.nowMs },
    {
      revision: game.revision,
      seats,
      usernames: new Map(wire.usernames),
      current: new Map(wire.current),
      hides: new Set(wire.hides),
    },
    { offer: null, rematchOf: wire.rematchOf, inTournament: wire.inTournament },
  );
}
