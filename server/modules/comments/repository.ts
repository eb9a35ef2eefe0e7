import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { PAGE_SIZE } from '../../../contract/rules.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { commentLikes, comments, posts, users, type CommentRow, type UserRow } from '../../db/schema.ts';
import { notBlockedWith } from '../people/visibility.ts';
import { pageOffset } from '../posts/repository.ts';

/** A page of the post's top-level comments, newest first, none by people blocked either way with the viewer. */
export function topCommentsPage(db: DbOrTx, viewerId: number, postId: number, page: number): Promise<CommentRow[]> {
  return db
    .select()
    .from(comments)
    .where(and(eq(comments.postId, postId), isNull(comments.parentId), notBlockedWith(viewerId, comments.userId)))
    .orderBy(desc(comments.id))
    .limit(PAGE_SIZE)
    .offset(pageOffset(page));
}

/** Every reply to these comments, oldest first, none by people blocked either way with the viewer. */
export function repliesTo(db: DbOrTx, viewerId: number, parentIds: number[]): Promise<CommentRow[]> {
  return db
    .select()
    .from(comments)
    .where(and(inArray(comments.parentId, parentIds), notBlockedWith(viewerId, comments.userId)))
    .orderBy(asc(comments.id));
}

export async function findUsers(db: DbOrTx, ids: number[]): Promise<Map<number, UserRow>> {
  if (ids.length === 0) return new Map();
  return new Map((await db.select().from(users).where(inArray(users.id, ids))).map((user) => [user.id, user]));
}

export async function findComment(db: DbOrTx, id: number): Promise<CommentRow | undefined> {
  const [comment] = await db.select().from(comments).where(eq(comments.id, id)).limit(1);
  return comment;
}

/** Adds the comment and counts it on the post; answers the row and the post's new count. */
export async function insertComment(tx: Tx, values: typeof comments.$inferInsert): Promise<{ row: CommentRow; commentCounter: number }> {
  const [row] = await tx.insert(comments).values(values).returning();
  const [counted] = await tx
    .update(posts)
    .set({ commentCounter: sql`${posts.commentCounter} + 1` })
    .where(eq(posts.id, values.postId))
    .returning({ commentCounter: posts.commentCounter });
  if (!row || !counted) throw new Error('comment was not stored');
  return { row, commentCounter: counted.commentCounter };
}

/** Which of these comments the viewer likes. */
export async function likedComments(db: DbOrTx, viewerId: number, commentIds: number[]): Promise<Set<number>> {
  if (commentIds.length === 0) return new Set();
  const rows = await db
    .select({ commentId: commentLikes.commentId })
    .from(commentLikes)
    .where(and(eq(commentLikes.userId, viewerId), inArray(commentLikes.commentId, commentIds)));
  return new Set(rows.map((row) => row.commentId));
}

/**
 * The comment of a live post as the viewer may see it (neither its author nor the post's blocked either
 * way with the viewer), its row locked until the transaction ends; undefined when there is none.
 */
export async function lockVisibleComment(tx: Tx, viewerId: number, id: number): Promise<CommentRow | undefined> {
  const [row] = await tx
    .select({ comment: comments })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(
      and(eq(comments.id, id), isNull(posts.deletedAt), notBlockedWith(viewerId, posts.userId), notBlockedWith(viewerId, comments.userId)),
    )
    .for('update', { of: comments });
  return row?.comment;
}

/** Adds the viewer's like of the comment, or takes it back; moves its counter (never below 0) and answers both. */
export async function toggleCommentLikeRow(tx: Tx, viewerId: number, commentId: number): Promise<{ liked: boolean; likeCounter: number }> {
  const added = await tx
    .insert(commentLikes)
    .values({ commentId, userId: viewerId })
    .onConflictDoNothing()
    .returning({ commentId: commentLikes.commentId });
  const liked = added.length > 0;
  if (!liked) await tx.delete(commentLikes).where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.userId, viewerId)));
  const [counted] = await tx
    .update(comments)
    .set({ likeCounter: sql`greatest(${comments.likeCounter} + ${liked ? 1 : -1}, 0)` })
    .where(eq(comments.id, commentId))
    .returning({ likeCounter: comments.likeCounter });
  return { liked, likeCounter: counted?.likeCounter ?? 0 };
}
