import { assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import type { Failure } from './failure';
import type { Notification, NotificationsRef } from './notifications.machine';
import { notProvided } from './notProvided';
import { appendPage, pagedListActions, pagedListGuards, pagedListStates } from './pagedList.machine';

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
 * /notification (spec §2): the viewer's notifications, newest first, as the paged list; opening it tells the notifications actor the list was seen, and leaving it that it was left.
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
    ...pagedListActions<NotificationListContext, NotificationListEvent>(),
    addPage: assign(({ context }, items: Notification[]) => ({
      items: context.requested === 1 ? items : appendPage(context.items, items, (item) => item.id),
      page: items.length === 0 ? context.page : context.requested,
    })),
  },
  guards: pagedListGuards,
}).createMachine({
  id: 'notificationList',
  context: ({ input }) => ({ notifications: input.notifications, items: [], page: 0, requested: 1, failure: null }),
  invoke: { src: 'listPresence', input: ({ context }) => ({ notifications: context.notifications }) },
  initial: 'loading',
  states: pagedListStates({
    request: (context: NotificationListContext) => ({ page: context.requested }),
    itemsOf: (items: Notification[]) => items,
    events: { more: 'feed.loadMore', retry: 'feed.retry' },
  }),
});
