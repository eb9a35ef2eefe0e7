import { and, asc, desc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { Messages } from '../../../contract/messages.ts';
import type { CreatePostBody } from '../../../contract/posts.ts';
import { PollKind, PostType, type ReportReasonCode } from '../../../contract/codes.ts';
import { PAGE_SIZE } from '../../../contract/rules.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { rawStatement } from '../../db/prepared.ts';
import {
  mediaFiles,
  pollOptions,
  polls,
  pollVotes,
  postFavourites,
  postHashtags,
  postHides,
  postImages,
  postLikes,
  postReports,
  posts,
  users,
  type MediaFileRow,
  type PostRow,
  type UserRow,
} from '../../db/schema.ts';
import type { VideoRenditions } from '../videos/repository.ts';
import { notFound } from '../../lib/errors.ts';
import { blockedEitherWaySql, notBlockedWith } from '../people/visibility.ts';

export type PollRow = typeof polls.$inferSelect;
export type PollOptionRow = typeof pollOptions.$inferSelect;
export type PostImageRow = typeof postImages.$inferSelect;

/** A post nobody deleted. */
export const isLive = isNull(posts.deletedAt);

/** Posts the viewer hid stay out of everything they list. */
export const notHiddenFrom = (viewerId: number) =>
  notExists(sql`(select 1 from ${postHides} where ${postHides.postId} = ${posts.id} and ${postHides.userId} = ${viewerId})`);

/** Takes the post out of everything the viewer lists; hiding twice changes nothing. */
export async function hidePostFrom(db: DbOrTx, viewerId: number, postId: number): Promise<void> {
  await db.insert(postHides).values({ postId, userId: viewerId }).onConflictDoNothing();
}

/** Pages start at 1. */
export const pageOffset = (page: number) => (page - 1) * PAGE_SIZE;

/** A live post the viewer may see: its author and the viewer have not blocked each other. */
const visibleTo = (viewerId: number, id: number) => and(eq(posts.id, id), isLive, notBlockedWith(viewerId, posts.userId));

/** The live post as the viewer may see it, or 404 postNotFound (deleted posts are gone for everyone, blocked authors' for the viewer). */
export async function visiblePost(db: DbOrTx, viewerId: number, id: number): Promise<PostRow> {
  const [post] = await db.select().from(posts).where(visibleTo(viewerId, id)).limit(1);
  if (!post) throw notFound(Messages.postNotFound);
  return post;
}

/** The visible post's id and author, its row locked until the transaction ends; undefined when there is none. */
export async function lockVisiblePost(tx: Tx, viewerId: number, id: number): Promise<{ id: number; userId: number } | undefined> {
  const [post] = await tx.select({ id: posts.id, userId: posts.userId }).from(posts).where(visibleTo(viewerId, id)).for('update');
  return post;
}

/** The ids among `ids` that name an account not blocked either way with the author, in the order given. */
export async function taggableUserIds(db: DbOrTx, authorId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = new Set(
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, ids), notBlockedWith(authorId, users.id)))
    ).map((row) => row.id),
  );
  return ids.filter((id) => found.has(id));
}

export async function findMediaFiles(db: DbOrTx, keys: string[]): Promise<Map<string, MediaFileRow>> {
  if (keys.length === 0) return new Map();
  const rows = await db.select().from(mediaFiles).where(inArray(mediaFiles.key, keys));
  return new Map(rows.map((row) => [row.key, row]));
}

/**
 * Attaches the owner's still unattached files to the post, their previews with them; answers how
 * many of the named files it could attach.
 */
export async function attachMediaFiles(tx: Tx, ownerId: number, postId: number, keys: string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const attached = await tx
    .update(mediaFiles)
    .set({ postId })
    .where(and(inArray(mediaFiles.key, keys), eq(mediaFiles.ownerId, ownerId), isNull(mediaFiles.postId)))
    .returning({ key: mediaFiles.key, previewKey: mediaFiles.previewKey });
  const previewKeys = attached.flatMap((file) => (file.previewKey ? [file.previewKey] : []));
  if (previewKeys.length) await tx.update(mediaFiles).set({ postId }).where(inArray(mediaFiles.key, previewKeys));
  return attached.length;
}

/** Moves the author's posts_count by `delta`, never below 0; answers the new count. */
export async function movePostsCount(tx: Tx, userId: number, delta: 1 | -1): Promise<number> {
  const [row] = await tx
    .update(users)
    .set({ postsCount: sql`greatest(${users.postsCount} + ${delta}, 0)` })
    .where(eq(users.id, userId))
    .returning({ postsCount: users.postsCount });
  return row?.postsCount ?? 0;
}

