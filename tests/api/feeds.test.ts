import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { Messages } from '../../contract/messages';
import { PostListResponse } from '../../contract/posts';
import { PAGE_SIZE } from '../../contract/rules';
import { Endpoints } from '../../contract/endpoints';
import { backends, createTestApp, verifiedUser, type TestApp } from './harness';
import { follow, idsOf, imagePost, textPost } from './posts-support';

describe.each(backends)('feeds (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const trending = (token: string, page: number) =>
    t.app.inject({ method: 'POST', url: `${Endpoints.trendingPosts.path}?page=${page}`, headers: { authorization: `Bearer ${token}` } });

  it('a page marks the posts the viewer liked and the authors they follow, and only those', async () => {
    const [followed, other, viewer] = [await verifiedUser(t), await verifiedUser(t), await verifiedUser(t)];
    await follow(t, viewer.token, followed.id);
    const liked = (await textPost(t, followed.token, 'liked')).id;
    const unliked = (await textPost(t, followed.token, 'not liked')).id;
    const elsewhere = (await textPost(t, other.token, 'by someone not followed')).id;
    expect((await t.post(Endpoints.likePost.path, { post_id: liked }, { token: viewer.token })).statusCode).toBe(200);
    expect((await t.post(Endpoints.likePost.path, { post_id: elsewhere }, { token: viewer.token })).statusCode).toBe(200);
    const marks = async (page: { json(): { data: { id: number; is_like: number; user: { is_following: number } }[] } }) =>
      Object.fromEntries(page.json().data.map((post) => [post.id, [post.is_like, post.user.is_following]]));
    expect(await marks(await t.post(Endpoints.homeFeed.path, { page: 1 }, { token: viewer.token }))).toEqual({
      [liked]: [1, 1],
      [unliked]: [0, 1],
    });
    const theirs = await marks(await t.post(Endpoints.personFeed.path, { user_id: other.id, page: 1 }, { token: viewer.token }));
    expect(theirs).toEqual({ [elsewhere]: [1, 0] });
  });

  it('home and user feeds page newest first, PAGE_SIZE a page, and end with an empty page', async () => {
    const author = await verifiedUser(t);
    const viewer = await verifiedUser(t);
    const created = [];
    for (let i = 0; i < PAGE_SIZE + 2; i++) created.push((await textPost(t, author.token, `post ${i}`)).id);
    const newest = [...created].reverse();

    const first = await t.post(Endpoints.personFeed.path, { user_id: author.id, page: 1 }, { token: viewer.token });
    expect(first.statusCode).toBe(200);
    expect(Value.Check(PostListResponse, first.json())).toBe(true);
    expect(idsOf(first)).toEqual(newest.slice(0, PAGE_SIZE));
    expect(idsOf(await t.post(Endpoints.personFeed.path, { user_id: author.id, page: 2 }, { token: viewer.token }))).toEqual(
      newest.slice(PAGE_SIZE),
    );
    expect(idsOf(await t.post(Endpoints.personFeed.path, { user_id: author.id, page: 3 }, { token: viewer.token }))).toEqual([]);

    await follow(t, viewer.token, author.id);
    const home = await t.post(Endpoints.homeFeed.path, { page: 1 }, { token: viewer.token });
    expect(idsOf(home)).toEqual(newest.slice(0, PAGE_SIZE));
    // page defaults to 1; a page below 1 is refused
    expect(idsOf(await t.post(Endpoints.homeFeed.path, {}, { token: viewer.token }))).toEqual(idsOf(home));
    expect((await t.post(Endpoints.homeFeed.path, { page: 0 }, { token: viewer.token })).statusCode).toBe(400);
    expect((await t.post(Endpoints.personFeed.path, { page: 1 }, { token: viewer.token })).statusCode).toBe(400);
  });

  it('trending orders by likes + 2 × comments, then newest', async () => {
    const author = await verifiedUser(t);
    const fans = await Promise.all([verifiedUser(t), verifiedUser(t), verifiedUser(t)]);
    const liked = await textPost(t, author.token, 'three likes');
    const commented = await textPost(t, author.token, 'two comments');
    const quiet = await textPost(t, author.token, 'quiet');
    for (const fan of fans) await t.post(Endpoints.likePost.path, { post_id: liked.id }, { token: fan.token });
    for (const fan of fans.slice(0, 2))
      await t.post(Endpoints.addComment.path, { post_id: commented.id, comment: 'nice' }, { token: fan.token });

    const ids = idsOf(await trending(author.token, 1));
    expect(ids.indexOf(commented.id)).toBeLessThan(ids.indexOf(liked.id));
    expect(ids.indexOf(liked.id)).toBeLessThan(ids.indexOf(quiet.id));
    expect(idsOf(await trending(author.token, 1000))).toEqual([]);
    expect((await trending(author.token, 0)).statusCode).toBe(400);
  });

  it("searches hashtags by prefix, most used first, and lists a tag's posts in any case, with or without #", async () => {
    const author = await verifiedUser(t);
    const a = await textPost(t, author.token, 'one #Zebra #zeal');
    const b = await textPost(t, author.token, 'two #zebra');
    await textPost(t, author.token, 'three #zebu');

    const found = await t.post(Endpoints.searchHashtags.path, { search: '#ZE', page: 1 }, { token: author.token });
    expect(found.json()).toEqual({
      success: 1,
      message: '',
      data: [
        { hash_tag: 'zebra', posts_count: 2 },
        { hash_tag: 'zeal', posts_count: 1 },
        { hash_tag: 'zebu', posts_count: 1 },
      ],
    });
    expect((await t.post(Endpoints.searchHashtags.path, { search: 'ze', page: 2 }, { token: author.token })).json().data).toEqual([]);
    expect((await t.post(Endpoints.searchHashtags.path, { search: '%', page: 1 }, { token: author.token })).json().data).toEqual([]);

    for (const tag of ['zebra', '#ZEBRA', 'Zebra']) {
      expect(idsOf(await t.post(Endpoints.hashtagFeed.path, { hash_tag: tag, page: 1 }, { token: author.token }))).toEqual([b.id, a.id]);
    }
    expect((await t.post(Endpoints.hashtagFeed.path, { hash_tag: '', page: 1 }, { token: author.token })).statusCode).toBe(400);
  });

  it("hidden posts vanish from the hider's feeds and favourites; deleted posts from everyone's", async () => {
    const author = await verifiedUser(t);
    const viewer = await verifiedUser(t);
    const hidden = await imagePost(t, author, { description: '#vanish' });
    const deleted = await textPost(t, author.token, 'gone #vanish');
    const kept = await textPost(t, author.token, 'kept #vanish');
    for (const post of [hidden, deleted, kept]) {
      await t.post(Endpoints.favouritePost.path, { post_id: post.id }, { token: viewer.token });
      await t.post(Endpoints.likePost.path, { post_id: post.id }, { token: viewer.token });
    }
    await follow(t, viewer.token, author.id);
    await t.post(Endpoints.hidePost.path, { post_id: hidden.id }, { token: viewer.token });
    await t.post(Endpoints.deletePost.path, { post_id: deleted.id }, { token: author.token });

    const lists = async (token: string) => [
      idsOf(await t.post(Endpoints.homeFeed.path, { page: 1 }, { token })),
      idsOf(await t.post(Endpoints.personFeed.path, { user_id: author.id, page: 1 }, { token })),
      idsOf(await trending(token, 1)),
      idsOf(await t.post(Endpoints.hashtagFeed.path, { hash_tag: 'vanish', page: 1 }, { token })),
      idsOf(await t.post(Endpoints.favourites.path, { page: 1 }, { token })),
    ];
    for (const ids of await lists(viewer.token)) {
      expect(ids).toContain(kept.id);
      expect(ids).not.toContain(hidden.id);
      expect(ids).not.toContain(deleted.id);
    }
    // The author did not hide anything: only the deleted post is gone for them.
    const [home, mine] = await lists(author.token);
    expect(home).toContain(hidden.id);
    expect(mine).toEqual([kept.id, hidden.id]);
    expect((await t.post(Endpoints.searchHashtags.path, { search: 'vanish', page: 1 }, { token: viewer.token })).json().data).toEqual([
      { hash_tag: 'vanish', posts_count: 2 },
    ]);
  });

  it('favouritelist pages by favourite time, newest first unless ASC', async () => {
    const author = await verifiedUser(t);
    const fan = await verifiedUser(t);
    const posts = [];
    for (let i = 0; i < 3; i++) posts.push(await textPost(t, author.token, `fav ${i}`));
    // Favourited in another order than created.
    for (const index of [1, 2, 0]) {
      await t.post(Endpoints.favouritePost.path, { post_id: posts[index]!.id }, { token: fan.token });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const order = [posts[0]!.id, posts[2]!.id, posts[1]!.id];
    const desc = await t.post(Endpoints.favourites.path, { page: 1, sort: 'DESC' }, { token: fan.token });
    expect(idsOf(desc)).toEqual(order);
    expect(desc.json().data.every((post: { is_favourite: number }) => post.is_favourite === 1)).toBe(true);
    expect(idsOf(await t.post(Endpoints.favourites.path, { page: 1 }, { token: fan.token }))).toEqual(order);
    expect(idsOf(await t.post(Endpoints.favourites.path, { page: 1, sort: 'ASC' }, { token: fan.token }))).toEqual([...order].reverse());
    expect(idsOf(await t.post(Endpoints.favourites.path, { page: 2 }, { token: fan.token }))).toEqual([]);
    expect((await t.post(Endpoints.favourites.path, { page: 1, sort: 'UP' }, { token: fan.token })).statusCode).toBe(400);
  });

  it('answers 401 without a token on every feed', async () => {
    for (const url of [
      Endpoints.homeFeed.path,
      Endpoints.personFeed.path,
      `${Endpoints.trendingPosts.path}?page=1`,
      Endpoints.searchHashtags.path,
      Endpoints.hashtagFeed.path,
    ]) {
      const response = await t.post(url, { page: 1, user_id: 1, search: 'a', hash_tag: 'a' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: 0, message: Messages.unauthorized, data: {} });
    }
  });
});
