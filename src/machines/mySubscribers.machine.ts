import { assign, fromPromise, setup } from 'xstate';
import { PAGE_SIZE } from '../../contract/rules';
import { assignFailure, toFailure, type Failure } from './failure';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
import type { Subscriber } from './subscription';
import type { ToastsRef } from './toast.machine';

export interface MySubscribersInput {
  toasts: ToastsRef;
}

export interface MySubscribersContext extends MySubscribersInput {
  subscribers: Subscriber[];
  page: number;
  hasMore: boolean;
  failure: Failure | null;
}

export type MySubscribersEvent = { type: 'subscribers.retry' } | { type: 'subscribers.more' };

/** Settings → My Subscribers (spec §2): the creator's running subscribers, page by page. */
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
    replacePage: assign((_, rows: Subscriber[]) => ({ subscribers: rows, page: 1, hasMore: rows.length >= PAGE_SIZE, failure: null })),
    appendPage: assign(({ context }, rows: Subscriber[]) => ({
      subscribers: [...context.subscribers, ...rows.filter((row) => !context.subscribers.some((known) => known.id === row.id))],
      page: context.page + 1,
      hasMore: rows.length >= PAGE_SIZE,
    })),
    assignFailure: assignFailure(),
    notify: notifyGivenToasts(),
  },
  guards: {
    hasMore: ({ context }) => context.hasMore,
  },
}).createMachine({
  id: 'mySubscribers',
  context: ({ input }) => ({ ...input, subscribers: [], page: 0, hasMore: false, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadPage',
        input: { page: 1 },
        onDone: { target: 'ready', actions: { type: 'replacePage', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { 'subscribers.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: { on: { 'subscribers.more': { guard: 'hasMore', target: 'loadingMore' } } },
        loadingMore: {
          invoke: {
            src: 'loadPage',
            input: ({ context }) => ({ page: context.page + 1 }),
            onDone: { target: 'idle', actions: { type: 'appendPage', params: ({ event }) => event.output } },
            onError: {
              target: 'idle',
              actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: toFailure(event.error).message }) },
            },
          },
        },
      },
    },
  },
});
