import { useTestDatabase } from '@wordrise/db/testing';
import { NOTE_LIMITS, NOTE_MAX_LENGTH } from '@wordrise/games';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../src/index';
import {
  callerFor,
  expectTRPCError,
  makeUsers,
  startTwoPlayerGame,
  stateOf,
  type Caller,
} from './helpers';

/**
 * `replay.addNote` / `editNote` / `deleteNote`: a player of a finished game notes
 * its moves; everyone sees the notes with `replay.get`; only the author changes them.
 */
const t = useTestDatabase();
let ann: Caller, ben: Caller, cat: Caller, visitor: Caller;
let people: SessionUser[] = [];

beforeAll(async () => {
  people = await makeUsers(t, 'ann', 'ben', 'cat', 'dan', 'eve');
  [ann, ben, cat] = people.slice(0, 3).map((p) => callerFor(t, p)) as [Caller, Caller, Caller];
  visitor = callerFor(t, null);
});

/** A two-player game where the first mover passed, then the next resigned. */
async function finishedGame(a = ann, b = ben): Promise<string> {
  const gameId = await startTwoPlayerGame(a, b);
  await playPass(gameId, a, b);
  const state = await stateOf(t, gameId);
  const mover = state.toMove === 0 ? a : b;
  await mover.game.submit({ gameId, expectedMove: state.moveNumber, action: { type: 'resign' } });
  return gameId;
}

async function playPass(gameId: string, a: Caller, b: Caller): Promise<void> {
  const state = await stateOf(t, gameId);
  const mover = state.toMove === 0 ? a : b;
  await mover.game.submit({ gameId, expectedMove: state.moveNumber, action: { type: 'pass' } });
}

