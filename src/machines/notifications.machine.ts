import { assign, enqueueActions, fromCallback, fromPromise, not, setup, type ActorRefFrom } from 'xstate';
import { notProvided } from './notProvided';
import type { Notification, NotificationKind } from './notification';

export {
  isInTab,
  listedNotifications,
  NOTIFICATION_CATEGORIES,
  type Notification,
  type NotificationActor,
  type NotificationCategory,
  type NotificationKind,
} from './notification';

/** The kinds after which the viewer is someone else on the server: their verification was decided. */
const VIEWER_CHANGES: ReadonlySet<NotificationKind> = new Set(['DOCUMENT_APPROVED', 'DOCUMENT_REJECTED']);

export interface NotificationsContext {
  /** Arrived since the list was last opened. */
  unread: number;
  /** Pushed on the socket during this session, newest first: the list shows them on top. */
  received: Notification[];
  /** /notification is open: what arrives meanwhile is seen there, so it is read, not counted. */
  listOpen: boolean;
}

/** `me` is the viewer's chat id (the chat tells their messages from the partner's). */
export type SessionEvent = { type: 'session.started'; me?: string | null } | { type: 'session.ended' };
export type NotificationsEvent =
  | SessionEvent
  | { type: 'notification.received'; notification: Notification }
  /** The socket (re)connected: what arrived while it was away is counted again. */
  | { type: 'notifications.connected' }
  /** The list was opened: everything so far is read. */
  | { type: 'notifications.seen' }
  /** The list was left: what arrives from now on counts again. */
  | { type: 'notifications.left' };

/**
 * The viewer's notifications while signed in: the unread count, socket pushes, read-all when the list opens; a push
 * arriving while the list is open shows already read (here and on the server).
 */
export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
  },
  actors: {
    /** Tells when a session starts (logged in, viewer known) and ends (logout, 401). */
    sessionChanges: fromCallback<SessionEvent>(() => () => {}),
    /** The socket's `notification` event for the signed-in viewer; its cleanup closes the socket. */
    notificationPushes: fromCallback<NotificationsEvent>(() => () => {}),
    loadUnreadCount: fromPromise<number>(notProvided('loadUnreadCount')),
    markAllRead: fromPromise<number>(notProvided('markAllRead')),
  },
  actions: {
    assignUnread: assign({ unread: (_, unread: number) => unread }),
    clearUnread: assign({ unread: 0 }),
    /** A pushed notification counts once, however often it arrives. */
    receive: assign(({ context }, notification: Notification) =>
      context.received.some((known) => known.id === notification.id)
        ? context
        : { unread: context.unread + 1, received: [notification, ...context.received] },
    ),
    /** A push seen as it arrives, on the open list: shown read, not counted. */
    receiveRead: assign(({ context }, notification: Notification) =>
      context.received.some((known) => known.id === notification.id)
        ? context
        : { received: [{ ...notification, isRead: true }, ...context.received] },
    ),
    /** A verification decided changes who the viewer is (the badge, the plans they may set): auth reads them again. */
    refreshViewerIfChanged: enqueueActions(({ enqueue, system }, notification: Notification) => {
      const auth = system.get('auth');
      if (auth && VIEWER_CHANGES.has(notification.kind)) enqueue.sendTo(auth, { type: 'viewer.stale' });
    }),
    openList: assign({ listOpen: true }),
    closeList: assign({ listOpen: false }),
    forgetNotifications: assign({ unread: 0, received: [], listOpen: false }),
  },
  guards: {
    isListOpen: ({ context }) => context.listOpen,
  },
}).createMachine({
  id: 'notifications',
  context: { unread: 0, received: [], listOpen: false },
  invoke: { src: 'sessionChanges' },
  initial: 'signedOut',
  states: {
    // Nobody to notify; no socket is open.
    signedOut: {
      on: { 'session.started': 'signedIn' },
    },
    // The socket is open for the viewer's room; every push counts at once.
    signedIn: {
      invoke: { src: 'notificationPushes' },
      on: {
        'session.ended': { target: 'signedOut', actions: 'forgetNotifications' },
        'notification.received': [
          // Seen on the open list: the server is told to mark it read as well.
          {
            guard: 'isListOpen',
            target: '.markingRead',
            actions: [
              { type: 'receiveRead', params: ({ event }) => event.notification },
              { type: 'refreshViewerIfChanged', params: ({ event }) => event.notification },
            ],
          },
          {
            actions: [
              { type: 'receive', params: ({ event }) => event.notification },
              { type: 'refreshViewerIfChanged', params: ({ event }) => event.notification },
            ],
          },
        ],
        'notifications.seen': { target: '.markingRead', actions: ['clearUnread', 'openList'] },
        // Pushes sent while the socket was away (it opens after the first screen, and reconnects) are read back
        // as the count; on the open list everything is read anyway.
        'notifications.connected': { guard: not('isListOpen'), target: '.counting' },
        'notifications.left': { actions: 'closeList' },
      },
      initial: 'counting',
      states: {
        // Asking how many arrived since the list was last opened.
        counting: {
          invoke: {
            src: 'loadUnreadCount',
            onDone: { target: 'counted', actions: { type: 'assignUnread', params: ({ event }) => event.output } },
            // Without the count the badge stays as the pushes make it.
            onError: 'counted',
          },
        },
        // The badge shows the count.
        counted: {},
        // The list was opened, or something arrived while it is open: the server marks everything up to now read.
        markingRead: {
          invoke: {
            src: 'markAllRead',
            onDone: { target: 'counted', actions: { type: 'assignUnread', params: ({ event }) => event.output } },
            onError: 'counted',
          },
        },
      },
    },
  },
});

export type NotificationsRef = ActorRefFrom<typeof notificationsMachine>;
