import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponses } from '../../../contract/envelope.ts';
import { NotificationListBody, NotificationListResponse, UnreadCountResponse } from '../../../contract/notifications.ts';
import { AdminRoutes } from '../../../contract/routes.ts';
import { answer } from '../../lib/answers.ts';

const notificationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.notificationsService;
  app.addHook('onRequest', app.authenticate);

  app.post(
    AdminRoutes.notifications,
    { schema: { body: NotificationListBody, response: { 200: NotificationListResponse, ...ErrorResponses } } },
    async (request) => answer('', await service.list(request.viewerId, request.body.page)),
  );

  app.post(AdminRoutes.notificationsUnread, { schema: { response: { 200: UnreadCountResponse, ...ErrorResponses } } }, async (request) =>
    answer('', { unread: await service.unread(request.viewerId) }),
  );

  app.post(AdminRoutes.notificationsRead, { schema: { response: { 200: UnreadCountResponse, ...ErrorResponses } } }, async (request) => {
    await service.markRead(request.viewerId);
    return answer('', { unread: 0 });
  });
};

export default notificationsRoutes;
