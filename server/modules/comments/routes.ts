import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Endpoints } from '../../../contract/endpoints.ts';
import { Messages } from '../../../contract/messages.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { bodyRefusal } from '../posts/validation.ts';

const commentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
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

export default commentsRoutes;
