import { and, count, desc, eq, like } from 'drizzle-orm';
import { PAGE_SIZE } from '../../../contract/rules';
import type { Db } from '../../db/client';
import { tableStatement, type ParamType } from '../../db/prepared';
import { postHashtags, posts, type PostRow } from '../../db/schema';
import { isLive, pageOffset } from '../posts/repository';

/**
 * One page of the live posts the viewer ($1) has not hidden, at offset $2, narrowed by `where` (whose
 * own values, $3 on, are of `extra` types), newest first unless told: parsed and planned once per feed.
 */
const feedPage = (name: string, { where = '', extra = [] as ParamType[], order = 'p.id desc' } = {}) =>
  tableStatement(
    posts,
    name,
    ['int', 'int', ...extra],
    `select p.* from posts p
     where p.deleted_at is null
       and not exists (select 1 from post_hides h where h.post_id = p.id and h.user_id = $1) ${where}
     order by ${order} limit ${PAGE_SIZE} offset $2`,
  );

const homePage = feedPage('feed_home');
const userPage = feedPage('feed_user', { where: 'and p.user_id = $3', extra: ['int'] });
// Trending weighs a comment as two likes: the order posts_live_trending indexes.
const trendingPage = feedPage('feed_trending', { order: '(p.like_counter + 2 * p.comment_counter) desc, p.id desc' });
const tagPage = feedPage('feed_tag', { where: 'and exists (select 1 from post_hashtags t where t.post_id = p.id and t.tag = $3)', extra: ['text'] });

/** Home: every live post, newest first (nobody follows anybody yet, so nothing narrows it). */
export const homeFeed = (db: Db, viewerId: number, page: number): Promise<PostRow[]> => homePage(db, [viewerId, pageOffset(page)]);

export const userFeed = (db: Db, viewerId: number, userId: number, page: number): Promise<PostRow[]> => userPage(db, [viewerId, pageOffset(page), userId]);

export const trendingFeed = (db: Db, viewerId: number, page: number): Promise<PostRow[]> => trendingPage(db, [viewerId, pageOffset(page)]);

export const postsByTag = (db: Db, viewerId: number, tag: string, page: number): Promise<PostRow[]> =>
  tagPage(db, [viewerId, pageOffset(page), tag]);

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
