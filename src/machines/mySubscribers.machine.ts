import { assign, fromPromise, setup } from 'xstate';
import { PAGE_SIZE } from '../../contract/rules';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
import { appendPage, pagedListActions, pagedListGuards, pagedListStates, type PagedListContext } from './pagedList.machine';
import type { Subscriber } from './subscription';
import type { ToastsRef } from './toast.machine';

export interface MySubscribersInput {
  toasts: ToastsRef;
}

export interface MySubscribersContext extends MySubscribersInput, PagedListContext {
  subscribers: Subscriber[];
}

export type MySubscribersEvent = { type: 'subscribers.retry' } | { type: 'subscribers.more' };

/** Settings → My Subscribers (spec §2): the creator's running subscribers, as the paged list; a short page ends it. */
export const mySubscribersMachine = setup({
  types: {
    context: {} as MySubscribersContext,
    input: {} as MySubscribersInput,
    events: {} as MySubscribersEvent,
  },
  actors: {
    loadPage: fromPromise<Subscriber[], { page: number }>(notProvided('loadPage')),
  },
  actions: {
    ...pagedListActions<MySubscribersContext, MySubscribersEvent>(),
    addPage: assign(({ context }, rows: Subscriber[]) => ({
      subscribers: context.requested === 1 ? rows : appendPage(context.subscribers, rows, (row) => row.id),
      page: context.requested,
    })),
    notify: notifyGivenToasts(),
  },
  guards: {
    ...pagedListGuards,
    isLastPage: (_, rows: readonly unknown[]) => rows.length < PAGE_SIZE,
  },
}).createMachine({
  id: 'mySubscribers',
  context: ({ input }) => ({ ...input, subscribers: [], page: 0, requested: 1, failure: null }),
  initial: 'loading',
  states: pagedListStates({
    request: (context: MySubscribersContext) => ({ page: context.requested }),
    itemsOf: (rows: Subscriber[]) => rows,
    events: { more: 'subscribers.more', retry: 'subscribers.retry' },
    laterPageFailure: 'toast',
  }),
});
