import type { GameRowStatus } from '@wordrise/db';

/** The one PostgreSQL NOTIFY channel; topics travel inside the payload. */
export const LIVE_CHANNEL = 'wordrise_live';

/** In-process topics a subscriber can follow. */
export const LOBBY_TOPIC = 'lobby';
const GAME_TOPIC_PREFIX = 'game:';
export const gameTopic = (gameId: string) => `${GAME_TOPIC_PREFIX}${gameId}`;
/** A game's own topic: the one whose notices may carry the game itself (`move-snapshot.ts`). */
export const isGameTopic = (topic: string) => topic.startsWith(GAME_TOPIC_PREFIX);
export const userTopic = (userId: string) => `user:${userId}`;
/** The Oracle's analysis of a finished game or an imported record was stored (ids are UUIDs: no clash). */
export const analysisTopic = (id: string) => `analysis:${id}`;
/** A tournament's log grew (a result, a round, an organiser's action). */
export const tournamentTopic = (id: string) => `tournament:${id}`;

/**
 * What a notification says: which game changed and how far it is, and for a player's move in
 * a game that goes on, the game as it left it (`move-snapshot.ts`). Subscribers make what
 * their viewer may see from that, or re-read it.
 */
export interface GameChange {
  readonly gameId: string;
  readonly status: GameRowStatus;
  readonly revision: number;
  readonly moveNumber: number;
  /** The game as the change left it, as text (`decodeMoveSnapshot`); absent: read it. */
  readonly snapshot?: string;
}

/** A chat room's topic: `lobby`, or a game's `players` / `spectators` channel. */
export const chatTopic = (room: string) => `chat:${room}`;

/** The worker stored the analysis of a game or an imported record: re-read it. */
export interface AnalysisChange {
  /** The id of the game or the imported record. */
  readonly analysed: string;
}

/** A tournament's log reached `revision` events: its pages re-read it. */
export interface TournamentChange {
  readonly tournament: string;
  readonly revision: number;
}

/** A chat message was said (its id only: readers fetch what they may see of it). */
export interface ChatChange {
  readonly kind: 'chat';
  readonly messageId: number;
}

/**
 * Session records of the player (the topic's user) were deleted: signed out somewhere, or
 * everywhere. Sent by the database itself (migration 0026's trigger on `sessions`), so no
 * way of revoking a session can forget it. Streams of that player check their session again.
 */
export interface SignedOutChange {
  readonly signedOut: true;
}

/** One NOTIFY payload: a change, addressed to topics. */
export type LivePayload = (
  GameChange | AnalysisChange | TournamentChange | ChatChange | SignedOutChange
) & {
  readonly topics: readonly string[];
};

/**
 * What a hub subscriber receives: a change on one of its topics, or `resync`
 * after the LISTEN connection was re-established (notifications may have been
 * missed meanwhile: re-read everything).
 */
export type LiveNotice =
  | ({ readonly kind: 'change'; readonly topic: string } & GameChange)
  | { readonly kind: 'analysed'; readonly topic: string; readonly id: string }
  | {
      readonly kind: 'tournament';
      readonly topic: string;
      readonly id: string;
      readonly revision: number;
    }
  | { readonly kind: 'chat'; readonly topic: string; readonly messageId: number }
  | { readonly kind: 'signed-out'; readonly topic: string }
  | { readonly kind: 'resync' };
