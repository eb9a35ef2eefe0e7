import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ChatLoginBody,
  ChatLoginResponse,
  ChatUnreadResponse,
  ChatUploadResponse,
  ConversationBody,
  ConversationResponse,
  MessagesListBody,
  MessagesListResponse,
  RoomBody,
  RoomsListResponse,
  SendMessageBody,
  SendMessageResponse,
  SendPackageBody,
  SendPackageResponse,
  UpdateWalletBody,
  UpdateWalletResponse,
} from '../../../contract/chat.ts';
import { Empty, ErrorResponses } from '../../../contract/envelope.ts';
import { Messages } from '../../../contract/messages.ts';
import { AdminRoutes, ChatRoutes } from '../../../contract/routes.ts';
import { answer } from '../../lib/answers.ts';
import { badRequest } from '../../lib/errors.ts';
import { bodilessAsEmpty } from '../../lib/hooks.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { MULTIPART_LIMITS } from '../uploads/receive.ts';
import { presentChatMember } from './present.ts';

/** The chat API of spec §7: its own login and its own token, refused by the admin API and back. */
const chatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const chat = app.chatService;
  // Multipart is parsed for /files/upload only (this plugin's scope); the size checks are ours.
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });

  app.post(
    ChatRoutes.login,
    {
      schema: { body: ChatLoginBody, response: { 200: ChatLoginResponse, ...ErrorResponses } },
      preHandler: app.loginThrottle,
    },
    async (request) => {
      const { user, chatUserId, token } = await app.authService.chatLogin({
        email: request.body.username,
        password: request.body.password,
      });
      return answer(Messages.loginSuccess, { token, user: presentChatMember(user, chatUserId, app.mediaUrls) });
    },
  );

  const member = { onRequest: app.authenticateChat };

  app.post(
    ChatRoutes.roomsList,
    { ...member, schema: { body: Empty, response: { 200: RoomsListResponse, ...ErrorResponses } }, preValidation: bodilessAsEmpty },
    async (request) => answer('', await chat.rooms(viewerOf(request))),
  );

  app.post(
    ChatRoutes.conversation,
    { ...member, schema: { body: ConversationBody, response: { 200: ConversationResponse, ...ErrorResponses } } },
    async (request) => answer('', await chat.conversation(viewerOf(request), request.body.user_id)),
  );

  app.post(
    ChatRoutes.markRead,
    { ...member, schema: { body: RoomBody, response: { 200: ChatUnreadResponse, ...ErrorResponses } } },
    async (request) => {
      const viewer = viewerOf(request);
      await chat.markRead(viewer, request.body.room);
      return answer('', { unread: await chat.unread(viewer) });
    },
  );

  app.post(
    ChatRoutes.unread,
    { ...member, schema: { body: Empty, response: { 200: ChatUnreadResponse, ...ErrorResponses } }, preValidation: bodilessAsEmpty },
    async (request) => answer('', { unread: await chat.unread(viewerOf(request)) }),
  );

  app.post(
    ChatRoutes.messagesList,
    { ...member, schema: { body: MessagesListBody, response: { 200: MessagesListResponse, ...ErrorResponses } } },
    async (request) => answer('', await chat.messages(viewerOf(request), request.body)),
  );

  // Each send counts against the person's chat rate before it stores anything.
  const sending = { ...member, preHandler: app.chatMessageThrottle };

  app.post(
    ChatRoutes.sendMessage,
    { ...sending, schema: { body: SendMessageBody, response: { 200: SendMessageResponse, ...ErrorResponses } } },
    async (request) => answer('', await chat.send(viewerOf(request), request.body)),
  );

  app.post(
    ChatRoutes.sendPackage,
    { ...sending, schema: { body: SendPackageBody, response: { 200: SendPackageResponse, ...ErrorResponses } } },
    async (request) => answer(Messages.packageSent, await chat.sendPackage(viewerOf(request), request.body)),
  );

  app.post(ChatRoutes.uploadFile, { ...member, schema: { response: { 200: ChatUploadResponse, ...ErrorResponses } } }, async (request) => {
    if (!request.isMultipart()) throw badRequest(Messages.fileRequired);
    return answer('', await chat.upload(viewerOf(request), request));
  });

  // The web app pays with its admin session (spec §7 lists update-wallet with the wallet calls).
  app.post(
    AdminRoutes.updateWallet,
    { onRequest: app.authenticate, schema: { body: UpdateWalletBody, response: { 200: UpdateWalletResponse, ...ErrorResponses } } },
    async (request) => answer('', await app.chatPaidService.unlock(viewerOf(request), request.body)),
  );
};

export default chatRoutes;
