import { eq, sql } from 'drizzle-orm';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationCategory, NotificationCategoryOf, NotificationType, type NotificationCategoryCode } from '../../contract/codes';
import { Messages } from '../../contract/messages';
import { NotificationListResponse, type Notification } from '../../contract/notifications';
import { CommentListResponse } from '../../contract/posts';
import { SocketEvents } from '../../contract/routes';
import { Endpoints } from '../../contract/endpoints';
import { comments, notifications, type UserRow } from '../../server/db/schema';
import { notificationsToPush, pushQuery } from '../../server/modules/notifications/repository';
import { insertPeople } from '../support/people';
import { backends, createTestApp, redisUrl, verifiedUser, type TestApp } from './harness';
import { createPost, textPost } from './posts-support';
import { chatLogin, connected, listen, open } from './socket-support';

type Person = Awaited<ReturnType<typeof verifiedUser>>;

const listOf = async (t: TestApp, who: Person, page = 1): Promise<Notification[]> => {
  const response = await t.post(Endpoints.notifications.path, { page }, { token: who.token });
  expect(response.statusCode).toBe(200);
  expect(Value.Check(NotificationListResponse, response.json())).toBe(true);
  return response.json().data;
};
const tabOf = async (t: TestApp, who: Person, category: NotificationCategoryCode, page = 1): Promise<Notification[]> => {
  const response = await t.post(Endpoints.notifications.path, { page, category }, { token: who.token });
  expect(response.statusCode, response.body).toBe(200);
  expect(Value.Check(NotificationListResponse, response.json())).toBe(true);
  return response.json().data;
};
const unreadOf = async (t: TestApp, who: Person): Promise<number> =>
  (await t.post(Endpoints.unreadNotifications.path, {}, { token: who.token })).json().data.unread;

