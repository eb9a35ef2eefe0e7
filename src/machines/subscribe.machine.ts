import { assign, fromPromise, sendTo, setup } from 'xstate';
import { Messages } from '../../contract/messages';
import { assignFailure, toFailure, type Failure } from './failure';
import { attemptKey, isShortOfCoins, type WalletRef } from './money';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
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

export interface SubscribeContext extends SubscribeInput {
  packages: SubscriptionPackage[];
  chosenId: string | null;
  attempt: number;
  failure: Failure | null;
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
  /** Subscribe; `balance` is the wallet's as shown (null while unknown: the server decides). */
  | { type: 'subscribe.confirm'; balance: number | null }
  | { type: 'subscribe.buyCoins' }
  | { type: 'subscribe.retry' };

const chosen = (context: Pick<SubscribeContext, 'packages' | 'chosenId'>) => context.packages.find((plan) => plan.id === context.chosenId);

/**
 * Subscribing to a creator (spec §2 subscription modal, §4): their packages are read, one is chosen, the
 * person confirms, the first period is paid (a trial is free). A short wallet is told before anything is
 * sent, with a way to buy coins. Success opens the creator's subscriber-only posts in every list at once
 * (the answer's posts go to the post store, their media signed) and marks the creator subscribed in the
 * user store. A retry of a failed attempt sends the same key: it is charged once.
 */
export const subscribeMachine = setup({
  types: {
    context: {} as SubscribeContext,
    input: {} as SubscribeInput,
    events: {} as SubscribeEvent,
  },
  actors: {
    loadPackages: fromPromise<SubscriptionPackage[], { creatorId: string }>(notProvided('loadPackages')),
    subscribe: fromPromise<SubscribeAnswer, { creatorId: string; packageId: string; idempotencyKey: string }>(notProvided('subscribe')),
  },
  actions: {
    assignPackages: assign((_, packages: SubscriptionPackage[]) => {
      const active = packages.filter((plan) => plan.isActive);
      return { packages: active, chosenId: active[0]?.id ?? null };
    }),
    choose: assign({ chosenId: (_, packageId: string) => packageId }),
    newAttempt: assign({ attempt: ({ context }) => context.attempt + 1, failure: null }),
    clearFailure: assign({ failure: null }),
    assignFailure: assignFailure(),
    storePosts: sendTo(
      ({ context }) => context.postStore,
      (_, posts: Post[]) => ({ type: 'posts.received' as const, posts }),
    ),
    markSubscribed: sendTo(
      ({ context }) => context.userStore,
      ({ context }) => ({ type: 'person.patched' as const, id: context.creator.id, patch: { isSubscribed: true } }),
    ),
    setBalance: sendTo(
      ({ context }) => context.wallet,
      (_, balance: number) => ({ type: 'wallet.balance' as const, balance }),
    ),
    notify: notifyGivenToasts(),
    closeDialog: sendTo(({ context }) => context.wallet, { type: 'wallet.dialogClosed' as const }),
    /** Leaves for /settings/wallet to buy coins (provided by the area). */
    goToWallet: () => {},
  },
  guards: {
    hasPackages: (_, packages: SubscriptionPackage[]) => packages.some((plan) => plan.isActive),
    hasChoice: ({ context }) => chosen(context) !== undefined,
    isShort: ({ context }, balance: number | null) => balance !== null && balance < (chosen(context)?.price ?? 0),
    isInsufficient: (_, error: unknown) => isShortOfCoins(toFailure(error), Messages.insufficientBalance),
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
    // 'Are You Sure Subscribe The User?' with Subscribe and Cancel.
    confirming: {
      on: {
        'subscribe.back': 'choosing',
        'subscribe.confirm': [
          { guard: { type: 'isShort', params: ({ event }) => event.balance }, target: 'short' },
          { target: 'paying', actions: 'newAttempt' },
        ],
      },
    },
    // The payment is on its way; a second click sends nothing.
    paying: {
      invoke: {
        src: 'subscribe',
        input: ({ context }) => ({
          creatorId: context.creator.id,
          packageId: context.chosenId ?? '',
          idempotencyKey: attemptKey(context.attemptSeed, context.attempt),
        }),
        onDone: {
          target: 'subscribed',
          actions: [
            { type: 'storePosts', params: ({ event }) => event.output.unlockedPosts },
            'markSubscribed',
            { type: 'setBalance', params: ({ event }) => event.output.walletBalance },
            { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message || Messages.subscribed }) },
          ],
        },
        onError: [
          { guard: { type: 'isInsufficient', params: ({ event }: { event: { error: unknown } }) => event.error }, target: 'short' },
          { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    // Refused or offline: the reason shows; trying again resends the same attempt, Back chooses again.
    failed: {
      on: {
        'subscribe.confirm': { target: 'paying', actions: 'clearFailure' },
        'subscribe.back': { target: 'choosing', actions: 'clearFailure' },
      },
    },
    // 'You have insufficient balance': the modal offers to buy coins.
    short: {
      on: {
        'subscribe.buyCoins': { target: 'leaving', actions: 'goToWallet' },
        'subscribe.back': 'choosing',
      },
    },
    leaving: { type: 'final', entry: 'closeDialog' },
    // Subscribed: the creator's posts are open everywhere; the modal closes.
    subscribed: { type: 'final', entry: 'closeDialog' },
  },
});