export async function insertPost(tx: Tx, values: typeof posts.$inferInsert): Promise<PostRow> {
  const [created] = await tx.insert(posts).values(values).returning();
  if (!created) throw new Error('insert returned no post');
  return created;
}

/** The rows a new post has besides itself: its images, its poll and options, its hashtags. */
export async function insertPostParts(tx: Tx, postId: number, body: CreatePostBody, files: Map<string, MediaFileRow>, hashtags: string[]) {
  if (body.post_type === PostType.image) {
    await tx.insert(postImages).values(
      body.images.map((key, position) => ({
        postId,
        position,
        key,
        width: files.get(key)?.width ?? 0,
        height: files.get(key)?.height ?? 0,
      })),
    );
  }
  if (body.post_type === PostType.poll) {
    const [poll] = await tx
      .insert(polls)
      .values({ postId, question: body.question.trim(), pollType: body.poll_type })
      .returning({ id: polls.id });
    if (!poll) throw new Error('insert returned no poll');
    await tx.insert(pollOptions).values(
      body.options.map((option, position) => ({
        pollId: poll.id,
        position,
        text: option.text.trim(),
        imageKey: body.poll_type === PollKind.image ? (option.image ?? null) : null,
      })),
    );
  }
  if (hashtags.length) await tx.insert(postHashtags).values(hashtags.map((tag) => ({ tag, postId })));
}

/** Adds the viewer's like, or takes it back when there was one; answers whether the post is now liked. */
export async function toggleLikeRow(tx: Tx, viewerId: number, postId: number): Promise<boolean> {
  const liked = await tx
    .insert(postLikes)
    .values({ postId, userId: viewerId })
    .onConflictDoNothing()
    .returning({ postId: postLikes.postId });
  if (liked.length) return true;
  await tx.delete(postLikes).where(and(eq(postLikes.postId, postId), eq(postLikes.userId, viewerId)));
  return false;
}

/** Moves the post's like counter by `delta`, never below 0; answers the new count. */
export async function moveLikeCounter(tx: Tx, postId: number, delta: 1 | -1): Promise<number> {
  const [counter] = await tx
    .update(posts)
    .set({ likeCounter: sql`greatest(${posts.likeCounter} + ${delta}, 0)` })
    .where(eq(posts.id, postId))
    .returning({ likeCounter: posts.likeCounter });
  return counter?.likeCounter ?? 0;
}

export async function addFavourite(db: DbOrTx, viewerId: number, postId: number): Promise<void> {
  await db.insert(postFavourites).values({ postId, userId: viewerId }).onConflictDoNothing();
}

export async function removeFavourite(db: DbOrTx, viewerId: number, postId: number): Promise<void> {
  await db.delete(postFavourites).where(and(eq(postFavourites.postId, postId), eq(postFavourites.userId, viewerId)));
}

/** A page of the viewer's favourites by the time they were favourited; deleted and hidden posts left out. */
export async function favouritePage(db: DbOrTx, viewerId: number, page: number, oldestFirst: boolean): Promise<PostRow[]> {
  const order = oldestFirst ? asc : desc;
  const rows = await db
    .select({ post: posts })
    .from(postFavourites)
    .innerJoin(posts, eq(posts.id, postFavourites.postId))
    .where(and(eq(postFavourites.userId, viewerId), isLive, notHiddenFrom(viewerId), notBlockedWith(viewerId, posts.userId)))
    .orderBy(order(postFavourites.createdAt), order(posts.id))
    .limit(PAGE_SIZE)
    .offset(pageOffset(page));
  return rows.map((row) => row.post);
}

export async function findPollOfPost(db: DbOrTx, postId: number): Promise<PollRow | undefined> {
  const [poll] = await db.select().from(polls).where(eq(polls.postId, postId)).limit(1);
  return poll;
}

export async function findPollOptions(db: DbOrTx, pollId: number): Promise<PollOptionRow[]> {
  return db.select().from(pollOptions).where(eq(pollOptions.pollId, pollId)).orderBy(pollOptions.position);
}

