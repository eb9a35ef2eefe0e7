import type { NotificationFieldsFragment as Notification } from '../gateway/generated/graphql';
import { toNotification } from '../gateway/resolvers/notifications';
import { connectChatSocket, type PushFeedOptions } from './chatSocket';

/** The signed-in user's notifications on the socket, in the list's words; loads with the notifications actor, not the first screen. */
export interface NotificationPushes {
  /** Listens (`onConnected` at each (re)connection); the returned function closes it. */
  listen(onNotification: (notification: Notification) => void, onConnected?: () => void): () => void;
}

export function notificationPushes({ getJwtToken, connect = connectChatSocket }: PushFeedOptions): NotificationPushes {
  return {
    listen(onNotification, onConnected) {
      const token = getJwtToken();
      if (!token) return () => {};
      // The socket speaks the wire's words; the gateway's reading makes them the list's.
      return connect({ token, onNotification: (notification) => onNotification(toNotification(notification)), onConnect: onConnected });
    },
  };
}
