import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Endpoints } from '../../../contract/endpoints.ts';
import { Messages } from '../../../contract/messages.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { bodilessAsEmpty } from '../../lib/hooks.ts';
import { viewerOf } from '../../plugins/auth.ts';

const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const users = app.usersService;

  serve(app, Endpoints.person, async (request) => answer('', await users.profile(viewerOf(request), request.body.userid)));

  serve(
    app,
    Endpoints.currentUser,
    async (request) => {
      const viewer = viewerOf(request);
      return answer('', await users.profile(viewer, viewer.id));
    },
    { preValidation: bodilessAsEmpty },
  );

  serve(
    app,
    Endpoints.createChatUser,
    async (request) => answer(Messages.chatUserCreated, { chat_user_id: await users.chatUserIdOf(viewerOf(request)) }),
    {
      preValidation: bodilessAsEmpty,
    },
  );
};

export default usersRoutes;
