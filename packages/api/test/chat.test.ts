import { chatReports } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import {
  CHAT_LIMITS,
  CHAT_MAX_LENGTH,
  readSaidInRoom,
  type ChatMessage,
  type ChatRoom,
} from '@wordrise/games';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../src/index';
import { SharedChatReads } from '../src/live/chat-reads';
import type { ChatStreamItem } from '../src/router/chat';
import { callerFor, expectTRPCError, makeUsers, startTwoPlayerGame, type Caller } from './helpers';
import { next } from './support/iterate';

const t = useTestDatabase();
let people: SessionUser[] = [];
let [ann, ben, cat, dan, eve]: Caller[] = [];

beforeAll(async () => {
  people = await makeUsers(t, 'ann', 'ben', 'cat', 'dan', 'eve');
  [ann, ben, cat, dan, eve] = people.map((p) => callerFor(t, p));
});

const players = (gameId: string) => ({ channel: 'players' as const, gameId });
const spectators = (gameId: string) => ({ channel: 'spectators' as const, gameId });
const texts = (messages: ChatMessage[]) => messages.map((m) => m.text);

async function resign(caller: Caller, gameId: string) {
  const view = await caller.game.view({ gameId });
  await caller.game.submit({ gameId, expectedMove: view.moveNumber, action: { type: 'resign' } });
}

/** A live chat stream's iterator. */
async function stream(caller: Caller, room: Parameters<Caller['chat']['live']>[0]['room']) {
  const live = await caller.chat.live({ room });
  return live[Symbol.asyncIterator]() as AsyncIterator<ChatStreamItem>;
}

describe('chat rooms', () => {
  it("delivers a player's message live to the other player, not to a spectator, until the game ends", async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!, { rated: true });
    const benLive = await stream(ben!, players(gameId));
    expect(await next(benLive)).toEqual({ kind: 'messages', messages: [] });

    await ann!.chat.send({ room: players(gameId), text: 'good luck' });
    const item = await next(benLive);
    expect(item).toMatchObject({
      kind: 'message',
      message: { text: 'good luck', authorName: 'Ann' },
    });

    await expectTRPCError(cat!.chat.list({ room: players(gameId) }), 'FORBIDDEN');
    await expectTRPCError(
      cat!.chat.live({ room: players(gameId) }).then((l) => l[Symbol.asyncIterator]().next()),
      'FORBIDDEN',
    );
    await expectTRPCError(cat!.chat.send({ room: players(gameId), text: 'hi' }), 'FORBIDDEN');

    await resign(ann!, gameId);
    expect(texts(await cat!.chat.list({ room: players(gameId) }))).toEqual(['good luck']);
    await benLive.return?.();
  });

  it("hides the spectators' channel from the players of a rated game until it is over", async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!, { rated: true });
    await cat!.chat.send({ room: spectators(gameId), text: 'ann should play ZAX' });
    await expectTRPCError(ann!.chat.list({ room: spectators(gameId) }), 'FORBIDDEN');
    await expectTRPCError(ann!.chat.send({ room: spectators(gameId), text: 'x' }), 'FORBIDDEN');
    expect(await ann!.chat.access({ room: spectators(gameId) })).toMatchObject({
      read: false,
      write: false,
    });
    expect(texts(await dan!.chat.list({ room: spectators(gameId) }))).toEqual([
      'ann should play ZAX',
    ]);

    await resign(ben!, gameId);
    expect(texts(await ann!.chat.list({ room: spectators(gameId) }))).toEqual([
      'ann should play ZAX',
    ]);
  });

  it("lets the players of a casual game read (not write) the spectators' channel", async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!);
    await cat!.chat.send({ room: spectators(gameId), text: 'nice one' });
    expect(texts(await ann!.chat.list({ room: spectators(gameId) }))).toEqual(['nice one']);
    expect(await ann!.chat.access({ room: spectators(gameId) })).toMatchObject({
      read: true,
      write: false,
    });
    await resign(ann!, gameId);
  });

  it('keeps lobby messages as text and refuses empty, long or control-character messages', async () => {
    const lobby = { channel: 'lobby' as const };
    const live = await stream(dan!, lobby);
    await next(live);
    const sent = await ben!.chat.send({ room: lobby, text: '  <b>hello</b>\n<script>x</script> ' });
    expect(sent.text).toBe('<b>hello</b> <script>x</script>');
    expect(await next(live)).toMatchObject({ kind: 'message', message: { text: sent.text } });
    await live.return?.();

    await expectTRPCError(ben!.chat.send({ room: lobby, text: '   ' }), 'BAD_REQUEST');
    await expectTRPCError(
      ben!.chat.send({ room: lobby, text: 'a'.repeat(CHAT_MAX_LENGTH + 1) }),
      'BAD_REQUEST',
      `A message can be at most ${CHAT_MAX_LENGTH} characters long.`,
    );
    await expectTRPCError(ben!.chat.send({ room: lobby, text: 'bell\u0007' }), 'BAD_REQUEST');
  });
});