describe('replay notes', () => {
  it('lets a player note a move after the end, shown to everyone with the author’s display name', async () => {
    const gameId = await finishedGame();
    const note = await ann.replay.addNote({
      gameId,
      moveNumber: 0,
      text: '  I should have played.  ',
    });
    expect(note).toMatchObject({
      moveNumber: 0,
      authorName: 'Ann',
      authorUsername: 'ann',
      text: 'I should have played.',
    });
    await ben.replay.addNote({ gameId, moveNumber: 1, text: 'Too early to resign.' });
    const seen = (await visitor.replay.get({ gameId })).notes;
    expect(seen.map((n) => [n.moveNumber, n.authorName, n.text])).toEqual([
      [0, 'Ann', 'I should have played.'],
      [1, 'Ben', 'Too early to resign.'],
    ]);
  });

  it('names the author as the seats do, today: a rename shows at once, a deleted account as “deleted player”', async () => {
    const password = 'fay-password-42';
    const signUp = callerFor(t, null).user.signUp;
    const fayUser = await signUp({ username: 'fay', password, displayName: 'Fay Writer' });
    const gusUser = await signUp({ username: 'gus', password });
    const [fay, gus] = [fayUser, gusUser].map((u) => callerFor(t, u)) as [Caller, Caller];
    const gameId = await finishedGame(fay, gus);
    await fay.replay.addNote({ gameId, moveNumber: 0, text: 'Noted.' });
    const author = async () => {
      const replay = await visitor.replay.get({ gameId });
      const seat = replay.players.find((p) => p.userId === fayUser.id)!;
      const [note] = replay.notes;
      expect(note!.authorName).toBe(seat.name);
      return [note!.authorName, note!.authorUsername];
    };
    expect(await author()).toEqual(['Fay Writer', 'fay']);

    await fay.user.changeDisplayName({ displayName: 'Fay Renamed' });
    expect(await author()).toEqual(['Fay Renamed', 'fay']);

    await fay.user.deleteAccount({ password });
    const [name, username] = await author();
    expect(name).toBe('deleted player');
    expect(username).toMatch(/^deleted-/);
  });

  it('refuses notes before the end, from non-players, from visitors and on missing moves', async () => {
    const gameId = await startTwoPlayerGame(ann, ben);
    await playPass(gameId, ann, ben);
    await expectTRPCError(
      ann.replay.addNote({ gameId, moveNumber: 0, text: 'Too soon' }),
      'CONFLICT',
      'Notes can be added once the game is over.',
    );
    expect((await visitor.replay.get({ gameId })).notes).toEqual([]);
    const over = await finishedGame();
    await expectTRPCError(
      cat.replay.addNote({ gameId: over, moveNumber: 0, text: 'Not mine' }),
      'FORBIDDEN',
      'Only the players of this game can add notes to it.',
    );
    await expectTRPCError(
      visitor.replay.addNote({ gameId: over, moveNumber: 0, text: 'Anyone' }),
      'UNAUTHORIZED',
    );
    await expectTRPCError(
      ann.replay.addNote({ gameId: over, moveNumber: 2, text: 'No such move' }),
      'NOT_FOUND',
      'There is no such move in this game.',
    );
    expect((await visitor.replay.get({ gameId: over })).notes).toEqual([]);
  });

  it('lets only the author edit or delete a note', async () => {
    const gameId = await finishedGame();
    const note = await ann.replay.addNote({ gameId, moveNumber: 0, text: 'First thought' });
    await expectTRPCError(
      ben.replay.editNote({ noteId: note.id, text: 'Hijacked' }),
      'FORBIDDEN',
      'Only its author can change this note.',
    );
    await expectTRPCError(ben.replay.deleteNote({ noteId: note.id }), 'FORBIDDEN');
    await expectTRPCError(cat.replay.deleteNote({ noteId: note.id }), 'FORBIDDEN');
    await expectTRPCError(visitor.replay.deleteNote({ noteId: note.id }), 'UNAUTHORIZED');
    const edited = await ann.replay.editNote({ noteId: note.id, text: 'Second thought' });
    expect(edited).toMatchObject({ id: note.id, text: 'Second thought', authorName: 'Ann' });
    expect((await visitor.replay.get({ gameId })).notes.map((n) => n.text)).toEqual([
      'Second thought',
    ]);
    await expect(ann.replay.deleteNote({ noteId: note.id })).resolves.toEqual({ deleted: true });
    expect((await visitor.replay.get({ gameId })).notes).toEqual([]);
    await expectTRPCError(ann.replay.deleteNote({ noteId: note.id }), 'NOT_FOUND');
  });

  it('limits the length and refuses empty notes and control characters', async () => {
    const gameId = await finishedGame();
    const longest = 'é'.repeat(NOTE_MAX_LENGTH);
    await expect(
      ann.replay.addNote({ gameId, moveNumber: 0, text: longest }),
    ).resolves.toMatchObject({
      text: longest,
    });
    await expectTRPCError(
      ann.replay.addNote({ gameId, moveNumber: 0, text: `${longest}x` }),
      'BAD_REQUEST',
      `A note can be at most ${NOTE_MAX_LENGTH} characters long.`,
    );
    await expectTRPCError(
      ann.replay.addNote({ gameId, moveNumber: 0, text: '   ' }),
      'BAD_REQUEST',
      'Write something in the note.',
    );
    await expectTRPCError(
      ann.replay.addNote({ gameId, moveNumber: 0, text: 'bell\u0007' }),
      'BAD_REQUEST',
      'A note cannot contain control characters.',
    );
    const note = await ann.replay.addNote({ gameId, moveNumber: 0, text: 'two\r\nlines' });
    expect(note.text).toBe('two\nlines');
    await expectTRPCError(
      ann.replay.editNote({ noteId: note.id, text: 'x'.repeat(NOTE_MAX_LENGTH + 1) }),
      'BAD_REQUEST',
    );
  });

  it('stores HTML as the text it is', async () => {
    const gameId = await finishedGame();
    const html = '<script>alert("x")</script><b>bold</b> &amp;';
    await ann.replay.addNote({ gameId, moveNumber: 0, text: html });
    expect((await visitor.replay.get({ gameId })).notes[0]?.text).toBe(html);
  });

  it(`limits note writes to ${NOTE_LIMITS.perUser.max} per user in the window`, async () => {
    const dan = callerFor(t, people[3]!);
    const eve = callerFor(t, people[4]!);
    const gameId = await finishedGame(dan, eve);
    const note = await dan.replay.addNote({ gameId, moveNumber: 0, text: 'write 1' });
    for (let i = 2; i <= NOTE_LIMITS.perUser.max; i++)
      await dan.replay.editNote({ noteId: note.id, text: `write ${i}` });
    await expectTRPCError(
      dan.replay.addNote({ gameId, moveNumber: 1, text: 'one too many' }),
      'TOO_MANY_REQUESTS',
      /too many notes/,
    );
    // Deleting is not a write that is limited; another user has their own count.
    await expect(dan.replay.deleteNote({ noteId: note.id })).resolves.toEqual({ deleted: true });
    await expect(eve.replay.addNote({ gameId, moveNumber: 1, text: 'mine' })).resolves.toBeTruthy();
  });
});
