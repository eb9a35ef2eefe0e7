import { useSelector } from '@xstate/react';
import { fromCallback, fromPromise, type ActorRefFrom, type AnyActorRef } from 'xstate';
import type { authMachine } from '../machines/auth.machine';
import type { notificationListMachine } from '../machines/notificationList.machine';
import { notificationsMachine, type NotificationsEvent, type SessionEvent } from '../machines/notifications.machine';
import type { NotificationsApi } from '../services/notifications';
import { longLived, onDemand, preload, withSignal, type Area } from './area';
import { useScreenActor, useSystemActor } from './hooks';

// The list's machine loads with /notification.
const listCode = () => import('../machines/notificationList.machine');

export { listedNotifications, type Notification, type NotificationKind } from '../machines/notifications.machine';

/** What the badge, the socket's pushes and /notification need of the outside world. */
export interface NotificationsServices {
  notifications: NotificationsApi;
}

type AuthActor = ActorRefFrom<typeof authMachine>;

/** Signed in once the viewer is known (the chat token is stored by then); out on logout or a 401. */
export const sessionChanges = fromCallback<SessionEvent>(({ sendBack, system }) => {
  const auth = (system as { get(id: string): AnyActorRef | undefined }).get('auth') as AuthActor | undefined;
  if (!auth) return () => {};
  let signedIn = false;
  const follow = (snapshot: ReturnType<AuthActor['getSnapshot']>) => {
    const now = snapshot.matches({ loggedIn: 'ready' });
    if (now === signedIn) return;
    signedIn = now;
    sendBack(now ? { type: 'session.started', me: snapshot.context.viewer?.chatUserId ?? null } : { type: 'session.ended' });
  };
  follow(auth.getSnapshot());
  const subscription = auth.subscribe(follow);
  return () => subscription.unsubscribe();
});

/** Notifications: the unread count and the socket's pushes (long-lived), the /notification list. */
export function notifications({ notifications: api }: NotificationsServices) {
  return {
    actors: {
      notifications: longLived(
        notificationsMachine.provide({
          actors: {
            sessionChanges,
            notificationPushes: fromCallback<NotificationsEvent>(({ sendBack }) =>
              api.listen(
                (notification) => sendBack({ type: 'notification.received', notification }),
                () => sendBack({ type: 'notifications.connected' }),
              ),
            ),
            loadUnreadCount: fromPromise(({ signal }) => api.unreadCount(signal)),
            markAllRead: fromPromise(({ signal }) => api.markAllRead(signal)),
          },
        }),
      ),
    },
    screens: {
      notificationList: onDemand(async () =>
        (await listCode()).notificationListMachine.provide({
          actors: { loadPage: fromPromise(withSignal(({ page }: { page: number }, signal) => api.page(page, signal))) },
        }),
      ),
    },
  } satisfies Area;
}

export type NotificationListActor = ActorRefFrom<typeof notificationListMachine>;

export const useNotificationsActor = () => useSystemActor('notifications');
/** The badge's count: arrived since the list was last opened. */
export const useUnreadCount = () => useSelector(useNotificationsActor(), (snapshot) => snapshot.context.unread);
export const useReceivedNotifications = () => useSelector(useNotificationsActor(), (snapshot) => snapshot.context.received);
export const useNotificationList = () => useScreenActor('notificationList', {});
/** Starts loading the list's machine with the screen's own code, so both arrive together. */
export const preloadNotificationList = preload(listCode);
