import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from './failure';
import type { PendingChange } from './mySubscriptions.machine';
import { notifyGivenToasts, type ToastsRef } from './notice';
import { notProvided } from './notProvided';
import type { MySubscription } from './subscription';

export interface ProfileSubscriptionInput {
  creatorId: string;
  toasts: ToastsRef;
}

export interface ProfileSubscriptionContext extends ProfileSubscriptionInput {
  subscription: MySubscription | null;
}

export type ProfileSubscriptionEvent =
  /** The auto-renew switch was flipped: off cancels the renewal (it ends at expiry), on renews again; both are confirmed. */
  { type: 'autoRenew.set'; on: boolean } | { type: 'autoRenew.confirm' } | { type: 'autoRenew.dismiss' };

/**
 * The viewer's subscription on a creator's profile: the plan, the renewal (or end) date and an auto-renew switch,
 * which is Settings → Subscriptions' cancel and renew, confirmed the same way.
 */
export const profileSubscriptionMachine = setup({
  types: {
    context: {} as ProfileSubscriptionContext,
    input: {} as ProfileSubscriptionInput,
    events: {} as ProfileSubscriptionEvent,
  },
  actors: {
    loadSubscription: fromPromise<MySubscription | null, { creatorId: string }>(notProvided('loadSubscription')),
    changeSubscription: fromPromise<{ message: string; subscription: MySubscription }, PendingChange>(notProvided('changeSubscription')),
  },
  actions: {
    assignSubscription: assign({ subscription: (_, subscription: MySubscription | null) => subscription }),
    notify: notifyGivenToasts(),
  },
  guards: {
    isSubscribed: (_, subscription: MySubscription | null) => subscription !== null,
    /** The switch asks for what the subscription is not yet. */
    isAChange: ({ context }, on: boolean) => context.subscription?.renews !== on,
  },
}).createMachine({
  id: 'profileSubscription',
  context: ({ input }) => ({ ...input, subscription: null }),
  initial: 'loading',
  states: {
    // Reading the viewer's running subscription to the creator.
    loading: {
      invoke: {
        src: 'loadSubscription',
        input: ({ context }) => ({ creatorId: context.creatorId }),
        onDone: [
          {
            guard: { type: 'isSubscribed', params: ({ event }) => event.output },
            target: 'subscribed',
            actions: { type: 'assignSubscription', params: ({ event }) => event.output },
          },
          { target: 'none', actions: { type: 'assignSubscription', params: null } },
        ],
        // Nothing to show: the profile's prices and Subscribe stand in.
        onError: 'none',
      },
    },
    // No running subscription (or it could not be read).
    none: {},
    subscribed: {
      initial: 'idle',
      states: {
        // The plan, the date and the switch.
        idle: {
          on: {
            'autoRenew.set': {
              guard: { type: 'isAChange', params: ({ event }) => event.on },
              target: 'confirming',
            },
          },
        },
        // 'Turn off auto-renew?' / 'Turn auto-renew back on?'
        confirming: { on: { 'autoRenew.confirm': 'changing', 'autoRenew.dismiss': 'idle' } },
        changing: {
          invoke: {
            src: 'changeSubscription',
            input: ({ context }): PendingChange => ({
              action: context.subscription!.renews ? 'cancel' : 'renew',
              subscriptionId: context.subscription!.id,
            }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'assignSubscription', params: ({ event }) => event.output.subscription },
                { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
              ],
            },
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