/** Records the viewer's vote and counts it on the option and the poll; undefined when they had voted. */
export async function castVote(tx: Tx, viewerId: number, poll: PollRow, optionId: number): Promise<PollRow | undefined> {
  const vote = await tx.insert(pollVotes).values({ pollId: poll.id, userId: viewerId, optionId }).onConflictDoNothing().returning();
  if (vote.length === 0) return undefined;
  await tx
    .update(pollOptions)
    .set({ votes: sql`${pollOptions.votes} + 1` })
    .where(eq(pollOptions.id, optionId));
  const [totals] = await tx
    .update(polls)
    .set({ totalVotes: sql`${polls.totalVotes} + 1` })
    .where(eq(polls.id, poll.id))
    .returning();
  return totals ?? poll;
}

/** Adds the viewer's report of the post; false when they had reported it already (one report per reporter and post). */
export async function addReport(db: DbOrTx, viewerId: number, postId: number, reason: ReportReasonCode, text: string): Promise<boolean> {
  const added = await db
    .insert(postReports)
    .values({ postId, userId: viewerId, reason, text })
    .onConflictDoNothing()
    .returning({ id: postReports.id });
  return added.length > 0;
}

/** Soft-deletes the live post; false when it was already gone. */
export async function softDeletePost(tx: Tx, postId: number, at: Date): Promise<boolean> {
  const deleted = await tx
    .update(posts)
    .set({ deletedAt: at })
    .where(and(eq(posts.id, postId), isLive))
    .returning({ id: posts.id });
  return deleted.length > 0;
}

/** The columns of a person shown by name, photo and badge (presentWriter's input): a reviewed user, a subscription's other side. */
export const writerColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  profilePhoto: users.profilePhoto,
  userVerified: users.userVerified,
};

/** What a post or comment shows of its author. */
export type AuthorRow = Pick<
  UserRow,
  'id' | 'firstName' | 'lastName' | 'username' | 'profilePhoto' | 'userVerified' | 'postsCount' | 'createdBy'
>;

/** A responsive width of an image or a preview (variants.ts). */
export interface VariantRow {
  sourceKey: string;
  key: string;
  mime: string;
  width: number;
}

/** Everything a page of posts needs besides the posts, seen by one viewer: each relation as a list. */
export interface PageRelations {
  authors: AuthorRow[];
  /** The people the page's posts tag, those the viewer may see. */
  tagged: AuthorRow[];
  images: PostImageRow[];
  /** The responsive widths of the page's images and of its posts' blurred previews. */
  variants: VariantRow[];
  polls: PollRow[];
  options: PollOptionRow[];
  votes: { pollId: number; optionId: number }[];
  liked: number[];
  favourited: number[];
  /** The page's authors the viewer follows. */
  followed: number[];
  bought: number[];
  subscribed_to: number[];
  /** The renditions of the page's videos and teasers. */
  videos: VideoRenditions[];
}

/** Where the relations of a page find their values: SQL expressions, placeholders or subqueries. */
interface RelationSources {
  viewer: string;
  /** An int[] of the page's post ids. */
  postIds: string;
  /** An int[] of the page's author ids. */
  authorIds: string;
  /** An int[] of the people the page's posts tag. */
  taggedIds: string;
  now: string;
}

/**
 * One JSON column per relation a page of posts needs, seen by the viewer.
 * See docs/decisions/0002-one-round-trip-per-page.md
 */
