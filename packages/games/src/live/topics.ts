import type { GameRowStatus } from '@wordrise/db';

/** The one PostgreSQL NOTIFY channel; topics travel inside the payload. */
export const LIVE_CHANNEL = 'wordrise_live';

/** In-process topics a subscriber can follow. */
export const LOBBY_TOPIC = 'lobby';
export const gameTopic = (gameId: string) => `game:${gameId}`;
export const userTopic = (userId: string) => `user:${userId}`;

/**
 * What a notification says: which game changed and how far it is. Never what
 * changed: subscribers re-read what their viewer may see.
 */
export interface GameChange {
  readonly gameId: string;
  readonly status: GameRowStatus;
  readonly revision: number;
  readonly moveNumber: number;
}

/** A chat room's topic: `lobby`, or a game's `players` / `spectators` channel. */
export const chatTopic = (room: string) => `chat:${room}`;

/** A game changed, addressed to topics. */
export interface GameChangePayload extends GameChange {
  readonly kind?: 'change';
  readonly topics: readonly string[];
}

/** A chat message was said (its id only: readers fetch what they may see of it). */
export interface ChatPayload {
  readonly kind: 'chat';
  readonly messageId: number;
  readonly topics: readonly string[];
}

/** One NOTIFY payload. */
export type LivePayload = GameChangePayload | ChatPayload;

/**
 * What a hub subscriber receives: a change on one of its topics, or `resync`
 * after the LISTEN connection was re-established (notifications may have been
 * missed meanwhile: re-read everything).
 */
export type LiveNotice =
  | ({ readonly kind: 'change'; readonly topic: string } & GameChange)
  | { readonly kind: 'chat'; readonly topic: string; readonly messageId: number }
  | { readonly kind: 'resync' };