describe.each(backends)('notifications (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('a like notifies the author once, never for their own like, and goes with the like taken back', async () => {
    const author = await verifiedUser(t);
    const fan = await verifiedUser(t);
    const post = await textPost(t, author.token);
    const like = (who: Person) => t.post(Endpoints.likePost.path, { post_id: post.id }, { token: who.token });

    await like(author);
    expect(await listOf(t, author)).toEqual([]);
    await like(fan);
    const [liked, ...rest] = await listOf(t, author);
    expect(rest).toEqual([]);
    expect(liked).toMatchObject({
      type: NotificationType.likePost,
      post_id: post.id,
      comment_id: null,
      is_read: 0,
      actor: { id: fan.id, first_name: 'Ada' },
    });
    expect(liked?.description).toMatch(/liked your post$/);

    await like(fan); // taken back
    expect(await listOf(t, author)).toEqual([]);
    await like(fan);
    await like(fan);
    await like(fan);
    expect((await listOf(t, author)).map((item) => item.type)).toEqual([NotificationType.likePost]);
    // Nothing reaches the one who acted.
    expect(await listOf(t, fan)).toEqual([]);
  });

  it('a comment notifies the post author; a reply notifies the one replied to as well, never the one replying', async () => {
    const author = await verifiedUser(t);
    const fan = await verifiedUser(t);
    const third = await verifiedUser(t);
    const post = await textPost(t, author.token);
    const comment = (who: Person, body: object) => t.post(Endpoints.addComment.path, { post_id: post.id, ...body }, { token: who.token });

    const top = (await comment(fan, { comment: 'first' })).json().data.comment;
    expect((await listOf(t, author)).map((item) => [item.type, item.actor?.id, item.comment_id])).toEqual([
      [NotificationType.postComment, fan.id, top.id],
    ]);

    // The author answers: the fan hears of it, the author does not hear of their own reply.
    const answer = (await comment(author, { comment: 'thanks', parent_id: top.id })).json().data.comment;
    expect((await listOf(t, fan)).map((item) => [item.type, item.actor?.id, item.comment_id])).toEqual([
      [NotificationType.postComment, author.id, answer.id],
    ]);
    expect(await listOf(t, author)).toHaveLength(1);

    // A third person replies to the fan: both the fan and the author hear of it.
    const reply = (await comment(third, { comment: 'me too', parent_id: top.id })).json().data.comment;
    expect((await listOf(t, fan))[0]).toMatchObject({ actor: { id: third.id }, comment_id: reply.id });
    expect((await listOf(t, author))[0]).toMatchObject({ actor: { id: third.id }, comment_id: reply.id });
    expect(await listOf(t, third)).toEqual([]);
  });

  it('comment likes toggle, count, show as the viewer sees them and notify the comment author', async () => {
    const author = await verifiedUser(t);
    const fan = await verifiedUser(t);
    const post = await textPost(t, author.token);
    const top = (await t.post(Endpoints.addComment.path, { post_id: post.id, comment: 'hi' }, { token: author.token })).json().data.comment;
    const likeComment = (who: Person, commentId = top.id as number) =>
      t.post(Endpoints.likeComment.path, { comment_id: commentId }, { token: who.token });

    expect((await likeComment(fan)).json()).toMatchObject({ success: 1, data: { comment_id: top.id, is_like: 1, like_counter: 1 } });
    const seen = async (who: Person) => {
      const response = await t.post(Endpoints.comments.path, { post_id: post.id, page: 1 }, { token: who.token });
      expect(Value.Check(CommentListResponse, response.json())).toBe(true);
      return response.json().data[0];
    };
    expect(await seen(fan)).toMatchObject({ is_like: 1, like_counter: 1 });
    expect(await seen(author)).toMatchObject({ is_like: 0, like_counter: 1 });
    expect((await listOf(t, author)).map((item) => [item.type, item.comment_id, item.post_id])).toEqual([
      [NotificationType.likeComment, top.id, post.id],
    ]);

    expect((await likeComment(fan)).json().data).toMatchObject({ is_like: 0, like_counter: 0 });
    expect(await listOf(t, author)).toEqual([]);
    await likeComment(author);
    expect(await listOf(t, author)).toEqual([]);

    const missing = await likeComment(fan, 2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(Messages.commentNotFound);
    expect((await t.post(Endpoints.likeComment.path, { comment_id: 0 }, { token: fan.token })).statusCode).toBe(400);
    expect((await t.post(Endpoints.likeComment.path, { comment_id: top.id })).statusCode).toBe(401);
  });

  it('tagging notifies each real account tagged once, never the author, and the post keeps only those', async () => {
    const author = await verifiedUser(t);
    const tagged = await verifiedUser(t);
    const post = await createPost(t, author.token, {
      post_type: 3,
      description: 'with friends',
      tags: `${tagged.id},${author.id},2000000000,${tagged.id}`,
    });
    expect(post.tags).toBe(String(tagged.id));
    expect((await listOf(t, tagged)).map((item) => [item.type, item.post_id, item.actor?.id])).toEqual([
      [NotificationType.tagInPost, post.id, author.id],
    ]);
    expect(await listOf(t, author)).toEqual([]);
  });

  it('a follow notifies the one followed once; an unfollow takes it back', async () => {
    const creator = await verifiedUser(t);
    const fan = await verifiedUser(t);
    const follow = (route: string) => t.post(route, { user_id: creator.id }, { token: fan.token });
    await follow(Endpoints.follow.path);
    await follow(Endpoints.follow.path);
    expect((await listOf(t, creator)).map((item) => [item.type, item.actor?.id])).toEqual([[NotificationType.startFollow, fan.id]]);
    await follow(Endpoints.unfollow.path);
    expect(await listOf(t, creator)).toEqual([]);
    await follow(Endpoints.follow.path);
    expect(await listOf(t, creator)).toHaveLength(1);
    expect(await listOf(t, fan)).toEqual([]);
  });

  it('hides what someone blocked either way did, in the list and the count, and shows it again after an unblock', async () => {
    const author = await verifiedUser(t);
    const fan = await verifiedUser(t);
    const post = await textPost(t, author.token);
    await t.post(Endpoints.likePost.path, { post_id: post.id }, { token: fan.token });
    expect(await unreadOf(t, author)).toBe(1);
    await t.post(Endpoints.block.path, { user_id: author.id }, { token: fan.token });
    expect(await listOf(t, author)).toEqual([]);
    expect(await unreadOf(t, author)).toBe(0);
    await t.post(Endpoints.unblock.path, { user_id: author.id }, { token: fan.token });
    expect(await listOf(t, author)).toHaveLength(1);
  });

  it('lists one tab (category) at a time, paged per tab, each user only their own; an unknown tab is a 400 that changes nothing', async () => {
    const creator = await verifiedUser(t);
    const fan = await verifiedUser(t);
    const other = await verifiedUser(t);
    const post = await textPost(t, creator.token);
    // Interactions and a mention as people make them; money and subscriptions written as their services write them.
    await t.post(Endpoints.likePost.path, { post_id: post.id }, { token: fan.token });
    await t.post(Endpoints.follow.path, { user_id: creator.id }, { token: fan.token });
    await createPost(t, fan.token, { post_type: 3, description: 'with Clara', tags: String(creator.id) });
    const db = t.testDatabase.database.db;
    await db.insert(notifications).values([
      { userId: creator.id, type: NotificationType.newSubscriber, actorId: fan.id },
      ...Array.from({ length: 12 }, (_, coins) => ({
        userId: creator.id,
        type: NotificationType.newTips,
        actorId: fan.id,
        data: { coins: coins + 1 },
      })),
      { userId: creator.id, type: NotificationType.payoutUpdates, actorId: null, data: { coins: 50, status: 1 } },
      // Someone else's tip: never in the creator's tabs.
      { userId: other.id, type: NotificationType.newTips, actorId: fan.id, data: { coins: 9 } },
    ]);
    const typesOf = (items: Notification[]) => items.map((item) => item.type);

    expect(typesOf(await tabOf(t, creator, NotificationCategory.interactions))).toEqual([
      NotificationType.startFollow,
      NotificationType.likePost,
    ]);
    expect(typesOf(await tabOf(t, creator, NotificationCategory.mentions))).toEqual([NotificationType.tagInPost]);
    expect(typesOf(await tabOf(t, creator, NotificationCategory.subscriptions))).toEqual([NotificationType.newSubscriber]);
    // Paging is the tab's own: 13 money lines are 10 and 3, newest first, then an empty page.
    const money = [...(await tabOf(t, creator, NotificationCategory.money)), ...(await tabOf(t, creator, NotificationCategory.money, 2))];
    expect(money).toHaveLength(13);
    expect(money[0]?.type).toBe(NotificationType.payoutUpdates);
    expect(money.slice(1).map((item) => item.data.coins)).toEqual(Array.from({ length: 12 }, (_, at) => 12 - at));
    expect(await tabOf(t, creator, NotificationCategory.money, 3)).toEqual([]);
    for (const item of money) expect(NotificationCategoryOf[item.type]).toBe(NotificationCategory.money);
    // All is every type, as without a category.
    const all = [...(await tabOf(t, creator, NotificationCategory.all)), ...(await tabOf(t, creator, NotificationCategory.all, 2))];
    expect(all).toHaveLength(17);
    expect(all.map((item) => item.id)).toEqual([...(await listOf(t, creator)), ...(await listOf(t, creator, 2))].map((item) => item.id));

    // Another user's tabs hold only their own: the fan has none, the other person only their tip.
    for (const category of Object.values(NotificationCategory)) expect(await tabOf(t, fan, category)).toEqual([]);
    expect((await tabOf(t, other, NotificationCategory.money)).map((item) => item.data.coins)).toEqual([9]);
    expect(await tabOf(t, other, NotificationCategory.interactions)).toEqual([]);

    // Reading a tab marks nothing read: the count is every unread one.
    expect(await unreadOf(t, creator)).toBe(17);

    // An unknown tab: 400 with the contract's message, nothing read or changed.
    const before = await db.select().from(notifications).where(eq(notifications.userId, creator.id));
    for (const category of ['tips', 'Money', '', 3, null]) {
      const refused = await t.post(Endpoints.notifications.path, { page: 1, category }, { token: creator.token });
      expect(refused.statusCode, JSON.stringify(category)).toBe(400);
      expect(refused.json()).toMatchObject({ success: 0, message: Messages.notificationCategoryInvalid });
    }
    expect(await db.select().from(notifications).where(eq(notifications.userId, creator.id))).toEqual(before);
    expect(await unreadOf(t, creator)).toBe(17);
    expect((await t.post(Endpoints.notifications.path, { page: 1, category: NotificationCategory.money })).statusCode).toBe(401);
  });

  it('counts unread ones until the list is opened, and shows each user only their own', async () => {
    const author = await verifiedUser(t);
    const fans = [await verifiedUser(t), await verifiedUser(t), await verifiedUser(t)];
    const post = await textPost(t, author.token);
    for (const fan of fans) await t.post(Endpoints.likePost.path, { post_id: post.id }, { token: fan.token });

    expect(await unreadOf(t, author)).toBe(3);
    const newestFirst = await listOf(t, author);
    expect(newestFirst.map((item) => item.actor?.id)).toEqual(fans.map((fan) => fan.id).reverse());
    expect(await listOf(t, author, 2)).toEqual([]);

    const read = await t.post(Endpoints.markNotificationsRead.path, {}, { token: author.token });
    expect(read.json()).toMatchObject({ success: 1, data: { unread: 0 } });
    expect(await unreadOf(t, author)).toBe(0);
    expect((await listOf(t, author)).every((item) => item.is_read === 1)).toBe(true);

    for (const fan of fans) expect(await listOf(t, fan)).toEqual([]);
    const rows = await t.testDatabase.database.db.select().from(notifications).where(eq(notifications.userId, author.id));
    expect(rows).toHaveLength(3);

    expect((await t.post(Endpoints.notifications.path, { page: 0 }, { token: author.token })).statusCode).toBe(400);
    expect((await t.post(Endpoints.notifications.path, { page: 1 })).statusCode).toBe(401);
    expect((await t.post(Endpoints.unreadNotifications.path, {})).statusCode).toBe(401);
  });

  it('arrives on the recipient’s socket as it happens', async () => {
    const url = await listen(t);
    const author = await chatLogin(t);
    const fan = await verifiedUser(t);
    const post = await textPost(t, author.user.token);
    const socket = open(url, author.token);
    try {
      await connected(socket);
      const arrived = new Promise<Notification>((resolve) => socket.once(SocketEvents.notification, resolve));
      await t.post(Endpoints.likePost.path, { post_id: post.id }, { token: fan.token });
      expect(await arrived).toMatchObject({ type: NotificationType.likePost, post_id: post.id, actor: { id: fan.id } });
    } finally {
      socket.disconnect();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('notifications under concurrency (postgres)', () => {
  it('keeps the comment like counter equal to its likes under 20 concurrent toggles', async () => {
    const t = await createTestApp('postgres');
    try {
      const author = await verifiedUser(t);
      const post = await textPost(t, author.token);
      const top = (await t.post(Endpoints.addComment.path, { post_id: post.id, comment: 'hi' }, { token: author.token })).json().data
        .comment;
      const fans = await Promise.all(Array.from({ length: 10 }, () => verifiedUser(t)));
      // Every fan likes; half of them take it back at once.
      await Promise.all(fans.map((fan) => t.post(Endpoints.likeComment.path, { comment_id: top.id }, { token: fan.token })));
      await Promise.all(fans.slice(0, 5).map((fan) => t.post(Endpoints.likeComment.path, { comment_id: top.id }, { token: fan.token })));
      await Promise.all([...fans, ...fans].map((fan) => t.post(Endpoints.likeComment.path, { comment_id: top.id }, { token: fan.token })));
      const [row] = await t.testDatabase.database.db.select().from(comments).where(eq(comments.id, top.id));
      expect(row?.likeCounter).toBe(5);
      const raised = await t.testDatabase.database.db.select().from(notifications).where(eq(notifications.commentId, top.id));
      expect(raised).toHaveLength(5);
    } finally {
      await t.close();
    }
  });
});

describe.runIf(redisUrl)('notifications across server processes', () => {
  it('a like answered by instance A reaches the author connected to instance B', async () => {
    const a = await createTestApp('pglite', { useRedis: true });
    const b = await createTestApp('pglite', { useRedis: true, database: a.testDatabase });
    try {
      const author = await chatLogin(a);
      const fan = await verifiedUser(a);
      const post = await textPost(a, author.user.token);
      const socket = open(await listen(b), author.token);
      try {
        await connected(socket);
        const arrived = new Promise<Notification>((resolve) => socket.once(SocketEvents.notification, resolve));
        await a.post(Endpoints.likePost.path, { post_id: post.id }, { token: fan.token });
        expect(await arrived).toMatchObject({ type: NotificationType.likePost, actor: { id: fan.id } });
      } finally {
        socket.disconnect();
      }
    } finally {
      await b.close();
      await a.close();
    }
  });
});

describe.skipIf(!backends.includes('postgres'))('notifications to push (postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(() => t.close());

  /** Rows the plan read from the users table, over every loop. */
  const usersRowsRead = (node: PlanNode): number =>
    (node['Relation Name'] === 'users' ? node['Actual Rows'] * node['Actual Loops'] : 0) +
    (node.Plans ?? []).reduce((sum, child) => sum + usersRowsRead(child), 0);

  it('reads the recipient and the actor by their keys, whatever the statistics have seen of new people', async () => {
    const db = t.testDatabase.database.db;
    // The statistics are taken while every notification is for the first people, and thousands sign up after them.
    const early = await insertPeople(db, 2, { prefix: 'early' });
    const [first, second] = early as [UserRow, UserRow];
    await db.insert(notifications).values(
      Array.from({ length: 40 }, (_, index) => ({
        userId: index % 2 ? first.id : second.id,
        type: NotificationType.startFollow,
        actorId: index % 2 ? second.id : first.id,
      })),
    );
    await insertPeople(db, 5000, { prefix: 'crowd' });
    await db.execute(sql`analyze`);
    const [newcomer, fan] = (await insertPeople(db, 2, { prefix: 'newcomer' })) as [UserRow, UserRow];
    const [written] = await db
      .insert(notifications)
      .values({ userId: newcomer.id, type: NotificationType.startFollow, actorId: fan.id })
      .returning({ id: notifications.id });

    const query = pushQuery(db, [written!.id]).toSQL();
    const client = (
      db as unknown as { $client: { query(text: string, values: unknown[]): Promise<{ rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[] }> } }
    ).$client;
    const [explained] = (await client.query(`explain (analyze, format json) ${query.sql}`, query.params)).rows;
    expect(usersRowsRead(explained!['QUERY PLAN'][0].Plan)).toBe(2);
    expect(await notificationsToPush(db, [written!.id])).toMatchObject([{ recipientChatId: newcomer.chatUserId, actor: { id: fan.id } }]);
  });
});

interface PlanNode {
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
}
