import { and, asc, eq, sql } from 'drizzle-orm';
import { gameEvents, moveNotes, takeRateLimitHit, users, type Database } from '@wordrise/db';
import type { Queryable } from './db-types';
import { loadGame } from './load';
import { isControlCharacter } from './plain-text';
import { badRequest, conflict, forbidden, GameRefusal, notFound } from './refusal';

/** One player's note on a move, as everyone who opens the replay sees it. */
export interface ReplayNote {
  id: string;
  moveNumber: number;
  authorId: string;
  /**
   * The author's display name today, as the game's seats name them: a rename shows at
   * once, a deleted account reads "deleted player".
   */
  authorName: string;
  /** For the link to the author's profile. */
  authorUsername: string;
  /** Plain text: clients render it as text, never as HTML. */
  text: string;
  createdAt: Date;
  updatedAt: Date;
}

/** The longest note, in characters (code points; the table checks the same). */
export const NOTE_MAX_LENGTH = 500;

/**
 * How many notes a user may write (add or edit) in a rolling window, counted in
 * `rate_limit_hits` so every web process counts together. Deleting is not limited.
 */
export const NOTE_LIMITS = { perUser: { max: 20, windowSeconds: 600 } } as const;

export const NOTE_NOT_OVER = 'Notes can be added once the game is over.';
export const NOTE_NOT_PLAYER = 'Only the players of this game can add notes to it.';
export const NOTE_NOT_AUTHOR = 'Only its author can change this note.';
export const NOTE_EMPTY = 'Write something in the note.';
export const NOTE_TOO_LONG = `A note can be at most ${NOTE_MAX_LENGTH} characters long.`;
export const NOTE_CONTROL = 'A note cannot contain control characters.';
export const NOTE_NO_SUCH_MOVE = 'There is no such move in this game.';
export const NOTE_NOT_FOUND = 'There is no such note.';

/** The note's text as stored (trimmed, CRLF as LF), or the refusal of it. */
export function checkNoteText(raw: string): string {
  const text = raw.replace(/\r\n?/g, '\n').trim();
  if (text.length === 0) throw badRequest(NOTE_EMPTY, 'text');
  if ([...text].length > NOTE_MAX_LENGTH) throw badRequest(NOTE_TOO_LONG, 'text');
  if ([...text].some(isControlCharacter)) throw badRequest(NOTE_CONTROL, 'text');
  return text;
}

// A note as read, with its author's names from their account (today's, not those of the
// time of writing).
const NOTE_COLUMNS = {
  id: moveNotes.id,
  moveNumber: moveNotes.moveNumber,
  authorId: moveNotes.authorId,
  authorName: users.displayName,
  authorUsername: users.username,
  text: moveNotes.text,
  createdAt: moveNotes.createdAt,
  updatedAt: moveNotes.updatedAt,
};

/** Every note of a game, in move order then oldest first, with each author's name. */
export async function readNotes(db: Queryable, gameId: string): Promise<ReplayNote[]> {
  return db
    .select(NOTE_COLUMNS)
    .from(moveNotes)
    .innerJoin(users, eq(users.id, moveNotes.authorId))
    .where(eq(moveNotes.gameId, gameId))
    .orderBy(asc(moveNotes.moveNumber), asc(moveNotes.createdAt), asc(moveNotes.id));
}

async function takeNoteWrite(db: Queryable, userId: string): Promise<void> {
  const notBefore = await takeRateLimitHit(db, [
    { bucket: `note:user:${userId}`, ...NOTE_LIMITS.perUser },
  ]);
  if (notBefore) {
    const minutes = Math.max(1, Math.ceil((notBefore.getTime() - Date.now()) / 60_000));
    throw new GameRefusal({
      kind: 'rate-limited',
      message: `You have written too many notes. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    });
  }
}

// One writer per user at a time, so parallel writes cannot slip past the limit.
const lockWriter = (db: Queryable, userId: string) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext(${`wordrise:note:${userId}`}))`);

/** A player of a finished game notes one of its moves. */
export async function addNote(
  db: Database,
  input: { gameId: string; moveNumber: number; text: string },
  userId: string,
): Promise<ReplayNote> {
  const text = checkNoteText(input.text);
  const { game, seats } = await loadGame(db, input.gameId);
  if (!seats.some((s) => s.userId === userId)) throw forbidden(NOTE_NOT_PLAYER);
  if (game.status !== 'finished') throw conflict(NOTE_NOT_OVER);
  const [event] = await db
    .select({ moveNumber: gameEvents.moveNumber })
    .from(gameEvents)
    .where(and(eq(gameEvents.gameId, input.gameId), eq(gameEvents.moveNumber, input.moveNumber)));
  if (!event) throw notFound(NOTE_NO_SUCH_MOVE, 'moveNumber');
  const id = await db.transaction(async (tx) => {
    await lockWriter(tx, userId);
    await takeNoteWrite(tx, userId);
    const [row] = await tx
      .insert(moveNotes)
      .values({ gameId: input.gameId, moveNumber: input.moveNumber, authorId: userId, text })
      .returning({ id: moveNotes.id });
    return row!.id;
  });
  return noteById(db, id);
}

/** The author rewrites their note. */
export async function editNote(
  db: Database,
  input: { noteId: string; text: string },
  userId: string,
): Promise<ReplayNote> {
  const text = checkNoteText(input.text);
  await db.transaction(async (tx) => {
    await ownNote(tx, input.noteId, userId);
    await lockWriter(tx, userId);
    await takeNoteWrite(tx, userId);
    await tx
      .update(moveNotes)
      .set({ text, updatedAt: sql`now()` })
      .where(eq(moveNotes.id, input.noteId));
  });
  return noteById(db, input.noteId);
}

/** The author removes their note. */
export async function deleteNote(
  db: Database,
  input: { noteId: string },
  userId: string,
): Promise<{ deleted: true }> {
  await db.transaction(async (tx) => {
    await ownNote(tx, input.noteId, userId);
    await tx.delete(moveNotes).where(eq(moveNotes.id, input.noteId));
  });
  return { deleted: true };
}

async function ownNote(db: Queryable, noteId: string, userId: string): Promise<void> {
  const [note] = await db
    .select({ authorId: moveNotes.authorId })
    .from(moveNotes)
    .where(eq(moveNotes.id, noteId))
    .for('update');
  if (!note) throw notFound(NOTE_NOT_FOUND, 'noteId');
  if (note.authorId !== userId) throw forbidden(NOTE_NOT_AUTHOR);
}

async function noteById(db: Queryable, id: string): Promise<ReplayNote> {
  const [note] = await db
    .select(NOTE_COLUMNS)
    .from(moveNotes)
    .innerJoin(users, eq(users.id, moveNotes.authorId))
    .where(eq(moveNotes.id, id));
  if (!note) throw notFound(NOTE_NOT_FOUND, 'noteId');
  return note;
}
