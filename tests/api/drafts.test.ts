import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Endpoints } from '../../contract/endpoints';
import { Messages } from '../../contract/messages';
import type { Draft } from '../../contract/posts';
import { mediaFiles, posts, users } from '../../server/db/schema';
import { backends, createTestApp, verifiedUser, type TestApp } from './harness';
import { creator, follow, idsOf, uploaded } from './posts-support';

type Person = Awaited<ReturnType<typeof verifiedUser>>;

const MINUTE = 60_000;

describe.each(backends)('drafts and scheduled posts (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const db = () => t.testDatabase.database.db;
  /** A time `minutes` ahead of the app's clock (which the tests move). */
  const inMinutes = (minutes: number) => new Date(t.app.clock() + minutes * MINUTE).toISOString();
  const postsCountOf = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0]?.postsCount;
  const postRowsOf = async (id: number) => (await db().select({ id: posts.id }).from(posts).where(eq(posts.userId, id))).length;
  const save = (person: Person, body: object) => t.post(Endpoints.saveDraft.path, body, { token: person.token });
  const saved = async (person: Person, body: object): Promise<Draft> => {
    const response = await save(person, body);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: Draft }).data;
  };
  const listOf = async (person: Person) =>
    ((await t.post(Endpoints.drafts.path, { page: 1 }, { token: person.token })).json() as { data: Draft[] }).data;
  const text = (description: string, extra: object = {}) => ({ post_type: 3, description, ...extra });

  it('a draft and a scheduled post are seen by their author only, in no feed, count or action; another person meets 404', async () => {
    const author = await verifiedUser(t);
    const fan = await verifiedUser(t);
    await follow(t, fan.token, author.id);
    const draft = await saved(author, { post: text('a draft #secretdraft') });
    const scheduled = await saved(author, { post: text('later #secretdraft'), publish_at: inMinutes(60) });
    expect(draft).toMatchObject({ status: 'draft', publish_at: null, description: 'a draft #secretdraft', post_type: 3 });
    expect(scheduled.status).toBe('scheduled');
    expect((await listOf(author)).map((d) => d.id)).toEqual([scheduled.id, draft.id]);
    expect(await listOf(fan)).toEqual([]);

    expect(await postsCountOf(author.id)).toBe(0);
    expect(await postRowsOf(author.id)).toBe(0);
    for (const reader of [fan, author]) {
      expect(idsOf(await t.post(Endpoints.homeFeed.path, { page: 1 }, { token: reader.token }))).toEqual([]);
      expect(idsOf(await t.post(Endpoints.personFeed.path, { user_id: author.id, page: 1 }, { token: reader.token }))).toEqual([]);
      expect(idsOf(await t.post(Endpoints.hashtagFeed.path, { hash_tag: 'secretdraft', page: 1 }, { token: reader.token }))).toEqual([]);
      const tags = await t.post(Endpoints.searchHashtags.path, { search: 'secretdraft', page: 1 }, { token: reader.token });
      expect(tags.json().data).toEqual([]);
    }
    const trending = idsOf(await t.post(`${Endpoints.trendingPosts.path}?page=1`, undefined, { token: fan.token }));
    expect(trending).not.toContain(draft.id);

    for (const id of [draft.id, scheduled.id]) {
      const asFan = { token: fan.token };
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/post/${id}`, headers: { authorization: `Bearer ${fan.token}` } })).statusCode,
      ).toBe(404);
      expect((await t.post(Endpoints.likePost.path, { post_id: id }, asFan)).statusCode).toBe(404);
      expect((await t.post(Endpoints.addComment.path, { post_id: id, comment: 'hi' }, asFan)).statusCode).toBe(404);
      expect((await t.post(Endpoints.unlockPost.path, { post_id: id, price: 5 }, asFan)).statusCode).toBe(404);
      // Not someone else's draft either: changing, publishing or deleting it answers as if it did not exist.
      expect((await save(fan, { id, post: text('mine now') })).statusCode).toBe(404);
      expect((await t.post(Endpoints.publishDraft.path, { id }, asFan)).statusCode).toBe(404);
      expect((await t.post(Endpoints.deleteDraft.path, { id }, asFan)).statusCode).toBe(404);
    }
    expect(await postRowsOf(fan.id)).toBe(0);
    expect((await t.post(Endpoints.notifications.path, { page: 1 }, { token: fan.token })).json().data).toEqual([]);
    expect((await listOf(author)).map((d) => d.description).sort()).toEqual(['a draft #secretdraft', 'later #secretdraft']);
  });

  it('refuses a time too soon, too late or not a time, and a post that would be refused', async () => {
    const author = await verifiedUser(t);
    const refusal = async (body: object) => {
      const response = await save(author, body);
      expect(response.statusCode).toBe(400);
      return response.json().message as string;
    };
    expect(await refusal({ post: text('x'), publish_at: inMinutes(2) })).toBe(Messages.scheduleTooSoon);
    expect(await refusal({ post: text('x'), publish_at: inMinutes(-60) })).toBe(Messages.scheduleTooSoon);
    expect(await refusal({ post: text('x'), publish_at: inMinutes(91 * 24 * 60) })).toBe(Messages.scheduleTooLate);
    expect(await refusal({ post: text('x'), publish_at: 'tomorrow' })).toBe(Messages.scheduleTimeInvalid);
    expect(await refusal({ post: text('   ') })).toBe(Messages.captionRequired);
    expect(await refusal({ post: { post_type: 0, images: ['post/images/nothere.jpg'] } })).toBe(Messages.fileNotUploaded);
    expect(await listOf(author)).toEqual([]);
    expect((await saved(author, { post: text('fine'), publish_at: inMinutes(90 * 24 * 60 - 1) })).status).toBe('scheduled');
  });

  it('the sweep publishes a due post as one made then: new id, its time, the count, fan-out, tags notified; the draft goes', async () => {
    const author = await verifiedUser(t);
    const fan = await verifiedUser(t);
    const tagged = await verifiedUser(t);
    await follow(t, fan.token, author.id);
    const earlier = await saved(author, { post: text('scheduled hello', { tags: String(tagged.id) }), publish_at: inMinutes(30) });
    const later = await saved(author, { post: text('much later'), publish_at: inMinutes(120) });

    expect(await t.app.draftsService.publishDue()).toBe(0);
    t.advanceClock(31 * MINUTE);
    const before = Date.now();
    expect(await t.app.draftsService.publishDue()).toBe(1);
    expect(await t.app.draftsService.publishDue()).toBe(0);

    const [published] = await db().select().from(posts).where(eq(posts.userId, author.id));
    expect(published!.description).toBe('scheduled hello');
    expect(published!.id).toBeGreaterThan(earlier.id);
    expect(published!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await postsCountOf(author.id)).toBe(1);
    expect(idsOf(await t.post(Endpoints.homeFeed.path, { page: 1 }, { token: fan.token }))).toEqual([published!.id]);
    const notified = (await t.post(Endpoints.notifications.path, { page: 1 }, { token: tagged.token })).json().data as {
      post_id?: number;
    }[];
    expect(notified).toHaveLength(1);
    expect((await listOf(author)).map((d) => d.id)).toEqual([later.id]);
  });

  it('rescheduling and cancelling before the time keep it from going out; editing changes what goes out', async () => {
    const author = await verifiedUser(t);
    const moved = await saved(author, { post: text('first words'), publish_at: inMinutes(10) });
    await saved(author, { id: moved.id, post: text('second words'), publish_at: inMinutes(60 * 24) });
    const cancelled = await saved(author, { post: text('never'), publish_at: inMinutes(10) });
    expect((await t.post(Endpoints.deleteDraft.path, { id: cancelled.id }, { token: author.token })).statusCode).toBe(200);
    t.advanceClock(11 * MINUTE);
    await t.app.draftsService.publishDue();
    expect(await postRowsOf(author.id)).toBe(0);
    t.advanceClock(24 * 60 * MINUTE);
    await t.app.draftsService.publishDue();
    const rows = await db().select().from(posts).where(eq(posts.userId, author.id));
    expect(rows.map((row) => row.description)).toEqual(['second words']);
  });

  it('publish now: the author publishes a draft at once; a second publish finds nothing', async () => {
    const author = await creator(t);
    const fan = await verifiedUser(t);
    await follow(t, fan.token, author.id);
    const image = await uploaded(t, author.id, 'post/images/');
    const draft = await saved(author, { post: { post_type: 0, images: [image], description: 'pic' } });
    const response = await t.post(Endpoints.publishDraft.path, { id: draft.id }, { token: author.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(Messages.draftPublished);
    const post = response.json().data as { id: number };
    expect(idsOf(await t.post(Endpoints.homeFeed.path, { page: 1 }, { token: fan.token }))).toEqual([post.id]);
    expect((await db().select().from(mediaFiles).where(eq(mediaFiles.key, image)))[0]!.postId).toBe(post.id);
    expect((await t.post(Endpoints.publishDraft.path, { id: draft.id }, { token: author.token })).statusCode).toBe(404);
    expect(await postsCountOf(author.id)).toBe(1);
  });

  it("the orphan sweep keeps a draft's uploads", async () => {
    const author = await verifiedUser(t);
    const image = await uploaded(t, author.id, 'post/images/');
    await db()
      .update(mediaFiles)
      .set({ createdAt: new Date(Date.now() - 48 * 60 * MINUTE) })
      .where(eq(mediaFiles.key, image));
    await saved(author, { post: { post_type: 0, images: [image] } });
    t.advanceClock(48 * 60 * MINUTE);
    await t.app.uploadsService.sweepOrphans();
    expect(await db().select().from(mediaFiles).where(eq(mediaFiles.key, image))).toHaveLength(1);
  });

  it('two processes sweeping at once publish a due post once', async () => {
    const replica = await createTestApp(backend, { database: t.testDatabase });
    try {
      const author = await verifiedUser(t);
      for (let i = 0; i < 3; i++) await saved(author, { post: text(`race ${i}`), publish_at: inMinutes(6) });
      // Both apps' clocks past the time (the replica's far past it: it never moved before).
      t.advanceClock(7 * MINUTE);
      replica.advanceClock(365 * 24 * 60 * MINUTE);
      // (The replica, far ahead, may publish other tests' scheduled posts too: only this author's are counted.)
      await Promise.all([t.app.draftsService.publishDue(), replica.app.draftsService.publishDue(), t.app.draftsService.publishDue()]);
      expect(await postRowsOf(author.id)).toBe(3);
      expect(await postsCountOf(author.id)).toBe(3);
      expect(await listOf(author)).toEqual([]);
    } finally {
      await replica.close();
    }
  });
});
