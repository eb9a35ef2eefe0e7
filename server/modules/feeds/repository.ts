import { and, count, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE } from '../../../contract/rules';
import type { Db } from '../../db/client';
import { postHashtags, posts, type PostRow } from '../../db/schema';
import { isLive, notHiddenFrom, pageOffset } from '../posts/repository';

/** Trending weighs a comment as two likes; posts_live_trending indexes exactly this order. */
const trendingScore = sql`(${posts.likeCounter} + 2 * ${posts.commentCounter})`;

/** One page of the live posts the viewer has not hidden, narrowed by `where`, newest first unless told. */
function feedPage(db: Db, viewerId: number, page: number, where?: SQL, order: SQL[] = [desc(posts.id)]): Promise<PostRow[]> {
  return db
    .select()
    .from(posts)
    .where(and(isLive, notHiddenFrom(viewerId), where))
    .orderBy(...order)
    .limit(PAGE_SIZE)
    .offset(pageOffset(page));
}

/** Home: every live post, newest first (nobody follows anybody yet, so nothing narrows it). */
export const homeFeed = (db: Db, viewerId: number, page: number) => feedPage(db, viewerId, page);

export const userFeed = (db: Db, viewerId: number, userId: number, page: number) => feedPage(db, viewerId, page, eq(posts.userId, userId));

export const trendingFeed = (db: Db, viewerId: number, page: number) =>
  feedPage(db, viewerId, page, undefined, [sql`${trendingScore} desc`, desc(posts.id)]);

export const postsByTag = (db: Db, viewerId: number, tag: string, page: number) =>
  feedPage(db, viewerId, page, sql`exists (select 1 from ${postHashtags} where ${postHashtags.postId} = ${posts.id} and ${postHashtags.tag} = ${tag})`);

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
