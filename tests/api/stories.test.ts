import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { Value } from 'typebox/value';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NotificationType } from '../../contract/codes';
import { Messages } from '../../contract/messages';
import type { Notification } from '../../contract/notifications';
import { Endpoints } from '../../contract/endpoints';
import { STORY_LIFETIME_HOURS } from '../../contract/rules';
import { CreateStoryResponse, StoriesResponse, type Story } from '../../contract/stories';
import { follows, mediaFiles, stories, storyViews } from '../../server/db/schema';
import { insertPeople } from '../support/people';
import { appStatements, backends, createTestApp, uploadFile, verifiedUser, type TestApp } from './harness';

type Person = Awaited<ReturnType<typeof verifiedUser>>;
const HOUR = 60 * 60_000;

describe.each(backends)('stories (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const db = () => t.testDatabase.database.db;
  const get = (url: string, who?: Person) =>
    t.app.inject({ method: 'GET', url, headers: who ? { authorization: `Bearer ${who.token}` } : {} });

  async function uploadStoryImage(who: Person, path = 'story/images/', name = 'story.jpg') {
    const bytes = await sharp({ create: { width: 90, height: 160, channels: 3, background: '#8e44ad' } })
      .jpeg()
      .toBuffer();
    const response = await uploadFile(t, who.token, [
      ['path', path],
      ['file', { name, bytes }],
    ]);
    expect(response.statusCode).toBe(200);
    return response.json().data.key as string;
  }
  async function createStory(who: Person) {
    const key = await uploadStoryImage(who);
    const response = await t.post(Endpoints.postStory.path, { story_image: key }, { token: who.token });
    expect(response.statusCode).toBe(200);
    expect(Value.Check(CreateStoryResponse, response.json())).toBe(true);
    const story = response.json().data as Story;
    return { key, id: story.story_image[0]!.id, story };
  }
  async function storiesOf(who: Person): Promise<Story[]> {
    const response = await get(Endpoints.stories.path, who);
    expect(response.statusCode).toBe(200);
    expect(Value.Check(StoriesResponse, response.json())).toBe(true);
    return response.json().data;
  }
  const follow = async (follower: Person, followed: Person) =>
    expect((await t.post(Endpoints.follow.path, { user_id: followed.id }, { token: follower.token })).statusCode).toBe(200);
  const block = async (blocker: Person, blocked: Person) =>
    expect((await t.post(Endpoints.block.path, { user_id: blocked.id }, { token: blocker.token })).statusCode).toBe(200);
  const seen = (who: Person, storyId: number) => t.post(Endpoints.markStorySeen.path, { story_id: storyId }, { token: who.token });
  const owners = (list: Story[]) => list.map((story) => story.user.id);
  /** Ages a story in the database as the clock would: created and expiring `hours` earlier. */
  const age = (storyId: number, hours: number) =>
    db()
      .update(stories)
      .set({
        createdAt: sql`${stories.createdAt} - make_interval(mins => ${Math.round(hours * 60)})`,
        expiresAt: sql`${stories.expiresAt} - make_interval(mins => ${Math.round(hours * 60)})`,
      })
      .where(eq(stories.id, storyId));

  it('needs a login', async () => {
    expect((await get(Endpoints.stories.path)).statusCode).toBe(401);
    expect((await t.post(Endpoints.postStory.path, { story_image: 'story/images/abc.jpg' })).statusCode).toBe(401);
  });

  it('creates a story of 24 hours from the viewer’s own upload; the owner and a follower see it, a stranger does not', async () => {
    const owner = await verifiedUser(t);
    const fan = await verifiedUser(t);
    const stranger = await verifiedUser(t);
    await follow(fan, owner);
    const before = Date.now();
    const { id, story } = await createStory(owner);
    const image = story.story_image[0]!;
    expect(story.user.id).toBe(owner.id);
    expect(new Date(image.expires_at).getTime() - new Date(image.created_at).getTime()).toBe(STORY_LIFETIME_HOURS * HOUR);
    expect(new Date(image.created_at).getTime()).toBeGreaterThanOrEqual(before - 1000);

    expect(owners(await storiesOf(owner))).toEqual([owner.id]);
    const [forFan] = await storiesOf(fan);
    expect(forFan?.user.id).toBe(owner.id);
    expect(forFan?.story_image.map((i) => i.id)).toEqual([id]);
    expect(forFan?.seen).toBe(false);
    expect(await storiesOf(stranger)).toEqual([]);
    expect((await seen(stranger, id)).statusCode).toBe(404);
  });

  it('refuses bad input, someone else’s upload, a used upload, a post upload, and someone else’s `user`', async () => {
    const owner = await verifiedUser(t);
    const other = await verifiedUser(t);
    const create = (body: object, who = owner) => t.post(Endpoints.postStory.path, body, { token: who.token });
    const count = async () =>
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(stories)
      ).at(0)?.n;
    const total = await count();

    expect((await create({})).statusCode).toBe(400);
    const wrongPattern = await create({ story_image: 'post/images/abc.jpg' });
    expect(wrongPattern.statusCode).toBe(400);
    expect(wrongPattern.json().message).toBe(Messages.imageType);

    const othersKey = await uploadStoryImage(other);
    const stolen = await create({ story_image: othersKey });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe(Messages.fileNotUploaded);

    const unknown = await create({ story_image: 'story/images/AAAAAAAAAAAAAAAAAAAAAA.jpg' });
    expect(unknown.json().message).toBe(Messages.fileNotUploaded);

    const mine = await uploadStoryImage(owner);
    const asOther = await create({ user: other.id, story_image: mine });
    expect(asOther.statusCode).toBe(403);
    expect((await create({ user: owner.id, story_image: mine })).statusCode).toBe(200);
    const again = await create({ story_image: mine });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(Messages.fileNotUploaded);
    expect(await count()).toBe((total ?? 0) + 1);
  });

  it('two creates with one upload at once make one story', async () => {
    const owner = await verifiedUser(t);
    const key = await uploadStoryImage(owner);
    const answers = await Promise.all([0, 1, 2].map(() => t.post(Endpoints.postStory.path, { story_image: key }, { token: owner.token })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400]);
    for (const answer of answers.filter((a) => a.statusCode === 400)) expect(answer.json().message).toBe(Messages.fileNotUploaded);
    expect(await db().select().from(stories).where(eq(stories.imageKey, key))).toHaveLength(1);
  });

  it('an abandoned story upload goes with the orphan sweep a day later; one a story took stays', async () => {
    const owner = await verifiedUser(t);
    const abandoned = await uploadStoryImage(owner);
    const { key: used } = await createStory(owner);
    t.advanceClock(25 * HOUR);
    try {
      const removed = await t.app.uploadsService.sweepOrphans();
      expect(removed).toContain(abandoned);
      expect(removed).not.toContain(used);
      expect(await t.app.storage.exists(abandoned)).toBe(false);
      expect(await t.app.storage.exists(used)).toBe(true);
    } finally {
      t.advanceClock(-25 * HOUR);
    }
  });

  it('the upload pipeline refuses what is not a jpg/png and a file over the size with the story words', async () => {
    const owner = await verifiedUser(t);
    const gif = await uploadFile(t, owner.token, [
      ['path', 'story/images/'],
      ['file', { name: 'a.gif', bytes: Buffer.from('GIF89a0000') }],
    ]);
    expect(gif.statusCode).toBe(400);
    expect(gif.json().message).toBe(Messages.imageType);
    const big = await uploadFile(t, owner.token, [
      ['path', 'story/images/'],
      ['file', { name: 'big.jpg', bytes: new Uint8Array(30 * 1024 * 1024 + 10) }],
    ]);
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe(Messages.storyImageTooBig);
  });

  it('only the owner deletes: someone else 403, unknown 404, both Story Delete Failed; the file goes', async () => {
    const owner = await verifiedUser(t);
    const other = await verifiedUser(t);
    await follow(other, owner);
    const { id, key } = await createStory(owner);
    const remove = (who: Person, storyId: number) => t.post(Endpoints.deleteStory.path, { story_id: storyId }, { token: who.token });

    const byOther = await remove(other, id);
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toMatchObject({ success: 0, message: Messages.storyDeleteFailed });
    const unknown = await remove(owner, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(Messages.storyDeleteFailed);
    expect(await t.app.storage.exists(key)).toBe(true);

    const done = await remove(owner, id);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: 1, message: Messages.storyDeleted, data: { story_id: id } });
    expect(await t.app.storage.exists(key)).toBe(false);
    expect(await db().select().from(mediaFiles).where(eq(mediaFiles.key, key))).toEqual([]);
    expect(await storiesOf(other)).toEqual([]);
    expect((await remove(owner, id)).statusCode).toBe(404);
  });

  it('blocked people see nothing of each other, in either direction', async () => {
    const a = await verifiedUser(t);
    const b = await verifiedUser(t);
    await follow(a, b);
    await follow(b, a);
    const { id: storyOfA } = await createStory(a);
    const { id: storyOfB } = await createStory(b);
    expect(owners(await storiesOf(a))).toEqual([a.id, b.id]);
    await block(a, b);
    expect(owners(await storiesOf(a))).toEqual([a.id]);
    expect(owners(await storiesOf(b))).toEqual([b.id]);
    expect((await seen(a, storyOfB)).statusCode).toBe(404);
    expect((await seen(b, storyOfA)).statusCode).toBe(404);
  });

  it('orders own first, then unseen, then seen, each by its newest image; seen marks only visible ones', async () => {
    const me = await verifiedUser(t);
    const [p1, p2, p3] = [await verifiedUser(t), await verifiedUser(t), await verifiedUser(t)];
    for (const p of [p1, p2, p3]) await follow(me, p);
    const s1 = await createStory(p1);
    const s2 = await createStory(p2);
    const s3 = await createStory(p3);
    await createStory(me);
    // Newest first among the unseen: p3, p2, p1.
    expect(owners(await storiesOf(me))).toEqual([me.id, p3.id, p2.id, p1.id]);
    expect((await seen(me, s3.id)).statusCode).toBe(200);
    expect((await seen(me, s3.id)).statusCode).toBe(200);
    expect((await seen(me, s1.id)).statusCode).toBe(200);
    const list = await storiesOf(me);
    expect(owners(list)).toEqual([me.id, p2.id, p3.id, p1.id]);
    expect(list.map((s) => s.seen)).toEqual([false, false, true, true]);
    // A new image of p1 puts them back among the unseen, ahead of p2 (newer).
    const again = await createStory(p1);
    expect(owners(await storiesOf(me))).toEqual([me.id, p1.id, p2.id, p3.id]);
    expect((await storiesOf(me))[1]?.story_image.map((i) => [i.id, i.seen])).toEqual([
      [s1.id, true],
      [again.id, false],
    ]);
    expect(await db().select().from(storyViews).where(eq(storyViews.storyId, s2.id))).toEqual([]);
    expect((await seen(me, 999_999)).statusCode).toBe(404);
    expect((await t.post(Endpoints.markStorySeen.path, { story_id: 'x' }, { token: me.token })).statusCode).toBe(400);
  });

  it('an expired story is neither listed nor markable, and its signed URL stops working', async () => {
    const owner = await verifiedUser(t);
    const fan = await verifiedUser(t);
    await follow(fan, owner);
    const { id, key } = await createStory(owner);
    const url = (await storiesOf(fan))[0]!.story_image[0]!.story_image;
    expect((await get(url)).statusCode).toBe(200);
    await age(id, STORY_LIFETIME_HOURS);
    expect(await storiesOf(fan)).toEqual([]);
    expect(await storiesOf(owner)).toEqual([]);
    expect((await seen(fan, id)).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(404);
    expect(await t.app.storage.exists(key)).toBe(true);
  });

  it('the image comes only through its signed URL: a plain URL or a forged signature is refused', async () => {
    const owner = await verifiedUser(t);
    const { key } = await createStory(owner);
    const url = (await storiesOf(owner))[0]!.story_image[0]!.story_image;
    expect(url).toMatch(/^\/media\/story\/images\/.+\?exp=\d+&sig=/);
    const image = await get(url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect((await get(`/media/${key}`)).statusCode).toBe(403);
    expect((await get(url.replace(/sig=.{4}/, 'sig=AAAA'))).statusCode).toBe(403);
    // No longer than the story: the signature ends within the usual signed time.
    const exp = Number(new URL(url, 'http://x').searchParams.get('exp'));
    expect(exp * 1000).toBeLessThanOrEqual(Date.now() + 31 * 60_000);
  });

  it('a story ending sooner gets a signature ending with it', async () => {
    const owner = await verifiedUser(t);
    const { id } = await createStory(owner);
    await age(id, STORY_LIFETIME_HOURS - 0.1);
    const [story] = await storiesOf(owner);
    const image = story!.story_image[0]!;
    const exp = Number(new URL(image.story_image, 'http://x').searchParams.get('exp'));
    // Rounded up to the minute at most.
    expect(exp * 1000).toBeLessThanOrEqual(new Date(image.expires_at).getTime() + 60_000);
    expect(exp * 1000).toBeLessThan(Date.now() + 7 * 60_000);
  });

  it('the sweep removes expired stories, their rows and files, and leaves live ones; two sweeps at once take each once', async () => {
    const owner = await verifiedUser(t);
    const fan = await verifiedUser(t);
    await follow(fan, owner);
    const old1 = await createStory(owner);
    const old2 = await createStory(owner);
    const live = await createStory(owner);
    await seen(fan, old1.id);
    await age(old1.id, STORY_LIFETIME_HOURS + 1);
    await age(old2.id, STORY_LIFETIME_HOURS);
    const [first, second] = await Promise.all([t.app.storiesService.sweepExpired(), t.app.storiesService.sweepExpired()]);
    const removed = [...first!, ...second!];
    expect(removed.filter((key) => key === old1.key || key === old2.key).sort()).toEqual([old1.key, old2.key].sort());
    expect(new Set(removed).size).toBe(removed.length);
    for (const { key } of [old1, old2]) {
      expect(await t.app.storage.exists(key)).toBe(false);
      expect(await db().select().from(mediaFiles).where(eq(mediaFiles.key, key))).toEqual([]);
    }
    expect(await db().select().from(storyViews).where(eq(storyViews.storyId, old1.id))).toEqual([]);
    expect(await t.app.storage.exists(live.key)).toBe(true);
    expect((await storiesOf(fan))[0]?.story_image.map((i) => i.id)).toEqual([live.id]);
    expect(await t.app.storiesService.sweepExpired()).toEqual([]);
  });

  it('notifies followers (not strangers, not blocked ones) with new_story naming the owner and the story', async () => {
    const owner = await verifiedUser(t);
    const fan = await verifiedUser(t);
    const blocked = await verifiedUser(t);
    const stranger = await verifiedUser(t);
    await follow(fan, owner);
    await follow(blocked, owner);
    await block(owner, blocked);
    const { id } = await createStory(owner);
    const list = async (who: Person): Promise<Notification[]> =>
      (await t.post(Endpoints.notifications.path, { page: 1 }, { token: who.token })).json().data;
    const news = (await list(fan)).filter((n) => n.type === NotificationType.newStory);
    expect(news).toHaveLength(1);
    expect(news[0]).toMatchObject({ actor: { id: owner.id }, data: { story_id: id, story_user_id: owner.id } });
    expect(news[0]?.description).toMatch(/added a new story$/);
    expect((await list(blocked)).filter((n) => n.type === NotificationType.newStory)).toEqual([]);
    expect((await list(stranger)).filter((n) => n.type === NotificationType.newStory)).toEqual([]);
    expect((await list(owner)).filter((n) => n.type === NotificationType.newStory)).toEqual([]);
    // A second story leaves one notification, naming the newest.
    const second = await createStory(owner);
    const after = (await list(fan)).filter((n) => n.type === NotificationType.newStory);
    expect(after.map((n) => n.data.story_id)).toEqual([second.id]);
  });

  // Counted on PostgreSQL, where every statement of a transaction goes to the server on its own.
  it.runIf(backend === 'postgres')('notifies twenty followers in the statements it takes for one', async () => {
    const statementsOfStory = async (followers: number) => {
      const owner = await verifiedUser(t);
      const fans = await insertPeople(t.testDatabase.database.db, followers);
      await t.testDatabase.database.db.insert(follows).values(fans.map((fan) => ({ followerId: fan.id, followingId: owner.id })));
      const key = await uploadStoryImage(owner);
      // The image's widths are a job's statements, on this database's clients too: made before counting.
      expect(await t.app.jobs.settled('imageVariants', 30_000)).toBe(true);
      const query = vi.spyOn(pg.Client.prototype, 'query');
      try {
        expect((await t.post(Endpoints.postStory.path, { story_image: key }, { token: owner.token })).statusCode).toBe(200);
        return appStatements(query.mock.calls);
      } finally {
        query.mockRestore();
      }
    };
    const forOne = await statementsOfStory(1);
    expect(await statementsOfStory(20)).toBe(forOne);
  });
});
