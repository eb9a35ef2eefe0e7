import { assign, fromPromise, setup } from 'xstate';
import { PAGE_SIZE } from '../../contract/rules';
import { toFailure } from './failure';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
import { appendPage, pagedListActions, pagedListGuards, pagedListStates, type PagedListContext } from './pagedList.machine';
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

export interface MySubscriptionsContext extends MySubscriptionsInput, PagedListContext {
  subscriptions: MySubscription[];
  pending: PendingChange | null;
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
 * Settings → Subscriptions (spec §2, §4): the viewer's running subscriptions as the paged list (a short page
 * ends it, a later page's failure is a toast); beside it, cancel and renew of a listed one, each behind a
 * confirmation dialog. A cancelled subscription stays in the list (it runs until expiry).
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
    ...pagedListActions<MySubscriptionsContext, MySubscriptionsEvent>(),
    addPage: assign(({ context }, rows: MySubscription[]) => ({
      subscriptions: context.requested === 1 ? rows : appendPage(context.subscriptions, rows, (row) => row.id),
      page: context.requested,
    })),
    askChange: assign({ pending: (_, pending: PendingChange) => pending }),
    clearPending: assign({ pending: null }),
    replaceSubscription: assign(({ context }, changed: MySubscription) => ({
      subscriptions: context.subscriptions.map((row) => (row.id === changed.id ? changed : row)),
      pending: null,
    })),
    notify: notifyGivenToasts(),
  },
  guards: {
    ...pagedListGuards,
    isLastPage: (_, rows: readonly unknown[]) => rows.length < PAGE_SIZE,
    /** Only a subscription the list shows can be cancelled or renewed. */
    isListed: ({ context }, subscriptionId: string) => context.subscriptions.some((row) => row.id === subscriptionId),
  },
}).createMachine({
  id: 'mySubscriptions',
  context: ({ input }) => ({ ...input, subscriptions: [], page: 0, requested: 1, pending: null, failure: null }),
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      states: pagedListStates({
        request: (context: MySubscriptionsContext) => ({ page: context.requested }),
        itemsOf: (rows: MySubscription[]) => rows,
        events: { more: 'subscriptions.more', retry: 'subscriptions.retry' },
        laterPageFailure: 'toast',
      }),
    },
    // Cancel or renew of one listed subscription, while the list stays as it is.
    change: {
      initial: 'idle',
      states: {
        idle: {
          on: {
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
