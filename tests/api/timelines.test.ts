import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Endpoints } from '../../contract/endpoints';
import { posts } from '../../server/db/schema';
import { JOBS_SCHEMA } from '../../server/jobs/engine';
import { Queues } from '../../server/jobs/queues';
import { insertPeople } from '../support/people';
import { backends, createTestApp, verifiedUser, type TestApp } from './harness';
import { follow, idsOf, textPost } from './posts-support';

// Small limits, so each path shows with a handful of people: one follower is written inline, two or three by the
// job, four or more make the author pulled (merged at read time); a follow copies the author's last three posts.
const LIMITS = { inlineMax: 1, pullAbove: 3, batch: 2, backfill: 3 };

type Person = Awaited<ReturnType<typeof verifiedUser>>;

describe.each(backends)('timelines (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { timelineLimits: LIMITS });
  });
  afterAll(() => t.close());

  const db = () => t.testDatabase.database.db;
  const home = async (person: Person, page = 1) => idsOf(await t.post(Endpoints.homeFeed.path, { page }, { token: person.token }));
  const rows = async <Row>(query: ReturnType<typeof sql>) => ((await db().execute(query)) as unknown as { rows: Row[] }).rows;
  /** The post ids others' posts put in `reader`'s timeline table (`own`: the reader's own), newest first. */
  const timeline = async (reader: Person, { own = false } = {}) =>
    (
      await rows<{ post_id: number }>(
        sql`select post_id from timeline_entries where reader_id = ${reader.id}
          and ${own ? sql`author_id = reader_id` : sql`author_id <> reader_id`} order by post_id desc`,
      )
    ).map((row) => row.post_id);
  const call = async (person: Person, endpoint: { path: string }, body: object) => {
    const response = await t.post(endpoint.path, body, { token: person.token });
    expect(response.statusCode, response.body).toBe(200);
  };
  const fanOutJobs = async () =>
    (
      await rows<{ count: number }>(
        sql`select count(*)::int as count from ${sql.raw(JOBS_SCHEMA)}.job where name = ${Queues.fanOutPost.name}`,
      )
    )[0]!.count;
  const fannedOut = async () => {
    if (!(await t.app.jobs.settled('fanOutPost', 10_000))) throw new Error('fan-out jobs still queued after 10 s');
  };

  it("a follow copies the author's latest posts into the follower's timeline, bounded; the next post is written at once", async () => {
    const author = await verifiedUser(t);
    const reader = await verifiedUser(t);
    const older = [];
    for (let i = 0; i < 5; i++) older.push((await textPost(t, author.token, `older ${i}`)).id);
    await follow(t, reader.token, author.id);
    const latest = older.slice(-LIMITS.backfill).reverse();
    expect(await timeline(reader)).toEqual(latest);
    expect(await home(reader)).toEqual(latest);

    // One follower: written in the post's own transaction, there when the post's answer is.
    const fresh = (await textPost(t, author.token, 'fresh')).id;
    expect(await timeline(reader)).toEqual([fresh, ...latest]);
    expect(await home(reader)).toEqual([fresh, ...latest]);
  });

  it("unfollow and block take the author's posts out of the timeline; delete and hide take effect at once", async () => {
    const author = await verifiedUser(t);
    const reader = await verifiedUser(t);
    await follow(t, reader.token, author.id);
    const kept = (await textPost(t, author.token, 'kept')).id;
    const hidden = (await textPost(t, author.token, 'hidden')).id;
    const deleted = (await textPost(t, author.token, 'deleted')).id;
    expect(await home(reader)).toEqual([deleted, hidden, kept]);

    await call(reader, Endpoints.hidePost, { post_id: hidden });
    await call(author, Endpoints.deletePost, { post_id: deleted });
    expect(await home(reader)).toEqual([kept]);

    // The deleted post's row is inert (the feed filters deleted posts where it reads); the live posts' rows go.
    await call(reader, Endpoints.unfollow, { user_id: author.id });
    expect(await timeline(reader)).toEqual([deleted]);
    expect(await home(reader)).toEqual([]);

    // Following back copies the live posts again; blocking (either side) takes them out, both ways.
    await follow(t, reader.token, author.id);
    await follow(t, author.token, reader.id);
    const mine = (await textPost(t, reader.token, 'the reader posts')).id;
    expect(await home(reader)).toEqual([mine, kept]);
    expect(await home(author)).toEqual([mine, hidden, kept]);
    await call(author, Endpoints.block, { user_id: reader.id });
    expect(await timeline(reader)).toEqual([deleted]);
    expect(await timeline(author)).toEqual([]);
    // Each one's own posts stay in their own timeline (home reads them there), written with the post.
    expect(await timeline(reader, { own: true })).toEqual([mine]);
    expect(await timeline(author, { own: true })).toEqual([deleted, hidden, kept]);
    expect(await home(reader)).toEqual([mine]);
    await call(author, Endpoints.unblock, { user_id: reader.id });
    expect(await home(reader)).toEqual([mine]);
  });

  it('a larger audience is written by a job after the answer; a doubled job writes each row once', async () => {
    const author = await verifiedUser(t);
    const readers = [await verifiedUser(t), await verifiedUser(t), await verifiedUser(t)];
    for (const reader of readers) await follow(t, reader.token, author.id);
    const jobsBefore = await fanOutJobs();
    const post = (await textPost(t, author.token, 'to three followers')).id;
    expect(await fanOutJobs()).toBe(jobsBefore + 1);
    await fannedOut();
    for (const reader of readers) expect(await home(reader)).toEqual([post]);

    // The same post fanned out again, as a retried job or one taken by two replicas: nothing is written twice.
    await t.app.jobs.send('fanOutPost', { post_id: post, author_id: author.id });
    await t.app.jobs.send('fanOutPost', { post_id: post, author_id: author.id });
    await Promise.all([t.app.timelines.fanOut(post, author.id), t.app.timelines.fanOut(post, author.id)]);
    await fannedOut();
    const [written] = await rows<{ count: number }>(
      sql`select count(*)::int as count from timeline_entries where post_id = ${post} and reader_id <> author_id`,
    );
    expect(written?.count).toBe(readers.length);
    expect((await t.app.jobs.counts())[Queues.fanOutPost.name]?.failed).toBe(0);
    for (const reader of readers) expect(await home(reader)).toEqual([post]);
  });

  it("a pulled account's posts are merged into its followers' home at read time, with those fanned out before, once each", async () => {
    const author = await verifiedUser(t);
    const first = await verifiedUser(t);
    await follow(t, first.token, author.id);
    const before = (await textPost(t, author.token, 'one follower')).id;
    const others = [await verifiedUser(t), await verifiedUser(t), await verifiedUser(t)];
    for (const other of others) await follow(t, other.token, author.id);
    const mine = (await textPost(t, first.token, "the first follower's own")).id;

    // Four followers: past pullAbove, so the post is written nowhere and read where the followers' home is.
    const after = (await textPost(t, author.token, 'four followers')).id;
    const [pulled] = await rows<{ count: number }>(sql`select count(*)::int as count from pulled_authors where user_id = ${author.id}`);
    expect(pulled?.count).toBe(1);
    // Written nowhere but in its author's own timeline.
    const [written] = await rows<{ readers: number[] }>(
      sql`select coalesce(array_agg(reader_id), '{}') as readers from timeline_entries where post_id = ${after}`,
    );
    expect(written?.readers).toEqual([author.id]);
    expect(await home(first)).toEqual([after, mine, before]);
    for (const other of others) expect(await home(other)).toEqual([after, before]);

    // Filters hold on the merged branch too: a hidden post and a blocked author are out of it.
    await call(others[0]!, Endpoints.hidePost, { post_id: after });
    expect(await home(others[0]!)).toEqual([before]);
    await call(others[1]!, Endpoints.block, { user_id: author.id });
    expect(await home(others[1]!)).toEqual([]);
    // Unfollowing a pulled account leaves its posts out at once.
    await call(others[2]!, Endpoints.unfollow, { user_id: author.id });
    expect(await home(others[2]!)).toEqual([]);
  });

  it('pages of the merged home are the same pages as one list cut in PAGE_SIZE', async () => {
    const reader = await verifiedUser(t);
    const small = await verifiedUser(t);
    const big = await verifiedUser(t);
    const fans = await insertPeople(db(), LIMITS.pullAbove, { prefix: 'fan' });
    await db().execute(
      sql`insert into follows (follower_id, following_id) select unnest(${`{${fans.map((fan) => fan.id).join(',')}}`}::int[]), ${big.id}`,
    );
    await db().execute(sql`update users set followers_count = ${fans.length} where id = ${big.id}`);
    await follow(t, reader.token, small.id);
    await follow(t, reader.token, big.id);
    const all = [];
    for (let i = 0; i < 12; i++) {
      const author = [reader, small, big][i % 3]!;
      all.push((await textPost(t, author.token, `mixed ${i}`)).id);
    }
    await fannedOut();
    const newest = all.reverse();
    const pages = [await home(reader, 1), await home(reader, 2), await home(reader, 3)];
    const size = pages[0]!.length;
    expect(pages.flat()).toEqual(newest.slice(0, pages.flat().length));
    expect(pages.flat().length).toBe(Math.min(newest.length, size * 3));
  });
});

