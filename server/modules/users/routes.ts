import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ChatUserResponse, UserByIdBody, UserResponse, VerifyUserBody } from '../../../contract/auth';
import { ErrorResponses } from '../../../contract/envelope';
import { Messages } from '../../../contract/messages';
import { AdminRoutes } from '../../../contract/routes';
import { notFound, unauthorized } from '../../lib/errors';
import { bodilessAsEmpty } from '../../lib/hooks';
import { presentUser } from './present';
import { ensureChatUserId, findUserById, listCoinPacks } from './repository';

const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Tokens are checked before the body: a caller without a session learns nothing else.
  app.addHook('onRequest', app.authenticate);

  app.post(
    AdminRoutes.userById,
    { schema: { body: UserByIdBody, response: { 200: UserResponse, ...ErrorResponses } } },
    async (request) => {
      const [user, packs] = await Promise.all([findUserById(app.db, request.body.userid), listCoinPacks(app.db)]);
      if (!user) throw notFound(Messages.userNotFound);
      return { success: 1 as const, message: '', data: presentUser(user, request.viewerId, packs) };
    },
  );

  app.post(
    AdminRoutes.verifyUser,
    { schema: { body: VerifyUserBody, response: { 200: UserResponse, ...ErrorResponses } }, preValidation: bodilessAsEmpty },
    async (request) => {
      const [user, packs] = await Promise.all([findUserById(app.db, request.viewerId), listCoinPacks(app.db)]);
      // A signed token whose account is gone is a dead session, not a missing resource.
      if (!user) throw unauthorized(Messages.unauthorized);
      return { success: 1 as const, message: '', data: presentUser(user, user.id, packs) };
    },
  );

  app.post(
    AdminRoutes.createChatUser,
    { schema: { body: VerifyUserBody, response: { 200: ChatUserResponse, ...ErrorResponses } }, preValidation: bodilessAsEmpty },
    async (request) => {
      const chatUserId = await ensureChatUserId(app.db, request.viewerId);
      if (!chatUserId) throw notFound(Messages.userNotFound);
      return { success: 1 as const, message: Messages.chatUserCreated, data: { chat_user_id: chatUserId } };
    },
  );
};

export default usersRoutes;
