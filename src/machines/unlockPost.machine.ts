import { fromPromise, sendTo, setup } from 'xstate';
import { Messages } from '../../contract/messages';
import { attemptKey, type WalletRef } from './money';
import { notProvided } from './notProvided';
import { paidActionActions, paidActionGuards, paidActionStates, type PaidActionContext, type PaidActionEvent } from './paidAction.machine';
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

export interface UnlockPostContext extends UnlockPostInput, PaidActionContext {}

export interface UnlockAnswer {
  message: string;
  walletBalance: number;
  /** The post opened for the buyer, its media signed. */
  post: Post;
}

export interface UnlockRequest {
  postId: string;
  price: number;
  idempotencyKey: string;
}

export type UnlockPostEvent = PaidActionEvent;

/**
 * Unlocking a pay-per-view post (spec §4): the paid action with the post's price, the opened post put in
 * the post store so it opens in every list at once.
 */
export const unlockPostMachine = setup({
  types: {
    context: {} as UnlockPostContext,
    input: {} as UnlockPostInput,
    events: {} as UnlockPostEvent,
  },
  actors: {
    pay: fromPromise<UnlockAnswer, UnlockRequest>(notProvided('pay')),
  },
  actions: {
    ...paidActionActions<UnlockPostContext, UnlockPostEvent>(),
    deliver: sendTo(
      ({ context }) => context.postStore,
      (_, answer: UnlockAnswer) => ({ type: 'posts.received' as const, posts: [answer.post] }),
    ),
  },
  guards: paidActionGuards((context: UnlockPostContext) => context.price),
}).createMachine({
  id: 'unlockPost',
  context: ({ input }) => ({ ...input, attempt: 0, failure: null }),
  initial: 'confirming',
  states: paidActionStates<UnlockPostContext, UnlockRequest, UnlockAnswer, 'unlocked'>({
    paid: 'unlocked',
    request: (context) => ({
      postId: context.post.id,
      price: context.price,
      idempotencyKey: attemptKey(context.attemptSeed, context.attempt),
    }),
    paidMessage: Messages.contentUnlocked,
    closesDialog: true,
  }),
});