// Fan-out racing unfollows on real PostgreSQL (3 × 150 requests against 2 × 30 batches: slow on a loaded CI machine): each batch holds the follows it read, so an unfollow either waits for
// the batch and deletes its rows, or is seen by it; no unfollowed reader keeps the post, no follower misses it.
describe.runIf(backends.includes('postgres'))('timelines under concurrency (postgres)', () => {
  const FOLLOWERS = 600;
  const UNFOLLOWING = 150;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres', { timelineLimits: { ...LIMITS, pullAbove: 100_000, batch: 20 } });
  });
  afterAll(() => t.close());

  it('a fan-out job racing unfollows leaves exactly the remaining followers with the post', async () => {
    const db = t.testDatabase.database.db;
    const [author] = await insertPeople(db, 1, { prefix: 'author' });
    const followers = await insertPeople(db, FOLLOWERS, { prefix: 'follower' });
    await db.execute(
      sql`insert into follows (follower_id, following_id) select unnest(${`{${followers.map((f) => f.id).join(',')}}`}::int[]), ${author!.id}`,
    );
    await db.execute(sql`update users set followers_count = ${FOLLOWERS} where id = ${author!.id}`);
    for (let round = 0; round < 3; round++) {
      const [post] = await db
        .insert(posts)
        .values({ userId: author!.id, postType: 3, description: `race ${round}` })
        .returning({ id: posts.id });
      // Those who leave this round: spread over the id range, so the batches meet them while running.
      const leaving = followers.filter((_, index) => index % (FOLLOWERS / UNFOLLOWING) === round);
      const unfollows = leaving.map(async (follower) => {
        const response = await t.post(
          Endpoints.unfollow.path,
          { user_id: author!.id },
          { token: t.app.tokens.signAdmin(follower.id, follower.sessionVersion) },
        );
        expect(response.statusCode, response.body).toBe(200);
      });
      await Promise.all([t.app.timelines.fanOut(post!.id, author!.id), t.app.timelines.fanOut(post!.id, author!.id), ...unfollows]);
      const readers = (
        (await db.execute(sql`select reader_id from timeline_entries where post_id = ${post!.id} order by reader_id`)) as unknown as {
          rows: { reader_id: number }[];
        }
      ).rows.map((row) => row.reader_id);
      const following = (
        (await db.execute(sql`select follower_id from follows where following_id = ${author!.id} order by follower_id`)) as unknown as {
          rows: { follower_id: number }[];
        }
      ).rows.map((row) => row.follower_id);
      expect(readers).toEqual(following);
    }
  }, 120_000);
});
