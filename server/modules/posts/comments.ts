import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Comment, CommentBody, CommentResponse } from '../../../contract/posts';
import { Messages } from '../../../contract/messages';
import { PAGE_SIZE } from '../../../contract/rules';
import type { Db } from '../../db/client';
import { comments, posts, users, type CommentRow, type UserRow } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { presentWriter } from './present';
import { livePost, pageOffset } from './repository';

type Reply = CommentResponse['data']['comment'];

function presentReply(row: CommentRow, author: UserRow): Reply {
  return {
    id: row.id,
    post_id: row.postId,
    user_id: row.userId,
    user_details: presentWriter(author),
    comment: row.comment,
    parent_id: row.parentId,
    created_at: row.createdAt.toISOString(),
  };
}

/** A page of top-level comments, newest first, each with all its replies oldest first (three queries). */
export async function listComments(db: Db, postId: number, page: number): Promise<Comment[]> {
  await livePost(db, postId);
  const tops = await db
    .select()
    .from(comments)
    .where(and(eq(comments.postId, postId), isNull(comments.parentId)))
    .orderBy(desc(comments.id))
    .limit(PAGE_SIZE)
    .offset(pageOffset(page));
  if (tops.length === 0) return [];
  const replies = await db
    .select()
    .from(comments)
    .where(inArray(comments.parentId, tops.map((top) => top.id)))
    .orderBy(asc(comments.id));
  const authorIds = [...new Set([...tops, ...replies].map((row) => row.userId))];
  const authors = new Map((await db.select().from(users).where(inArray(users.id, authorIds))).map((user) => [user.id, user]));
  const present = (row: CommentRow) => presentReply(row, authors.get(row.userId) as UserRow);
  return tops.map((top) => ({ ...present(top), replies: replies.filter((reply) => reply.parentId === top.id).map(present) }));
}

/** A reply names a comment of the same post; a reply to a reply joins that reply's top comment. */
async function topCommentOf(db: Db, postId: number, parentId: number | null | undefined): Promise<number | null> {
  if (parentId === null || parentId === undefined) return null;
  const [parent] = await db.select().from(comments).where(eq(comments.id, parentId)).limit(1);
  if (!parent || parent.postId !== postId) throw badRequest(Messages.commentParentInvalid);
  return parent.parentId ?? parent.id;
}

/** Adds the comment and counts it on the post in one transaction. */
export async function addComment(db: Db, author: UserRow, body: CommentBody): Promise<CommentResponse['data']> {
  await livePost(db, body.post_id);
  const parentId = await topCommentOf(db, body.post_id, body.parent_id);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(comments).values({ postId: body.post_id, userId: author.id, parentId, comment: body.comment.trim() }).returning();
    const [counted] = await tx
      .update(posts)
      .set({ commentCounter: sql`${posts.commentCounter} + 1` })
      .where(eq(posts.id, body.post_id))
      .returning({ commentCounter: posts.commentCounter });
    if (!row || !counted) throw new Error('comment was not stored');
    return { post_id: body.post_id, comment_counter: counted.commentCounter, comment: presentReply(row, author) };
  });
}
