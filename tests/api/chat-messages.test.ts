import type { PGlite } from '@electric-sql/pglite';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, Conversation } from '../../contract/chat';
import { Messages } from '../../contract/messages';
import { CHAT_HISTORY_LIMIT } from '../../contract/rules';
import { Endpoints } from '../../contract/endpoints';
import { chatFiles, chatMessages, chatRooms, mediaFiles, notifications } from '../../server/db/schema';
import { createTokens } from '../../server/lib/tokens';
import { clientId, jpeg, listMessages, member, openRoom, send, sendText, uploadChat, uploadImage, type Member } from './chat-support';
import { appStatements, backends, createTestApp, type TestApp } from './harness';

describe.each(backends)('chat rooms and messages (%s)', (backend) => {
  let t: TestApp;
  const db = () => t.testDatabase.database.db;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const block = async (who: Member, whom: Member) =>
    expect((await t.post(Endpoints.block.path, { user_id: whom.id }, { token: who.token })).statusCode).toBe(200);
  const roomsOf = async (who: Member) =>
    (await t.post(Endpoints.chatRooms.path, undefined, { token: who.chat })).json().data as Conversation[];
  /** Statements sent to the database while `work` runs (on PGlite a transaction counts as one). */
  const statementsDuring = async (work: () => Promise<unknown>) => {
    // An earlier test's chat image may still be getting its widths (a job on this database): not this request's statements.
    expect(await t.app.jobs.settled('imageVariants', 30_000)).toBe(true);
    const client = (db() as unknown as { $client: unknown }).$client;
    const spies =
      client instanceof pg.Pool
        ? [vi.spyOn(pg.Client.prototype, 'query')]
        : (['query', 'exec', 'transaction'] as const).map((name) => vi.spyOn(client as PGlite, name));
    try {
      await work();
      return spies.reduce((calls, spy) => calls + appStatements(spy.mock.calls), 0);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  };
  const chatNotifications = async (who: Member) =>
    db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, who.id), eq(notifications.type, 'chat')));

  describe('rooms/conversation', () => {
    it('opens one room per pair whichever side opens it, even at once, with both members', async () => {
      const [a, b] = [await member(t), await member(t)];
      const opened = await Promise.all([openRoom(t, a, b), openRoom(t, b, a), openRoom(t, a, b), openRoom(t, b, a)]);
      expect(new Set(opened.map((room) => room._id)).size).toBe(1);
      const [room] = opened;
      expect(room).toMatchObject({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), lastMessage: null, unread: 0 });
      expect(room?.members.map((m) => m._id)).toEqual([a.chatUserId, b.chatUserId]);
      expect(room?.members[1]).toMatchObject({ user_id: b.id, firstName: 'Ada', lastName: 'Lovelace' });
      const rows = await db()
        .select()
        .from(chatRooms)
        .where(eq(chatRooms.id, room?._id ?? ''));
      expect(rows).toHaveLength(1);
    });

    it('never with yourself, an unknown user, or across a block either way; bad ids are 400', async () => {
      const [a, b, c] = [await member(t), await member(t), await member(t)];
      const self = await t.post(Endpoints.conversation.path, { user_id: a.id }, { token: a.chat });
      expect(self.statusCode).toBe(400);
      expect(self.json().message).toBe(Messages.chatWithYourself);
      expect((await t.post(Endpoints.conversation.path, { user_id: 99_999_999 }, { token: a.chat })).statusCode).toBe(404);
      await block(b, a);
      expect((await t.post(Endpoints.conversation.path, { user_id: b.id }, { token: a.chat })).statusCode).toBe(404);
      await block(a, c);
      expect((await t.post(Endpoints.conversation.path, { user_id: a.id }, { token: c.chat })).statusCode).toBe(404);
      for (const user_id of [0, -1, 2 ** 40, 'x', 1.5, null]) {
        const response = await t.post(Endpoints.conversation.path, { user_id }, { token: a.chat });
        expect(response.statusCode, JSON.stringify(user_id)).toBe(400);
      }
      expect(
        await db()
          .select()
          .from(chatRooms)
          .where(sql`${a.id} in (${chatRooms.userLow}, ${chatRooms.userHigh})`),
      ).toEqual([]);
    });

    it('refuses a missing token, an admin token and a chat token signed with another secret with 401', async () => {
      const [a, b] = [await member(t), await member(t)];
      const forged = createTokens('another-secret-'.padEnd(48, 'y')).signChat(a.chatUserId, a.id, 0);
      for (const token of [undefined, a.token, forged]) {
        for (const [url, body] of [
          [Endpoints.conversation.path, { user_id: b.id }],
          [Endpoints.chatRooms.path, {}],
          [Endpoints.chatUnread.path, {}],
          [Endpoints.messages.path, { room: 'a'.repeat(24) }],
          [Endpoints.sendMessage.path, { room: 'a'.repeat(24), messageType: 'text', content: 'x', client_id: clientId() }],
          [Endpoints.offerPackage.path, { package_id: 1, user_list: [b.id], package_title: 'x', message_type: 'paidPackage' }],
        ] as const) {
          const response = await t.post(url, body, { token });
          expect(response.statusCode, `${url} ${token?.slice(0, 8)}`).toBe(401);
        }
      }
    });
  });

  describe('sending and reading', () => {
    it('stores a text, answers it to its sender with their client id, lists it oldest first, and a retry answers the first', async () => {
      const [a, b] = [await member(t), await member(t)];
      const room = await openRoom(t, a, b);
      const first = await sendText(t, a, room._id, 'hello');
      const id = clientId();
      const sent = await send(t, b, { room: room._id, content: 'hi back', client_id: id });
      expect(sent.statusCode).toBe(200);
      const message = sent.json().data as ChatMessage;
      expect(message).toMatchObject({
        room: room._id,
        author: { _id: b.chatUserId },
        messageType: 'text',
        content: 'hi back',
        client_id: id,
      });
      const retried = await Promise.all([
        send(t, b, { room: room._id, content: 'hi back', client_id: id }),
        send(t, b, { room: room._id, content: 'hi back', client_id: id }),
      ]);
      expect(retried.map((response) => response.json().data._id)).toEqual([message._id, message._id]);
      expect(await db().select().from(chatMessages).where(eq(chatMessages.roomId, room._id))).toHaveLength(2);

      const listed = await listMessages(t, a, { room: room._id });
      expect(listed.map((m) => m.content)).toEqual(['hello', 'hi back']);
      // The client id is its sender's own business.
      expect(listed[1]?.client_id).toBeUndefined();
      expect(listed[0]?._id).toBe(first._id);
    });

    it('refuses empty, too long, control characters, bad ids and unknown kinds with 400, storing nothing', async () => {
      const [a, b] = [await member(t), await member(t)];
      const room = await openRoom(t, a, b);
      const cases: [Record<string, unknown>, string | undefined][] = [
        [{ content: '   ' }, Messages.chatMessageEmpty],
        [{ content: 'x'.repeat(2001) }, Messages.chatMessageTooLong],
        [{ content: 'bell\u0007' }, undefined],
        [{ content: 'x', room: 'not-a-room' }, Messages.chatNotFound],
        [{ content: 'x', room: 'A'.repeat(24) }, Messages.chatNotFound],
        [{ content: 'x', messageType: 'paidPackage' }, undefined],
        [{ content: 'x', client_id: 'short' }, undefined],
        [{ content: 'x', files: Array.from({ length: 11 }, () => 'chat/images/a.jpg') }, undefined],
      ];
      for (const [body, message] of cases) {
        const response = await send(t, a, { room: room._id, ...body });
        expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
        if (message) expect(response.json().message).toBe(message);
      }
      expect(await db().select().from(chatMessages).where(eq(chatMessages.roomId, room._id))).toEqual([]);
    });

    it('only members read, send to or mark read a room: anyone else gets 404 and nothing changes', async () => {
      const [a, b, stranger] = [await member(t), await member(t), await member(t)];
      const room = await openRoom(t, a, b);
      await sendText(t, a, room._id, 'private');
      const list = await t.post(Endpoints.messages.path, { room: room._id }, { token: stranger.chat });
      expect(list.statusCode).toBe(404);
      expect(list.json().message).toBe(Messages.chatNotFound);
      expect((await send(t, stranger, { room: room._id, content: 'let me in' })).statusCode).toBe(404);
      expect((await t.post(Endpoints.markRoomRead.path, { room: room._id }, { token: stranger.chat })).statusCode).toBe(404);
      expect(await db().select().from(chatMessages).where(eq(chatMessages.roomId, room._id))).toHaveLength(1);
      // A block closes the room both ways.
      await block(b, a);
      expect((await send(t, a, { room: room._id, content: 'still there?' })).statusCode).toBe(404);
      expect((await t.post(Endpoints.messages.path, { room: room._id }, { token: b.chat })).statusCode).toBe(404);
      expect(await roomsOf(a)).toEqual([]);
    });

    it('pages: at most 200, `before` pages back, `after` reads what a reconnecting client missed', async () => {
      const [a, b] = [await member(t), await member(t)];
      const room = await openRoom(t, a, b);
      const sent: ChatMessage[] = [];
      for (let i = 0; i < 7; i++) sent.push(await sendText(t, i % 2 ? b : a, room._id, `m${i}`));
      const contents = (messages: ChatMessage[]) => messages.map((m) => m.content);
      expect(contents(await listMessages(t, a, { room: room._id, limit: 3 }))).toEqual(['m4', 'm5', 'm6']);
      expect(contents(await listMessages(t, a, { room: room._id, limit: 3, before: sent[4]?._id }))).toEqual(['m1', 'm2', 'm3']);
      expect(contents(await listMessages(t, a, { room: room._id, limit: 3, skip: 3 }))).toEqual(['m1', 'm2', 'm3']);
      expect(contents(await listMessages(t, a, { room: room._id, after: sent[4]?._id }))).toEqual(['m5', 'm6']);
      expect(contents(await listMessages(t, a, { room: room._id, after: sent[6]?._id }))).toEqual([]);
      for (const body of [{ limit: CHAT_HISTORY_LIMIT + 1 }, { limit: 0 }, { skip: -1 }, { before: 'zz' }]) {
        expect(
          (await t.post(Endpoints.messages.path, { room: room._id, ...body }, { token: a.chat })).statusCode,
          JSON.stringify(body),
        ).toBe(400);
      }
      // A message of another room is no anchor here.
      const other = await openRoom(t, a, await member(t));
      const elsewhere = await sendText(t, a, other._id, 'elsewhere');
      const anchored = await t.post(Endpoints.messages.path, { room: room._id, after: elsewhere._id }, { token: a.chat });
      expect(anchored.statusCode).toBe(404);
      expect(anchored.json().message).toBe(Messages.chatMessageNotFound);
    });

    it('lists rooms latest message first with unread counts; reading clears them; one chat notification per unread burst', async () => {
      const [a, b, c] = [await member(t), await member(t), await member(t)];
      const ab = await openRoom(t, a, b);
      const ac = await openRoom(t, a, c);
      await sendText(t, b, ab._id, 'one');
      await sendText(t, b, ab._id, 'two');
      await sendText(t, c, ac._id, 'three');
      const rooms = await roomsOf(a);
      expect(rooms.map((room) => room._id)).toEqual([ac._id, ab._id]);
      expect(rooms[0]?.lastMessage).toMatchObject({ content: 'three', messageType: 'text', author: { _id: c.chatUserId } });
      expect(rooms.map((room) => room.unread)).toEqual([1, 2]);
      expect((await t.post(Endpoints.chatUnread.path, {}, { token: a.chat })).json().data.unread).toBe(3);
      // Two messages from b, one notification from b; never one for b's own.
      expect((await chatNotifications(a)).map((n) => n.actorId).sort()).toEqual([b.id, c.id].sort());
      expect(await chatNotifications(b)).toEqual([]);

      const read = await t.post(Endpoints.markRoomRead.path, { room: ab._id }, { token: a.chat });
      expect(read.json().data.unread).toBe(1);
      await sendText(t, b, ab._id, 'after reading');
      expect((await chatNotifications(a)).filter((n) => n.actorId === b.id)).toHaveLength(1);
      expect((await roomsOf(a)).find((room) => room._id === ab._id)?.unread).toBe(1);
      expect((await t.post(Endpoints.markRoomRead.path, { room: 'x' }, { token: a.chat })).statusCode).toBe(400);
    });

    it('a text message costs two round trips, its notification and both pushes included: the session, then one statement', async () => {
      const [a, b] = [await member(t), await member(t)];
      const room = await openRoom(t, a, b);
      // b's first message opens a's burst (and prepares the statement on this connection or session).
      await sendText(t, b, room._id, 'warm');
      expect(await statementsDuring(() => sendText(t, a, room._id, 'starts b burst'))).toBe(2);
      expect(await statementsDuring(() => sendText(t, a, room._id, 'within it'))).toBe(2);
      expect((await chatNotifications(b)).map((n) => n.actorId)).toEqual([a.id]);
    });
  });

  describe('files', () => {
    it('stores an image with a thumbnail and a preview, all private: no URL opens them without a signature', async () => {
      const a = await member(t);
      const upload = await uploadImage(t, a);
      expect(upload).toMatchObject({
        key: expect.stringMatching(/^chat\/images\/.+\.jpg$/),
        media_type: 0,
        url: expect.stringContaining('sig='),
        thumbnail_url: expect.stringContaining('sig='),
      });
      const [file] = await db().select().from(chatFiles).where(eq(chatFiles.key, upload.key));
      expect(file).toMatchObject({ ownerId: a.id, mediaType: 0, messageSeq: null });
      for (const key of [upload.key, file?.thumbKey, file?.previewKey]) {
        expect((await t.app.inject({ method: 'GET', url: `/media/${key}` })).statusCode, key ?? '').toBe(403);
      }
      expect((await t.app.inject({ method: 'GET', url: upload.url })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: upload.thumbnail_url })).statusCode).toBe(200);
    });

    it('refuses other types, a name that lies, files too big, a missing id or file, and a missing token', async () => {
      const a = await member(t);
      const big = Buffer.concat([await jpeg(), Buffer.alloc(10_240 * 1024)]);
      const cases: [[string, string | { name: string; bytes: Uint8Array }][], number, string | undefined][] = [
        [
          [
            ['id', clientId()],
            ['file', { name: 'note.txt', bytes: Buffer.from('hello there') }],
          ],
          400,
          Messages.chatFileType,
        ],
        [
          [
            ['id', clientId()],
            ['file', { name: 'photo.png', bytes: await jpeg() }],
          ],
          400,
          Messages.chatFileType,
        ],
        [
          [
            ['id', clientId()],
            ['file', { name: 'photo.jpg', bytes: big }],
          ],
          400,
          Messages.chatImageTooBig,
        ],
        [[['file', { name: 'photo.jpg', bytes: await jpeg() }]], 400, Messages.badRequest],
        [
          [
            ['id', 'bad id!'],
            ['file', { name: 'photo.jpg', bytes: await jpeg() }],
          ],
          400,
          Messages.badRequest,
        ],
        [[['id', clientId()]], 400, Messages.fileRequired],
      ];
      for (const [parts, status, message] of cases) {
        const response = await uploadChat(t, a.chat, parts);
        expect(response.statusCode, JSON.stringify(parts[0])).toBe(status);
        if (message) expect(response.json().message).toBe(message);
      }
      expect(
        (
          await uploadChat(t, undefined, [
            ['id', clientId()],
            ['file', { name: 'photo.jpg', bytes: await jpeg() }],
          ])
        ).statusCode,
      ).toBe(401);
      expect(await db().select().from(chatFiles).where(eq(chatFiles.ownerId, a.id))).toEqual([]);
      expect(await db().select().from(mediaFiles).where(eq(mediaFiles.ownerId, a.id))).toEqual([]);
    });

    it('a video is stored as it came; an image message carries signed pictures; files are used once and only by their uploader', async () => {
      const [a, b] = [await member(t), await member(t)];
      const room = await openRoom(t, a, b);
      const { readFileSync } = await import('node:fs');
      const clip = readFileSync(new URL('../../server/db/demo-media/clip.mp4', import.meta.url));
      const video = (
        await uploadChat(t, a.chat, [
          ['id', clientId()],
          ['file', { name: 'clip.mp4', bytes: clip }],
        ])
      ).json().data;
      expect(video).toMatchObject({ media_type: 2, key: expect.stringMatching(/^chat\/videos\//), thumbnail_url: '' });
      const image = await uploadImage(t, a);

      expect((await send(t, b, { room: room._id, files: [image.key] })).statusCode).toBe(400);
      expect((await send(t, a, { room: room._id, messageType: 'CHAT_VIDEO_FILE', files: [image.key] })).statusCode).toBe(400);
      expect((await send(t, a, { room: room._id, files: [video.key] })).statusCode).toBe(400);

      const withImage = (await send(t, a, { room: room._id, files: [image.key] })).json().data as ChatMessage;
      expect(withImage.pictures).toEqual([
        { lightboxImageUrl: expect.stringContaining('sig='), littleThumbnailUrl: expect.stringContaining('sig=') },
      ]);
      const reused = await send(t, a, { room: room._id, files: [image.key] });
      expect(reused.statusCode).toBe(400);
      expect(reused.json().message).toBe(Messages.chatFileType);

      const withVideo = (await send(t, a, { room: room._id, messageType: 'CHAT_VIDEO_FILE', files: [video.key] })).json()
        .data as ChatMessage;
      expect(withVideo.media).toEqual({ media_url: expect.stringContaining('sig='), media_type: 2 });
      const [seen] = (await listMessages(t, b, { room: room._id })).filter((m) => m.messageType === 'CHAT_VIDEO_FILE');
      expect((await t.app.inject({ method: 'GET', url: seen?.media?.media_url ?? '' })).statusCode).toBe(200);
    });
  });
});
