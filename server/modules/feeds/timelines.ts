import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';

/**
 * Home timelines, fanned out on write: a post is written into each follower's timeline, in the post's own
 * transaction for a small audience, by a `fanOutPost` job for a larger one; an account past `pullAbove`
 * followers is not fanned out at all but read by its followers' home at request time.
 * See docs/decisions/0044-home-timelines.md
 */
export interface TimelineLimits {
  /** Up to this many followers a post is fanned out inside its own transaction (one insert; followers see it at once). */
  inlineMax: number;
  /** Past this many followers an author is pulled: their posts are merged into home at read time, never fanned out. */
  pullAbove: number;
  /** Followers a fan-out job writes per statement (each its own short transaction). */
  batch: number;
  /** Posts of a newly followed author copied into the follower's timeline. */
  backfill: number;
}

export const DEFAULT_TIMELINE_LIMITS: TimelineLimits = { inlineMax: 100, pullAbove: 10_000, batch: 2_000, backfill: 200 };

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes and trims the home timelines as posts, follows and blocks change. */
    timelines: Timelines;
  }
}

/** What the post's transaction decided: fanned out already (or pulled), or a job to queue once it commits. */
export type FanOut = 'done' | 'queue';

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/**
 * One batch of a post's fan-out: the author's followers after `after`, in id order, each row written once
 * (`on conflict do nothing`: a retried or doubled job writes nothing twice). The follows read are locked
 * FOR KEY SHARE, so an unfollow committing meanwhile either waits for this batch (and then deletes what it
 * wrote) or is seen by it (the follower is skipped).
 */
async function fanOutBatch(db: DbOrTx, postId: number, authorId: number, after: number, limit: number) {
  const [row] = rowsOf<{ last: number | null; written: number }>(
    await db.execute(sql`
      with batch as (
        select f.follower_id from follows f
        where f.following_id = ${authorId} and f.follower_id > ${after}
        order by f.follower_id limit ${limit}
        for key share),
      written as (
        insert into timeline_entries (reader_id, post_id, author_id)
        select follower_id, ${postId}, ${authorId} from batch on conflict do nothing)
      select max(follower_id)::int as last, count(*)::int as written from batch`),
  );
  return { last: row?.last ?? null, read: row?.written ?? 0 };
}

/** The first key of the advisory locks that take a post's fan-out batches in turn (any int4 not used elsewhere). */
const FAN_OUT_LOCK = 0x7469_6d65; // 'time'

export class Timelines {
  readonly limits: TimelineLimits;
  private readonly db: Db;

  constructor(db: Db, limits: TimelineLimits) {
    this.db = db;
    this.limits = limits;
  }

  /**
   * In the post's transaction, after the author's row was updated (that row lock orders it with a follow or
   * unfollow of the author): pulls a large account, fans out to a small audience, or asks for a job.
   */
  async posted(tx: Tx, authorId: number, followersCount: number, postId: number): Promise<FanOut> {
    // The author's own home shows it too, read like the rest (a creator's thousands of posts are not sorted per read).
    await tx.execute(
      sql`insert into timeline_entries (reader_id, post_id, author_id) values (${authorId}, ${postId}, ${authorId}) on conflict do nothing`,
    );
    if (await this.isPulled(tx, authorId)) return 'done';
    if (followersCount > this.limits.pullAbove) {
      await tx.execute(sql`insert into pulled_authors (user_id) values (${authorId}) on conflict do nothing`);
      return 'done';
    }
    if (followersCount > this.limits.inlineMax) return 'queue';
    await fanOutBatch(tx, postId, authorId, 0, this.limits.inlineMax + 1_000_000);
    return 'done';
  }