describe('live readers', () => {
  it('reads a new message once for all its live readers in a process, each still missing whom they muted', async () => {
    const [host, guest, fan, grump, talker] = await makeUsers(
      t,
      'host',
      'guest',
      'fan',
      'grump',
      'talker',
    );
    const readsOf: number[] = [];
    const reads = new SharedChatReads((room: ChatRoom, messageId: number) => {
      readsOf.push(messageId);
      return readSaidInRoom(t.db, room, messageId);
    });
    const [hostC, guestC, fanC, grumpC] = [host, guest, fan, grump].map((u) =>
      callerFor(t, u!, { chatReads: reads }),
    );
    const talkerC = callerFor(t, talker!);
    const gameId = await startTwoPlayerGame(hostC!, guestC!);
    const room = spectators(gameId);
    await grumpC!.chat.mute({ userId: talker!.id });
    // The players of a casual game read the spectators' channel too.
    const readers = await Promise.all([hostC, guestC, fanC, grumpC].map((c) => stream(c!, room)));
    for (const reader of readers) expect(await next(reader)).toMatchObject({ kind: 'messages' });

    const said = await talkerC.chat.send({ room, text: 'what a board' });
    for (const reader of readers.slice(0, 3))
      expect(await next(reader)).toMatchObject({ kind: 'message', message: { text: said.text } });
    const answer = await fanC!.chat.send({ room, text: 'indeed' });
    for (const reader of readers)
      expect(await next(reader)).toMatchObject({ kind: 'message', message: { text: 'indeed' } });
    // One read per message for the four readers; the muter was sent the second message only.
    expect(readsOf).toEqual([said.id, answer.id]);

    for (const reader of readers) await reader.return?.();
    await resign(hostC!, gameId);
  });

  it("ends a spectator's stream once they take a seat in a rated game (its spectators' chat is closed to players)", async () => {
    const [first, second, watcher, talker] = await makeUsers(
      t,
      'first',
      'second',
      'watcher',
      'chatty',
    );
    const [firstC, secondC, watcherC, talkerC] = [first, second, watcher, talker].map((u) =>
      callerFor(t, u!),
    );
    const { gameId } = await firstC!.lobby.create({ seats: 3, rated: true });
    await secondC!.lobby.join({ gameId });
    const room = spectators(gameId);
    const watching = await stream(watcherC!, room);
    expect(await next(watching)).toEqual({ kind: 'messages', messages: [] });
    await talkerC!.chat.send({ room, text: 'who will sit?' });
    expect(await next(watching)).toMatchObject({ message: { text: 'who will sit?' } });

    expect((await watcherC!.lobby.join({ gameId })).started).toBe(true);
    await talkerC!.chat.send({ room, text: 'the watcher sat down' });
    expect(await watching.next()).toEqual({ done: true, value: undefined });
  });
});

