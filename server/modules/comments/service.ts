import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Messages } from '../../../contract/messages';
import type { Comment, CommentBody, CommentResponse } from '../../../contract/posts';
import type { CommentRow, UserRow } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { livePost } from '../posts/repository';
import { presentReply } from './present';
import { findComment, findUsers, insertComment, repliesTo, topCommentsPage } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Comments and replies of posts. */
    commentsService: CommentsService;
  }
}

export interface CommentsService {
  /** A page of top-level comments, newest first, each with all its replies oldest first (three queries). */
  list(postId: number, page: number): Promise<Comment[]>;
  /** Adds the comment and counts it on the post in one transaction. */
  add(author: UserRow, body: CommentBody): Promise<CommentResponse['data']>;
}

async function commentsService(app: FastifyInstance) {
  const { db } = app;

  /** A reply names a comment of the same post; a reply to a reply joins that reply's top comment. */
  const topCommentOf = async (postId: number, parentId: number | null | undefined): Promise<number | null> => {
    if (parentId === null || parentId === undefined) return null;
    const parent = await findComment(db, parentId);
    if (!parent || parent.postId !== postId) throw badRequest(Messages.commentParentInvalid);
    return parent.parentId ?? parent.id;
  };

  app.decorate('commentsService', {
    async list(postId, page) {
      await livePost(db, postId);
      const tops = await topCommentsPage(db, postId, page);
      if (tops.length === 0) return [];
      const replies = await repliesTo(db, tops.map((top) => top.id));
      const authors = await findUsers(db, [...new Set([...tops, ...replies].map((row) => row.userId))]);
      const present = (row: CommentRow) => presentReply(row, authors.get(row.userId) as UserRow, app.mediaUrls);
      return tops.map((top) => ({ ...present(top), replies: replies.filter((reply) => reply.parentId === top.id).map(present) }));
    },

    async add(author, body) {
      await livePost(db, body.post_id);
      const parentId = await topCommentOf(body.post_id, body.parent_id);
      const { row, commentCounter } = await db.transaction((tx) =>
        insertComment(tx, { postId: body.post_id, userId: author.id, parentId, comment: body.comment.trim() }),
      );
      return { post_id: body.post_id, comment_counter: commentCounter, comment: presentReply(row, author, app.mediaUrls) };
    },
  } satisfies CommentsService);
}

export default fp(commentsService, { name: 'comments-service', dependencies: ['db', 'media-urls'] });
