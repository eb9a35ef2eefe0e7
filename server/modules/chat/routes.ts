import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ChatLoginBody, ChatLoginResponse, RoomsListResponse } from '../../../contract/chat';
import { Empty, ErrorResponses } from '../../../contract/envelope';
import { Messages } from '../../../contract/messages';
import { ChatRoutes } from '../../../contract/routes';
import { forbidden, notFound } from '../../lib/errors';
import { bodilessAsEmpty } from '../../lib/hooks';
import { AuthService } from '../auth/service';
import { ensureChatUserId } from '../users/repository';
import { answer } from '../../lib/answers';

export interface ChatRoutesOptions {
  jwtSecret: string;
}

/** The chat API of spec §7: its own login and its own token, refused by the admin API and back. */
const chatRoutes: FastifyPluginAsyncTypebox<ChatRoutesOptions> = async (app, options) => {
  const auth = new AuthService({ db: app.db, mailer: app.mailer, tokens: app.tokens, clock: app.clock, secret: options.jwtSecret, loginFailures: app.loginFailures });

  app.post(
    ChatRoutes.login,
    {
      schema: { body: ChatLoginBody, response: { 200: ChatLoginResponse, ...ErrorResponses } },
      preHandler: app.loginThrottle,
    },
    async (request) => {
      const user = await auth.checkCredentials({ email: request.body.username, password: request.body.password });
      if (!user.emailVerifiedAt) throw forbidden(Messages.accountNotVerified, { email: user.email, verify_required: true });
      const chatUserId = user.chatUserId ?? (await ensureChatUserId(app.db, user.id));
      if (!chatUserId) throw notFound(Messages.userNotFound);
      return answer(Messages.loginSuccess, {
        token: app.tokens.signChat(chatUserId, user.id, user.sessionVersion),
        user: {
          _id: chatUserId,
          firstName: user.firstName,
          lastName: user.lastName,
          profilePicture: user.profilePhoto,
          user_verified: user.userVerified,
        },
      });
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
