import { processWide, type Database } from '@wordrise/db';
import { readSaidInRoom, roomKey, type ChatRoom, type SaidInRoom } from '@wordrise/games';

/** How many of the latest messages' reads are kept for readers still coming to them. */
const KEPT_READS = 256;

/**
 * New chat messages as this process's live readers share them: the first reader to come to a
 * message's notice reads it (the message, the room's facts, its author's muters), the others
 * in that room take the same read. So a message costs each process up to four statements, not three
 * per reader: a lobby or a watched game's chat with many readers stays cheap.
 */
export class SharedChatReads {
  readonly #reads = new Map<string, Promise<SaidInRoom>>();

  constructor(
    private readonly read: (room: ChatRoom, messageId: number) => Promise<SaidInRoom>,
    private readonly kept = KEPT_READS,
  ) {}

  /** Message `messageId` of `room`, read once for every reader here. */
  said(room: ChatRoom, messageId: number): Promise<SaidInRoom> {
    const key = `${roomKey(room)}#${messageId}`;
    const found = this.#reads.get(key);
    if (found) return found;
    const reading = this.read(room, messageId);
    this.#reads.set(key, reading);
    // A failed read is not kept: the next reader tries again.
    reading.catch(() => {
      if (this.#reads.get(key) === reading) this.#reads.delete(key);
    });
    // The oldest read goes first (a Map keeps the order of insertion).
    if (this.#reads.size > this.kept) this.#reads.delete(this.#reads.keys().next().value!);
    return reading;
  }
}

const shared = processWide('api.chatReads', () => new WeakMap<Database, SharedChatReads>());

/** This process's shared chat reads through `db`. */
export function sharedChatReadsFor(db: Database): SharedChatReads {
  let found = shared.get(db);
  if (!found) {
    found = new SharedChatReads((room, messageId) => readSaidInRoom(db, room, messageId));
    shared.set(db, found);
  }
  return found;
}
