import { assign, fromPromise, sendTo, setup } from 'xstate';
import { Messages } from '../../contract/messages';
import type { ChatMessage, ChatStoreRef } from './chat';
import { toFailure } from './failure';
import { attemptKey, isShortOfCoins, type WalletRef } from './money';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
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

export interface ChatUnlockContext extends ChatUnlockInput {
  attempt: number;
}

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

export type ChatUnlockEvent =
  /** The person confirms paying the price shown; `balance` is the wallet's as shown (null while unknown: the server decides). */
  { type: 'unlock.confirm'; balance: number | null };

const priceOf = (context: ChatUnlockContext) => context.message.coins ?? 0;

/**
 * Unlocking a paid chat item (spec §2 unlock popup, §5 paid media): a paid media message or a package
 * offer. The price is confirmed, paid with update-wallet, and the message as it now reads (opened)
 * goes in the chat store, so the thread shows it; a short wallet is told before anything is sent and
 * when the server says so; other refusals are toasts, and a retry sends the same key: charged once.
 */
export const chatUnlockMachine = setup({
  types: {
    context: {} as ChatUnlockContext,
    input: {} as ChatUnlockInput,
    events: {} as ChatUnlockEvent,
  },
  actors: {
    payMessage: fromPromise<ChatUnlockAnswer, ChatUnlockRequest>(notProvided('payMessage')),
  },
  actions: {
    /** The first payment is this dialog's one attempt; a retry resends its key. */
    startAttempt: assign({ attempt: ({ context }) => (context.attempt === 0 ? 1 : context.attempt) }),
    storeMessage: sendTo(
      ({ context }) => context.chatStore,
      (_, message: ChatMessage) => ({ type: 'message.received' as const, message }),
    ),
    setBalance: sendTo(
      ({ context }) => context.wallet,
      (_, balance: number) => ({ type: 'wallet.balance' as const, balance }),
    ),
    notify: notifyGivenToasts(),
  },
  guards: {
    isShort: ({ context }, balance: number | null) => balance !== null && balance < priceOf(context),
    isInsufficient: (_, error: unknown) => isShortOfCoins(toFailure(error), Messages.insufficientBalance),
  },
}).createMachine({
  id: 'chatUnlock',
  context: ({ input }) => ({ ...input, attempt: 0 }),
  initial: 'confirming',
  states: {
    // The popup asks: unlock for this many coins?
    confirming: {
      on: {
        'unlock.confirm': [
          { guard: { type: 'isShort', params: ({ event }) => event.balance }, target: 'short' },
          { target: 'paying', actions: 'startAttempt' },
        ],
      },
    },
    // The payment is on its way; the button is disabled, a second click sends nothing.
    paying: {
      invoke: {
        src: 'payMessage',
        input: ({ context }) => ({
          messageId: context.message.id,
          toUserId: context.toUserId,
          amount: priceOf(context),
          idempotencyKey: attemptKey(context.attemptSeed, context.attempt),
        }),
        onDone: {
          target: 'unlocked',
          actions: [
            { type: 'storeMessage', params: ({ event }) => event.output.chatMessage },
            { type: 'setBalance', params: ({ event }) => event.output.walletBalance },
            { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message || Messages.contentUnlocked }) },
          ],
        },
        onError: [
          { guard: { type: 'isInsufficient', params: ({ event }: { event: { error: unknown } }) => event.error }, target: 'short' },
          {
            target: 'confirming',
            actions: {
              type: 'notify',
              params: ({ event }: { event: { error: unknown } }) => ({ kind: 'error' as const, message: toFailure(event.error).message }),
            },
          },
        ],
      },
    },
    // 'You have insufficient balance': nothing more to do here but buy coins.
    short: {},
    // Paid: the popup shows the media, or opens the package.
    unlocked: { type: 'final' },
  },
});
