import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { NotificationType } from '../../../contract/codes.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { follows, mediaFiles, stories, storyViews, users, type StoryRow } from '../../db/schema.ts';
import { deleteVariantsOf } from '../uploads/variants.ts';
import { notBlockedWith } from '../people/visibility.ts';

/** Where story images are uploaded (spec §7 /api/upload path). */
export const STORY_FOLDER = 'story/images/';

/** The owner of a story as the strip shows them. */
export interface StoryOwnerRow {
  id: number;
  firstName: string;
  lastName: string;
  username: string;
  profilePhoto: string | null;
  userVerified: number;
}

/** One live story image the viewer may see, with its owner and whether the viewer watched it. */
export interface VisibleStoryRow {
  story: StoryRow;
  owner: StoryOwnerRow;
  seen: boolean;
}

const ownerColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  profilePhoto: users.profilePhoto,
  userVerified: users.userVerified,
};

/** The viewer's own stories or those of someone they follow, never across a block. */
const visibleTo = (viewerId: number) =>
  and(
    sql`(${stories.userId} = ${viewerId} or exists (select 1 from ${follows} f where f.follower_id = ${viewerId} and f.following_id = ${stories.userId}))`,
    notBlockedWith(viewerId, stories.userId),
  );

const isLiveAt = (now: Date) => sql`${stories.expiresAt} > ${now.toISOString()}::timestamptz`;

/** Every unexpired story image the viewer may see, oldest first, in one query (expiry filtered in SQL). */
export async function visibleStories(db: DbOrTx, viewerId: number, now: Date): Promise<VisibleStoryRow[]> {
  const rows = await db
    .select({ story: stories, owner: ownerColumns, seenAt: storyViews.createdAt })
    .from(stories)
    .innerJoin(users, eq(users.id, stories.userId))
    .leftJoin(storyViews, and(eq(storyViews.storyId, stories.id), eq(storyViews.userId, viewerId)))
    .where(and(isLiveAt(now), visibleTo(viewerId)))
    .orderBy(stories.id);
  return rows.map(({ story, owner, seenAt }) => ({ story, owner, seen: seenAt !== null }));
}

/** One unexpired story image if the viewer may see it. */
export async function visibleStory(db: DbOrTx, viewerId: number, storyId: number, now: Date): Promise<StoryRow | undefined> {
  const [row] = await db
    .select()
    .from(stories)
    .where(and(eq(stories.id, storyId), isLiveAt(now), visibleTo(viewerId)))
    .limit(1);
  return row;
}

export async function findStory(db: DbOrTx, storyId: number): Promise<StoryRow | undefined> {
  const [row] = await db.select().from(stories).where(eq(stories.id, storyId)).limit(1);
  return row;
}

/**
 * The viewer's own story upload, held until the transaction ends; undefined when the key is not an
 * upload of theirs on story/images/ or another story took it already.
 */
export async function claimableStoryUpload(tx: Tx, ownerId: number, key: string): Promise<{ key: string } | undefined> {
  const [file] = await tx
    .select({ key: mediaFiles.key })
    .from(mediaFiles)
    .where(
      and(
        eq(mediaFiles.key, key),
        eq(mediaFiles.ownerId, ownerId),
        eq(mediaFiles.path, STORY_FOLDER),
        sql`${mediaFiles.postId} is null`,
        sql`not exists (select 1 from ${stories} s where s.image_key = ${mediaFiles.key})`,
      ),
    )
    .for('update');
  return file;
}

export async function insertStory(
  tx: Tx,
  values: { userId: number; imageKey: string; createdAt: Date; expiresAt: Date },
): Promise<StoryRow> {
  const [row] = await tx.insert(stories).values(values).returning();
  if (!row) throw new Error('insert returned no story');
  return row;
}

/** The owner's row as the strip shows it. */
export async function storyOwner(db: DbOrTx, userId: number): Promise<StoryOwnerRow | undefined> {
  const [row] = await db.select(ownerColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/**
 * `new_story` for every follower of the owner (none across a block), one per owner, in one statement;
 * answers the notification ids to push after commit.
 */
export async function notifyStoryAudience(tx: Tx, ownerId: number, storyId: number): Promise<number[]> {
  const result = await tx.execute(sql`
    with audience as (
      select ${follows.followerId} as id from ${follows}
       where ${follows.followingId} = ${ownerId} and ${notBlockedWith(ownerId, follows.followerId)}),
    replaced as (
      delete from notifications n using audience a
       where n.user_id = a.id and n.type = ${NotificationType.newStory} and n.actor_id = ${ownerId} and n.post_id is null and n.comment_id is null)
    insert into notifications (user_id, type, actor_id, data)
    select a.id, ${NotificationType.newStory}, ${ownerId}, jsonb_build_object('story_id', ${storyId}::int, 'story_user_id', ${ownerId}::int)
      from audience a
    returning id`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
}

/** Deletes the owner's story and its file's row; answers the file's key, undefined when it is not theirs. */
export async function deleteOwnStory(
  db: Db,
  ownerId: number,
  storyId: number,
  removeFile: (key: string) => Promise<void>,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(stories)
      .where(and(eq(stories.id, storyId), eq(stories.userId, ownerId)))
      .returning({ key: stories.imageKey });
    if (!deleted) return undefined;
    // Its widths name it (a foreign key): they go first, their files with it.
    const variants = await deleteVariantsOf(tx, [deleted.key]);
    await tx.delete(mediaFiles).where(eq(mediaFiles.key, deleted.key));
    for (const key of [deleted.key, ...variants]) await removeFile(key);
    return deleted.key;
  });
}

/** The viewer watched the image (once; watching again changes nothing). */
export async function markSeen(db: DbOrTx, storyId: number, viewerId: number, at: Date): Promise<void> {
  await db.insert(storyViews).values({ storyId, userId: viewerId, createdAt: at }).onConflictDoNothing();
}

/**
 * Deletes up to `limit` stories expired at `now` with their files' rows, handing the keys to
 * `removeFiles` in the same transaction. SKIP LOCKED: processes sweeping at once never take the same row.
 */
export async function deleteExpiredStories(
  db: Db,
  now: Date,
  limit: number,
  removeFiles: (keys: string[]) => Promise<void>,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const expired = tx
      .select({ id: stories.id })
      .from(stories)
      .where(lte(stories.expiresAt, now))
      .orderBy(stories.expiresAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    const deleted = await tx.delete(stories).where(inArray(stories.id, expired)).returning({ key: stories.imageKey });
    const keys = deleted.map((row) => row.key);
    // Their widths name them (a foreign key): they go first, their files with them.
    const variants = await deleteVariantsOf(tx, keys);
    if (keys.length > 0) await tx.delete(mediaFiles).where(inArray(mediaFiles.key, keys));
    await removeFiles([...keys, ...variants]);
    return keys;
  });
}

/** The stories a demo account has live now (the demo refresh adds some when there are none). */
export async function liveStoryCount(db: DbOrTx, userIds: number[], now: Date): Promise<number> {
  if (userIds.length === 0) return 0;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(stories)
    .where(and(inArray(stories.userId, userIds), isLiveAt(now)));
  return Number(row?.count ?? 0);
}
