import { assign, fromPromise, sendTo, setup } from 'xstate';
import { toFailure } from './failure';
import type { LiveMenuItem } from './live';
import { attemptKey, type BalanceAnswer, type WalletRef } from './money';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
import type { ToastsRef } from './toast.machine';

export interface LiveMenuTipInput {
  streamId: string;
  /** A random seed for the attempts' idempotency keys. */
  attemptSeed: string;
  toasts: ToastsRef;
  wallet: WalletRef;
}

export interface LiveMenuTipContext extends LiveMenuTipInput {
  attempt: number;
  /** The item being tipped now. */
  sending: LiveMenuItem | null;
}

export type LiveMenuTipEvent = { type: 'menuTip.send'; item: LiveMenuItem };

/**
 * A viewer tips a menu item (issue 32): its price, as shown, to the server, which refuses a price that is not the
 * item's; one send at a time, each a new attempt (its own idempotency key); the answer sets the wallet's balance.
 */
export const liveMenuTipMachine = setup({
  types: {
    context: {} as LiveMenuTipContext,
    input: {} as LiveMenuTipInput,
    events: {} as LiveMenuTipEvent,
  },
  actors: {
    tipItem: fromPromise<BalanceAnswer, { streamId: string; itemId: string; price: number; idempotencyKey: string }>(
      notProvided('tipItem'),
    ),
  },
  actions: {
    /** A new attempt at `item`: its own idempotency key. */
    startSending: assign({ sending: (_, item: LiveMenuItem) => item, attempt: ({ context }) => context.attempt + 1 }),
    doneSending: assign({ sending: null }),
    setBalance: sendTo(
      ({ context }) => context.wallet,
      (_, balance: number) => ({ type: 'wallet.balance' as const, balance }),
    ),
    notify: notifyGivenToasts(),
  },
}).createMachine({
  id: 'liveMenuTip',
  context: ({ input }) => ({ ...input, attempt: 0, sending: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'menuTip.send': {
          target: 'sending',
          actions: { type: 'startSending', params: ({ event }) => event.item },
        },
      },
    },
    sending: {
      invoke: {
        src: 'tipItem',
        input: ({ context }) => ({
          streamId: context.streamId,
          itemId: context.sending!.id,
          price: context.sending!.price,
          idempotencyKey: attemptKey(context.attemptSeed, context.attempt),
        }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'setBalance', params: ({ event }) => event.output.walletBalance },
            { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
            'doneSending',
          ],
        },
        onError: {
          target: 'idle',
          actions: [{ type: 'notify', params: ({ event }) => ({ kind: 'error', message: toFailure(event.error).message }) }, 'doneSending'],
        },
      },
    },
  },
});
