import { assign, fromPromise, sendTo, setup } from 'xstate';
import { Messages } from '../../contract/messages';
import { assignFailure, toFailure, type Failure } from './failure';
import { attemptKey, isShortOfCoins, type WalletRef } from './money';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
import type { Post } from './post';
import type { PostStoreRef } from './postStore.machine';
import type { ToastsRef } from './toast.machine';

/** A screen-scoped actor: the post and the price the viewer saw, a random seed for its attempts' keys, and the app's actors. */
export interface UnlockPostInput {
  post: Post;
  price: number;
  attemptSeed: string;
  toasts: ToastsRef;
  postStore: PostStoreRef;
  wallet: WalletRef;
}

export interface UnlockPostContext extends UnlockPostInput {
  attempt: number;
  failure: Failure | null;
}

export interface UnlockAnswer {
  message: string;
  walletBalance: number;
  /** The post opened for the buyer, its media signed. */
  post: Post;
}

export type UnlockPostEvent =
  /** The person confirms paying; `balance` is the wallet's as shown (null while unknown: the server decides). */
  { type: 'unlock.confirm'; balance: number | null } | { type: 'unlock.buyCoins' };

/**
 * Unlocking a pay-per-view post (spec §4): the confirmation with the coin price, a short wallet told
 * before anything is sent (with a way to buy coins), the payment, and the opened post put in the post
 * store so it opens in every list at once. A retry of a failed attempt sends the same key: it is charged once.
 */
export const unlockPostMachine = setup({
  types: {
    context: {} as UnlockPostContext,
    input: {} as UnlockPostInput,
    events: {} as UnlockPostEvent,
  },
  actors: {
    payPost: fromPromise<UnlockAnswer, { postId: string; price: number; idempotencyKey: string }>(notProvided('payPost')),
  },
  actions: {
    newAttempt: assign({ attempt: ({ context }) => context.attempt + 1, failure: null }),
    clearFailure: assign({ failure: null }),
    assignFailure: assignFailure(),
    storePost: sendTo(
      ({ context }) => context.postStore,
      (_, post: Post) => ({ type: 'posts.received' as const, posts: [post] }),
    ),
    setBalance: sendTo(
      ({ context }) => context.wallet,
      (_, balance: number) => ({ type: 'wallet.balance' as const, balance }),
    ),
    notify: notifyGivenToasts(),
    /** The dialog closes once the flow is over. */
    closeDialog: sendTo(({ context }) => context.wallet, { type: 'wallet.dialogClosed' as const }),
    /** Leaves for /settings/wallet to buy coins (provided by the area). */
    goToWallet: () => {},
  },
  guards: {
    isShort: ({ context }, balance: number | null) => balance !== null && balance < context.price,
    isInsufficient: (_, error: unknown) => isShortOfCoins(toFailure(error), Messages.insufficientBalance),
  },
}).createMachine({
  id: 'unlockPost',
  context: ({ input }) => ({ ...input, attempt: 0, failure: null }),
  initial: 'confirming',
  states: {
    // The modal asks: unlock this post for its price in coins?
    confirming: {
      on: {
        'unlock.confirm': [
          { guard: { type: 'isShort', params: ({ event }) => event.balance }, target: 'short' },
          { target: 'paying', actions: 'newAttempt' },
        ],
      },
    },
    // The payment is on its way; the button is disabled, a second click sends nothing.
    paying: {
      invoke: {
        src: 'payPost',
        input: ({ context }) => ({
          postId: context.post.id,
          price: context.price,
          idempotencyKey: attemptKey(context.attemptSeed, context.attempt),
        }),
        onDone: {
          target: 'unlocked',
          actions: [
            { type: 'storePost', params: ({ event }) => event.output.post },
            { type: 'setBalance', params: ({ event }) => event.output.walletBalance },
            { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message || Messages.contentUnlocked }) },
          ],
        },
        onError: [
          { guard: { type: 'isInsufficient', params: ({ event }: { event: { error: unknown } }) => event.error }, target: 'short' },
          { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    // Refused (the price changed, offline...): the reason shows; trying again resends the same attempt.
    failed: {
      on: { 'unlock.confirm': { target: 'paying', actions: 'clearFailure' } },
    },
    // 'You have insufficient balance': the modal offers to buy coins.
    short: {
      on: { 'unlock.buyCoins': { target: 'leaving', actions: 'goToWallet' } },
    },
    // Gone to buy coins: the modal closes.
    leaving: { type: 'final', entry: 'closeDialog' },
    // 'Content Unlocked': the post is open everywhere; the modal closes.
    unlocked: { type: 'final', entry: 'closeDialog' },
  },
});
