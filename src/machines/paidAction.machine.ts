import { assign, fromPromise, sendTo, setup, type EventObject } from 'xstate';
import { Messages } from '../../contract/messages';
import { assignFailure, toFailure, type Failure } from './failure';
import { isShortOfCoins, type BalanceAnswer, type WalletRef } from './money';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
import type { ToastsRef } from './toast.machine';

/**
 * The paid action every money flow is (spec §4, §5): confirm the price, a short wallet told before sending, one
 * payment, what it bought shown. Flows declare actor `pay`, action `deliver` and a price, and use `paidActionStates`.
 */

/** What the shape keeps of a flow: the attempt its key is made of, the refusal shown, and the app's actors it tells. */
export interface PaidActionContext {
  /** The attempt the last payment was: a retry of a refused payment sends the same key, so it is charged once. */
  attempt: number;
  failure: Failure | null;
  toasts: ToastsRef;
  wallet: WalletRef;
}

export type PaidActionEvent =
  /** Pay the price shown, or try the refused payment again; `balance` is the wallet's as shown (null while unknown: the server decides). */
  | { type: 'pay.confirm'; balance: number | null }
  /** Short of coins: leave for the wallet to buy some. */
  | { type: 'pay.buyCoins' };

/** The shape's named actions; a flow adds `deliver` and may provide `goToWallet` (the area's navigation). */
export const paidActionActions = <TContext extends PaidActionContext, TEvent extends EventObject>() => ({
  newAttempt: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) => ({
    ...context,
    attempt: context.attempt + 1,
    failure: null,
  })),
  clearFailure: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) => ({ ...context, failure: null })),
  assignFailure: assignFailure<TContext, TEvent>(),
  setBalance: sendTo<TContext, TEvent, number, WalletRef, TEvent>(
    ({ context }) => context.wallet,
    (_: unknown, balance: number) => ({ type: 'wallet.balance', balance }),
  ),
  notify: notifyGivenToasts<TContext, TEvent>(),
  /** The money dialog closes once the flow is over. */
  closeDialog: sendTo<TContext, TEvent, undefined, WalletRef, TEvent>(({ context }) => context.wallet, { type: 'wallet.dialogClosed' }),
  /** Leaves for /settings/wallet to buy coins (provided by the area). */
  goToWallet: () => {},
});

/** The shape's guards: short by the balance shown (nothing is sent), or by the server's answer. */
export const paidActionGuards = <TContext>(priceOf: (context: TContext) => number) => ({
  isShort: ({ context }: { context: TContext }, balance: number | null) => balance !== null && balance < priceOf(context),
  isInsufficient: (_: unknown, error: unknown) => isShortOfCoins(toFailure(error), Messages.insufficientBalance),
});

type Way = string | { target: string; actions?: string };

export interface PaidActionShape<TContext, TRequest, TPaid extends string> {
  /** The final state once paid, in the flow's words ('unlocked', 'subscribed', 'joined'). */
  paid: TPaid;
  /** What the payment asks the server for, from the flow's context (its key made with `attemptKey`). */
  request: (context: TContext) => TRequest;
  /** The success toast when the server sends no words of its own. */
  paidMessage: string;
  /** A refusal is also a toast, with these words when the server sends none (flows whose dialog shows no reason). */
  refusedToast?: string;
  /** The flow ends by closing the money dialog (the wallet's dialogs; a chat popup or a live stream stays). */
  closesDialog: boolean;
  /** The flow's own ways out of the shape's states (back to its packages, giving up). */
  also?: { confirming?: Record<string, Way>; failed?: Record<string, Way>; short?: Record<string, Way> };
}

const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** The shape's states, to spread into a flow's `states`; the flow starts at `confirming` or at its own state leading there. */
export function paidActionStates<TContext, TRequest, TAnswer extends BalanceAnswer, const TPaid extends string = string>({
  paid,
  request,
  paidMessage,
  refusedToast,
  closesDialog,
  also = {},
}: PaidActionShape<TContext, TRequest, TPaid>) {
  const ended = closesDialog ? { type: 'final' as const, entry: 'closeDialog' as const } : { type: 'final' as const };
  return {
    // The question: pay this price in coins?
    confirming: {
      on: {
        'pay.confirm': [
          {
            guard: { type: 'isShort' as const, params: ({ event }: { event: { balance: number | null } }) => event.balance },
            target: 'short',
          },
          { target: 'paying', actions: 'newAttempt' as const },
        ],
        ...also.confirming,
      },
    },
    // The payment is on its way; the button is disabled, a second click sends nothing.
    paying: {
      invoke: {
        src: 'pay' as const,
        input: ({ context }: { context: TContext }) => request(context),
        onDone: {
          target: paid,
          actions: [
            { type: 'deliver' as const, params: ({ event }: { event: { output: TAnswer } }) => event.output },
            { type: 'setBalance' as const, params: ({ event }: { event: { output: TAnswer } }) => event.output.walletBalance },
            {
              type: 'notify' as const,
              params: ({ event }: { event: { output: TAnswer } }) => ({
                kind: 'success' as const,
                message: event.output.message || paidMessage,
              }),
            },
          ],
        },
        onError: [
          {
            guard: { type: 'isInsufficient' as const, params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'short',
          },
          {
            target: 'failed',
            actions: [
              { type: 'assignFailure' as const, params: errorOf },
              ...(refusedToast === undefined
                ? []
                : [
                    {
                      type: 'notify' as const,
                      params: ({ event }: { event: { error: unknown } }) => ({
                        kind: 'error' as const,
                        message: (event.error as { message?: string } | null)?.message || refusedToast,
                      }),
                    },
                  ]),
            ],
          },
        ],
      },
    },
    // Refused (the price changed, offline...): the reason shows; trying again resends the same attempt.
    failed: {
      on: { 'pay.confirm': { target: 'paying', actions: 'clearFailure' as const }, ...also.failed },
    },
    // 'You have insufficient balance': the way to buy coins is offered.
    short: {
      on: { 'pay.buyCoins': { target: 'leaving', actions: 'goToWallet' as const }, ...also.short },
    },
    // Gone to buy coins.
    leaving: ended,
    // Paid: what it bought shows.
    ...({ [paid]: ended } as Record<TPaid, typeof ended>),
  };
}

/** The shape alone (a price and a payment), drawn in docs/flows and opened in the Stately visualizer. */
export const paidActionMachine = setup({
  types: {
    context: {} as PaidActionContext & { price: number },
    input: {} as { price: number; toasts: ToastsRef; wallet: WalletRef },
    events: {} as PaidActionEvent,
  },
  actors: {
    pay: fromPromise<BalanceAnswer, { price: number; attempt: number }>(notProvided('pay')),
  },
  actions: {
    ...paidActionActions<PaidActionContext & { price: number }, PaidActionEvent>(),
    /** What the payment bought goes where it shows (the post store, the chat store, the stream). */
    deliver: (_, _answer: BalanceAnswer) => {},
  },
  guards: paidActionGuards((context: { price: number }) => context.price),
}).createMachine({
  id: 'paidAction',
  context: ({ input }) => ({ ...input, attempt: 0, failure: null }),
  initial: 'confirming',
  states: paidActionStates<PaidActionContext & { price: number }, { price: number; attempt: number }, BalanceAnswer, 'paid'>({
    paid: 'paid',
    request: (context) => ({ price: context.price, attempt: context.attempt }),
    paidMessage: Messages.contentUnlocked,
    closesDialog: true,
  }),
});
