import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { Messages } from '../../contract/messages';
import { Post } from '../../contract/posts';
import { Endpoints, fillPath } from '../../contract/endpoints';
import { mediaFiles, postHashtags, postLikes, users } from '../../server/db/schema';
import { backends, createTestApp, verifiedUser, type TestApp } from './harness';
import { createPost, creator, follow, imagePost, textPost, uploaded } from './posts-support';

describe.each(backends)('post create, get and delete (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const refused = async (token: string, body: object, status: number, message: string) => {
    const response = await t.post(Endpoints.createPost.path, body, { token });
    expect(response.json()).toEqual({ success: 0, message, data: {} });
    expect(response.statusCode).toBe(status);
  };
  const tags = (count: number) => Array.from({ length: count }, (_, i) => `tag${i}`);
  const postsCountOf = async (id: number) => (await t.testDatabase.database.db.select().from(users).where(eq(users.id, id)))[0]?.postsCount;

  it('creates an image post measured from its first image, with hashtags from the field and the caption', async () => {
    const me = await verifiedUser(t);
    const first = await uploaded(t, me.id, 'post/images/', { width: 1200, height: 800 });
    const second = await uploaded(t, me.id, 'post/images/', { width: 100, height: 100 });
    const response = await t.post(
      Endpoints.createPost.path,
      {
        post_type: 0,
        description: 'Sunset #Beach and #sea',
        images: [first, second],
        hash_tags: '#Summer, beach',
        width: 1,
        height: 1,
        aspect_ratio: 9,
      },
      { token: me.token },
    );
    expect(response.statusCode).toBe(200);
    const { success, message, data } = response.json();
    expect({ success, message }).toEqual({ success: 1, message: Messages.postCreated });
    expect(Value.Check(Post, data)).toBe(true);
    expect(data).toMatchObject({
      user_id: me.id,
      post_type: 0,
      payment_type: 0,
      is_lock: 0,
      width: 1200,
      height: 800,
      aspect_ratio: 1.5,
      media_count: 2,
      hash_tags: 'summer,beach,sea',
      post_type_link: `/media/${first},/media/${second}`,
      preview: expect.stringMatching(/^\/media\/post\/previews\//),
      user: { id: me.id, posts_count: 1, is_subscribe: 0, is_following: 0 },
    });
    expect(data.images).toEqual([
      // Its widths come later, from a job (tests/api/image-variants.test.ts).
      { url: `/media/${first}`, width: 1200, height: 800, sources: [] },
      { url: `/media/${second}`, width: 100, height: 100, sources: [] },
    ]);
    const tags = await t.testDatabase.database.db.select().from(postHashtags).where(eq(postHashtags.postId, data.id));
    expect(tags.map((tag) => tag.tag).sort()).toEqual(['beach', 'sea', 'summer']);
    const files = await t.testDatabase.database.db.select().from(mediaFiles).where(eq(mediaFiles.postId, data.id));
    expect(files).toHaveLength(2);
  });

  it('creates audio, video (with teaser), text and accepts hashtags as an array', async () => {
    const me = await verifiedUser(t);
    const audio = await createPost(t, me.token, {
      post_type: 1,
      post_type_link: await uploaded(t, me.id, 'post/audios/'),
      thumb_image: await uploaded(t, me.id, 'post/thumbs/', { width: 500, height: 500 }),
      hash_tags: ['#Music', 'music', 'live_set'],
    });
    expect(audio).toMatchObject({ post_type: 1, width: 500, height: 500, aspect_ratio: 1, hash_tags: 'music,live_set' });
    expect(audio.post_type_link).toMatch(/^\/media\/post\/audios\//);

    const teaser = await uploaded(t, me.id, 'post/teasers/');
    const video = await createPost(t, me.token, {
      post_type: 2,
      description: 'clip',
      post_type_link: await uploaded(t, me.id, 'post/videos/'),
      thumb_image: await uploaded(t, me.id, 'post/images/', { width: 1920, height: 1080 }),
      video_teaser: teaser,
    });
    expect(video).toMatchObject({ post_type: 2, video_teaser: `/media/${teaser}`, width: 1920, height: 1080 });

    const text = await textPost(t, me.token, 'Just words #Thoughts');
    expect(text).toMatchObject({
      post_type: 3,
      post_type_link: '',
      thumb_image: null,
      preview: null,
      images: [],
      hash_tags: 'thoughts',
      width: null,
    });
    expect(await postsCountOf(me.id)).toBe(3);
  });

  it("refuses bad bodies with the failing field's exact message and changes nothing", async () => {
    const me = await verifiedUser(t);
    const image = await uploaded(t, me.id, 'post/images/');
    const cases: [object, string][] = [
      [{ post_type: 0, images: [image], description: 'x'.repeat(241) }, Messages.captionTooLong],
      [{ post_type: 0 }, Messages.uploadImage],
      [{ post_type: 0, images: [] }, Messages.uploadImage],
      [{ post_type: 0, images: Array.from({ length: 11 }, () => image) }, Messages.tooManyImages],
      [{ post_type: 1, thumb_image: image }, Messages.audioRequired],
      [{ post_type: 1, post_type_link: 'post/audios/a.mp3' }, Messages.coverRequired],
      [{ post_type: 2, thumb_image: image }, Messages.videoRequired],
      [{ post_type: 2, post_type_link: 'post/videos/a.mp4' }, Messages.thumbnailRequired],
      [{ post_type: 3 }, Messages.captionRequired],
      [{ post_type: 3, description: '   ' }, Messages.captionRequired],
      [{ post_type: 3, description: 'x'.repeat(641) }, Messages.textTooLong],
      [{ post_type: 3, description: 'hi', payment_type: 1 }, Messages.freeOnlyType],
      [{ post_type: 3, description: 'hi', hash_tags: 'ok, not-valid' }, Messages.hashtagInvalid],
      // The limit holds for the final list: a comma list, and the field merged with the caption's own #tags.
      [{ post_type: 3, description: 'hi', hash_tags: tags(31).join(',') }, Messages.hashtagsTooMany],
      [{ post_type: 3, description: `hi #${tags(31)[30]}`, hash_tags: tags(30).join(', ') }, Messages.hashtagsTooMany],
      [
        {
          post_type: 3,
          description: tags(16)
            .map((tag) => `#${tag}`)
            .join(' '),
          hash_tags: tags(31).slice(16),
        },
        Messages.hashtagsTooMany,
      ],
      [{ post_type: 0, images: [image], payment_type: 2, payment_amount: 100_000 }, Messages.amountTooBig],
    ];
    for (const [body, message] of cases) await refused(me.token, body, 400, message);
    const other = await t.post(Endpoints.createPost.path, { post_type: 9 }, { token: me.token });
    expect(other.statusCode).toBe(400);
    expect(await postsCountOf(me.id)).toBe(0);
  });

  it('takes 30 hashtags between the field and the caption, repeats counted once', async () => {
    const me = await verifiedUser(t);
    const body = {
      post_type: 3,
      description: `${tags(20)
        .map((tag) => `#${tag}`)
        .join(' ')} #TAG0`,
      hash_tags: tags(30).join(','),
    };
    const response = await t.post(Endpoints.createPost.path, body, { token: me.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.hash_tags.split(',')).toHaveLength(30);
  });

  it("takes only the viewer's own unattached uploads of the right path", async () => {
    const me = await verifiedUser(t);
    const stranger = await verifiedUser(t);
    const theirs = await uploaded(t, stranger.id, 'post/images/');
    const thumb = await uploaded(t, me.id, 'post/thumbs/');
    const wrongPath = await uploaded(t, me.id, 'post/videos/');
    await refused(me.token, { post_type: 0, images: [theirs] }, 400, Messages.fileNotUploaded);
    await refused(me.token, { post_type: 0, images: [wrongPath] }, 400, Messages.fileNotUploaded);
    await refused(me.token, { post_type: 0, images: ['post/images/never.jpg'] }, 400, Messages.fileNotUploaded);
    await refused(me.token, { post_type: 1, post_type_link: wrongPath, thumb_image: thumb }, 400, Messages.fileNotUploaded);
    await refused(
      me.token,
      { post_type: 2, post_type_link: wrongPath, thumb_image: thumb, video_teaser: wrongPath },
      400,
      Messages.fileNotUploaded,
    );

    const used = await imagePost(t, me);
    const again = used.images[0]?.url.replace('/media/', '') ?? '';
    await refused(me.token, { post_type: 0, images: [again] }, 400, Messages.fileNotUploaded);
    expect(await postsCountOf(me.id)).toBe(1);
  });

  it('lets only verified users sell, and a paid post needs a positive amount', async () => {
    const fan = await verifiedUser(t);
    const image = await uploaded(t, fan.id, 'post/images/');
    await refused(fan.token, { post_type: 0, images: [image], payment_type: 1 }, 403, Messages.verifyToSell);
    await refused(fan.token, { post_type: 0, images: [image], payment_type: 2, payment_amount: 10 }, 403, Messages.verifyToSell);

    const seller = await creator(t);
    const key = await uploaded(t, seller.id, 'post/images/');
    await refused(seller.token, { post_type: 0, images: [key], payment_type: 2 }, 400, Messages.amountRequired);
    await refused(seller.token, { post_type: 0, images: [key], payment_type: 2, payment_amount: 0 }, 400, Messages.amountPositive);
    const paid = await createPost(t, seller.token, { post_type: 0, images: [key], payment_type: 2, payment_amount: 50 });
    expect(paid).toMatchObject({ payment_type: 2, payment_amount: 50, is_lock: 0 });
    const subscribers = await imagePost(t, seller, { payment_type: 1, payment_amount: 70 });
    expect(subscribers).toMatchObject({ payment_type: 1, payment_amount: 0 });
  });

  it('gets a post by id; 404 for a missing or deleted one; 401 without a token', async () => {
    const me = await verifiedUser(t);
    const post = await textPost(t, me.token);
    const got = await t.app.inject({
      method: 'GET',
      url: fillPath(Endpoints.post.path, { id: post.id }),
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(got.statusCode).toBe(200);
    expect(got.json().data).toEqual(post);
    const missing = await t.app.inject({
      method: 'GET',
      url: fillPath(Endpoints.post.path, { id: 999_999 }),
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: 0, message: Messages.postNotFound, data: {} });
    expect((await t.app.inject({ method: 'GET', url: fillPath(Endpoints.post.path, { id: post.id }) })).statusCode).toBe(401);

    await t.post(Endpoints.deletePost.path, { post_id: post.id }, { token: me.token });
    const gone = await t.app.inject({
      method: 'GET',
      url: fillPath(Endpoints.post.path, { id: post.id }),
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(gone.statusCode).toBe(404);
  });

  it('shows the people a post tags, in the order tagged, each viewer only those they may see (post, feeds)', async () => {
    const author = await verifiedUser(t);
    const first = await verifiedUser(t, { first_name: 'Tagged', last_name: 'First' });
    const second = await verifiedUser(t, { first_name: 'Tagged', last_name: 'Second' });
    const viewer = await verifiedUser(t);
    await follow(t, viewer.token, author.id);
    // The viewer and the second tagged person blocked each other: the viewer sees the post without them.
    await t.post(Endpoints.block.path, { user_id: viewer.id }, { token: second.token });
    const post = await createPost(t, author.token, { post_type: 3, description: 'with friends', tags: `${second.id},${first.id}` });
    expect(Value.Check(Post, post)).toBe(true);
    expect(post.tagged_users.map((person) => [person.id, person.first_name, person.last_name])).toEqual([
      [second.id, 'Tagged', 'Second'],
      [first.id, 'Tagged', 'First'],
    ]);
    expect(post.tagged_users[0]).toEqual({
      id: second.id,
      first_name: 'Tagged',
      last_name: 'Second',
      username: second.username,
      profile_photo: null,
      user_verified: 4,
    });

    const asViewer = await t.app.inject({
      method: 'GET',
      url: fillPath(Endpoints.post.path, { id: post.id }),
      headers: { authorization: `Bearer ${viewer.token}` },
    });
    expect(asViewer.json().data.tagged_users.map((person: { id: number }) => person.id)).toEqual([first.id]);
    const feeds = [
      await t.post(Endpoints.personFeed.path, { user_id: author.id, page: 1 }, { token: viewer.token }),
      await t.post(Endpoints.homeFeed.path, { page: 1 }, { token: viewer.token }),
    ];
    for (const feed of feeds) {
      const listed = (feed.json().data as Array<{ id: number; tagged_users: Array<{ id: number }> }>).find((item) => item.id === post.id);
      expect(listed?.tagged_users.map((person) => person.id)).toEqual([first.id]);
    }
    const untagged = await textPost(t, author.token);
    expect(untagged.tagged_users).toEqual([]);
  });

  it('delete: owner only; posts_count follows create and delete; a second delete is 404', async () => {
    const me = await verifiedUser(t);
    const other = await verifiedUser(t);
    const first = await textPost(t, me.token);
    await textPost(t, me.token);
    expect(await postsCountOf(me.id)).toBe(2);

    const notMine = await t.post(Endpoints.deletePost.path, { post_id: first.id }, { token: other.token });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json()).toEqual({ success: 0, message: Messages.forbidden, data: {} });

    const deleted = await t.post(Endpoints.deletePost.path, { post_id: first.id }, { token: me.token });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: 1, message: Messages.postDeleted, data: { post_id: first.id, posts_count: 1 } });
    expect(await postsCountOf(me.id)).toBe(1);
    expect((await t.post(Endpoints.deletePost.path, { post_id: first.id }, { token: me.token })).statusCode).toBe(404);
    expect((await t.post(Endpoints.deletePost.path, { post_id: 'x' }, { token: me.token })).statusCode).toBe(400);
  });

  it("report and hide: not one's own post; hide is idempotent, a second report of the same post is 409", async () => {
    const me = await verifiedUser(t);
    const other = await verifiedUser(t);
    const post = await textPost(t, other.token);
    const own = await textPost(t, me.token);
    for (const url of [Endpoints.reportPost.path, Endpoints.hidePost.path]) {
      const mine = await t.post(url, { post_id: own.id, reason: 'spam' }, { token: me.token });
      expect(mine.statusCode).toBe(403);
      expect(mine.json()).toEqual({ success: 0, message: Messages.ownPostAction, data: {} });
      expect((await t.post(url, { post_id: 999_999, reason: 'spam' }, { token: me.token })).statusCode).toBe(404);
    }
    const report = await t.post(Endpoints.reportPost.path, { post_id: post.id, reason: 'spam' }, { token: me.token });
    expect(report.json()).toEqual({ success: 1, message: Messages.postReported, data: { post_id: post.id } });
    const again = await t.post(Endpoints.reportPost.path, { post_id: post.id, reason: 'harassment' }, { token: me.token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: 0, message: Messages.postAlreadyReported, data: {} });
    for (let i = 0; i < 2; i++) {
      const hide = await t.post(Endpoints.hidePost.path, { post_id: post.id, to_user_id: other.id }, { token: me.token });
      expect(hide.json()).toEqual({ success: 1, message: Messages.postHidden, data: { post_id: post.id } });
    }
  });

  it('a report also hides the post from its reporter, and only from them', async () => {
    const me = await verifiedUser(t);
    const other = await verifiedUser(t);
    const bystander = await verifiedUser(t);
    const post = await textPost(t, other.token);
    for (const follower of [me, bystander]) await follow(t, follower.token, other.id);
    const homeIds = async (token: string) =>
      ((await t.post(Endpoints.homeFeed.path, { page: 1 }, { token })).json().data as { id: number }[]).map((p) => p.id);
    expect(await homeIds(me.token)).toContain(post.id);
    await t.post(Endpoints.reportPost.path, { post_id: post.id, reason: 'spam' }, { token: me.token });
    expect(await homeIds(me.token)).not.toContain(post.id);
    expect(await homeIds(bystander.token)).toContain(post.id);
  });

  it('like toggles and never goes below 0; favourite and unfavourite are idempotent', async () => {
    const me = await verifiedUser(t);
    const fan = await verifiedUser(t);
    const post = await textPost(t, me.token);
    const like = (token: string) => t.post(Endpoints.likePost.path, { post_id: post.id }, { token });
    expect((await like(me.token)).json()).toEqual({
      success: 1,
      message: '',
      data: { post_id: post.id, is_like: 1, post_like_counter: 1 },
    });
    expect((await like(fan.token)).json().data).toEqual({ post_id: post.id, is_like: 1, post_like_counter: 2 });
    expect((await like(me.token)).json().data).toEqual({ post_id: post.id, is_like: 0, post_like_counter: 1 });
    expect((await like(fan.token)).json().data).toEqual({ post_id: post.id, is_like: 0, post_like_counter: 0 });
    expect((await t.post(Endpoints.likePost.path, { post_id: 999_999 }, { token: me.token })).statusCode).toBe(404);

    for (let i = 0; i < 2; i++) {
      const added = await t.post(Endpoints.favouritePost.path, { post_id: post.id }, { token: fan.token });
      expect(added.json()).toEqual({ success: 1, message: Messages.addedToFavourites, data: { post_id: post.id, is_favourite: 1 } });
    }
    const seen = await t.app.inject({
      method: 'GET',
      url: fillPath(Endpoints.post.path, { id: post.id }),
      headers: { authorization: `Bearer ${fan.token}` },
    });
    expect(seen.json().data).toMatchObject({ is_favourite: 1, is_like: 0 });
    for (let i = 0; i < 2; i++) {
      const removed = await t.post(Endpoints.unfavouritePost.path, { post_id: post.id }, { token: fan.token });
      expect(removed.json()).toEqual({ success: 1, message: Messages.removedFromFavourites, data: { post_id: post.id, is_favourite: 0 } });
    }
    expect((await t.post(Endpoints.favouritePost.path, { post_id: 999_999 }, { token: fan.token })).statusCode).toBe(404);
  });

  it('keeps the like counter right under 20 concurrent likes and toggles', async () => {
    const author = await verifiedUser(t);
    const post = await textPost(t, author.token);
    const fans = await Promise.all(Array.from({ length: 20 }, () => verifiedUser(t)));
    const likeAll = () => Promise.all(fans.map((fan) => t.post(Endpoints.likePost.path, { post_id: post.id }, { token: fan.token })));
    const counter = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: fillPath(Endpoints.post.path, { id: post.id }),
          headers: { authorization: `Bearer ${author.token}` },
        })
      ).json().data.post_like_counter;
    const storedLikes = async () => (await t.testDatabase.database.db.select().from(postLikes).where(eq(postLikes.postId, post.id))).length;

    await likeAll();
    expect(await counter()).toBe(20);
    // One fan toggling 20 times at once: whatever order wins, the counter equals the likes stored.
    const one = fans[0]!;
    const toggles = await Promise.all(
      Array.from({ length: 20 }, () => t.post(Endpoints.likePost.path, { post_id: post.id }, { token: one.token })),
    );
    expect(toggles.every((response) => response.statusCode === 200)).toBe(true);
    expect(await counter()).toBe(await storedLikes());
    await likeAll();
    expect(await counter()).toBe(await storedLikes());
    expect(await counter()).toBeLessThanOrEqual(1);
  });

  it('answers 401 without a token on every post call', async () => {
    for (const url of [
      Endpoints.createPost.path,
      Endpoints.comments.path,
      Endpoints.addComment.path,
      Endpoints.likePost.path,
      Endpoints.favouritePost.path,
      Endpoints.unfavouritePost.path,
      Endpoints.favourites.path,
      Endpoints.votePoll.path,
      Endpoints.reportPost.path,
      Endpoints.hidePost.path,
      Endpoints.deletePost.path,
    ]) {
      const response = await t.post(url, { post_id: 1, page: 1 });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: 0, message: Messages.unauthorized, data: {} });
    }
  });
});
