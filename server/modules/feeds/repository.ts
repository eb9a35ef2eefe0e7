import { and, count, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE } from '../../../contract/rules';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { postHashtags, posts, type PostRow } from '../../db/schema';
import { isLive, notHiddenFrom, pageOffset } from '../posts/repository';

/** Trending weighs a comment as two likes; posts_live_trending indexes exactly this order. */
const trendingScore = sql`(${posts.likeCounter} + 2 * ${posts.commentCounter})`;

/**
 * One page of the live posts the viewer has not hidden, narrowed by `where`, newest first unless told:
 * a prepared statement per feed (`$viewer`, `$offset` and the feed's own placeholders).
 */
const feedPage = (name: string, where?: SQL, order: SQL[] = [desc(posts.id)]) =>
  preparedStatement((db) =>
    db
      .select()
      .from(posts)
      .where(and(isLive, notHiddenFrom(sql.placeholder('viewer')), where))
      .orderBy(...order)
      .limit(PAGE_SIZE)
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );

const homePage = feedPage('feed_home');
const userPage = feedPage('feed_user', eq(posts.userId, sql.placeholder('user')));
const trendingPage = feedPage('feed_trending', undefined, [sql`${trendingScore} desc`, desc(posts.id)]);
const tagPage = feedPage(
  'feed_tag',
  sql`exists (select 1 from ${postHashtags} where ${postHashtags.postId} = ${posts.id} and ${postHashtags.tag} = ${sql.placeholder('tag')})`,
);

/** Home: every live post, newest first (nobody follows anybody yet, so nothing narrows it). */
export const homeFeed = (db: Db, viewerId: number, page: number): Promise<PostRow[]> =>
  homePage(db).execute({ viewer: viewerId, offset: pageOffset(page) });

export const userFeed = (db: Db, viewerId: number, userId: number, page: number): Promise<PostRow[]> =>
  userPage(db).execute({ viewer: viewerId, user: userId, offset: pageOffset(page) });

export const trendingFeed = (db: Db, viewerId: number, page: number): Promise<PostRow[]> =>
  trendingPage(db).execute({ viewer: viewerId, offset: pageOffset(page) });

export const postsByTag = (db: Db, viewerId: number, tag: string, page: number): Promise<PostRow[]> =>
  tagPage(db).execute({ viewer: viewerId, tag, offset: pageOffset(page) });

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Hashtags starting with `prefix`, the most used (on live posts) first. */
export async function searchHashtags(db: Db, prefix: string, page: number) {
  const postsCount = count(postHashtags.postId);
  const rows = await db
    .select({ hash_tag: postHashtags.tag, posts_count: postsCount })
    .from(postHashtags)
    .innerJoin(posts, eq(posts.id, postHashtags.postId))
    .where(and(isLive, like(postHashtags.tag, `${escapeLike(prefix)}%`)))
    .groupBy(postHashtags.tag)
    .orderBy(desc(postsCount), postHashtags.tag)
    .limit(PAGE_SIZE)
    .offset(pageOffset(page));
  return rows.map((row) => ({ hash_tag: row.hash_tag, posts_count: Number(row.posts_count) }));
}
