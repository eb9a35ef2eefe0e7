import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Endpoints } from '../../../contract/endpoints.ts';
import { Messages } from '../../../contract/messages.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
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

  serve(
    app,
    Endpoints.chatLogin,
    async (request) => {
      const { user, chatUserId, token } = await app.authService.chatLogin({
        email: request.body.username,
        password: request.body.password,
      });
      return answer(Messages.loginSuccess, { token, user: presentChatMember(user, chatUserId, app.mediaUrls) });
    },
    { preHandler: app.loginThrottle },
  );

  serve(app, Endpoints.chatRooms, async (request) => answer('', await chat.rooms(viewerOf(request))), { preValidation: bodilessAsEmpty });

  serve(app, Endpoints.conversation, async (request) => answer('', await chat.conversation(viewerOf(request), request.body.user_id)));

  serve(app, Endpoints.markRoomRead, async (request) => {
    const viewer = viewerOf(request);
    await chat.markRead(viewer, request.body.room);
    return answer('', { unread: await chat.unread(viewer) });
  });

  serve(app, Endpoints.chatUnread, async (request) => answer('', { unread: await chat.unread(viewerOf(request)) }), {
    preValidation: bodilessAsEmpty,
  });

  serve(app, Endpoints.messages, async (request) => answer('', await chat.messages(viewerOf(request), request.body)));

  // Each send counts against the person's chat rate before it stores anything.
  const sending = { preHandler: app.chatMessageThrottle };

  serve(app, Endpoints.sendMessage, async (request) => answer('', await chat.send(viewerOf(request), request.body)), sending);

  serve(
    app,
    Endpoints.offerPackage,
    async (request) => answer(Messages.packageSent, await chat.sendPackage(viewerOf(request), request.body)),
    sending,
  );

  serve(app, Endpoints.uploadChatFile, async (request) => {
    if (!request.isMultipart()) throw badRequest(Messages.fileRequired);
    return answer('', await chat.upload(viewerOf(request), request));
  });

  serve(app, Endpoints.unlockMessage, async (request) => answer('', await app.chatPaidService.unlock(viewerOf(request), request.body)));
};

export default chatRoutes;
