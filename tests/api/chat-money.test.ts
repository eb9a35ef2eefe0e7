import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../contract/chat';
import { LedgerKind } from '../../contract/codes';
import { Messages } from '../../contract/messages';
import { Endpoints } from '../../contract/endpoints';
import {
  chatMessages,
  ledgerTransactions,
  mediaPackageBuyers,
  mediaPackages,
  notifications,
  stickers,
  users,
} from '../../server/db/schema';
import { clientId, insertPackage, listMessages, member, openRoom, send, uploadImage, type Member } from './chat-support';
import { backends, createTestApp, type TestApp } from './harness';
import { expectBooksBalanced, fund } from './ledger-support';
import { follow } from './posts-support';

describe.each(backends)('money in chat (%s)', (backend) => {
  let t: TestApp;
  const db = () => t.testDatabase.database.db;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await expectBooksBalanced(db());
    await t.close();
  });

  const balance = async (who: Member) => (await db().select({ b: users.walletBalance }).from(users).where(eq(users.id, who.id)))[0]?.b;
  const unlock = (who: Member, body: object, token = who.token) =>
    t.app.inject({ method: 'POST', url: Endpoints.unlockMessage.path, payload: body, headers: { authorization: `Bearer ${token}` } });

  /** A creator's paid image to a fan, as both see it. */
  async function paidImage(price = 50) {
    const [creator, fan] = [await member(t, { creator: true }), await member(t)];
    const room = await openRoom(t, creator, fan);
    const image = await uploadImage(t, creator);
    const sent = await send(t, creator, { room: room._id, messageType: 'PAID_MEDIA', files: [image.key], price });
    expect(sent.statusCode).toBe(200);
    return { creator, fan, room, message: sent.json().data as ChatMessage };
  }

  describe('paid media', () => {
    it('only a verified creator sends it, with a price and one file', async () => {
      const [fan, other] = [await member(t), await member(t)];
      const room = await openRoom(t, fan, other);
      const image = await uploadImage(t, fan);
      const refused = await send(t, fan, { room: room._id, messageType: 'PAID_MEDIA', files: [image.key], price: 10 });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(Messages.chatPaidMediaCreatorOnly);
      const creator = await member(t, { creator: true });
      const croom = await openRoom(t, creator, fan);
      const file = await uploadImage(t, creator);
      const noPrice = await send(t, creator, { room: croom._id, messageType: 'PAID_MEDIA', files: [file.key] });
      expect(noPrice.json().message).toBe(Messages.chatPriceRequired);
      for (const price of [0, -5, 100_000, 1.5])
        expect((await send(t, creator, { room: croom._id, messageType: 'PAID_MEDIA', files: [file.key], price })).statusCode).toBe(400);
      expect((await send(t, creator, { room: croom._id, messageType: 'PAID_MEDIA', files: [], price: 5 })).statusCode).toBe(400);
    });

    it('the sender sees it open; the receiver only the blurred preview, locked, until paying; then both see it paid', async () => {
      const { creator, fan, room, message } = await paidImage(50);
      expect(message).toMatchObject({ isLock: false, isPaid: false, coins: 50 });
      const full = message.pictures?.[0]?.lightboxImageUrl ?? '';
      const [locked] = await listMessages(t, fan, { room: room._id });
      expect(locked).toMatchObject({ isLock: true, isPaid: false, coins: 50 });
      expect(locked?.pictures?.[0]?.lightboxImageUrl.split('?')[0]).toMatch(/^\/media\/preview\//);
      expect(locked?.pictures?.[0]?.lightboxImageUrl.split('?')[0]).not.toBe(full.split('?')[0]);

      await fund(db(), fan.id, 60);
      const body = { amount: 50, to_user_id: creator.id, message_id: message._id };
      expect((await unlock(fan, { ...body, amount: 40 })).statusCode).toBe(409);
      expect((await unlock(fan, { ...body, amount: 40 })).json().message).toBe(Messages.chatPriceChanged);
      expect((await unlock(fan, { ...body, to_user_id: fan.id })).statusCode).toBe(400);
      expect((await unlock(creator, body)).statusCode).toBe(403);
      expect((await unlock(await member(t), body)).statusCode).toBe(404);
      expect((await unlock(fan, body, fan.chat)).statusCode).toBe(401);
      for (const bad of [
        { ...body, message_id: 'nope' },
        { ...body, amount: 0 },
        { ...body, to_user_id: -1 },
      ])
        expect((await unlock(fan, bad)).statusCode).toBe(400);
      expect(await balance(fan)).toBe(60);

      // A double click: one charge.
      const paid = await Promise.all([unlock(fan, body), unlock(fan, body), unlock(fan, body)]);
      expect(paid.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      expect(paid[0]?.json().data).toMatchObject({ wallet_balance: 10, message: { isLock: false, isPaid: true } });
      expect(await balance(fan)).toBe(10);
      expect(await balance(creator)).toBe(40);
      const moves = await db()
        .select()
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.payerId, fan.id), eq(ledgerTransactions.kind, LedgerKind.chatMedia)));
      expect(moves).toHaveLength(1);
      const [open] = await listMessages(t, fan, { room: room._id });
      expect(open?.pictures?.[0]?.lightboxImageUrl.split('?')[0]).toBe(full.split('?')[0]);
      expect((await listMessages(t, creator, { room: room._id }))[0]).toMatchObject({ isPaid: true, isLock: false });
    });

    it('a short wallet answers the wallet message and unlocks nothing', async () => {
      const { creator, fan, room, message } = await paidImage(30);
      const response = await unlock(fan, { amount: 30, to_user_id: creator.id, message_id: message._id });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(Messages.insufficientBalance);
      expect((await listMessages(t, fan, { room: room._id }))[0]?.isLock).toBe(true);
    });

    it('a locked paid video shows no media at all', async () => {
      const [creator, fan] = [await member(t, { creator: true }), await member(t)];
      const room = await openRoom(t, creator, fan);
      const { readFileSync } = await import('node:fs');
      const { uploadChat } = await import('./chat-support');
      const clip = readFileSync(new URL('../../server/db/demo-media/clip.mp4', import.meta.url));
      const video = (
        await uploadChat(t, creator.chat, [
          ['id', clientId()],
          ['file', { name: 'clip.mp4', bytes: clip }],
        ])
      ).json().data;
      await send(t, creator, { room: room._id, messageType: 'PAID_MEDIA', files: [video.key], price: 5 });
      const [locked] = await listMessages(t, fan, { room: room._id });
      expect(locked).toMatchObject({ isLock: true });
      expect(locked?.media).toBeUndefined();
      expect(locked?.pictures).toBeUndefined();
      expect((await listMessages(t, creator, { room: room._id }))[0]?.media?.media_type).toBe(2);
    });
  });

  describe('packages', () => {
    it("offers a package to followers only, one message each; not one's own or deleted package is 404", async () => {
      const creator = await member(t, { creator: true });
      const [f1, f2, stranger] = [await member(t), await member(t), await member(t)];
      await follow(t, f1.token, creator.id);
      await follow(t, f2.token, creator.id);
      const pack = await insertPackage(t, creator.id, 30, 'Beach set');
      const offer = (who: Member, body: object) =>
        t.post(
          Endpoints.offerPackage.path,
          { package_id: pack.id, package_title: 'ignored', message_type: 'paidPackage', ...body },
          { token: who.chat },
        );

      const notFollower = await offer(creator, { user_list: [f1.id, stranger.id] });
      expect(notFollower.statusCode).toBe(403);
      expect(await db().select().from(chatMessages).where(eq(chatMessages.authorId, creator.id))).toEqual([]);
      expect((await offer(f1, { user_list: [f2.id] })).statusCode).toBe(404);
      expect((await offer(creator, { user_list: [] })).statusCode).toBe(400);
      expect((await offer(creator, { user_list: [f1.id], package_id: 99_999_999 })).json().message).toBe(Messages.packageNotFound);

      const sent = await offer(creator, { user_list: [f1.id, f2.id] });
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toMatchObject({ message: Messages.packageSent, data: { sent: 2 } });
      const room = await openRoom(t, f1, creator);
      const [message] = await listMessages(t, f1, { room: room._id });
      expect(message).toMatchObject({
        messageType: 'paidPackage',
        packageId: pack.id,
        packageTitle: 'Beach set',
        coins: 30,
        isLock: true,
        packageCounts: { images: 2, audio: 0, videos: 1 },
      });

      await db().update(mediaPackages).set({ deletedAt: new Date() }).where(eq(mediaPackages.id, pack.id));
      expect((await offer(creator, { user_list: [f1.id] })).statusCode).toBe(404);
    });

    it('unlocking a package offered twice charges once and records the buyer in the same step', async () => {
      const creator = await member(t, { creator: true });
      const fan = await member(t);
      await follow(t, fan.token, creator.id);
      const pack = await insertPackage(t, creator.id, 25);
      const offer = () =>
        t.post(
          Endpoints.offerPackage.path,
          { package_id: pack.id, package_title: 'x', message_type: 'paidPackage', user_list: [fan.id] },
          { token: creator.chat },
        );
      await offer();
      await offer();
      const room = await openRoom(t, fan, creator);
      const offers = await listMessages(t, fan, { room: room._id });
      expect(offers).toHaveLength(2);
      await fund(db(), fan.id, 100);
      const paid = await Promise.all(offers.map((m) => unlock(fan, { amount: 25, to_user_id: creator.id, message_id: m._id })));
      expect(paid.map((response) => response.statusCode)).toEqual([200, 200]);
      expect(await balance(fan)).toBe(75);
      expect(await db().select().from(mediaPackageBuyers).where(eq(mediaPackageBuyers.packageId, pack.id))).toHaveLength(1);
      expect((await listMessages(t, fan, { room: room._id })).map((m) => m.isLock)).toEqual([false, false]);
    });
  });

  describe('transfers and stickers', () => {
    it("a transfer writes its COIN_TRANSFER message in the pair's room with one recieved_coins notification; a retry writes nothing more", async () => {
      const [a, b] = [await member(t), await member(t)];
      await fund(db(), a.id, 500);
      const transfer = (key: string) =>
        t.app.inject({
          method: 'POST',
          url: Endpoints.transferCoins.path,
          payload: { to_user_id: b.id, amount: 120 },
          headers: { authorization: `Bearer ${a.token}`, 'idempotency-key': key },
        });
      const key = clientId();
      const [first, again] = await Promise.all([transfer(key), transfer(key)]);
      expect(first.statusCode).toBe(200);
      expect(again.statusCode).toBe(200);
      expect(await balance(b)).toBe(120);
      const room = await openRoom(t, b, a);
      const messages = await listMessages(t, b, { room: room._id });
      expect(messages).toEqual([
        expect.objectContaining({ messageType: 'COIN_TRANSFER', coins: 120, author: { _id: a.chatUserId }, type: 'system' }),
      ]);
      const raised = await db().select().from(notifications).where(eq(notifications.userId, b.id));
      expect(raised.map((n) => n.type)).toEqual(['recieved_coins']);
      expect((await t.post(Endpoints.chatRooms.path, {}, { token: b.chat })).json().data[0].lastMessage.messageType).toBe('COIN_TRANSFER');
    });

    it('a transfer across a block or to nobody moves nothing and writes nothing', async () => {
      const [a, b] = [await member(t), await member(t)];
      await fund(db(), a.id, 100);
      await t.post(Endpoints.block.path, { user_id: a.id }, { token: b.token });
      for (const to of [b.id, 99_999_999]) {
        const response = await t.post(Endpoints.transferCoins.path, { to_user_id: to, amount: 10 }, { token: a.token });
        expect(response.statusCode).toBe(404);
      }
      const short = await t.post(Endpoints.transferCoins.path, { to_user_id: (await member(t)).id, amount: 1000 }, { token: a.token });
      expect(short.json().message).toBe(Messages.insufficientBalance);
      expect(await balance(a)).toBe(100);
      expect(await db().select().from(chatMessages).where(eq(chatMessages.authorId, a.id))).toEqual([]);
    });

    it('a sticker writes a STICKER message with its image, price and the short message it carried, for both members', async () => {
      const [a, b] = [await member(t), await member(t)];
      const [sticker] = await db()
        .insert(stickers)
        .values({ name: `heart_${clientId()}`, file: 'heart.svg', price: 15 })
        .returning();
      await fund(db(), a.id, 50);
      const response = await t.post(Endpoints.sendSticker.path, { sticker_id: sticker?.id, to_user_id: b.id }, { token: a.token });
      expect(response.statusCode).toBe(200);
      const noted = await t.post(
        Endpoints.sendSticker.path,
        { sticker_id: sticker?.id, to_user_id: b.id, message: '  For the song  ' },
        { token: a.token },
      );
      expect(noted.statusCode).toBe(200);
      const room = await openRoom(t, a, b);
      for (const reader of [a, b]) {
        const [plain, withNote] = await listMessages(t, reader, { room: room._id });
        expect(plain).toEqual(
          expect.objectContaining({ messageType: 'STICKER', coins: 15, media: { media_url: '/stickers/heart.svg', media_type: 0 } }),
        );
        expect(plain).not.toHaveProperty('note');
        expect(withNote).toEqual(expect.objectContaining({ messageType: 'STICKER', note: 'For the song' }));
      }
    });
  });

  it('keeps the ledger law through concurrent unlocks and transfers', { timeout: 120_000 }, async () => {
    const { creator, fan, message } = await paidImage(20);
    const others = [await member(t), await member(t), await member(t)];
    await fund(db(), fan.id, 1000);
    const transfers = Array.from({ length: 30 }, (_, i) =>
      t.post(Endpoints.transferCoins.path, { to_user_id: others[i % 3]?.id, amount: 7 + i }, { token: fan.token }),
    );
    const unlocks = Array.from({ length: 10 }, () => unlock(fan, { amount: 20, to_user_id: creator.id, message_id: message._id }));
    const answers = await Promise.all([...transfers, ...unlocks]);
    expect(answers.every((response) => response.statusCode === 200)).toBe(true);
    const moved = 30 * 7 + (29 * 30) / 2;
    expect(await balance(fan)).toBe(1000 - moved - 20);
    const rows = await db().execute(
      sql`select count(*)::int as n from chat_messages where author_id = ${fan.id} and kind = 'COIN_TRANSFER'`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(30);
    await expectBooksBalanced(db());
  });
});