  /** Writes the post into every follower's timeline, a batch at a time (the `fanOutPost` job). */
  async fanOut(postId: number, authorId: number): Promise<void> {
    const [live] = rowsOf<{ live: boolean }>(
      await this.db.execute(sql`select exists(select 1 from posts where id = ${postId} and deleted_at is null)
        and not exists(select 1 from pulled_authors where user_id = ${authorId}) as live`),
    );
    // A post deleted before its turn, or an author pulled since, needs no rows.
    if (!live?.live) return;
    let after = 0;
    for (;;) {
      // Two runs of one post's job (a retry meeting a slow first try) take turns: their inserts of the same rows,
      // waiting on each other while an unfollow waits on both, would otherwise deadlock.
      const { last, read } = await this.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${FAN_OUT_LOCK}, ${postId})`);
        return fanOutBatch(tx, postId, authorId, after, this.limits.batch);
      });
      if (read < this.limits.batch || last === null) return;
      after = last;
    }
  }

  /** A new follow: the author's latest posts join the follower's timeline (a pulled author's are read at request time). */
  async followed(tx: Tx, followerId: number, authorId: number): Promise<void> {
    if (await this.isPulled(tx, authorId)) return;
    await tx.execute(sql`
      insert into timeline_entries (reader_id, post_id, author_id)
      select ${followerId}, p.id, p.user_id from posts p
      where p.user_id = ${authorId} and p.deleted_at is null
      order by p.id desc limit ${this.limits.backfill}
      on conflict do nothing`);
  }

  /**
   * The follow is gone (unfollow, block): the author's posts leave the follower's timeline. Run after the
   * follow's row was deleted, so a fan-out batch that held it has committed and its rows are seen here.
   */
  async unfollowed(tx: Tx, followerId: number, authorId: number): Promise<void> {
    // Through the author's live posts (their index), not a walk of the whole timeline; a deleted post's row is filtered where the feed reads.
    await tx.execute(sql`
      delete from timeline_entries t using posts p
      where p.user_id = ${authorId} and p.deleted_at is null and t.reader_id = ${followerId} and t.post_id = p.id`);
  }

  private async isPulled(db: DbOrTx, authorId: number): Promise<boolean> {
    const [row] = rowsOf<{ pulled: boolean }>(
      await db.execute(sql`select exists(select 1 from pulled_authors where user_id = ${authorId}) as pulled`),
    );
    return row?.pulled ?? false;
  }
}

/**
 * Every timeline as the fan-out would have written it for the follows and live posts there (data written
 * in bulk: the demo seed, the bench), each author's own posts in their own; accounts past `pullAbove` followers
 * are pulled instead.
 */
export async function fillTimelines(db: DbOrTx, pullAbove = DEFAULT_TIMELINE_LIMITS.pullAbove): Promise<void> {
  await db.execute(
    sql`insert into pulled_authors (user_id) select id from users where followers_count > ${pullAbove} on conflict do nothing`,
  );
  await db.execute(sql`
    insert into timeline_entries (reader_id, post_id, author_id)
    select f.follower_id, p.id, p.user_id from follows f join posts p on p.user_id = f.following_id and p.deleted_at is null
    where f.following_id not in (select user_id from pulled_authors)
    on conflict do nothing`);
  await db.execute(sql`
    insert into timeline_entries (reader_id, post_id, author_id)
    select p.user_id, p.id, p.user_id from posts p where p.deleted_at is null
    on conflict do nothing`);
}

export interface TimelinesPluginOptions {
  limits?: Partial<TimelineLimits>;
}

/** The timelines of this process, and its handler of `fanOutPost` jobs (any replica may take one). */
async function timelines(app: FastifyInstance, options: TimelinesPluginOptions) {
  const service = new Timelines(app.db, { ...DEFAULT_TIMELINE_LIMITS, ...options.limits });
  app.decorate('timelines', service);
  app.jobs.handle('fanOutPost', async ({ payload }) => service.fanOut(payload.post_id, payload.author_id));
}

export default fp(timelines, { name: 'timelines', dependencies: ['db', 'jobs'] });
