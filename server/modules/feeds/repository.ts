import { and, count, desc, eq, like } from 'drizzle-orm';
import { PaymentType, PostType } from '../../../contract/codes.ts';
import { Messages } from '../../../contract/messages.ts';
import type { ProfileCounts, ProfileTab } from '../../../contract/posts.ts';
import { PAGE_SIZE } from '../../../contract/rules.ts';
import type { Db } from '../../db/client.ts';
import { rawStatement, rowMapper, type ParamType } from '../../db/prepared.ts';
import { escapeLike } from '../../db/search.ts';
import { postHashtags, posts } from '../../db/schema.ts';
import { unauthorized } from '../../lib/errors.ts';
import { blockedEitherWaySql } from '../people/visibility.ts';
import { sessionLiveSql, type SessionViewer } from '../users/repository.ts';
import { isLive, pageOffset, pageRelationsColumns, taggedIdsSql, type LoadedPage, type PageRelations } from '../posts/repository.ts';

/** What a feed statement answers: its posts as JSON rows, their relations, and whether the viewer's session is live. */
interface FeedRow extends PageRelations {
  posts: Record<string, unknown>[];
  session_live: boolean;
}

const toPost = rowMapper(posts);

/**
 * One feed page ($1 viewer, $2 offset, $3 now, $4 session version, `extra` from $5) with its relations
 * and the session check, in one round trip. See docs/decisions/0003-feed-page-ids-gathered-once.md
 */
/** SQL text: post `p` is live, not hidden from the viewer $1, and by nobody blocked either way with them (`blocked`, an int[] expression). */
const shownTo = (blocked: string) => `p.deleted_at is null
         and not exists (select 1 from post_hides h where h.post_id = p.id and h.user_id = $1)
         and p.user_id <> all(${blocked})`;

function feedPage(name: string, { where = '', extra = [] as ParamType[], order = 'p.id desc', page = '' } = {}) {
  const run = rawStatement<FeedRow>(
    name,
    ['int', 'int', 'timestamptz', 'int', ...extra],
    `with page as (${
      page ||
      `select p.* from posts p
       where ${shownTo(blockedEitherWaySql('$1'))} ${where}
       order by ${order} limit ${PAGE_SIZE} offset $2`
    }),
     ids as (select array(select id from page) as post_ids, array(select distinct user_id from page) as author_ids, ${taggedIdsSql('page')} as tagged_ids)
     select
       ${sessionLiveSql('$1', '$4')} as session_live,
       (select coalesce(json_agg(p order by ${order}), '[]') from page p) as posts,
       ${pageRelationsColumns({ viewer: '$1', postIds: '(select post_ids from ids)::int[]', authorIds: '(select author_ids from ids)::int[]', taggedIds: '(select tagged_ids from ids)::int[]', now: '$3::timestamptz' })}`,
  );
  return async (db: Db, viewer: SessionViewer, page: number, now: Date, ...values: unknown[]): Promise<LoadedPage> => {
    const [row] = await run(db, [viewer.id, pageOffset(page), now, viewer.sessionVersion, ...values]);
    if (!row) throw new Error(`${name} answered no row`);
    const { posts: postRows, session_live: sessionLive, ...relations } = row;
    if (!sessionLive) throw unauthorized(Messages.unauthorized);
    return { posts: postRows.map(toPost), relations };
  };
}

/**
 * Home: the viewer's timeline (posts fanned out to them, and their own) and the posts of the pulled accounts they
 * follow (too many followers to fan out), each branch read newest first by its own index down to the page's end,
 * merged by id. A pulled author's rows in the timeline (written before they were pulled) are left to their branch,
 * so no post comes twice. See docs/decisions/0044-home-timelines.md
 */
