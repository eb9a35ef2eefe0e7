import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ChatUserResponse, UserByIdBody, UserResponse, VerifyUserBody } from '../../../contract/auth.ts';
import { ErrorResponses } from '../../../contract/envelope.ts';
import { Messages } from '../../../contract/messages.ts';
import { AdminRoutes } from '../../../contract/routes.ts';
import { answer } from '../../lib/answers.ts';
import { bodilessAsEmpty } from '../../lib/hooks.ts';
import { viewerOf } from '../../plugins/auth.ts';

const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const users = app.usersService;
  // Tokens are checked before the body: a caller without a session learns nothing else.
  app.addHook('onRequest', app.authenticate);

  app.post(AdminRoutes.userById, { schema: { body: UserByIdBody, response: { 200: UserResponse, ...ErrorResponses } } }, async (request) =>
    answer('', await users.profile(viewerOf(request), request.body.userid)),
  );

  app.post(
    AdminRoutes.verifyUser,
    { schema: { body: VerifyUserBody, response: { 200: UserResponse, ...ErrorResponses } }, preValidation: bodilessAsEmpty },
    async (request) => {
      const viewer = viewerOf(request);
      return answer('', await users.profile(viewer, viewer.id));
    },
  );

  app.post(
    AdminRoutes.createChatUser,
    { schema: { body: VerifyUserBody, response: { 200: ChatUserResponse, ...ErrorResponses } }, preValidation: bodilessAsEmpty },
    async (request) => answer(Messages.chatUserCreated, { chat_user_id: await users.chatUserIdOf(viewerOf(request)) }),
  );
};

export default usersRoutes;
