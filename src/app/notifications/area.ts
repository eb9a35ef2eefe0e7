import { useSelector } from '@xstate/react';
import { fromCallback, fromPromise, type ActorRefFrom, type AnyActorRef } from 'xstate';
import type { authMachine } from '../../machines/auth.machine';
import type { notificationListMachine } from '../../machines/notificationList.machine';
import type { NotificationsRef, SessionEvent } from '../../machines/notifications.machine';
import type { NotificationKind } from '../../machines/notification';
import type { NotificationsApi } from '../../services/notifications';
import { longLivedOnDemand, onDemand, preload, withSignal, type Area } from '../root/area';
import { useScreenActor, useStartedSystemActor, useSystemActor } from '../root/hooks';

// The list's machine loads with /notification.
const listCode = () => import('../../machines/notificationList.machine');
// The badge's actor (its wiring, machine and service) loads once the first screen has settled, or with /notification.
const storeCode = () => import('./actors');

export { listedNotifications, type Notification, type NotificationKind } from '../../machines/notification';

/** What the badge, the socket's pushes and /notification need of the outside world. */
export interface NotificationsServices {
  /** The service's code loads with the notifications actor. */
  notificationsApi(): Promise<NotificationsApi>;
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

/**
 * Calls `onArrival` each time the socket pushes a notification of one of `kinds` (each once, however often the
 * actor's snapshot changes; those already received before the call are not news). Answers the cleanup.
 */
export function onNotificationArrivals(
  notifications: NotificationsRef,
  kinds: ReadonlySet<NotificationKind>,
  onArrival: () => void,
): () => void {
  const known = new Set<string>();
  const news = (snapshot: ReturnType<NotificationsRef['getSnapshot']>) => {
    let arrived = false;
    for (const notification of snapshot.context.received) {
      if (known.has(notification.id)) continue;
      known.add(notification.id);
      if (kinds.has(notification.kind)) arrived = true;
    }
    return arrived;
  };
  news(notifications.getSnapshot());
  const subscription = notifications.subscribe((snapshot) => {
    if (news(snapshot)) onArrival();
  });
  return () => subscription.unsubscribe();
}

/** Notifications: the unread count and the socket's pushes (long-lived), the /notification list. */
export function notifications({ notificationsApi }: NotificationsServices) {
  return {
    actors: {
      notifications: longLivedOnDemand(
        async () => {
          const [{ notificationsLogic }, api] = await Promise.all([storeCode(), notificationsApi()]);
          return notificationsLogic(api);
        },
        { afterFirstScreen: true },
      ),
    },
    screens: {
      notificationList: onDemand(async () => {
        const [{ notificationListMachine }, api] = await Promise.all([listCode(), notificationsApi()]);
        return notificationListMachine.provide({
          actors: { loadPage: fromPromise(withSignal(({ page }: { page: number }, signal) => api.page(page, signal))) },
        });
      }),
    },
  } satisfies Area;
}

export type NotificationListActor = ActorRefFrom<typeof notificationListMachine>;

/** The notifications actor; a view that reads it waits (suspended) while it starts. */
export const useNotificationsActor = () => useSystemActor('notifications');
/** The badge's count: arrived since the list was last opened (none shown before the actor has started). */
export const useUnreadCount = () => useSelector(useStartedSystemActor('notifications'), (snapshot) => snapshot?.context.unread ?? 0);
export const useReceivedNotifications = () => useSelector(useNotificationsActor(), (snapshot) => snapshot.context.received);
export const useNotificationList = () => useScreenActor('notificationList', {});
/** Starts loading the list's machine (and the badge's actor, the page reads it) with the screen's own code, so they arrive together. */
export const preloadNotificationList = preload(listCode, storeCode);
