import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { Messages } from '../../../contract/messages';
import { PAGE_SIZE } from '../../../contract/rules';
import type { Db } from '../../db/client';
import { mediaFiles, pollOptions, polls, postHides, posts, users, type MediaFileRow, type PostRow } from '../../db/schema';
import { notFound } from '../../lib/errors';

/** A transaction or the database: the queries below run in either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A post nobody deleted. */
export const isLive = isNull(posts.deletedAt);

/** Posts the viewer hid stay out of everything they list. */
export const notHiddenFrom = (viewerId: number) =>
  notExists(sql`(select 1 from ${postHides} where ${postHides.postId} = ${posts.id} and ${postHides.userId} = ${viewerId})`);

/** Takes the post out of everything the viewer lists; hiding twice changes nothing. */
export async function hidePostFrom(db: Db | Tx, viewerId: number, postId: number): Promise<void> {
  await db.insert(postHides).values({ postId, userId: viewerId }).onConflictDoNothing();
}

/** Pages start at 1. */
export const pageOffset = (page: number) => (page - 1) * PAGE_SIZE;

export async function findLivePost(db: Db | Tx, id: number): Promise<PostRow | undefined> {
  const [row] = await db.select().from(posts).where(and(eq(posts.id, id), isLive)).limit(1);
  return row;
}

/** The live post, or 404 postNotFound (deleted posts are gone for everyone). */
export async function livePost(db: Db | Tx, id: number): Promise<PostRow> {
  const post = await findLivePost(db, id);
  if (!post) throw notFound(Messages.postNotFound);
  return post;
}

export async function findMediaFiles(db: Db, keys: string[]): Promise<Map<string, MediaFileRow>> {
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

export async function findPollOfPost(db: Db | Tx, postId: number) {
  const [poll] = await db.select().from(polls).where(eq(polls.postId, postId)).limit(1);
  return poll;
}

export async function findPollOptions(db: Db | Tx, pollId: number) {
  return db.select().from(pollOptions).where(eq(pollOptions.pollId, pollId)).orderBy(pollOptions.position);
}
