import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { Messages } from '../../contract/messages';
import { attemptKey, type WalletRef } from './money';
import { notProvided } from './notProvided';
import { paidActionActions, paidActionGuards, paidActionStates, type PaidActionContext, type PaidActionEvent } from './paidAction.machine';
import type { Post } from './post';
import type { PostStoreRef } from './postStore.machine';
import type { Creator, MySubscription, SubscriptionPackage } from './subscription';
import type { ToastsRef } from './toast.machine';
import type { UserStoreRef } from './userStore.machine';

/** A screen-scoped actor: the creator, a random seed for its attempts' keys, and the app's actors. */
export interface SubscribeInput {
  creator: Creator;
  attemptSeed: string;
  toasts: ToastsRef;
  postStore: PostStoreRef;
  userStore: UserStoreRef;
  wallet: WalletRef;
}

export interface SubscribeContext extends SubscribeInput, PaidActionContext {
  packages: SubscriptionPackage[];
  chosenId: string | null;
}

export interface SubscribeAnswer {
  message: string;
  walletBalance: number;
  subscription: MySubscription;
  /** The creator's subscriber-only posts, now open with their media. */
  unlockedPosts: Post[];
}

export type SubscribeEvent =
  | { type: 'subscribe.choose'; packageId: string }
  /** Goes on to the confirmation 'Are You Sure Subscribe The User?'. */
  | { type: 'subscribe.next' }
  /** Back from the confirmation to the packages (its Cancel). */
  | { type: 'subscribe.back' }
  /** Reads the packages again after a failed read. */
  | { type: 'subscribe.retry' }
  | PaidActionEvent;

export interface SubscribeRequest {
  creatorId: string;
  packageId: string;
  idempotencyKey: string;
}

const chosen = (context: Pick<SubscribeContext, 'packages' | 'chosenId'>) => context.packages.find((plan) => plan.id === context.chosenId);

/**
 * Subscribing to a creator (spec §2, §4): a package chosen, then the paid action (a trial is free); success puts the
 * subscriber-only posts in the post store and marks the creator subscribed in the user store.
 */
export const subscribeMachine = setup({
  types: {
    context: {} as SubscribeContext,
    input: {} as SubscribeInput,
    events: {} as SubscribeEvent,
  },
  actors: {
    loadPackages: fromPromise<SubscriptionPackage[], { creatorId: string }>(notProvided('loadPackages')),
    pay: fromPromise<SubscribeAnswer, SubscribeRequest>(notProvided('pay')),
  },
  actions: {
    ...paidActionActions<SubscribeContext, SubscribeEvent>(),
    assignPackages: assign((_, packages: SubscriptionPackage[]) => {
      const active = packages.filter((plan) => plan.isActive);
      return { packages: active, chosenId: active[0]?.id ?? null };
    }),
    choose: assign({ chosenId: (_, packageId: string) => packageId }),
    /** The creator's posts open everywhere; the creator shows subscribed. */
    deliver: enqueueActions<SubscribeContext, SubscribeEvent, SubscribeAnswer, SubscribeEvent, never, never, never, never, never>(
      ({ context, enqueue }, answer) => {
        enqueue.sendTo(context.postStore, { type: 'posts.received', posts: answer.unlockedPosts });
        enqueue.sendTo(context.userStore, { type: 'person.patched', id: context.creator.id, patch: { isSubscribed: true } });
      },
    ),
  },
  guards: {
    ...paidActionGuards((context: SubscribeContext) => chosen(context)?.price ?? 0),
    hasPackages: (_, packages: SubscriptionPackage[]) => packages.some((plan) => plan.isActive),
    hasChoice: ({ context }) => chosen(context) !== undefined,
  },
}).createMachine({
  id: 'subscribe',
  context: ({ input }) => ({ ...input, packages: [], chosenId: null, attempt: 0, failure: null }),
  initial: 'loading',
  states: {
    // The creator's packages are read.
    loading: {
      invoke: {
        src: 'loadPackages',
        input: ({ context }) => ({ creatorId: context.creator.id }),
        onDone: [
          {
            guard: { type: 'hasPackages', params: ({ event }) => event.output },
            target: 'choosing',
            actions: { type: 'assignPackages', params: ({ event }) => event.output },
          },
          { target: 'empty' },
        ],
        onError: { target: 'loadFailed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: { on: { 'subscribe.retry': { target: 'loading', actions: 'clearFailure' } } },
    // 'No Subscription Available !': the creator has no active plan.
    empty: {},
    // The packages, one chosen (the first at the start).
    choosing: {
      on: {
        'subscribe.choose': { actions: { type: 'choose', params: ({ event }) => event.packageId } },
        'subscribe.next': { guard: 'hasChoice', target: 'confirming' },
      },
    },
    // 'Are You Sure Subscribe The User?' with Subscribe and Cancel (back to the packages), then the payment.
    ...paidActionStates<SubscribeContext, SubscribeRequest, SubscribeAnswer, 'subscribed'>({
      paid: 'subscribed',
      request: (context) => ({
        creatorId: context.creator.id,
        packageId: context.chosenId ?? '',
        idempotencyKey: attemptKey(context.attemptSeed, context.attempt),
      }),
      paidMessage: Messages.subscribed,
      closesDialog: true,
      also: {
        confirming: { 'subscribe.back': 'choosing' },
        failed: { 'subscribe.back': { target: 'choosing', actions: 'clearFailure' } },
        short: { 'subscribe.back': 'choosing' },
      },
    }),
  },
});
