import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NotificationType } from '../../../contract/codes.ts';
import { Endpoints } from '../../../contract/endpoints.ts';
import { Messages } from '../../../contract/messages.ts';
import type { Comment, CommentBody, CommentLikeResponse, CommentResponse } from '../../../contract/posts.ts';
import type { CommentRow, UserRow } from '../../db/schema.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { visiblePost } from '../posts/repository.ts';
import { bodyRefusal } from '../posts/validation.ts';
import { presentReply } from './present.ts';
import {
  findComment,
  findUsers,
  insertComment,
  likedComments,
  lockVisibleComment,
  repliesTo,
  toggleCommentLikeRow,
  topCommentsPage,
} from './repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Comments and replies of posts. */
    commentsService: CommentsService;
  }
}

export interface CommentsService {
  /**
   * A page of top-level comments, newest first, each with all its replies oldest first, as the viewer
   * sees them, without those of people blocked either way with the viewer.
   */
  list(viewerId: number, postId: number, page: number): Promise<Comment[]>;
  /** Adds the comment and counts it on the post in one transaction; the post's author (and, for a reply, the replied-to author) is notified. */
  add(author: UserRow, body: CommentBody): Promise<CommentResponse['data']>;
  /** Likes the comment or takes the like back; its author is notified of a like. */
  toggleLike(viewerId: number, commentId: number): Promise<CommentLikeResponse['data']>;
}

async function commentsService(app: FastifyInstance) {
  const { db, notificationsService: notifications } = app;

  /** A reply names a comment of the same post; a reply to a reply joins that reply's top comment. */
  const parentOf = async (postId: number, parentId: number | null | undefined): Promise<CommentRow | null> => {
    if (parentId === null || parentId === undefined) return null;
    const parent = await findComment(db, parentId);
    if (!parent || parent.postId !== postId) throw badRequest(Messages.commentParentInvalid);
    return parent;
  };

  app.decorate('commentsService', {
    async list(viewerId, postId, page) {
      await visiblePost(db, viewerId, postId);
      const tops = await topCommentsPage(db, viewerId, postId, page);
      if (tops.length === 0) return [];
      const replies = await repliesTo(
        db,
        viewerId,
        tops.map((top) => top.id),
      );
      const all = [...tops, ...replies];
      const [authors, liked] = [
        await findUsers(db, [...new Set(all.map((row) => row.userId))]),
        await likedComments(
          db,
          viewerId,
          all.map((row) => row.id),
        ),
      ];
      const present = (row: CommentRow) => presentReply(row, authors.get(row.userId) as UserRow, app.mediaUrls, liked.has(row.id));
      return tops.map((top) => ({ ...present(top), replies: replies.filter((reply) => reply.parentId === top.id).map(present) }));
    },

    async add(author, body) {
      const post = await visiblePost(db, author.id, body.post_id);
      const parent = await parentOf(body.post_id, body.parent_id);
      const { row, commentCounter, raised } = await db.transaction(async (tx) => {
        const stored = await insertComment(tx, {
          postId: post.id,
          userId: author.id,
          parentId: parent ? (parent.parentId ?? parent.id) : null,
          comment: body.comment.trim(),
        });
        const about = { type: NotificationType.postComment, actorId: author.id, postId: post.id, commentId: stored.row.id };
        const raised = await notifications.raise(tx, { ...about, to: post.userId });
        // The one replied to hears of it too, unless they wrote the post (already told) or the reply.
        if (parent && parent.userId !== post.userId) raised.push(...(await notifications.raise(tx, { ...about, to: parent.userId })));
        return { ...stored, raised };
      });
      await notifications.deliver(raised);
      return { post_id: body.post_id, comment_counter: commentCounter, comment: presentReply(row, author, app.mediaUrls) };
    },

    async toggleLike(viewerId, commentId) {
      const { answer, raised } = await db.transaction(async (tx) => {
        // Locked first, so concurrent toggles of one comment run one after another and the counter matches the rows.
        const comment = await lockVisibleComment(tx, viewerId, commentId);
        if (!comment) throw notFound(Messages.commentNotFound);
        const { liked, likeCounter } = await toggleCommentLikeRow(tx, viewerId, commentId);
        const event = { to: comment.userId, type: NotificationType.likeComment, actorId: viewerId, postId: comment.postId, commentId };
        const raised = liked ? await notifications.raise(tx, event) : (await notifications.withdraw(tx, event), []);
        return { answer: { comment_id: commentId, is_like: liked ? (1 as const) : (0 as const), like_counter: likeCounter }, raised };
      });
      await notifications.deliver(raised);
      return answer;
    },
  } satisfies CommentsService);
}

export default fp(commentsService, { name: 'comments-service', dependencies: ['db', 'media-urls', 'notifications-service'] });

export const commentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const comments = app.commentsService;

  serve(app, Endpoints.comments, async (request) =>
    answer('', await comments.list(request.viewerId, request.body.post_id, request.body.page)),
  );

  // The comment field's one contract message would also answer a too long comment.
  serve(
    app,
    Endpoints.addComment,
    async (request) => {
      if (request.validationError) throw bodyRefusal(request.validationError.validation);
      return answer(Messages.commentAdded, await comments.add(viewerOf(request), request.body));
    },
    { attachValidation: true, preHandler: app.commentThrottle },
  );

  serve(app, Endpoints.likeComment, async (request) => answer('', await comments.toggleLike(request.viewerId, request.body.comment_id)));
};
