import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  NotificationCategory,
  notificationTypesOf,
  type NotificationCategoryCode,
  type NotificationTypeCode,
} from '../../../contract/codes.ts';
import { Endpoints } from '../../../contract/endpoints.ts';
import { SocketEvents } from '../../../contract/routes.ts';
import type { Notification } from '../../../contract/notifications.ts';
import type { Tx } from '../../db/client.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { presentNotification } from './present.ts';
import {
  type NotificationView,
  deleteNotifications,
  insertNotification,
  markAllRead,
  notificationPage,
  notificationsToPush,
  unreadCount,
} from './repository.ts';

/** What happened, to whom, because of whom, about what. */
export interface NotificationEvent {
  to: number;
  type: NotificationTypeCode;
  /** Null for the platform's own. */
  actorId: number | null;
  postId?: number | null;
  commentId?: number | null;
  data?: Record<string, string | number>;
  /** Each occurrence is news of its own (two tips are two), never folded into the previous one. */
  repeatable?: boolean;
}

/** A notification as pushed: with its actor and its recipient's chat member id (their socket room). */
export type PushView = NotificationView & { recipientChatId: string | null };

/** Notifications written in a transaction, to push once it has committed. */
export type Raised = number[];

export interface NotificationsService {
  /**
   * Writes the notification in the action's transaction; none for your own action. Answers what to
   * hand to `deliver` after the commit (pushing before it could announce what a rollback undoes).
   */
  raise(tx: Tx, event: NotificationEvent): Promise<Raised>;
  /** Takes back what `raise` wrote for the same event (an unlike, an unfollow). */
  withdraw(tx: Tx, event: NotificationEvent): Promise<void>;
  /** Pushes committed notifications to their recipients' rooms, on every server process. */
  deliver(raised: Raised): Promise<void>;
  /** Pushes one committed notification already in hand (row, actor, recipient's room), visible to its recipient: no read. */
  push(view: PushView): void;
  /** One page of one tab's notifications (every type for `all`). */
  list(userId: number, page: number, category?: NotificationCategoryCode): Promise<Notification[]>;
  unread(userId: number): Promise<number>;
  /** The list was opened: everything that arrived so far is read. */
  markRead(userId: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notificationsService: NotificationsService;
  }
}

async function notificationsService(app: FastifyInstance) {
  const { db, realtime, mediaUrls } = app;
  const push = (view: PushView) => {
    try {
      // A user who never opened the chat side has no socket room yet; the list still has it.
      if (view.recipientChatId) realtime.toUser(view.recipientChatId, SocketEvents.notification, presentNotification(view, mediaUrls));
    } catch (error) {
      // The action has committed: a failed push costs a live update, not the answer.
      app.log.error({ err: error }, 'notification push failed');
    }
  };
  app.decorate('notificationsService', {
    async raise(tx, { to, type, actorId, postId = null, commentId = null, data = {}, repeatable = false }) {
      if (actorId === to) return [];
      // The same event twice (like, unlike, like) leaves one notification, not a pile.
      if (!repeatable) await deleteNotifications(tx, { userId: to, type, actorId, postId, commentId });
      return [await insertNotification(tx, { userId: to, type, actorId, postId, commentId, data })];
    },

    async withdraw(tx, { to, type, actorId, postId = null, commentId = null }) {
      await deleteNotifications(tx, { userId: to, type, actorId, postId, commentId });
    },

    async deliver(raised) {
      if (raised.length === 0) return;
      try {
        for (const view of await notificationsToPush(db, raised)) push(view);
      } catch (error) {
        // The action has committed: a failed push costs a live update, not the answer.
        app.log.error({ err: error }, 'notification push failed');
      }
    },

    push,

    list: async (userId, page, category = NotificationCategory.all) =>
      (await notificationPage(db, userId, page, category === NotificationCategory.all ? undefined : notificationTypesOf(category))).map(
        (view) => presentNotification(view, mediaUrls),
      ),
    unread: (userId) => unreadCount(db, userId),
    markRead: (userId) => markAllRead(db, userId, new Date(app.clock())),
  } satisfies NotificationsService);
}

export default fp(notificationsService, { name: 'notifications-service', dependencies: ['db', 'realtime', 'media-urls'] });

export const notificationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.notificationsService;

  serve(app, Endpoints.notifications, async (request) =>
    answer('', await service.list(request.viewerId, request.body.page, request.body.category)),
  );

  serve(app, Endpoints.unreadNotifications, async (request) => answer('', { unread: await service.unread(request.viewerId) }));

  serve(app, Endpoints.markNotificationsRead, async (request) => {
    await service.markRead(request.viewerId);
    return answer('', { unread: 0 });
  });
};
