import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReviewDecision, ReviewSubject } from '../../contract/codes';
import type { ChatMessage } from '../../contract/chat';
import { SocketEvents } from '../../contract/routes';
import { Messages } from '../../contract/messages';
import { SuspendedPeopleResponse } from '../../contract/reports';
import { Endpoints, fillPath } from '../../contract/endpoints';
import { ledgerEntries, reviewDecisions, userReports, users } from '../../server/db/schema';
import { member, openRoom, send } from './chat-support';
import { backends, createTestApp, uploadFile, verifiedUser, type TestApp } from './harness';
import { expectBooksBalanced, fund } from './ledger-support';
import { goLive } from './live-support';
import { follow, idsOf, textPost } from './posts-support';
import { adminUser, type Login } from './review-support';
import { connected, listen, open } from './socket-support';

describe.each(backends)('admin suspension of a person (%s)', (backend) => {
  let t: TestApp;
  let admin: Login;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await adminUser(t);
    url = await listen(t);
  });
  afterAll(async () => {
    await expectBooksBalanced(t.testDatabase.database.db);
    await t.close();
  });
  const db = () => t.testDatabase.database.db;
  const get = (path: string, token: string) => t.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}` } });
  const suspend = (userId: number, token = admin.token) => t.post(Endpoints.suspendPerson.path, { user_id: userId }, { token });
  const unsuspend = (userId: number, token = admin.token) => t.post(Endpoints.unsuspendPerson.path, { user_id: userId }, { token });
  const suspendedList = async () => {
    const response = await t.post(Endpoints.suspendedPeople.path, { page: 1 }, { token: admin.token });
    expect(response.statusCode).toBe(200);
    expect(Value.Check(SuspendedPeopleResponse, response.json())).toBe(true);
    return (response.json() as SuspendedPeopleResponse).data.map((item) => item.user.id);
  };
  const story = async (who: { token: string }) => {
    const bytes = await sharp({ create: { width: 90, height: 160, channels: 3, background: '#8e44ad' } })
      .jpeg()
      .toBuffer();
    const upload = await uploadFile(t, who.token, [
      ['path', 'story/images/'],
      ['file', { name: 'story.jpg', bytes }],
    ]);
    expect((await t.post(Endpoints.postStory.path, { story_image: upload.json().data.key }, { token: who.token })).statusCode).toBe(200);
  };

  it('only an admin suspends, unsuspends or lists the suspended (401 without a token, 403 for anyone else)', async () => {
    const person = await verifiedUser(t);
    for (const [path, body] of [
      [Endpoints.suspendPerson.path, { user_id: person.id }],
      [Endpoints.unsuspendPerson.path, { user_id: person.id }],
      [Endpoints.suspendedPeople.path, { page: 1 }],
    ] as const) {
      expect((await t.post(path, body)).statusCode).toBe(401);
      const refused = await t.post(path, body, { token: person.token });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ success: 0, message: Messages.forbidden });
    }
    // Their own session still works: nothing was done.
    expect((await t.post(Endpoints.homeFeed.path, { page: 1 }, { token: person.token })).statusCode).toBe(200);
  });

  it('bad ids are a 400, an unknown person a 404, an admin cannot be suspended, twice is a 409; nothing changes', async () => {
    for (const body of [{}, { user_id: 0 }, { user_id: '1' }, { user_id: true }, { user_id: -3 }, { user_id: 1.5 }]) {
      expect((await t.post(Endpoints.suspendPerson.path, body, { token: admin.token })).statusCode).toBe(400);
      expect((await t.post(Endpoints.unsuspendPerson.path, body, { token: admin.token })).statusCode).toBe(400);
    }
    expect((await suspend(999_999)).json()).toMatchObject({ success: 0, message: Messages.userNotFound });
    expect((await unsuspend(999_999)).statusCode).toBe(404);
    const other = await adminUser(t);
    const refused = await suspend(other.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: Messages.adminNotSuspendable });
    expect((await suspend(admin.id)).statusCode).toBe(400);
    const person = await verifiedUser(t);
    const notSuspended = await unsuspend(person.id);
    expect(notSuspended.statusCode).toBe(409);
    expect(notSuspended.json()).toMatchObject({ message: Messages.notSuspended });
    expect((await suspend(person.id)).json()).toMatchObject({
      success: 1,
      message: Messages.personSuspended,
      data: { decided_by: admin.id },
    });
    const twice = await suspend(person.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: Messages.alreadySuspended });
    expect(
      await db()
        .select()
        .from(reviewDecisions)
        .where(and(eq(reviewDecisions.subject, ReviewSubject.person), eq(reviewDecisions.subjectId, person.id))),
    ).toHaveLength(1);
  });

  it("ends the person's sessions at once (HTTP and sockets), refuses their login in words, closes their reports, and unsuspending lets them in again", async () => {
    const person = await member(t);
    const friend = await member(t);
    const room = await openRoom(t, friend, person);
    const reporters = [await verifiedUser(t), await verifiedUser(t)];
    for (const reporter of reporters)
      expect(
        (await t.post(Endpoints.reportPerson.path, { user_id: person.id, reason: 'spam' }, { token: reporter.token })).statusCode,
      ).toBe(200);
    const socket = open(url, person.chat);
    const heard: string[] = [];
    let disconnected: string | undefined;
    socket.on(SocketEvents.message, (message: ChatMessage) => heard.push(message.content));
    socket.on('disconnect', (reason) => (disconnected = reason));
    await connected(socket);
    try {
      const answer = await suspend(person.id);
      expect(answer.statusCode).toBe(200);
      // Disconnected before the admin's answer: the client is told, not left to reconnect.
      await expect.poll(() => disconnected).toBe('io server disconnect');
      expect(await t.app.realtime.io.in(`user:${person.chatUserId}`).fetchSockets()).toEqual([]);
      expect((await send(t, friend, { room: room._id, content: 'after' })).statusCode).toBe(404);
      expect(heard).toEqual([]);
      await expect(connected(open(url, person.chat))).rejects.toThrow('unauthorized');
    } finally {
      socket.disconnect();
    }
    // Every token they held answers 401: the admin API's, the feed's and the chat API's.
    expect((await t.post(Endpoints.currentUser.path, {}, { token: person.token })).statusCode).toBe(401);
    expect((await t.post(Endpoints.homeFeed.path, { page: 1 }, { token: person.token })).statusCode).toBe(401);
    expect((await t.post(Endpoints.chatRooms.path, {}, { token: person.chat })).statusCode).toBe(401);
    // The right password is told why it cannot come in; a wrong one learns nothing.
    const login = await t.post(Endpoints.login.path, { email: person.email, password: 'Secret@123' });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ success: 0, message: Messages.accountSuspended });
    expect((await t.post(Endpoints.chatLogin.path, { username: person.email, password: 'Secret@123' })).json()).toMatchObject({
      message: Messages.accountSuspended,
    });
    expect((await t.post(Endpoints.login.path, { email: person.email, password: 'Wrong@1234' })).json()).toMatchObject({
      message: Messages.wrongCredentials,
    });
    // Their open reports are closed; the admin's list shows them.
    expect(await db().select().from(userReports).where(eq(userReports.reportedId, person.id))).toSatisfy(
      (rows: { reviewedAt: Date | null }[]) => rows.length === 2 && rows.every((row) => row.reviewedAt !== null),
    );
    const queue = (await t.post(Endpoints.reportedPeople.path, { page: 1 }, { token: admin.token })).json().data as {
      user: { id: number };
    }[];
    expect(queue.map((item) => item.user.id)).not.toContain(person.id);
    expect(await suspendedList()).toContain(person.id);

    expect((await unsuspend(person.id)).json()).toMatchObject({ success: 1, message: Messages.personUnsuspended });
    expect(await suspendedList()).not.toContain(person.id);
    const again = await t.post(Endpoints.login.path, { email: person.email, password: 'Secret@123' });
    expect(again.statusCode).toBe(200);
    // The old tokens stay ended.
    expect((await t.post(Endpoints.currentUser.path, {}, { token: person.token })).statusCode).toBe(401);
    const decisions = await db()
      .select()
      .from(reviewDecisions)
      .where(and(eq(reviewDecisions.subject, ReviewSubject.person), eq(reviewDecisions.subjectId, person.id)));
    expect(decisions.map((row) => [row.decision, row.adminId])).toEqual([
      [ReviewDecision.suspended, admin.id],
      [ReviewDecision.unsuspended, admin.id],
    ]);
  });

  it('hides them from everyone (profile, feeds, search, stories, lives, chat list, notifications) and takes no new money to them; the ledger stays', async () => {
    const suspended = await member(t, { creator: true });
    const fan = await member(t);
    const tag = `susp${suspended.id}`;
    await db()
      .update(users)
      .set({ firstName: `Sus${suspended.id}` })
      .where(eq(users.id, suspended.id));
    await follow(t, fan.token, suspended.id);
    const post = await textPost(t, suspended.token, `#${tag} mine`);
    await story(suspended);
    const live = await goLive(t, suspended);
    await openRoom(t, fan, suspended);
    // A plan, and money already paid to them before the suspension.
    const plans = await t.post(Endpoints.savePlans.path, { monthly: 100 }, { token: suspended.token });
    expect(plans.statusCode, plans.body).toBe(200);
    const planId = (plans.json().data as { Monthly: { id: number } }).Monthly.id;
    await fund(db(), fan.id, 1_000);
    expect((await t.post(Endpoints.donateToPerson.path, { user_id: suspended.id, amount: 50 }, { token: fan.token })).statusCode).toBe(200);
    const entriesBefore = await db().select().from(ledgerEntries);
    const seen = async () => ({
      profile: (await t.post(Endpoints.person.path, { userid: suspended.id }, { token: fan.token })).statusCode,
      home: idsOf(await t.post(Endpoints.homeFeed.path, { page: 1 }, { token: fan.token })).includes(post.id),
      theirFeed: idsOf(await t.post(Endpoints.personFeed.path, { user_id: suspended.id, page: 1 }, { token: fan.token })).includes(post.id),
      trending: idsOf(
        await t.app.inject({
          method: 'POST',
          url: `${Endpoints.trendingPosts.path}?page=1`,
          headers: { authorization: `Bearer ${fan.token}` },
        }),
      ).includes(post.id),
      tag: idsOf(await t.post(Endpoints.hashtagFeed.path, { hash_tag: tag, page: 1 }, { token: fan.token })).includes(post.id),
      post: (await get(fillPath(Endpoints.post.path, { id: post.id }), fan.token)).statusCode,
      search: idsOf(await t.post(Endpoints.searchPeople.path, { search: `Sus${suspended.id}` }, { token: fan.token })).includes(
        suspended.id,
      ),
      people: idsOf(
        await t.app.inject({
          method: 'POST',
          url: `${Endpoints.suggestedPeople.path}?page=1`,
          headers: { authorization: `Bearer ${fan.token}` },
        }),
      ).includes(suspended.id),
      followings: (
        (await t.post(Endpoints.followings.path, { user_id: fan.id, page: 1 }, { token: fan.token })).json().data as { user_id: number }[]
      ).some((item) => item.user_id === suspended.id),
      stories: ((await get(Endpoints.stories.path, fan.token)).json().data as { user: { id: number } }[]).some(
        (item) => item.user.id === suspended.id,
      ),
      lives: ((await get(Endpoints.liveStreams.path, fan.token)).json().data as { stream_id: string }[]).some(
        (item) => item.stream_id === live.stream_id,
      ),
      chats:
        ((await t.post(Endpoints.chatRooms.path, {}, { token: fan.chat })).json().data as { user_id?: number; users?: unknown }[]).length >
        0,
    });
    const visible = {
      profile: 200,
      home: true,
      theirFeed: true,
      trending: true,
      tag: true,
      post: 200,
      search: true,
      people: true,
      followings: true,
      stories: true,
      lives: true,
      chats: true,
    };
    expect(await seen()).toEqual(visible);

    expect((await suspend(suspended.id)).statusCode).toBe(200);
    expect(await seen()).toEqual({
      profile: 404,
      home: false,
      theirFeed: false,
      trending: false,
      tag: false,
      post: 404,
      search: false,
      people: false,
      followings: false,
      stories: false,
      lives: false,
      chats: false,
    });
    // No new money to them: subscribe, donate, a chat transfer; the fan's wallet keeps its coins.
    const balance = async () => (await db().select({ balance: users.walletBalance }).from(users).where(eq(users.id, fan.id)))[0]!.balance;
    const before = await balance();
    expect(
      (await t.post(Endpoints.subscribe.path, { package_user_id: suspended.id, package_id: planId }, { token: fan.token })).statusCode,
    ).toBe(404);
    expect((await t.post(Endpoints.donateToPerson.path, { user_id: suspended.id, amount: 10 }, { token: fan.token })).statusCode).toBe(404);
    expect((await t.post(Endpoints.conversation.path, { user_id: suspended.id }, { token: fan.chat })).statusCode).toBe(404);
    expect(await balance()).toBe(before);
    // What was paid before stays in the books.
    expect(await db().select().from(ledgerEntries)).toEqual(entriesBefore);

    // Unsuspended: seen again as before (the live ended with its host's sockets, or is still there).
    expect((await unsuspend(suspended.id)).statusCode).toBe(200);
    expect(await seen()).toMatchObject({
      profile: 200,
      home: true,
      theirFeed: true,
      post: 200,
      search: true,
      followings: true,
      stories: true,
      chats: true,
    });
  });

  it("a suspended person's notifications to others are hidden while suspended", async () => {
    const suspended = await verifiedUser(t);
    const other = await verifiedUser(t);
    await follow(t, suspended.token, other.id);
    const list = async () =>
      (
        (await t.post(Endpoints.notifications.path, { page: 1 }, { token: other.token })).json().data as { actor: { id: number } | null }[]
      ).filter((item) => item.actor?.id === suspended.id);
    expect(await list()).toHaveLength(1);
    await suspend(suspended.id);
    expect(await list()).toHaveLength(0);
    await unsuspend(suspended.id);
    expect(await list()).toHaveLength(1);
  });
});
