import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '../../contract/messages';
import type { Post } from '../../contract/posts';
import { Endpoints, fillPath } from '../../contract/endpoints';
import { postPurchases, subscriptions } from '../../server/db/schema';
import { backends, createTestApp, verifiedUser, type TestApp } from './harness';
import { createPost, creator, uploaded } from './posts-support';

const DAY = 24 * 60 * 60 * 1000;
const SIGNED = /^\/media\/[^?]+\?exp=\d+&sig=[\w-]+$/;

describe.each(backends)('post locks (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const db = () => t.testDatabase.database.db;
  const view = async (token: string, postId: number): Promise<{ body: string; post: Post }> => {
    const response = await t.app.inject({
      method: 'GET',
      url: fillPath(Endpoints.post.path, { id: postId }),
      headers: { authorization: `Bearer ${token}` },
    });
    return { body: response.body, post: response.json().data };
  };
  const subscribe = (subscriberId: number, creatorId: number, expiresInMs: number, status = 1) =>
    db()
      .insert(subscriptions)
      .values({ subscriberId, creatorId, packageType: 1, price: 10, expiryDate: new Date(Date.now() + expiresInMs), status });

  /** A creator's image post, video post (with teaser) and the keys of their full media. */
  async function lockedPosts(paymentType: 1 | 2) {
    const seller = await creator(t);
    const sale = paymentType === 2 ? { payment_type: 2, payment_amount: 25 } : { payment_type: 1 };
    const images = [await uploaded(t, seller.id, 'post/images/'), await uploaded(t, seller.id, 'post/images/')];
    const image = await createPost(t, seller.token, { post_type: 0, images, ...sale });
    const video = await uploaded(t, seller.id, 'post/videos/');
    const thumb = await uploaded(t, seller.id, 'post/thumbs/');
    const teaser = await uploaded(t, seller.id, 'post/teasers/');
    const clip = await createPost(t, seller.token, {
      post_type: 2,
      post_type_link: video,
      thumb_image: thumb,
      video_teaser: teaser,
      ...sale,
    });
    return { seller, image, clip, fullMedia: [...images, video, thumb], teaser };
  }

  const expectLocked = ({ body, post }: { body: string; post: Post }, fullMedia: string[]) => {
    expect(post).toMatchObject({ is_lock: 1, post_type_link: '', images: [] });
    expect(post.thumb_image).toBe(post.preview);
    expect(post.preview).toMatch(/^\/media\/post\/previews\//);
    for (const key of fullMedia) expect(body).not.toContain(key.split('/').at(-1));
  };
  const expectSignedOpen = (post: Post) => {
    expect(post.is_lock).toBe(0);
    for (const url of [...post.post_type_link.split(','), ...post.images.map((image) => image.url)]) expect(url).toMatch(SIGNED);
  };

  it('a stranger sees subscriber-only and paid posts locked, without any full-media reference; the teaser stays public', async () => {
    const stranger = await verifiedUser(t);
    for (const paymentType of [1, 2] as const) {
      const { image, clip, fullMedia, teaser } = await lockedPosts(paymentType);
      const seenImage = await view(stranger.token, image.id);
      expectLocked(seenImage, fullMedia);
      expect(seenImage.post.media_count).toBe(2);
      const seenClip = await view(stranger.token, clip.id);
      expectLocked(seenClip, fullMedia);
      expect(seenClip.post.video_teaser).toBe(`/media/${teaser}`);

      const feed = await t.post(Endpoints.homeFeed.path, { page: 1 }, { token: stranger.token });
      for (const key of fullMedia) expect(feed.body).not.toContain(key.split('/').at(-1));
    }
  });

  it('the owner sees their own paid posts unlocked, through signed URLs', async () => {
    const { seller, image, clip } = await lockedPosts(2);
    expect(image.is_lock).toBe(0);
    expectSignedOpen((await view(seller.token, image.id)).post);
    const ownClip = (await view(seller.token, clip.id)).post;
    expectSignedOpen(ownClip);
    expect(ownClip.thumb_image).toMatch(SIGNED);
  });

  it('an active subscriber sees subscriber-only posts signed; a cancelled one until expiry; an expired one is locked again', async () => {
    const { seller, image, fullMedia } = await lockedPosts(1);
    const fan = await verifiedUser(t);
    const cancelled = await verifiedUser(t);
    const lapsed = await verifiedUser(t);
    await subscribe(fan.id, seller.id, 30 * DAY);
    await subscribe(cancelled.id, seller.id, 2 * DAY, 0);
    await subscribe(lapsed.id, seller.id, -DAY);

    const seen = (await view(fan.token, image.id)).post;
    expectSignedOpen(seen);
    expect(seen.user.is_subscribe).toBe(1);
    expectSignedOpen((await view(cancelled.token, image.id)).post);
    const locked = await view(lapsed.token, image.id);
    expectLocked(locked, fullMedia);
    expect(locked.post.user.is_subscribe).toBe(0);

    // Time passes: the cancelled subscription runs out and locks the post again.
    t.advanceClock(3 * DAY);
    try {
      expectLocked(await view(cancelled.token, image.id), fullMedia);
      expectSignedOpen((await view(fan.token, image.id)).post);
    } finally {
      t.advanceClock(-3 * DAY);
    }
  });

  it('a subscription does not open pay-per-view posts; a purchase does, for that post only', async () => {
    const { seller, image, clip, fullMedia } = await lockedPosts(2);
    const buyer = await verifiedUser(t);
    await subscribe(buyer.id, seller.id, 30 * DAY);
    expectLocked(await view(buyer.token, image.id), fullMedia);

    await db().insert(postPurchases).values({ userId: buyer.id, postId: image.id, price: 25 });
    expectSignedOpen((await view(buyer.token, image.id)).post);
    expect((await view(buyer.token, clip.id)).post.is_lock).toBe(1);

    const feed = await t.post(Endpoints.personFeed.path, { user_id: seller.id, page: 1 }, { token: buyer.token });
    const byId = new Map((feed.json().data as Post[]).map((post) => [post.id, post]));
    expect(byId.get(image.id)?.is_lock).toBe(0);
    expect(byId.get(clip.id)?.is_lock).toBe(1);
  });

  it('free posts use public URLs for everyone', async () => {
    const author = await verifiedUser(t);
    const stranger = await verifiedUser(t);
    const key = await uploaded(t, author.id, 'post/images/');
    const post = await createPost(t, author.token, { post_type: 0, images: [key] });
    const seen = (await view(stranger.token, post.id)).post;
    expect(seen).toMatchObject({ is_lock: 0, post_type_link: `/media/${key}`, thumb_image: `/media/${key}` });
  });

  it('a locked post still answers the like, comment and favourite calls', async () => {
    const { image } = await lockedPosts(1);
    const stranger = await verifiedUser(t);
    expect((await t.post(Endpoints.likePost.path, { post_id: image.id }, { token: stranger.token })).json().data.is_like).toBe(1);
    const report = await t.post(Endpoints.reportPost.path, { post_id: image.id, reason: 'copyright' }, { token: stranger.token });
    expect(report.json().message).toBe(Messages.postReported);
  });
});
