import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../contract/chat';
import { ChatMessageKind } from '../../contract/codes';
import { Endpoints } from '../../contract/endpoints';
import type { FanList, ListedFan, MassMessage } from '../../contract/massMessages';
import { Messages } from '../../contract/messages';
import { FAN_LISTS_MAX, MASS_MESSAGES_PER_DAY } from '../../contract/rules';
import { chatMessages, massMessages, subscriptions } from '../../server/db/schema';
import { clientId, listMessages, member, openRoom, uploadImage, type Member } from './chat-support';
import { backends, createTestApp, type TestApp } from './harness';
import { expectBooksBalanced, fund } from './ledger-support';
import { follow } from './posts-support';

describe.each(backends)('mass messages (%s)', (backend) => {
  let t: TestApp;
  const db = () => t.testDatabase.database.db;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await expectBooksBalanced(db());
    await t.close();
  });

  const call = (who: Member, path: string, body: object) => t.post(path, body, { token: who.token });
  const ok = async <T>(who: Member, path: string, body: object): Promise<T> => {
    const response = await call(who, path, body);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: T }).data;
  };
  const sendMass = (who: Member, body: object) =>
    call(who, Endpoints.sendMassMessage.path, { audience: 'followers', content: '', client_id: clientId(), ...body });
  const delivered = async () => expect(await t.app.jobs.settled('deliverMassMessage', 30_000)).toBe(true);
  const history = (who: Member) => ok<MassMessage[]>(who, Endpoints.massMessages.path, { page: 1 });
  const subscribe = (fan: Member, creator: Member) =>
    db()
      .insert(subscriptions)
      .values({
        subscriberId: fan.id,
        creatorId: creator.id,
        packageType: 1,
        price: 10,
        expiryDate: new Date(Date.now() + 86_400_000 * 30),
      });
  /** The fan's copy in their room with the creator. */
  const copyOf = async (fan: Member, creator: Member) => {
    const room = await openRoom(t, fan, creator);
    return (await listMessages(t, fan, { room: room._id })).at(-1);
  };

  it("writes each follower their own copy in their chat, not the creator's non-followers or a blocked one; counts sent and opened", async () => {
    const creator = await member(t, { creator: true });
    const [a, b, blocked, stranger] = [await member(t), await member(t), await member(t), await member(t)];
    for (const fan of [a, b, blocked]) await follow(t, fan.token, creator.id);
    expect((await call(blocked, Endpoints.block.path, { user_id: creator.id })).statusCode).toBe(200);
    expect(await ok(creator, Endpoints.massAudiences.path, {})).toEqual({ subscribers: 0, followers: 2 });

    const sent = await sendMass(creator, { content: 'New set out tonight' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe(Messages.massMessageSent);
    await delivered();

    for (const fan of [a, b]) {
      const copy = await copyOf(fan, creator);
      expect(copy).toMatchObject({ content: 'New set out tonight', messageType: ChatMessageKind.text });
    }
    const roomsOf = async (who: Member) => (await t.post(Endpoints.chatRooms.path, {}, { token: who.chat })).json().data as unknown[];
    expect(await roomsOf(stranger)).toEqual([]);
    expect(await roomsOf(blocked)).toEqual([]);

    const [mine] = await history(creator);
    expect(mine).toMatchObject({ audience: 'followers', status: 'sent', sent: 2, opened: 0, bought: 0, price: null });
    // Opening the chat reads it: one of two opened.
    const room = await openRoom(t, a, creator);
    expect((await t.post(Endpoints.markRoomRead.path, { room: room._id }, { token: a.chat })).statusCode).toBe(200);
    expect((await history(creator))[0]).toMatchObject({ sent: 2, opened: 1 });
  });

  it('a paid message is locked for each recipient until they pay, and each pays alone; the creator sees bought and earned', async () => {
    const creator = await member(t, { creator: true });
    const [a, b] = [await member(t), await member(t)];
    for (const fan of [a, b]) await subscribe(fan, creator);
    const image = await uploadImage(t, creator);
    const sent = await sendMass(creator, { audience: 'subscribers', content: 'Just for you', files: [image.key], price: 25 });
    expect(sent.statusCode, sent.body).toBe(200);
    await delivered();

    const lockedA = (await copyOf(a, creator)) as ChatMessage;
    expect(lockedA).toMatchObject({ messageType: ChatMessageKind.paidMedia, isLock: true, coins: 25 });
    // Locked: only the blurred preview, never the photo.
    expect(lockedA.pictures?.[0]?.lightboxImageUrl).toMatch(/^\/media\/preview\//);
    await fund(db(), a.id, 100);
    const paid = await call(a, Endpoints.unlockMessage.path, { amount: 25, to_user_id: creator.id, message_id: lockedA._id });
    expect(paid.statusCode, paid.body).toBe(200);
    const opened = (await copyOf(a, creator)) as ChatMessage;
    expect(opened.isLock).toBe(false);
    expect(opened.pictures?.[0]?.lightboxImageUrl).toMatch(/^\/media\/chat\/images\//);
    expect((await t.app.inject({ method: 'GET', url: opened.pictures![0]!.lightboxImageUrl })).statusCode).toBe(200);
    // The same file stays locked for the one who did not pay.
    expect(((await copyOf(b, creator)) as ChatMessage).isLock).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/media/${image.key}` })).statusCode).toBe(403);

    expect((await history(creator))[0]).toMatchObject({ sent: 2, bought: 1, earned: 25, price: 25 });
    expect((await history(creator))[0]?.media).toHaveLength(1);
  });

  it('refuses what is wrong and writes nothing: a fan, a paid message without one file, an empty one, another one’s files, an empty audience', async () => {
    const creator = await member(t, { creator: true });
    const fan = await member(t);
    const notCreator = await sendMass(fan, { content: 'hi' });
    expect(notCreator.statusCode).toBe(403);
    expect(notCreator.json().message).toBe(Messages.massMessageCreatorOnly);
    expect((await call(fan, Endpoints.massMessages.path, { page: 1 })).statusCode).toBe(403);

    const nobody = await sendMass(creator, { content: 'hi' });
    expect(nobody.json().message).toBe(Messages.massMessageNoRecipients);
    await follow(t, fan.token, creator.id);
    expect((await sendMass(creator, { content: 'hi', price: 10 })).json().message).toBe(Messages.massMessagePaidNeedsMedia);
    expect((await sendMass(creator, { content: '  ' })).json().message).toBe(Messages.chatMessageEmpty);
    const othersFile = await uploadImage(t, fan);
    const stolen = await sendMass(creator, { content: 'hi', files: [othersFile.key] });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe(Messages.chatFileType);
    for (const body of [{ audience: 'everyone' }, { content: 'x'.repeat(2001) }, { content: 'a\u0000b' }, { price: 0, content: 'x' }])
      expect((await sendMass(creator, body)).statusCode).toBe(400);
    expect((await sendMass(creator, { audience: 'list', list_id: 999_999, content: 'hi' })).json().message).toBe(Messages.fanListNotFound);
    expect(await db().select().from(massMessages).where(eq(massMessages.authorId, creator.id))).toEqual([]);
    // The refused send left the file free for a message of its owner's.
    expect(await history(creator)).toEqual([]);
  });

  it('a retry with the same client id sends once; the day allows MASS_MESSAGES_PER_DAY, even sent all at once', async () => {
    const creator = await member(t, { creator: true });
    const fan = await member(t);
    await follow(t, fan.token, creator.id);
    const id = clientId();
    const [first, again] = await Promise.all([
      sendMass(creator, { content: 'once', client_id: id }),
      sendMass(creator, { content: 'once', client_id: id }),
    ]);
    expect(first.json().data.id).toBe(again.json().data.id);
    const answers = await Promise.all(Array.from({ length: MASS_MESSAGES_PER_DAY + 3 }, (_, i) => sendMass(creator, { content: `m${i}` })));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(MASS_MESSAGES_PER_DAY - 1);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(4);
    expect(refused[0]!.json().message).toBe(Messages.massMessageLimit);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    await delivered();
    const copies = await db().select().from(chatMessages).where(eq(chatMessages.authorId, creator.id));
    expect(copies).toHaveLength(MASS_MESSAGES_PER_DAY);
  });

  it('fan lists: only followers and subscribers join; a message to a list reaches its members who are still fans; lists are their owner’s', async () => {
    const creator = await member(t, { creator: true });
    const other = await member(t, { creator: true });
    const [a, b, c, stranger] = [await member(t), await member(t), await member(t), await member(t)];
    await follow(t, a.token, creator.id);
    await follow(t, b.token, creator.id);
    await subscribe(c, creator);
    const list = await ok<FanList>(creator, Endpoints.createFanList.path, { name: 'VIP' });
    expect(list).toMatchObject({ name: 'VIP', members: 0 });
    expect((await call(creator, Endpoints.createFanList.path, { name: 'vip' })).json().message).toBe(Messages.fanListNameTaken);
    expect((await call(creator, Endpoints.createFanList.path, { name: '   ' })).statusCode).toBe(400);

    const notFan = await call(creator, Endpoints.addToFanList.path, { list_id: list.id, user_ids: [a.id, stranger.id] });
    expect(notFan.statusCode).toBe(403);
    expect(notFan.json().message).toBe(Messages.fanListNotFan);
    expect(await ok(creator, Endpoints.addToFanList.path, { list_id: list.id, user_ids: [a.id, c.id, a.id] })).toMatchObject({
      members: 2,
    });
    // Someone else's list is a 404, as a missing one.
    for (const path of [Endpoints.addToFanList.path, Endpoints.removeFromFanList.path])
      expect((await call(other, path, { list_id: list.id, user_ids: [a.id] })).statusCode).toBe(404);
    expect((await call(other, Endpoints.deleteFanList.path, { list_id: list.id })).statusCode).toBe(404);
    expect((await call(other, Endpoints.fanListFans.path, { list_id: list.id, page: 1 })).statusCode).toBe(404);
    expect((await sendMass(other, { audience: 'list', list_id: list.id, content: 'x' })).statusCode).toBe(404);

    const fans = await ok<ListedFan[]>(creator, Endpoints.fanListFans.path, { list_id: list.id, page: 1 });
    expect(fans.map((fan) => [fan.person.id, fan.in_list])).toEqual(
      expect.arrayContaining([
        [a.id, true],
        [c.id, true],
        [b.id, false],
      ]),
    );
    expect(fans.slice(0, 2).every((fan) => fan.in_list)).toBe(true);
    expect(fans.find((fan) => fan.person.id === c.id)?.subscribed).toBe(true);
    expect(fans.map((fan) => fan.person.id)).not.toContain(stranger.id);

    // a unfollows: a list member who is no longer a fan is not written to.
    expect((await call(a, Endpoints.unfollow.path, { user_id: creator.id })).statusCode).toBe(200);
    expect((await sendMass(creator, { audience: 'list', list_id: list.id, content: 'VIP news' })).statusCode).toBe(200);
    await delivered();
    expect((await copyOf(c, creator))?.content).toBe('VIP news');
    expect((await copyOf(b, creator))?.content).toBeUndefined();
    expect((await copyOf(a, creator))?.content).toBeUndefined();
    expect((await history(creator))[0]).toMatchObject({ audience: 'list', list_name: 'VIP', sent: 1 });

    expect(await ok(creator, Endpoints.removeFromFanList.path, { list_id: list.id, user_ids: [c.id] })).toMatchObject({ members: 1 });
    expect(await ok(creator, Endpoints.deleteFanList.path, { list_id: list.id })).toMatchObject({ id: list.id });
    expect(await ok(creator, Endpoints.fanLists.path, {})).toEqual([]);
    // The message sent to it keeps its list's name.
    expect((await history(creator))[0]).toMatchObject({ list_name: 'VIP', sent: 1 });

    for (let i = 0; i < FAN_LISTS_MAX; i++) await ok(creator, Endpoints.createFanList.path, { name: `L${i}` });
    expect((await call(creator, Endpoints.createFanList.path, { name: 'one more' })).json().message).toBe(Messages.fanListsFull);
  });
});
