import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ChatUserResponse, UserByIdBody, UserResponse, VerifyUserBody } from '../../../contract/auth';
import { ErrorResponses } from '../../../contract/envelope';
import { Messages } from '../../../contract/messages';
import { AdminRoutes } from '../../../contract/routes';
import { notFound } from '../../lib/errors';
import { bodilessAsEmpty } from '../../lib/hooks';
import { viewerOf } from '../../plugins/auth';
import { presentUser } from './present';
import { ensureChatUserId, findUserById } from './repository';
import { answer } from '../../lib/answers';

const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Tokens are checked before the body: a caller without a session learns nothing else.
  app.addHook('onRequest', app.authenticate);

  app.post(
    AdminRoutes.userById,
    { schema: { body: UserByIdBody, response: { 200: UserResponse, ...ErrorResponses } } },
    async (request) => {
      const viewer = viewerOf(request);
      const asked = request.body.userid === viewer.id ? viewer : findUserById(app.db, request.body.userid);
      const [user, packs] = await Promise.all([asked, app.coinPacks()]);
      if (!user) throw notFound(Messages.userNotFound);
      return answer('', presentUser(user, viewer.id, packs));
    },
  );

  app.post(
    AdminRoutes.verifyUser,
    { schema: { body: VerifyUserBody, response: { 200: UserResponse, ...ErrorResponses } }, preValidation: bodilessAsEmpty },
    async (request) => {
      const user = viewerOf(request);
      return answer('', presentUser(user, user.id, await app.coinPacks()));
    },
  );

  app.post(
    AdminRoutes.createChatUser,
    { schema: { body: VerifyUserBody, response: { 200: ChatUserResponse, ...ErrorResponses } }, preValidation: bodilessAsEmpty },
    async (request) => {
      const viewer = viewerOf(request);
      const chatUserId = viewer.chatUserId ?? (await ensureChatUserId(app.db, viewer.id));
      if (!chatUserId) throw notFound(Messages.userNotFound);
      return answer(Messages.chatUserCreated, { chat_user_id: chatUserId });
    },
  );
};

export default usersRoutes;
