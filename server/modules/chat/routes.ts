import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ChatLoginBody, ChatLoginResponse, RoomsListResponse } from '../../../contract/chat';
import { Empty, ErrorResponses } from '../../../contract/envelope';
import { Messages } from '../../../contract/messages';
import { ChatRoutes } from '../../../contract/routes';
import { answer } from '../../lib/answers';
import { bodilessAsEmpty } from '../../lib/hooks';
import { presentChatMember } from './present';

/** The chat API of spec §7: its own login and its own token, refused by the admin API and back. */
const chatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    ChatRoutes.login,
    {
      schema: { body: ChatLoginBody, response: { 200: ChatLoginResponse, ...ErrorResponses } },
      preHandler: app.loginThrottle,
    },
    async (request) => {
      const { user, chatUserId, token } = await app.authService.chatLogin({ email: request.body.username, password: request.body.password });
      return answer(Messages.loginSuccess, { token, user: presentChatMember(user, chatUserId, app.mediaUrls) });
    },
  );

  app.post(
    ChatRoutes.roomsList,
    {
      schema: { body: Empty, response: { 200: RoomsListResponse, ...ErrorResponses } },
      preValidation: bodilessAsEmpty,
      onRequest: app.authenticateChat,
    },
    // Conversations arrive with the chat issue; until then every member has none.
    async () => answer('', []),
  );
};

export default chatRoutes;
