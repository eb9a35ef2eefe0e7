import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Endpoints } from '../../../contract/endpoints.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';

const notificationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.notificationsService;

  serve(app, Endpoints.notifications, async (request) => answer('', await service.list(request.viewerId, request.body.page)));

  serve(app, Endpoints.unreadNotifications, async (request) => answer('', { unread: await service.unread(request.viewerId) }));

  serve(app, Endpoints.markNotificationsRead, async (request) => {
    await service.markRead(request.viewerId);
    return answer('', { unread: 0 });
  });
};

export default notificationsRoutes;