describe('chat limits', () => {
  it('refuses a user sending faster than the limit', async () => {
    const [fast] = await makeUsers(t, 'fast');
    const caller = callerFor(t, fast!);
    const room = { channel: 'lobby' as const };
    for (let i = 0; i < CHAT_LIMITS.perUser.max; i++)
      await caller.chat.send({ room, text: `m${i}` });
    await expectTRPCError(
      caller.chat.send({ room, text: 'one more' }),
      'TOO_MANY_REQUESTS',
      /^You are sending messages too quickly\. Try again in \d+ seconds?\.$/,
    );
  });

  it('refuses one address sending faster than the limit, whoever is signed in', async () => {
    const names = Array.from({ length: 10 }, (_, i) => `addr${i}`);
    const users = await makeUsers(t, ...names);
    const callers = users.map((u) => callerFor(t, u, { clientAddress: 'addr-key-1' }));
    const room = { channel: 'lobby' as const };
    let sent = 0;
    for (const caller of callers) {
      for (let i = 0; i < CHAT_LIMITS.perUser.max && sent < CHAT_LIMITS.perAddress.max; i++) {
        await caller.chat.send({ room, text: `hello ${sent}` });
        sent++;
      }
    }
    await expectTRPCError(
      callers.at(-1)!.chat.send({ room, text: 'too many' }),
      'TOO_MANY_REQUESTS',
    );
    // Another address is not held back by this one.
    const [elsewhere] = await makeUsers(t, 'elsewhere');
    await callerFor(t, elsewhere!, { clientAddress: 'addr-key-2' }).chat.send({ room, text: 'hi' });
  });
});

describe('mute and report', () => {
  it("hides a muted user's messages from the viewer who muted them, live and in the list", async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!);
    const room = spectators(gameId);
    await cat!.chat.send({ room, text: 'rude thing' });
    await dan!.chat.mute({ userId: people[2]!.id });
    expect(await dan!.chat.mutes()).toEqual([{ userId: people[2]!.id, username: 'cat' }]);
    expect(texts(await dan!.chat.list({ room }))).toEqual([]);

    const danLive = await stream(dan!, room);
    expect(await next(danLive)).toEqual({ kind: 'messages', messages: [] });
    await cat!.chat.send({ room, text: 'ruder thing' });
    await eve!.chat.send({ room, text: 'polite thing' });
    expect(await next(danLive)).toMatchObject({
      kind: 'message',
      message: { text: 'polite thing' },
    });
    // Others still see cat.
    expect(texts(await eve!.chat.list({ room }))).toEqual([
      'rude thing',
      'ruder thing',
      'polite thing',
    ]);

    await dan!.chat.unmute({ userId: people[2]!.id });
    await cat!.chat.send({ room, text: 'sorry' });
    expect(await next(danLive)).toMatchObject({ kind: 'message', message: { text: 'sorry' } });
    await danLive.return?.();
    await resign(ann!, gameId);
  });

  it('stores a report with its reporter, message, reason and time; once per reporter', async () => {
    const lobby = { channel: 'lobby' as const };
    const message = await eve!.chat.send({ room: lobby, text: 'spam spam' });
    const { reportId } = await dan!.chat.report({ messageId: message.id, reason: ' spam ' });
    const [row] = await t.db.select().from(chatReports).where(eq(chatReports.id, reportId));
    expect(row).toMatchObject({ messageId: message.id, reporterId: people[3]!.id, reason: 'spam' });
    expect(row!.createdAt).toBeInstanceOf(Date);
    await expectTRPCError(
      dan!.chat.report({ messageId: message.id, reason: 'again' }),
      'CONFLICT',
      'You have already reported this message.',
    );
  });

  it('refuses a report of a message the reporter cannot read, as if it did not exist', async () => {
    const gameId = await startTwoPlayerGame(ann!, ben!, { rated: true });
    const secret = await ann!.chat.send({ room: players(gameId), text: 'between us' });
    await expectTRPCError(
      cat!.chat.report({ messageId: secret.id, reason: 'x' }),
      'NOT_FOUND',
      'There is no such message.',
    );
    await resign(ann!, gameId);
  });
});
