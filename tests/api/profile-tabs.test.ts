import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Endpoints } from '../../contract/endpoints';
import { Messages } from '../../contract/messages';
import type { ProfileCounts } from '../../contract/posts';
import type { CreatorPackages, MySubscription } from '../../contract/subscriptions';
import { backends, createTestApp, verifiedUser, type TestApp } from './harness';
import { expectBooksBalanced, fund } from './ledger-support';
import { createPost, creator, idsOf, imagePost, textPost, uploaded } from './posts-support';

type Login = Awaited<ReturnType<typeof verifiedUser>>;

describe.each(backends)('profile tabs and the subscription on a profile (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await expectBooksBalanced(t.testDatabase.database.db);
    await t.close();
  });

  const db = () => t.testDatabase.database.db;
  const send = (url: string, body: unknown, who: Login, key?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: body as object,
      headers: { authorization: `Bearer ${who.token}`, ...(key ? { 'idempotency-key': key } : {}) },
    });
  const tab = async (who: Login, userId: number, name?: string, page = 1) => {
    const response = await send(Endpoints.personFeed.path, { user_id: userId, page, ...(name ? { tab: name } : {}) }, who);
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const countsOf = async (who: Login, userId: number) => {
    const response = await send(Endpoints.profileCounts.path, { user_id: userId }, who);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: ProfileCounts }).data;
  };
  const videoPost = async (seller: Login, extra: object = {}) =>
    createPost(t, seller.token, {
      post_type: 2,
      post_type_link: await uploaded(t, seller.id, 'post/videos/'),
      thumb_image: await uploaded(t, seller.id, 'post/images/'),
      ...extra,
    });
  const subscriptionWith = async (who: Login, userId: number) => {
    const response = await send(Endpoints.subscriptionWith.path, { user_id: userId }, who);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: MySubscription | null }).data;
  };

  /** A creator with a free photo post of 3 images, a subscriber-only video, a pay-per-view photo and a text post. */
  async function creatorWithPosts() {
    const seller = await creator(t);
    const gallery = await imagePost(t, seller, {}, 3);
    const forSubscribers = await videoPost(seller, { payment_type: 1 });
    const paid = await imagePost(t, seller, { payment_type: 2, payment_amount: 40 });
    const text = await textPost(t, seller.token, 'just words');
    return { seller, gallery, forSubscribers, paid, text };
  }

  it('posts, media and locked tabs list the right posts, newest first, and locked ones carry no media', async () => {
    const { seller, gallery, forSubscribers, paid, text } = await creatorWithPosts();
    const fan = await verifiedUser(t);

    expect(idsOf(await tab(fan, seller.id))).toEqual([text.id, paid.id, forSubscribers.id, gallery.id]);
    expect(idsOf(await tab(fan, seller.id, 'posts'))).toEqual([text.id, paid.id, forSubscribers.id, gallery.id]);
    expect(idsOf(await tab(fan, seller.id, 'media'))).toEqual([paid.id, forSubscribers.id, gallery.id]);
    const locked = (await tab(fan, seller.id, 'locked')).json().data as { id: number; is_lock: number; post_media: string }[];
    expect(locked.map((post) => post.id)).toEqual([paid.id, forSubscribers.id]);
    for (const post of locked) {
      expect(post.is_lock).toBe(1);
      // The only media reference of a locked post is its blurred preview, never the file.
      expect(JSON.stringify(post)).not.toMatch(/post\/(videos|images)\//);
    }
    expect(await countsOf(fan, seller.id)).toEqual({ posts: 4, photos: 4, videos: 1, audios: 0, locked: 2 });

    // The author sees nothing locked on their own profile.
    expect(idsOf(await tab(seller, seller.id, 'locked'))).toEqual([]);
    expect(await countsOf(seller, seller.id)).toEqual({ posts: 4, photos: 4, videos: 1, audios: 0, locked: 0 });
  });

  it('buying a post and subscribing empty the locked tab; a cancelled subscription keeps it open until it ends', async () => {
    const { seller, paid } = await creatorWithPosts();
    const plans = await send(Endpoints.savePlans.path, { monthly: 100 }, seller);
    const monthly = (plans.json() as { data: CreatorPackages }).data.Monthly!;
    const fan = await verifiedUser(t);
    await fund(db(), fan.id, 200);

    const bought = await send(Endpoints.unlockPost.path, { post_id: paid.id, price: 40 }, fan, 'profile-tabs-unlock-1');
    expect(bought.statusCode, bought.body).toBe(200);
    expect((await countsOf(fan, seller.id)).locked).toBe(1);

    expect(await subscriptionWith(fan, seller.id)).toBeNull();
    const subscribed = await send(
      Endpoints.subscribe.path,
      { package_user_id: seller.id, package_id: monthly.id },
      fan,
      'profile-tabs-sub-1',
    );
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    expect(idsOf(await tab(fan, seller.id, 'locked'))).toEqual([]);
    expect((await countsOf(fan, seller.id)).locked).toBe(0);

    const running = await subscriptionWith(fan, seller.id);
    expect(running).toMatchObject({ package_type: 1, price: 100, status: 1, package_user: { id: seller.id } });
    const cancelled = await send(Endpoints.unsubscribe.path, { subscription_id: running!.id }, fan);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await subscriptionWith(fan, seller.id)).toMatchObject({ id: running!.id, status: 0, next_package: null });
    expect((await countsOf(fan, seller.id)).locked).toBe(0);
  });

  it('the subscription on a profile is the viewer’s own: another person sees theirs (none), and cannot switch it', async () => {
    const { seller } = await creatorWithPosts();
    const monthly = ((await send(Endpoints.savePlans.path, { monthly: 10 }, seller)).json() as { data: CreatorPackages }).data.Monthly!;
    const fan = await verifiedUser(t);
    const other = await verifiedUser(t);
    await fund(db(), fan.id, 10);
    await send(Endpoints.subscribe.path, { package_user_id: seller.id, package_id: monthly.id }, fan, 'profile-tabs-sub-2');
    const mine = await subscriptionWith(fan, seller.id);
    expect(mine).not.toBeNull();

    expect(await subscriptionWith(other, seller.id)).toBeNull();
    // The creator asking about themselves has no subscription either.
    expect(await subscriptionWith(seller, seller.id)).toBeNull();
    for (const url of [Endpoints.unsubscribe.path, Endpoints.renewSubscription.path]) {
      const response = await send(url, { subscription_id: mine!.id }, other);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: 0, message: Messages.subscriptionNotFound });
    }
    expect(await subscriptionWith(fan, seller.id)).toMatchObject({ status: 1 });
  });

  it('hidden and deleted posts leave the tabs and the counts; across a block there is nothing', async () => {
    const { seller, gallery, forSubscribers, text } = await creatorWithPosts();
    const fan = await verifiedUser(t);
    expect((await send(Endpoints.hidePost.path, { post_id: gallery.id }, fan)).statusCode).toBe(200);
    expect((await send(Endpoints.deletePost.path, { post_id: forSubscribers.id }, seller)).statusCode).toBe(200);

    expect(await countsOf(fan, seller.id)).toEqual({ posts: 2, photos: 1, videos: 0, audios: 0, locked: 1 });
    expect(idsOf(await tab(fan, seller.id, 'media'))).not.toContain(gallery.id);
    expect(idsOf(await tab(fan, seller.id, 'posts'))).not.toContain(forSubscribers.id);
    expect(idsOf(await tab(fan, seller.id, 'posts'))).toContain(text.id);
    // Hidden from the fan only: the author still counts it.
    expect((await countsOf(seller, seller.id)).photos).toBe(4);

    expect((await send(Endpoints.block.path, { user_id: fan.id }, seller)).statusCode).toBe(200);
    expect(await countsOf(fan, seller.id)).toEqual({ posts: 0, photos: 0, videos: 0, audios: 0, locked: 0 });
    for (const name of ['posts', 'media', 'locked']) expect(idsOf(await tab(fan, seller.id, name))).toEqual([]);
  });

  it('refuses a bad tab or person id with 400; an unknown person has nothing; no session, 401', async () => {
    const fan = await verifiedUser(t);
    for (const [url, body] of [
      [Endpoints.personFeed.path, { user_id: fan.id, page: 1, tab: 'secret' }],
      [Endpoints.personFeed.path, { user_id: fan.id, page: 1, tab: 3 }],
      [Endpoints.profileCounts.path, { user_id: 'x' }],
      [Endpoints.profileCounts.path, {}],
      [Endpoints.subscriptionWith.path, { user_id: -1 }],
      [Endpoints.subscriptionWith.path, { user_id: 2_147_483_648 }],
    ] as const) {
      const response = await send(url, body, fan);
      expect(response.statusCode, `${url} ${JSON.stringify(body)}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ success: 0 });
    }
    expect(await countsOf(fan, 2_000_000_000)).toEqual({ posts: 0, photos: 0, videos: 0, audios: 0, locked: 0 });
    expect(await subscriptionWith(fan, 2_000_000_000)).toBeNull();
    const anonymous = await t.app.inject({ method: 'POST', url: Endpoints.profileCounts.path, payload: { user_id: fan.id } });
    expect(anonymous.statusCode).toBe(401);
  });
});