export const pageRelationsColumns = ({ viewer, postIds, authorIds, taggedIds, now }: RelationSources) => `
    (select coalesce(json_agg(json_build_object(
        'id', u.id, 'firstName', u.first_name, 'lastName', u.last_name, 'username', u.username,
        'profilePhoto', u.profile_photo, 'userVerified', u.user_verified, 'postsCount', u.posts_count, 'createdBy', u.created_by)), '[]')
      from users u where u.id = any(${authorIds})) as authors,
    (select coalesce(json_agg(json_build_object(
        'id', u.id, 'firstName', u.first_name, 'lastName', u.last_name, 'username', u.username,
        'profilePhoto', u.profile_photo, 'userVerified', u.user_verified, 'postsCount', u.posts_count, 'createdBy', u.created_by)), '[]')
      from users u where u.id = any(${taggedIds}) and u.id <> all(${blockedEitherWaySql(viewer)})) as tagged,
    (select coalesce(json_agg(json_build_object(
        'postId', i.post_id, 'position', i.position, 'key', i.key, 'width', i.width, 'height', i.height)
        order by i.post_id, i.position), '[]')
      from post_images i where i.post_id = any(${postIds})) as images,
    (select coalesce(json_agg(json_build_object('sourceKey', v.source_key, 'key', v.key, 'mime', v.mime, 'width', v.width)
        order by v.source_key, v.mime, v.width), '[]')
      from media_files v where v.source_key in (
        select i.key from post_images i where i.post_id = any(${postIds})
        union all select p.preview_key from posts p where p.id = any(${postIds}) and p.preview_key is not null)) as variants,
    (select coalesce(json_agg(json_build_object(
        'id', p.id, 'postId', p.post_id, 'question', p.question, 'pollType', p.poll_type, 'totalVotes', p.total_votes)), '[]')
      from polls p where p.post_id = any(${postIds})) as polls,
    (select coalesce(json_agg(json_build_object(
        'id', o.id, 'pollId', o.poll_id, 'position', o.position, 'text', o.text, 'imageKey', o.image_key, 'votes', o.votes)
        order by o.poll_id, o.position), '[]')
      from poll_options o join polls p on p.id = o.poll_id where p.post_id = any(${postIds})) as options,
    -- Each poll of the page looks its vote up by key: a join let the generic plan walk every poll by id.
    (select coalesce(json_agg(json_build_object('pollId', x.poll_id, 'optionId', x.option_id)), '[]')
      from (select p.id as poll_id, (select v.option_id from poll_votes v where v.poll_id = p.id and v.user_id = ${viewer}) as option_id
        from polls p where p.post_id = any(${postIds})) x where x.option_id is not null) as votes,
    -- Likes and follows are looked up per post and per author by their keys: the generic plan read every like or
    -- follow of the viewer through the (user, time) index and filtered (0.58 ms of a page for 5,000 follows).
    (select coalesce(json_agg(x.id), '[]') from unnest(${postIds}) x(id)
      where (select true from post_likes l where l.post_id = x.id and l.user_id = ${viewer})) as liked,
    (select coalesce(json_agg(post_id), '[]') from post_favourites where user_id = ${viewer} and post_id = any(${postIds})) as favourited,
    (select coalesce(json_agg(x.id), '[]') from unnest(${authorIds}) x(id)
      where (select true from follows f where f.follower_id = ${viewer} and f.following_id = x.id)) as followed,
    (select coalesce(json_agg(post_id), '[]') from post_purchases where user_id = ${viewer} and post_id = any(${postIds})) as bought,
    (select coalesce(json_agg(json_build_object(
        'mediaKey', r.media_key, 'status', r.status, 'playableKey', r.playable_key, 'posterKey', r.poster_key, 'masterKey', r.master_key)), '[]')
      from video_renditions r where r.media_key in (
        select k from posts p, unnest(array[p.media_key, p.teaser_key]) k where p.id = any(${postIds}) and k is not null)) as videos,
    -- A cancelled subscription (status 0) still opens the creator's posts until it expires.
    (select coalesce(json_agg(distinct creator_id), '[]') from subscriptions
      where subscriber_id = ${viewer} and creator_id = any(${authorIds}) and expiry_date > ${now}) as subscribed_to`;

/** A page of posts and everything it needs, as loaded for presenting. */
export interface LoadedPage {
  posts: PostRow[];
  relations: PageRelations;
}

/** The relations of posts already at hand: one text for every page, so PostgreSQL plans it once per connection. */
const pageRelations = rawStatement<PageRelations>(
  'page_relations',
  ['int', 'int[]', 'int[]', 'timestamptz', 'int[]'],
  `select ${pageRelationsColumns({ viewer: '$1', postIds: '$2::int[]', authorIds: '$3::int[]', taggedIds: '$5::int[]', now: '$4::timestamptz' })}`,
);

/** The ids of a post's `tags` comma list. */
export const taggedIdsOf = (tags: string) => tags.split(',').filter(Boolean).map(Number);

/** SQL text: the int[] of the people the posts of `table` (a relation with a `tags` column) tag. */
export const taggedIdsSql = (table: string) =>
  `array(select distinct t::int from ${table}, unnest(string_to_array(nullif(${table}.tags, ''), ',')) t)`;

export async function loadPageRelations(db: Db, viewerId: number, now: Date, rows: PostRow[]): Promise<LoadedPage> {
  const postIds = rows.map((row) => row.id);
  const authorIds = [...new Set(rows.map((row) => row.userId))];
  const taggedIds = [...new Set(rows.flatMap((row) => taggedIdsOf(row.tags)))];
  const [relations] = await pageRelations(db, [viewerId, postIds, authorIds, now.toISOString(), taggedIds]);
  if (!relations) throw new Error('the page relations query answered no row');
  return { posts: rows, relations };
}
