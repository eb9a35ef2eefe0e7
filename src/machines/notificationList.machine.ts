import { assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import { assignFailure, type Failure } from './failure';
import type { Notification, NotificationsRef } from './notifications.machine';
import { notProvided } from './notProvided';

export interface NotificationListInput {
  /** The app's long-lived `notifications` actor: opening the list marks everything read. */
  notifications: NotificationsRef;
}

export interface NotificationListContext {
  notifications: NotificationsRef;
  /** The pages so far, in order, each notification once. */
  items: Notification[];
  /** The last page that arrived (0 before the first). */
  page: number;
  /** The page being asked for. */
  requested: number;
  failure: Failure | null;
}

/**
 * The list's presence, for the notifications actor: seen as the list opens (everything is read), left as it
 * stops with its screen (a callback's cleanup runs then; exit actions do not).
 */
const listPresence = fromCallback<EventObject, { notifications: NotificationsRef }>(({ input }) => {
  input.notifications.send({ type: 'notifications.seen' });
  return () => input.notifications.send({ type: 'notifications.left' });
});

export type NotificationListEvent = { type: 'feed.loadMore' } | { type: 'feed.retry' };

/**
 * /notification (spec §2): the viewer's notifications by page, newest first. Page 1 replaces, later pages
 * append, an empty page ends the paging; opening it tells the notifications actor the list was seen, and leaving it that it was left.
 */
export const notificationListMachine = setup({
  types: {
    context: {} as NotificationListContext,
    input: {} as NotificationListInput,
    events: {} as NotificationListEvent,
  },
  actors: {
    loadPage: fromPromise<Notification[], { page: number }>(notProvided('loadPage')),
    listPresence,
  },
  actions: {
    askNextPage: assign({ requested: ({ context }) => context.page + 1 }),
    addPage: assign(({ context }, { items }: { items: Notification[] }) => {
      if (context.requested === 1) return { items, page: 1 };
      const known = new Set(context.items.map((item) => item.id));
      return { items: [...context.items, ...items.filter((item) => !known.has(item.id))], page: context.requested };
    }),
    clearFailure: assign({ failure: null }),
    assignFailure: assignFailure(),
  },
  guards: {
    pageIsEmpty: (_, { items }: { items: Notification[] }) => items.length === 0,
  },
}).createMachine({
  id: 'notificationList',
  context: ({ input }) => ({ notifications: input.notifications, items: [], page: 0, requested: 1, failure: null }),
  invoke: { src: 'listPresence', input: ({ context }) => ({ notifications: context.notifications }) },
  initial: 'loading',
  states: {
    // Asking for page `requested`: the first on open, the next on loadMore, the same again on retry.
    loading: {
      entry: 'clearFailure',
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ page: context.requested }),
        onDone: [
          { guard: { type: 'pageIsEmpty', params: ({ event }) => ({ items: event.output }) }, target: 'exhausted' },
          { target: 'ready', actions: { type: 'addPage', params: ({ event }) => ({ items: event.output }) } },
        ],
        onError: { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // More pages may follow.
    ready: {
      on: { 'feed.loadMore': { target: 'loading', actions: 'askNextPage' } },
    },
    // A page came back empty: the end message shows.
    exhausted: {},
    // The page failed: the list stays, the error offers a retry of the same page.
    failed: {
      on: { 'feed.retry': 'loading', 'feed.loadMore': 'loading' },
    },
  },
});
