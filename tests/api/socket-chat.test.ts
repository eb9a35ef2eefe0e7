import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../contract/chat';
import { Endpoints } from '../../contract/endpoints';
import { listMessages, member, openRoom, send, sendText, uploadImage } from './chat-support';
import { backends, createTestApp, redisUrl, type TestApp } from './harness';
import { fund } from './ledger-support';
import { stickers } from '../../server/db/schema';
import { postMessageAlone } from '../../server/modules/chat/repository';
import { connected, listen, open } from './socket-support';

const next = (socket: Socket, match: (message: ChatMessage) => boolean = () => true) =>
  new Promise<ChatMessage>((resolve) => {
    const on = (message: ChatMessage) => {
      if (!match(message)) return;
      socket.off('message', on);
      resolve(message);
    };
    socket.on('message', on);
  });

describe.each(backends)('chat messages on the socket (%s)', (backend) => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    url = await listen(t);
  });
  afterAll(() => t.close());

  it('a stored message reaches both members, each with their own reading; an unlock is pushed again to both', async () => {
    const [creator, fan, stranger] = [await member(t, { creator: true }), await member(t), await member(t)];
    const room = await openRoom(t, creator, fan);
    const sockets = [open(url, creator.chat), open(url, fan.chat), open(url, stranger.chat)] as const;
    try {
      await Promise.all(sockets.map(connected));
      const strangerGot: ChatMessage[] = [];
      sockets[2].on('message', (message: ChatMessage) => strangerGot.push(message));

      const [toCreator, toFan] = [next(sockets[0]), next(sockets[1])];
      const text = await sendText(t, fan, room._id, 'hello there');
      expect(await toCreator).toMatchObject({ _id: text._id, content: 'hello there', author: { _id: fan.chatUserId } });
      expect((await toFan).client_id).toBe(text.client_id);

      const image = await uploadImage(t, creator);
      const [paidToCreator, paidToFan] = [next(sockets[0]), next(sockets[1])];
      const paid = (await send(t, creator, { room: room._id, messageType: 'PAID_MEDIA', files: [image.key], price: 10 })).json()
        .data as ChatMessage;
      expect(await paidToCreator).toMatchObject({ _id: paid._id, isLock: false });
      expect(await paidToFan).toMatchObject({ _id: paid._id, isLock: true });

      await fund(t.testDatabase.database.db, fan.id, 10);
      const [openedCreator, openedFan] = [next(sockets[0], (m) => m._id === paid._id), next(sockets[1], (m) => m._id === paid._id)];
      const wallet = new Promise((resolve) => sockets[1].once('wallet', resolve));
      const response = await t.app.inject({
        method: 'POST',
        url: Endpoints.unlockMessage.path,
        payload: { amount: 10, to_user_id: creator.id, message_id: paid._id },
        headers: { authorization: `Bearer ${fan.token}` },
      });
      expect(response.statusCode).toBe(200);
      expect(await openedFan).toMatchObject({ isLock: false, isPaid: true });
      expect(await openedCreator).toMatchObject({ isLock: false, isPaid: true });
      expect(await wallet).toEqual({ wallet_balance: 0, bonus_balance: 0 });

      // A sticker's short message reaches both members live with the sticker.
      const [sticker] = await t.testDatabase.database.db.insert(stickers).values({ name: 'rose', file: 'rose.svg', price: 5 }).returning();
      await fund(t.testDatabase.database.db, fan.id, 5);
      const [stickerToCreator, stickerToFan] = [
        next(sockets[0], (m) => m.messageType === 'STICKER'),
        next(sockets[1], (m) => m.messageType === 'STICKER'),
      ];
      const sent = await t.app.inject({
        method: 'POST',
        url: Endpoints.sendSticker.path,
        payload: { sticker_id: sticker?.id, to_user_id: creator.id, message: 'Encore!' },
        headers: { authorization: `Bearer ${fan.token}` },
      });
      expect(sent.statusCode).toBe(200);
      expect(await stickerToCreator).toMatchObject({ note: 'Encore!', coins: 5 });
      expect(await stickerToFan).toMatchObject({ note: 'Encore!', coins: 5 });
      expect(strangerGot).toEqual([]);
    } finally {
      for (const socket of sockets) socket.disconnect();
    }
  });

  it('a retry of a message already stored pushes it again to both members: the first attempt may have ended before its push', async () => {
    const [a, b] = [await member(t), await member(t)];
    const room = await openRoom(t, a, b);
    const sockets = [open(url, a.chat), open(url, b.chat)] as const;
    try {
      await Promise.all(sockets.map(connected));
      // What a replica killed right after its commit leaves: the message stored, nobody told.
      const stored = await postMessageAlone(
        t.testDatabase.database.db,
        {
          roomId: room._id,
          authorId: a.id,
          kind: 'text',
          content: 'stored, never pushed',
          coins: null,
          packageId: null,
          stickerId: null,
          clientId: 'retried-after-a-crash',
        },
        { member: true },
      );
      if (stored === 'not_member') throw new Error('not a member');
      const [toA, toB] = [next(sockets[0]), next(sockets[1])];
      const retried = await send(t, a, { room: room._id, content: 'stored, never pushed', client_id: 'retried-after-a-crash' });
      expect(retried.json().data).toMatchObject({ _id: stored.row.id, client_id: 'retried-after-a-crash' });
      expect(await toA).toMatchObject({ _id: stored.row.id, content: 'stored, never pushed' });
      expect(await toB).toMatchObject({ _id: stored.row.id, content: 'stored, never pushed' });
      expect(await listMessages(t, b, { room: room._id })).toHaveLength(1);
    } finally {
      for (const socket of sockets) socket.disconnect();
    }
  });

  it('a client that reconnects reads what it missed with `after`', async () => {
    const [a, b] = [await member(t), await member(t)];
    const room = await openRoom(t, a, b);
    const socket = open(url, b.chat);
    await connected(socket);
    const got = next(socket);
    const seen = await sendText(t, a, room._id, 'before the drop');
    expect((await got)._id).toBe(seen._id);
    socket.disconnect();
    await sendText(t, a, room._id, 'missed one');
    await sendText(t, a, room._id, 'missed two');
    const again = open(url, b.chat);
    try {
      await connected(again);
      const missed = await listMessages(t, b, { room: room._id, after: seen._id });
      expect(missed.map((m) => m.content)).toEqual(['missed one', 'missed two']);
    } finally {
      again.disconnect();
    }
  });
});

describe.runIf(redisUrl)('chat messages across server processes through Redis', () => {
  it('a message sent through instance A arrives on a socket connected to instance B', async () => {
    const a = await createTestApp('pglite', { useRedis: true });
    const b = await createTestApp('pglite', { useRedis: true, database: a.testDatabase });
    const [sender, receiver] = [await member(a), await member(a)];
    await listen(a);
    const socket = open(await listen(b), receiver.chat);
    try {
      await connected(socket);
      const room = await openRoom(a, sender, receiver);
      const received = next(socket);
      const sent = await sendText(a, sender, room._id, 'across processes');
      expect(await received).toMatchObject({ _id: sent._id, content: 'across processes' });
    } finally {
      socket.disconnect();
      await b.close();
      await a.close();
    }
  });
});
