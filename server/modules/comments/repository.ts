import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { PAGE_SIZE } from '../../../contract/rules';
import type { DbOrTx, Tx } from '../../db/client';
import { comments, posts, users, type CommentRow, type UserRow } from '../../db/schema';
import { notBlockedWith } from '../people/visibility';
import { pageOffset } from '../posts/repository';

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
