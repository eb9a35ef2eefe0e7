import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '../../contract/messages';
import { Endpoints, fillPath } from '../../contract/endpoints';
import { backends, createTestApp, verifiedUser, type TestApp } from './harness';
import { createPost, follow, idsOf, textPost } from './posts-support';

type Login = Awaited<ReturnType<typeof verifiedUser>>;

describe.each(backends)('blocking is mutual invisibility (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const getPost = (token: string, id: number) =>
    t.app.inject({ method: 'GET', url: fillPath(Endpoints.post.path, { id: id }), headers: { authorization: `Bearer ${token}` } });
  const trending = (token: string) =>
    t.app.inject({ method: 'POST', url: `${Endpoints.trendingPosts.path}?page=1`, headers: { authorization: `Bearer ${token}` } });
  const peopleTrending = (token: string) =>
    t.app.inject({ method: 'POST', url: `${Endpoints.suggestedPeople.path}?page=1`, headers: { authorization: `Bearer ${token}` } });
  const ids = (response: { json(): unknown }) => idsOf(response);

  /** Each side of a block sees nothing of the other, whichever of the two blocked. */
  for (const side of ['blocker', 'blocked'] as const) {
    it(`as the ${side}: the other's profile, lists, posts and their actions answer as if unknown`, async () => {
      const blocker = await verifiedUser(t, { first_name: 'Blocker' });
      const blocked = await verifiedUser(t, { first_name: 'Blocked' });
      const bystander = await verifiedUser(t);
      const [me, them] = side === 'blocker' ? [blocker, blocked] : [blocked, blocker];
      const tag = `blk${them.id}`;
      const theirPost = await textPost(t, them.token, `#${tag} mine`);
      const poll = await createPost(t, them.token, {
        post_type: 4,
        question: 'Which?',
        poll_type: 'text',
        options: [{ text: 'a' }, { text: 'b' }],
      });
      const bystanderPost = await textPost(t, bystander.token, `#${tag} by a bystander`);
      // Before the block: following, liking, favouriting, commenting on each other's posts.
      await follow(t, me.token, them.id);
      await follow(t, them.token, me.id);
      await follow(t, me.token, bystander.id);
      await t.post(Endpoints.favouritePost.path, { post_id: theirPost.id }, { token: me.token });
      await t.post(Endpoints.addComment.path, { post_id: bystanderPost.id, comment: 'their comment' }, { token: them.token });
      await t.post(Endpoints.addComment.path, { post_id: bystanderPost.id, comment: 'a bystander comment' }, { token: bystander.token });
      expect(ids(await t.post(Endpoints.homeFeed.path, { page: 1 }, { token: me.token }))).toContain(theirPost.id);

      const blockedAnswer = await t.post(Endpoints.block.path, { user_id: blocked.id }, { token: blocker.token });
      expect(blockedAnswer.statusCode).toBe(200);

      const userNotFound = { success: 0, message: Messages.userNotFound, data: {} };
      const postNotFound = { success: 0, message: Messages.postNotFound, data: {} };
      // Profile and the people lists.
      const profile = await t.post(Endpoints.person.path, { userid: them.id }, { token: me.token });
      expect(profile.statusCode).toBe(404);
      expect(profile.json()).toEqual(userNotFound);
      for (const url of [Endpoints.followers.path, Endpoints.followings.path]) {
        expect((await t.post(url, { user_id: them.id, page: 1 }, { token: me.token })).json()).toEqual(userNotFound);
        const mine = (await t.post(url, { user_id: me.id, page: 1 }, { token: me.token })).json().data as { user_id: number }[];
        expect(mine.map((item) => item.user_id)).not.toContain(them.id);
      }
      // The bystander's followers, as seen by me, leave them out too.
      await follow(t, them.token, bystander.id);
      const bystanderFollowers = (await t.post(Endpoints.followers.path, { user_id: bystander.id, page: 1 }, { token: me.token })).json()
        .data as { user_id: number }[];
      expect(bystanderFollowers.map((item) => item.user_id)).toEqual([me.id]);
      expect(ids(await peopleTrending(me.token))).not.toContain(them.id);
      expect(
        ids(await t.post(Endpoints.searchPeople.path, { search: side === 'blocker' ? 'Blocked' : 'Blocker' }, { token: me.token })),
      ).not.toContain(them.id);
      expect((await t.post(Endpoints.follow.path, { user_id: them.id }, { token: me.token })).json()).toEqual(userNotFound);
      expect((await t.post(Endpoints.unfollow.path, { user_id: them.id }, { token: me.token })).statusCode).toBe(404);

      // Every feed, the post detail and every action on their posts.
      const feeds = [
        await t.post(Endpoints.homeFeed.path, { page: 1 }, { token: me.token }),
        await t.post(Endpoints.personFeed.path, { user_id: them.id, page: 1 }, { token: me.token }),
        await trending(me.token),
        await t.post(Endpoints.hashtagFeed.path, { hash_tag: tag, page: 1 }, { token: me.token }),
        await t.post(Endpoints.favourites.path, { page: 1 }, { token: me.token }),
      ];
      for (const feed of feeds) {
        expect(feed.statusCode).toBe(200);
        expect(ids(feed)).not.toContain(theirPost.id);
        expect(ids(feed)).not.toContain(poll.id);
      }
      expect(ids(feeds[0]!)).toContain(bystanderPost.id);
      expect(ids(feeds[3]!)).toEqual([bystanderPost.id]);
      expect((await getPost(me.token, theirPost.id)).json()).toEqual(postNotFound);
      const actions: [string, object][] = [
        [Endpoints.likePost.path, { post_id: theirPost.id }],
        [Endpoints.addComment.path, { post_id: theirPost.id, comment: 'hello' }],
        [Endpoints.comments.path, { post_id: theirPost.id, page: 1 }],
        [Endpoints.favouritePost.path, { post_id: theirPost.id }],
        [Endpoints.unfavouritePost.path, { post_id: theirPost.id }],
        [Endpoints.votePoll.path, { post_id: poll.id, poll_option: poll.poll_options[0]!.id }],
        [Endpoints.reportPost.path, { post_id: theirPost.id, reason: 'spam' }],
        [Endpoints.hidePost.path, { post_id: theirPost.id }],
      ];
      for (const [url, body] of actions) {
        const response = await t.post(url, body, { token: me.token });
        expect(response.json(), url).toEqual(postNotFound);
        expect(response.statusCode).toBe(404);
      }
      // Their comments on a bystander's post are gone for me; the bystander still sees both.
      const comments = (token: string) =>
        t
          .post(Endpoints.comments.path, { post_id: bystanderPost.id, page: 1 }, { token })
          .then((r) => (r.json().data as { user_id: number }[]).map((c) => c.user_id));
      expect(await comments(me.token)).toEqual([bystander.id]);
      expect(await comments(bystander.token)).toEqual([bystander.id, them.id]);
      // The bystander sees both of them as before.
      expect((await t.post(Endpoints.person.path, { userid: them.id }, { token: bystander.token })).statusCode).toBe(200);
      expect((await getPost(bystander.token, theirPost.id)).statusCode).toBe(200);

      // Unblocking makes them visible again; the follows stay ended.
      await t.post(Endpoints.unblock.path, { user_id: blocked.id }, { token: blocker.token });
      expect((await t.post(Endpoints.person.path, { userid: them.id }, { token: me.token })).json().data).toMatchObject({
        is_following: 0,
        is_block: 0,
      });
      expect((await getPost(me.token, theirPost.id)).statusCode).toBe(200);
      expect(ids(await t.post(Endpoints.personFeed.path, { user_id: them.id, page: 1 }, { token: me.token }))).toEqual([
        poll.id,
        theirPost.id,
      ]);
    });
  }

  it("the home feed is one's own posts and those of people followed, newest first, with is_following on their authors", async () => {
    const me: Login = await verifiedUser(t);
    const followed = await verifiedUser(t);
    const stranger = await verifiedUser(t);
    const first = await textPost(t, followed.token, 'followed, before');
    const mine = await textPost(t, me.token, 'mine');
    await textPost(t, stranger.token, 'stranger');
    await follow(t, me.token, followed.id);
    const last = await textPost(t, followed.token, 'followed, after');
    const home = await t.post(Endpoints.homeFeed.path, { page: 1 }, { token: me.token });
    expect(ids(home)).toEqual([last.id, mine.id, first.id]);
    const authors = (home.json().data as { user: { id: number; is_following: number } }[]).map((post) => [
      post.user.id,
      post.user.is_following,
    ]);
    expect(authors).toEqual([
      [followed.id, 1],
      [me.id, 0],
      [followed.id, 1],
    ]);
    // Trending stays everyone's.
    expect(ids(await trending(me.token))).toEqual(expect.arrayContaining([first.id, mine.id, last.id]));
    await t.post(Endpoints.unfollow.path, { user_id: followed.id }, { token: me.token });
    expect(ids(await t.post(Endpoints.homeFeed.path, { page: 1 }, { token: me.token }))).toEqual([mine.id]);
  });
});
