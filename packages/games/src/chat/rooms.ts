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

/** What `userId` may do in `room` now; a missing game is refused as not found. */
export async function roomAccess(
  db: Queryable,
  room: ChatRoom,
  userId: string,
): Promise<ChatAccess> {
  if (room.channel === 'lobby')
    return accessFor('lobby', { isPlayer: false, over: false, rated: false });
  const [game] = await db
    .select({ status: games.status, rated: games.rated })
    .from(games)
    .where(eq(games.id, room.gameId));
  if (!game) throw notFound();
  const [seat] = await db
    .select({ seat: gamePlayers.seat })
    .from(gamePlayers)
    .where(
      and(
        eq(gamePlayers.gameId, room.gameId),
        eq(gamePlayers.userId, userId),
        eq(gamePlayers.joinStatus, 'joined'),
      ),
    );
  return accessFor(room.channel, {
    isPlayer: seat !== undefined,
    over: game.status === 'finished' || game.status === 'cancelled',
    rated: game.rated,
  });
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
