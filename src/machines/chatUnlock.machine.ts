import { fromPromise, sendTo, setup } from 'xstate';
import { CommonMessages } from '../../contract/commonMessages';
import { Messages } from '../../contract/messages';
import type { ChatMessage, ChatStoreRef } from './chat';
import { attemptKey, type WalletRef } from './money';
import { notProvided } from './notProvided';
import { paidActionActions, paidActionGuards, paidActionStates, type PaidActionContext, type PaidActionEvent } from './paidAction.machine';
import type { ToastsRef } from './toast.machine';

/** A screen-scoped actor: the locked message and its author (who is paid), a random seed for the attempt's key, the app's actors. */
export interface ChatUnlockInput {
  message: Pick<ChatMessage, 'id' | 'kind' | 'coins'>;
  /** The author's account id: update-wallet pays them. */
  toUserId: string;
  attemptSeed: string;
  toasts: ToastsRef;
  wallet: WalletRef;
  chatStore: ChatStoreRef;
}

export interface ChatUnlockContext extends ChatUnlockInput, PaidActionContext {}

export interface ChatUnlockAnswer {
  message: string;
  walletBalance: number;
  chatMessage: ChatMessage;
}

export interface ChatUnlockRequest {
  messageId: string;
  toUserId: string;
  amount: number;
  idempotencyKey: string;
}

export type ChatUnlockEvent = PaidActionEvent;

const priceOf = (context: ChatUnlockContext) => context.message.coins ?? 0;

/**
 * Unlocking a paid chat item (spec §2 unlock popup, §5): paid media or a package offer, paid with update-wallet;
 * the opened message goes in the chat store so the thread shows it.
 */
export const chatUnlockMachine = setup({
  types: {
    context: {} as ChatUnlockContext,
    input: {} as ChatUnlockInput,
    events: {} as ChatUnlockEvent,
  },
  actors: {
    pay: fromPromise<ChatUnlockAnswer, ChatUnlockRequest>(notProvided('pay')),
  },
  actions: {
    ...paidActionActions<ChatUnlockContext, ChatUnlockEvent>(),
    deliver: sendTo(
      ({ context }) => context.chatStore,
      (_, answer: ChatUnlockAnswer) => ({ type: 'message.received' as const, message: answer.chatMessage }),
    ),
  },
  guards: paidActionGuards(priceOf),
}).createMachine({
  id: 'chatUnlock',
  context: ({ input }) => ({ ...input, attempt: 0, failure: null }),
  initial: 'confirming',
  states: paidActionStates<ChatUnlockContext, ChatUnlockRequest, ChatUnlockAnswer, 'unlocked'>({
    paid: 'unlocked',
    request: (context) => ({
      messageId: context.message.id,
      toUserId: context.toUserId,
      amount: priceOf(context),
      idempotencyKey: attemptKey(context.attemptSeed, context.attempt),
    }),
    paidMessage: Messages.contentUnlocked,
    refusedToast: CommonMessages.somethingWentWrong,
    closesDialog: false,
  }),
});
