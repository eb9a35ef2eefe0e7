import type { Gateway } from '../gateway/client';
import type { NotificationFieldsFragment as Notification } from '../gateway/generated/graphql';
import { toNotification } from '../gateway/resolvers/notifications';
import { connectChatSocket, type ChatSocketOptions } from './chatSocket';
import { runOperation } from './gatewayError';

/** The notification list, the unread count and the socket's pushes; every failure rejects with a GatewayError. */
export interface NotificationsApi {
  page(page: number, signal?: AbortSignal): Promise<Notification[]>;
  unreadCount(signal?: AbortSignal): Promise<number>;
  /** Marks everything read; answers what is still unread. */
  markAllRead(signal?: AbortSignal): Promise<number>;
  /** Listens for the signed-in user's notifications on the socket (`onConnected` at each (re)connection); the returned function closes it. */
  listen(onNotification: (notification: Notification) => void, onConnected?: () => void): () => void;
}

export interface NotificationsApiOptions {
  /** The chat jwtToken the login stored: the socket authenticates with it. */
  getJwtToken(): string | null;
  connect?: (options: ChatSocketOptions) => () => void;
}

export function createNotificationsApi(
  gateway: Gateway,
  { getJwtToken, connect = connectChatSocket }: NotificationsApiOptions,
): NotificationsApi {
  return {
    page: async (page, signal) => (await runOperation(gateway, 'Notifications', { page }, signal)).notifications,
    unreadCount: async (signal) => (await runOperation(gateway, 'UnreadNotifications', {}, signal)).unreadNotifications.unread,
    markAllRead: async (signal) => (await runOperation(gateway, 'MarkNotificationsRead', {}, signal)).markNotificationsRead.unread,
    listen(onNotification, onConnected) {
      const token = getJwtToken();
      if (!token) return () => {};
      // The socket speaks the wire's words; the gateway's reading makes them the list's.
      return connect({ token, onNotification: (notification) => onNotification(toNotification(notification)), onConnect: onConnected });
    },
  };
}
