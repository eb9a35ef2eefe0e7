/**
 * The timeline figures' server, forked by run.ts on a database of its own: BENCH_TIMELINE_POSTS posts (the demo's
 * media mix) by AUTHORS people, readers following 5, 500 and 5,000 of them, and an account with
 * BENCH_TIMELINE_FOLLOWERS followers whose post is timed until every follower's timeline has it.
 * See docs/decisions/0044-home-timelines.md
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { Endpoints } from '../../contract/endpoints';
import { buildApp } from '../../server/app';
import { migrate, openDatabase, type Db } from '../../server/db/client';
import { seed } from '../../server/db/seed';
import { createStorage } from '../../server/providers/storage/index';
import { fillTimelines } from '../../server/modules/feeds/timelines';
import { insertPeople } from '../support/people';
import { seedMixedPosts } from './feed-posts';
import { seedBenchPeople } from './people';
import { answerBenchQueries, benchConfig } from './processes';

const POSTS = Number(process.env.BENCH_TIMELINE_POSTS ?? 1_000_000);
const FOLLOWERS = Number(process.env.BENCH_TIMELINE_FOLLOWERS ?? 100_000);
/** The people who write the posts: a reader following 5,000 follows half of them. */
const AUTHORS = 10_000;
export const FOLLOWING = [5, 500, 5000] as const;

export interface TimelineServerReady {
  url: string;
  posts: number;
  seededMs: number;
  /** Home feed readers: how many people each follows, how many posts their timeline holds, their token. */
  readers: { following: number; timeline: number; token: string }[];
  fanOut: { followers: number; answerMs: number; everyTimelineMs: number };
}

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;
const databaseUrl = process.env.BENCH_SERVER_DATABASE_URL;
if (!databaseUrl) throw new Error('the timeline figures run on PostgreSQL (BENCH_SERVER_DATABASE_URL)');
const dataDir = mkdtempSync(path.join(tmpdir(), 'fanclub-bench-timelines-'));
const database = await openDatabase({ dataDir, databaseUrl });
const { db } = database;
await migrate(database);
// With its files: the demo's posts are the templates of the bench's.
await seed(db, await createStorage({ dataDir }));
const seeding = performance.now();

// A million rows and more a statement: past the request timeouts (decision 0008), so on a connection without them.
const seedPool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
const seeder = drizzle(seedPool) as unknown as Db;
// Authors first (the lowest bench ids), then the big account's followers.
await seedBenchPeople(seeder, AUTHORS + FOLLOWERS);
const [range] = rowsOf<{ first: number }>(
  await db.execute(sql`select min(id)::int as first from users where email like 'bench%@bench.local'`),
);
const first = range!.first;
const authorsSql = sql`id between ${first} and ${first + AUTHORS - 1}`;
await seedMixedPosts(seeder, POSTS, authorsSql);
const readers = await insertPeople(db, FOLLOWING.length, { prefix: 'reader' });
for (const [index, reader] of readers.entries())
  await seeder.execute(sql`insert into follows (follower_id, following_id)
    select ${reader.id}, g from generate_series(${first}::int, ${first + FOLLOWING[index]! - 1}::int) as g`);
const [star] = await insertPeople(db, 1, { prefix: 'star' });
await seeder.execute(sql`insert into follows (follower_id, following_id)
  select g, ${star!.id} from generate_series(${first + AUTHORS}::int, ${first + AUTHORS + FOLLOWERS - 1}::int) as g`);
await seeder.execute(sql`update users set
  followers_count = (select count(*) from follows f where f.following_id = users.id),
  following_count = (select count(*) from follows f where f.follower_id = users.id)
  where id between ${first} and ${first + AUTHORS + FOLLOWERS - 1} or id = any(${`{${[...readers, star!].map((user) => user.id).join(',')}}`}::int[])`);
// The big account is fanned out here (not pulled), so its post's way to every timeline is what is timed.
const pullAbove = FOLLOWERS + 1;
await fillTimelines(seeder, pullAbove);
await seeder.execute(sql`analyze`);
await seedPool.end();
const seededMs = Math.round(performance.now() - seeding);

const config = benchConfig(dataDir, databaseUrl);
const app = await buildApp({ config, db, logger: false, timelineLimits: { pullAbove } });
const url = await app.listen({ port: 0, host: '127.0.0.1' });

const timelineOf = async (readerId: number) =>
  rowsOf<{ count: number }>(await db.execute(sql`select count(*)::int as count from timeline_entries where reader_id = ${readerId}`))[0]!
    .count;

/** A post by the big account: the answer's time, then the time until every follower's timeline has it. */
async function fanOutFigure(): Promise<TimelineServerReady['fanOut']> {
  const started = performance.now();
  const created = await app.inject({
    method: 'POST',
    url: Endpoints.createPost.path,
    headers: { authorization: `Bearer ${app.tokens.signAdmin(star!.id, star!.sessionVersion)}` },
    payload: { post_type: 3, description: 'To a hundred thousand followers' },
  });
  if (created.statusCode !== 200) throw new Error(`the big account's post failed: ${created.body}`);
  const answerMs = performance.now() - started;
  const postId = (created.json() as { data: { id: number } }).data.id;
  for (;;) {
    const [row] = rowsOf<{ count: number }>(
      await db.execute(sql`select count(*)::int as count from timeline_entries where post_id = ${postId}`),
    );
    if (row!.count >= FOLLOWERS) break;
    if (performance.now() - started > 600_000) throw new Error(`fan-out unfinished after 10 minutes: ${row!.count} timelines`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { followers: FOLLOWERS, answerMs: Math.round(answerMs), everyTimelineMs: Math.round(performance.now() - started) };
}

const ready: TimelineServerReady = {
  url,
  posts: POSTS,
  seededMs,
  readers: await Promise.all(
    readers.map(async (reader, index) => ({
      following: FOLLOWING[index]!,
      timeline: await timelineOf(reader.id),
      token: app.tokens.signAdmin(reader.id, reader.sessionVersion),
    })),
  ),
  fanOut: await fanOutFigure(),
};
answerBenchQueries();
process.send?.(ready);

process.once('disconnect', () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
});
