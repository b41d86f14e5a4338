import { and, eq } from 'drizzle-orm';
import { gamePlayers, games, type ChatChannel } from '@wordrise/db';
import type { Queryable } from '../db-types';
import { forbidden, notFound } from '../refusal';

/** Where a message is said: the lobby, or one channel of a game. */
export type ChatRoom =
  | { readonly channel: 'lobby' }
  | { readonly channel: 'players' | 'spectators'; readonly gameId: string };

/** What a viewer may do in a room. */
export interface ChatAccess {
  readonly read: boolean;
  readonly write: boolean;
}

/** The room's live topic key: `lobby`, or `<gameId>:<channel>`. */
export const roomKey = (room: ChatRoom): string =>
  room.channel === 'lobby' ? 'lobby' : `${room.gameId}:${room.channel}`;

export const CHAT_NOT_PLAYER = 'Only the players of this game can write at its table.';
export const CHAT_PLAYERS_PRIVATE = "The players' chat can be read once the game is over.";
export const CHAT_SPECTATORS_HIDDEN =
  "In a rated game the players read the spectators' chat once the game is over.";
export const CHAT_SPECTATORS_ONLY = "Players cannot write in the spectators' chat.";

/**
 * Who reads and writes where (signed-in users only; the transport checks that):
 * - lobby: everyone reads and writes;
 * - a game's players' channel: its seated players read and write; everyone else reads it
 *   once the game is over (like the replay), never while it runs;
 * - a game's spectators' channel: everyone but its players reads and writes; the players
 *   read it during a casual game, and in a rated game only once it is over (so nobody
 *   can be helped from the benches while it counts); players never write there.
 */
export function accessFor(
  channel: ChatChannel,
  facts: { isPlayer: boolean; over: boolean; rated: boolean },
): ChatAccess {
  switch (channel) {
    case 'lobby':
      return { read: true, write: true };
    case 'players':
      return facts.isPlayer ? { read: true, write: true } : { read: facts.over, write: false };
    case 'spectators':
      return facts.isPlayer
        ? { read: facts.over || !facts.rated, write: false }
        : { read: true, write: true };
  }
}

/**
 * What decides who may read and write in a room, as read now: for a game's channel, whether
 * the game is over, whether it is rated, and who sits at it. One read serves every viewer.
 */
export type RoomFacts =
  | { readonly channel: 'lobby' }
  | {
      readonly channel: 'players' | 'spectators';
      readonly over: boolean;
      readonly rated: boolean;
      /** The users seated (joined) at the game. */
      readonly players: ReadonlySet<string>;
    };

/** The room's facts now; a missing game is refused as not found. */
export async function readRoomFacts(db: Queryable, room: ChatRoom): Promise<RoomFacts> {
  if (room.channel === 'lobby') return room;
  const [game] = await db
    .select({ status: games.status, rated: games.rated })
    .from(games)
    .where(eq(games.id, room.gameId));
  if (!game) throw notFound();
  const seated = await db
    .select({ userId: gamePlayers.userId })
    .from(gamePlayers)
    .where(and(eq(gamePlayers.gameId, room.gameId), eq(gamePlayers.joinStatus, 'joined')));
  return {
    channel: room.channel,
    over: game.status === 'finished' || game.status === 'cancelled',
    rated: game.rated,
    players: new Set(seated.flatMap((s) => (s.userId === null ? [] : [s.userId]))),
  };
}

/** What `userId` may do in a room with these facts. */
export function accessIn(facts: RoomFacts, userId: string): ChatAccess {
  if (facts.channel === 'lobby')
    return accessFor('lobby', { isPlayer: false, over: false, rated: false });
  const { over, rated } = facts;
  return accessFor(facts.channel, { isPlayer: facts.players.has(userId), over, rated });
}

/** What `userId` may do in `room` now; a missing game is refused as not found. */
export async function roomAccess(
  db: Queryable,
  room: ChatRoom,
  userId: string,
): Promise<ChatAccess> {
  return accessIn(await readRoomFacts(db, room), userId);
}

/** Refuses unless `userId` may read `room`. */
export async function assertCanRead(db: Queryable, room: ChatRoom, userId: string): Promise<void> {
  const access = await roomAccess(db, room, userId);
  if (!access.read)
    throw forbidden(room.channel === 'players' ? CHAT_PLAYERS_PRIVATE : CHAT_SPECTATORS_HIDDEN);
}

/** Refuses unless `userId` may write in `room`. */
export async function assertCanWrite(db: Queryable, room: ChatRoom, userId: string): Promise<void> {
  const access = await roomAccess(db, room, userId);
  if (!access.write)
    throw forbidden(room.channel === 'players' ? CHAT_NOT_PLAYER : CHAT_SPECTATORS_ONLY);
}
