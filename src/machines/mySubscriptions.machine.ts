import { assign, fromPromise, setup } from 'xstate';
import { PAGE_SIZE } from '../../contract/rules';
import { assignFailure, toFailure, type Failure } from './failure';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
import type { MySubscription } from './subscription';
import type { ToastsRef } from './toast.machine';

export interface MySubscriptionsInput {
  toasts: ToastsRef;
}

/** Cancel or renew, asked of one subscription and waiting for the person's confirmation. */
export interface PendingChange {
  action: 'cancel' | 'renew';
  subscriptionId: string;
}

export interface MySubscriptionsContext extends MySubscriptionsInput {
  subscriptions: MySubscription[];
  page: number;
  hasMore: boolean;
  pending: PendingChange | null;
  failure: Failure | null;
}

export type MySubscriptionsEvent =
  | { type: 'subscriptions.retry' }
  | { type: 'subscriptions.more' }
  | { type: 'subscription.cancel'; subscriptionId: string }
  | { type: 'subscription.renew'; subscriptionId: string }
  /** The confirmation dialog's yes. */
  | { type: 'subscription.confirm' }
  /** The confirmation dialog's no. */
  | { type: 'subscription.dismiss' };

/**
 * Settings → Subscriptions (spec §2, §4): the viewer's running subscriptions page by page; cancel and renew
 * each behind a confirmation dialog. A cancelled subscription stays in the list (it runs until expiry).
 */
export const mySubscriptionsMachine = setup({
  types: {
    context: {} as MySubscriptionsContext,
    input: {} as MySubscriptionsInput,
    events: {} as MySubscriptionsEvent,
  },
  actors: {
    loadPage: fromPromise<MySubscription[], { page: number }>(notProvided('loadPage')),
    changeSubscription: fromPromise<{ message: string; subscription: MySubscription }, PendingChange>(notProvided('changeSubscription')),
  },
  actions: {
    replacePage: assign((_, rows: MySubscription[]) => ({
      subscriptions: rows,
      page: 1,
      hasMore: rows.length >= PAGE_SIZE,
      failure: null,
    })),
    appendPage: assign(({ context }, rows: MySubscription[]) => ({
      subscriptions: [...context.subscriptions, ...rows.filter((row) => !context.subscriptions.some((known) => known.id === row.id))],
      page: context.page + 1,
      hasMore: rows.length >= PAGE_SIZE,
    })),
    endList: assign({ hasMore: false }),
    askChange: assign({ pending: (_, pending: PendingChange) => pending }),
    clearPending: assign({ pending: null }),
    replaceSubscription: assign(({ context }, changed: MySubscription) => ({
      subscriptions: context.subscriptions.map((row) => (row.id === changed.id ? changed : row)),
      pending: null,
    })),
    assignFailure: assignFailure(),
    notify: notifyGivenToasts(),
  },
  guards: {
    hasMore: ({ context }) => context.hasMore,
    /** Only a subscription the list shows can be cancelled or renewed. */
    isListed: ({ context }, subscriptionId: string) => context.subscriptions.some((row) => row.id === subscriptionId),
  },
}).createMachine({
  id: 'mySubscriptions',
  context: ({ input }) => ({ ...input, subscriptions: [], page: 0, hasMore: false, pending: null, failure: null }),
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
    failed: { on: { 'subscriptions.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'subscriptions.more': { guard: 'hasMore', target: 'loadingMore' },
            'subscription.cancel': {
              guard: { type: 'isListed', params: ({ event }) => event.subscriptionId },
              target: 'confirming',
              actions: { type: 'askChange', params: ({ event }) => ({ action: 'cancel' as const, subscriptionId: event.subscriptionId }) },
            },
            'subscription.renew': {
              guard: { type: 'isListed', params: ({ event }) => event.subscriptionId },
              target: 'confirming',
              actions: { type: 'askChange', params: ({ event }) => ({ action: 'renew' as const, subscriptionId: event.subscriptionId }) },
            },
          },
        },
        // The next page; an empty or short one ends the list, a failed one is tried again on the next scroll.
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
        // 'Cancel this subscription?' / 'Renew this subscription?'
        confirming: {
          on: {
            'subscription.confirm': 'changing',
            'subscription.dismiss': { target: 'idle', actions: 'clearPending' },
          },
        },
        changing: {
          invoke: {
            src: 'changeSubscription',
            input: ({ context }) => context.pending!,
            onDone: {
              target: 'idle',
              actions: [
                { type: 'replaceSubscription', params: ({ event }) => event.output.subscription },
                { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                'clearPending',
                { type: 'notify', params: ({ event }) => ({ kind: 'error', message: toFailure(event.error).message }) },
              ],
            },
          },
        },
      },
    },
  },
});
