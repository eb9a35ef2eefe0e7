import { assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import type { Failure } from './failure';
import type { Notification, NotificationCategory, NotificationsRef } from './notifications.machine';
import { notProvided } from './notProvided';
import { appendPage, pagedListActions, pagedListGuards, pagedListStates } from './pagedList.machine';

export interface NotificationListInput {
  /** The app's long-lived `notifications` actor: opening the list marks everything read. */
  notifications: NotificationsRef;
  /** The tab to open with (the address's `?tab=`). */
  category: NotificationCategory;
}

export interface NotificationListContext {
  notifications: NotificationsRef;
  /** The tab shown: its pages come from the server, filtered there. */
  category: NotificationCategory;
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

export type NotificationListEvent =
  | { type: 'feed.loadMore' }
  | { type: 'feed.retry' }
  /** A tab was chosen: its first page is asked, the address follows. */
  | { type: 'tab.select'; category: NotificationCategory };

/**
 * /notification (spec §2): the viewer's notifications of one tab (issue 32), newest first, as the paged list; opening it tells the notifications actor the list was seen, and leaving it that it was left.
 */
export const notificationListMachine = setup({
  types: {
    context: {} as NotificationListContext,
    input: {} as NotificationListInput,
    events: {} as NotificationListEvent,
  },
  actors: {
    loadPage: fromPromise<Notification[], { page: number; category: NotificationCategory }>(notProvided('loadPage')),
    listPresence,
  },
  actions: {
    ...pagedListActions<NotificationListContext, NotificationListEvent>(),
    addPage: assign(({ context }, items: Notification[]) => ({
      items: context.requested === 1 ? items : appendPage(context.items, items, (item) => item.id),
      page: items.length === 0 ? context.page : context.requested,
    })),
    /** Another tab: its list starts over from page 1. */
    selectTab: assign((_, category: NotificationCategory) => ({ category, items: [], page: 0, requested: 1, failure: null })),
    /** The address says the tab (`?tab=money`), so a reload opens it again: implemented at the edge. */
    showTab: (_, _category: NotificationCategory) => {},
  },
  guards: {
    ...pagedListGuards,
    /** The tab chosen is not the one shown. */
    isAnotherTab: ({ context }, category: NotificationCategory) => context.category !== category,
  },
}).createMachine({
  id: 'notificationList',
  context: ({ input }) => ({
    notifications: input.notifications,
    category: input.category,
    items: [],
    page: 0,
    requested: 1,
    failure: null,
  }),
  invoke: { src: 'listPresence', input: ({ context }) => ({ notifications: context.notifications }) },
  on: {
    // Another tab, whatever the list was doing (a page on its way is dropped): its first page is loaded.
    'tab.select': {
      guard: { type: 'isAnotherTab', params: ({ event }) => event.category },
      target: '.loading',
      actions: [
        { type: 'selectTab', params: ({ event }) => event.category },
        { type: 'showTab', params: ({ event }) => event.category },
      ],
    },
  },
  initial: 'loading',
  states: pagedListStates({
    request: (context: NotificationListContext) => ({ page: context.requested, category: context.category }),
    itemsOf: (items: Notification[]) => items,
    events: { more: 'feed.loadMore', retry: 'feed.retry' },
  }),
});
