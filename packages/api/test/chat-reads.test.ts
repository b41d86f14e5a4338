import type { ChatRoom, SaidInRoom } from '@wordrise/games';
import { describe, expect, it } from 'vitest';
import { SharedChatReads } from '../src/live/chat-reads';

const lobby: ChatRoom = { channel: 'lobby' };
const said = (id: number): SaidInRoom => ({
  message: undefined,
  facts: { channel: 'lobby' },
  mutedBy: new Set([`muter-of-${id}`]),
});

describe('shared chat reads', () => {
  it('reads each message once while it is kept, then again once it has been let go', async () => {
    const asked: number[] = [];
    const reads = new SharedChatReads(async (_room, id) => (asked.push(id), said(id)), 2);
    await Promise.all([reads.said(lobby, 1), reads.said(lobby, 1), reads.said(lobby, 2)]);
    expect(asked).toEqual([1, 2]);
    await reads.said(lobby, 3); // lets 1 go, the oldest
    await reads.said(lobby, 2);
    await reads.said(lobby, 1);
    expect(asked).toEqual([1, 2, 3, 1]);
  });

  it('does not keep a failed read: the next reader reads again', async () => {
    let fail = true;
    const reads = new SharedChatReads(async (_room, id) => {
      if (fail) throw new Error('connection lost');
      return said(id);
    });
    await expect(reads.said(lobby, 7)).rejects.toThrow('connection lost');
    fail = false;
    expect((await reads.said(lobby, 7)).mutedBy).toEqual(new Set(['muter-of-7']));
  });

  it('keeps the reads of different rooms apart', async () => {
    const asked: string[] = [];
    const reads = new SharedChatReads(async (room, id) => (asked.push(room.channel), said(id)));
    await reads.said(lobby, 5);
    await reads.said({ channel: 'players', gameId: 'g' }, 5);
    expect(asked).toEqual(['lobby', 'players']);
  });
});