const HOME_REACH = `$2 + ${PAGE_SIZE}`;
const homePage = feedPage('feed_home', {
  page: `with hidden as (select ${blockedEitherWaySql('$1')} as ids),
       pulled as (select array(select a.user_id from pulled_authors a
         where exists (select 1 from follows f where f.follower_id = $1 and f.following_id = a.user_id)) as ids)
     select p.* from (
       (select p.* from timeline_entries t join posts p on p.id = t.post_id
        where t.reader_id = $1 and t.author_id <> all((select ids from pulled)::int[]) and t.author_id <> all((select ids from hidden)::int[])
          and ${shownTo('(select ids from hidden)::int[]')}
        order by t.post_id desc limit ${HOME_REACH})
       union all
       (select q.* from unnest((select ids from pulled)::int[]) a(id) cross join lateral
         (select p.* from posts p where p.user_id = a.id and ${shownTo('(select ids from hidden)::int[]')} order by p.id desc limit ${HOME_REACH}) q)
     ) p
     order by p.id desc limit ${PAGE_SIZE} offset $2`,
});
const userPage = feedPage('feed_user', { where: 'and p.user_id = $5', extra: ['int'] });
/** SQL text: post `p` has a photo, video or audio (image 0, audio 1, video 2). */
const HAS_MEDIA = `p.post_type in (${PostType.image}, ${PostType.audio}, ${PostType.video})`;
/**
 * SQL text: post `p` is not open to the viewer $1 at $3 (see isLocked in posts/present.ts): subscriber-only without a
 * running subscription (a cancelled one still opens until it expires), or pay-per-view unbought; never their own.
 */
const LOCKED_TO_VIEWER = `p.user_id <> $1 and (
         (p.payment_type = ${PaymentType.subscribers} and not exists (select 1 from subscriptions s
           where s.subscriber_id = $1 and s.creator_id = p.user_id and s.expiry_date > $3))
         or (p.payment_type = ${PaymentType.payPerView} and not exists (select 1 from post_purchases b
           where b.user_id = $1 and b.post_id = p.id)))`;
const userMediaPage = feedPage('feed_user_media', { where: `and p.user_id = $5 and ${HAS_MEDIA}`, extra: ['int'] });
const userLockedPage = feedPage('feed_user_locked', { where: `and p.user_id = $5 and ${LOCKED_TO_VIEWER}`, extra: ['int'] });
const userPages: Record<ProfileTab, typeof userPage> = { posts: userPage, media: userMediaPage, locked: userLockedPage };

/** One scan of the person's live posts the viewer may see ($1 viewer, $2 person, $3 now); each image of a photo post counts. */
const profileCountsStatement = rawStatement<ProfileCounts>(
  'profile_counts',
  ['int', 'int', 'timestamptz'],
  `select count(*)::int as posts,
     coalesce(sum((select count(*) from post_images i where i.post_id = p.id)) filter (where p.post_type = ${PostType.image}), 0)::int as photos,
     (count(*) filter (where p.post_type = ${PostType.video}))::int as videos,
     (count(*) filter (where p.post_type = ${PostType.audio}))::int as audios,
     (count(*) filter (where ${LOCKED_TO_VIEWER}))::int as locked
   from posts p
   where p.user_id = $2 and ${shownTo(blockedEitherWaySql('$1'))}`,
);
// Trending weighs a comment as two likes: the order posts_live_trending indexes.
const trendingPage = feedPage('feed_trending', { order: '(p.like_counter + 2 * p.comment_counter) desc, p.id desc' });
const tagPage = feedPage('feed_tag', {
  where: 'and exists (select 1 from post_hashtags t where t.post_id = p.id and t.tag = $5)',
  extra: ['text'],
});

/** Home: the viewer's own posts and those of the people they follow, newest first. */
export const homeFeed = (db: Db, viewer: SessionViewer, page: number, now: Date): Promise<LoadedPage> => homePage(db, viewer, page, now);

/** A person's posts on one of their profile's tabs, newest first. */
export const userFeed = (
  db: Db,
  viewer: SessionViewer,
  userId: number,
  page: number,
  now: Date,
  tab: ProfileTab = 'posts',
): Promise<LoadedPage> => userPages[tab](db, viewer, page, now, userId);

/** What each of a person's profile tabs holds for the viewer: nothing across a block, no post hidden from them. */
export async function profileCounts(db: Db, viewerId: number, userId: number, now: Date): Promise<ProfileCounts> {
  const [row] = await profileCountsStatement(db, [viewerId, userId, now]);
  if (!row) throw new Error('profile_counts answered no row');
  return row;
}

export const trendingFeed = (db: Db, viewer: SessionViewer, page: number, now: Date): Promise<LoadedPage> =>
  trendingPage(db, viewer, page, now);

export const postsByTag = (db: Db, viewer: SessionViewer, tag: string, page: number, now: Date): Promise<LoadedPage> =>
  tagPage(db, viewer, page, now, tag);

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
