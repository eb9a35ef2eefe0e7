/**
 * Issue 32 item 8: read receipts (the partner's read marker in the rooms list and `chat:read` on the author's
 * socket), the typing indicator relayed only within a room its sender is in, and search in a conversation.
 */
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, ChatReadEvent, ChatTypingEvent, Conversation } from '../../contract/chat';
import { Endpoints } from '../../contract/endpoints';
import { Messages } from '../../contract/messages';
import { SocketEvents } from '../../contract/routes';
import { CHAT_SEARCH_PAGE } from '../../contract/rules';
import { member, openRoom, sendText, type Member } from './chat-support';
import { backends, createTestApp, type TestApp } from './harness';
import { connected, listen, open } from './socket-support';

const nextEvent = <T>(socket: Socket, event: string) => new Promise<T>((resolve) => socket.once(event, resolve));
type TypingAck = { ok: true } | { ok: false; message: string };
const typing = (socket: Socket, payload: unknown) =>
  new Promise<TypingAck>((resolve) => socket.emit(SocketEvents.typing, payload, resolve));

const roomsOf = async (t: TestApp, who: Member): Promise<Conversation[]> =>
  (await t.post(Endpoints.chatRooms.path, {}, { token: who.chat })).json().data;

describe.each(backends)('chat read receipts, typing and search (%s)', (backend) => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    url = await listen(t);
  });
  afterAll(() => t.close());

  it("the partner's reading moves the author's marker and reaches the author's socket, once per move", async () => {
    const [author, reader] = [await member(t), await member(t)];
    const room = await openRoom(t, author, reader);
    expect(room.partnerReadAt).toBeNull();
    await sendText(t, author, room._id, 'first');
    const second = await sendText(t, author, room._id, 'second');
    expect((await roomsOf(t, author))[0]?.partnerReadAt).toBeNull();

    const socket = open(url, author.chat);
    try {
      await connected(socket);
      const read = nextEvent<ChatReadEvent>(socket, SocketEvents.read);
      expect((await t.post(Endpoints.markRoomRead.path, { room: room._id }, { token: reader.chat })).statusCode).toBe(200);
      expect(await read).toEqual({ room: room._id, readAt: second.date });
      expect((await roomsOf(t, author))[0]?.partnerReadAt).toBe(second.date);
      // The reader's view: writing, the author read the room up to their own message.
      expect((await roomsOf(t, reader))[0]?.partnerReadAt).toBe(second.date);

      // Reading again with nothing new tells nobody: the next event is the next move's.
      await t.post(Endpoints.markRoomRead.path, { room: room._id }, { token: reader.chat });
      const third = await sendText(t, author, room._id, 'third');
      const again = nextEvent<ChatReadEvent>(socket, SocketEvents.read);
      await t.post(Endpoints.markRoomRead.path, { room: room._id }, { token: reader.chat });
      expect(await again).toEqual({ room: room._id, readAt: third.date });
    } finally {
      socket.disconnect();
    }
  });

  it('typing reaches the partner only, from a member of the room; a stranger, a bad room and a blocked pair are refused', async () => {
    const [a, b, stranger] = [await member(t), await member(t), await member(t)];
    const room = await openRoom(t, a, b);
    const sockets = [open(url, a.chat), open(url, b.chat), open(url, stranger.chat)] as const;
    try {
      await Promise.all(sockets.map(connected));
      const strangerHeard: ChatTypingEvent[] = [];
      sockets[2].on(SocketEvents.typing, (event: ChatTypingEvent) => strangerHeard.push(event));

      expect(await typing(sockets[2], { room: room._id })).toEqual({ ok: false, message: Messages.chatNotFound });
      expect(await typing(sockets[2], { room: 'not-a-room' })).toEqual({ ok: false, message: Messages.chatNotFound });
      expect(await typing(sockets[2], 'junk')).toMatchObject({ ok: false });

      const heard = nextEvent<ChatTypingEvent>(sockets[0], SocketEvents.typing);
      expect(await typing(sockets[1], { room: room._id })).toEqual({ ok: true });
      // The first the partner hears is the member's: the stranger's tries went nowhere.
      expect(await heard).toEqual({ room: room._id, from: b.chatUserId });
      expect(strangerHeard).toEqual([]);

      // After a block, a new socket of the blocked member may not tell the other anything.
      expect((await t.post(Endpoints.block.path, { user_id: b.id }, { token: a.token })).statusCode).toBe(200);
      const fresh = open(url, b.chat);
      try {
        await connected(fresh);
        expect(await typing(fresh, { room: room._id })).toEqual({ ok: false, message: Messages.chatNotFound });
      } finally {
        fresh.disconnect();
      }
    } finally {
      for (const socket of sockets) socket.disconnect();
    }
  });

  it('search finds the messages holding every word, without case or accents, newest first, paging back', async () => {
    const [a, b, stranger] = [await member(t), await member(t), await member(t)];
    const room = await openRoom(t, a, b);
    const search = (who: Member, body: Record<string, unknown>) => t.post(Endpoints.searchMessages.path, body, { token: who.chat });
    const found = async (who: Member, body: Record<string, unknown>) => {
      const response = await search(who, { room: room._id, ...body });
      expect(response.statusCode).toBe(200);
      return (response.json().data as ChatMessage[]).map((message) => message.content);
    };
    await sendText(t, a, room._id, 'Beach day at Cancún tomorrow?');
    await sendText(t, b, room._id, 'see you tomorrow');
    await sendText(t, b, room._id, 'I took BEACH photos, 100% sunny');

    expect(await found(a, { search: 'beach' })).toEqual(['I took BEACH photos, 100% sunny', 'Beach day at Cancún tomorrow?']);
    expect(await found(b, { search: 'CANCUN' })).toEqual(['Beach day at Cancún tomorrow?']);
    expect(await found(a, { search: 'beach   tomorrow' })).toEqual(['Beach day at Cancún tomorrow?']);
    // A pattern's characters are text: '%' finds the message that has one, '_' none.
    expect(await found(a, { search: '100%' })).toEqual(['I took BEACH photos, 100% sunny']);
    expect(await found(a, { search: '_' })).toEqual([]);

    // Paging back from a result.
    const all = (await search(a, { room: room._id, search: 'o' })).json().data as ChatMessage[];
    expect(all).toHaveLength(3);
    expect(await found(a, { search: 'o', before: all[0]!._id })).toEqual(all.slice(1).map((message) => message.content));

    // Someone else's room, a bad search, a message of another room.
    expect((await search(stranger, { room: room._id, search: 'beach' })).json()).toMatchObject({ message: Messages.chatNotFound });
    expect((await search(stranger, { room: room._id, search: 'beach' })).statusCode).toBe(404);
    const blank = await search(a, { room: room._id, search: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(Messages.searchInvalid);
    expect((await search(a, { room: room._id, search: 'x'.repeat(51) })).statusCode).toBe(400);
    const other = await openRoom(t, a, stranger);
    const elsewhere = await sendText(t, stranger, other._id, 'beach elsewhere');
    expect((await search(a, { room: room._id, search: 'beach', before: elsewhere._id })).statusCode).toBe(404);
  });

  it('a search answers a page at most', async () => {
    const [a, b] = [await member(t), await member(t)];
    const room = await openRoom(t, a, b);
    for (let index = 0; index < CHAT_SEARCH_PAGE + 2; index += 1) await sendText(t, a, room._id, `note ${index}`);
    const page = (await t.post(Endpoints.searchMessages.path, { room: room._id, search: 'note' }, { token: b.chat })).json()
      .data as ChatMessage[];
    expect(page).toHaveLength(CHAT_SEARCH_PAGE);
    expect(page[0]?.content).toBe(`note ${CHAT_SEARCH_PAGE + 1}`);
  });
});
