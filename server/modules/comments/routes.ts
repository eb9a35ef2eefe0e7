import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponses } from '../../../contract/envelope.ts';
import { Messages } from '../../../contract/messages.ts';
import {
  CommentBody,
  CommentIdBody,
  CommentLikeResponse,
  CommentListResponse,
  CommentResponse,
  CommentsBody,
} from '../../../contract/posts.ts';
import { AdminRoutes } from '../../../contract/routes.ts';
import { answer } from '../../lib/answers.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { bodyRefusal } from '../posts/validation.ts';

const commentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const comments = app.commentsService;
  // Tokens are checked before the body: a caller without a session learns nothing else.
  app.addHook('onRequest', app.authenticate);

  app.post(
    AdminRoutes.comments,
    { schema: { body: CommentsBody, response: { 200: CommentListResponse, ...ErrorResponses } } },
    async (request) => answer('', await comments.list(request.viewerId, request.body.post_id, request.body.page)),
  );

  // The comment field's one contract message would also answer a too long comment.
  app.post(
    AdminRoutes.comment,
    {
      schema: { body: CommentBody, response: { 200: CommentResponse, ...ErrorResponses } },
      attachValidation: true,
      preHandler: app.commentThrottle,
    },
    async (request) => {
      if (request.validationError) throw bodyRefusal(request.validationError.validation);
      return answer(Messages.commentAdded, await comments.add(viewerOf(request), request.body));
    },
  );

  app.post(
    AdminRoutes.commentLike,
    { schema: { body: CommentIdBody, response: { 200: CommentLikeResponse, ...ErrorResponses } } },
    async (request) => answer('', await comments.toggleLike(request.viewerId, request.body.comment_id)),
  );
};

export default commentsRoutes;
