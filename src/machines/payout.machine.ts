import { assign, fromPromise, setup } from 'xstate';
import type { MessageKey } from '../../contract/messages';
import { PAGE_SIZE } from '../../contract/rules';
import { payoutAmountError } from '../validation/review';
import { assignFailure, type Failure } from './failure';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
import type { ToastsRef } from './toast.machine';

/** What can be withdrawn now (earned coins not yet withdrawn), its value, and when the next payout is possible. */
export interface WithdrawableView {
  coins: number;
  cents: number;
  coinValueCents: number;
  nextWithdrawAt: string | null;
  hasBank: boolean;
}

export type PayoutState = 'PENDING' | 'PAID' | 'REJECTED';
export interface PayoutLine {
  id: string;
  amount: number;
  amountCents: number;
  requestedAt: string;
  status: PayoutState;
  comment: string;
}

export type PayoutEvent = { type: 'payout.retry' } | { type: 'payout.submit'; amount: string } | { type: 'payout.more' };

interface Context {
  toasts: ToastsRef;
  withdrawable: WithdrawableView | null;
  history: PayoutLine[];
  page: number;
  hasMore: boolean;
  amountError: MessageKey | null;
  failure: Failure | null;
  revision: number;
}

/**
 * Settings → Payout (spec §3, §5): the withdrawable coins and their value, the amount (above 0, within
 * them, once per 24 hours, with banking details), the request, and the paged history.
 */
export const payoutMachine = setup({
  types: {
    context: {} as Context,
    input: {} as { toasts: ToastsRef },
    events: {} as PayoutEvent,
  },
  actors: {
    loadPayouts: fromPromise<{ withdrawable: WithdrawableView; history: PayoutLine[] }>(notProvided('loadPayouts')),
    loadHistoryPage: fromPromise<PayoutLine[], { page: number }>(notProvided('loadHistoryPage')),
    requestPayout: fromPromise<{ message: string; payout: PayoutLine; withdrawable: WithdrawableView }, { amount: number }>(
      notProvided('requestPayout'),
    ),
  },
  actions: {
    assignFirstPage: assign((_, loaded: { withdrawable: WithdrawableView; history: PayoutLine[] }) => ({
      withdrawable: loaded.withdrawable,
      history: loaded.history,
      page: 1,
      // A page shorter than the server's is the last one: no Load more under it.
      hasMore: loaded.history.length >= PAGE_SIZE,
    })),
    appendPage: assign(({ context }, lines: PayoutLine[]) => ({
      history: [...context.history, ...lines],
      page: context.page + 1,
      hasMore: lines.length >= PAGE_SIZE,
    })),
    assignRequested: assign(({ context }, { payout, withdrawable }: { payout: PayoutLine; withdrawable: WithdrawableView }) => ({
      history: [payout, ...context.history],
      withdrawable,
      revision: context.revision + 1,
    })),
    rejectAmount: assign({
      amountError: ({ context }, amount: string) => payoutAmountError(amount, context.withdrawable?.coins ?? 0) ?? null,
      failure: null,
    }),
    clearErrors: assign({ amountError: null, failure: null }),
    assignFailure: assignFailure(),
    notify: notifyGivenToasts(),
  },
  guards: {
    isAmountInvalid: ({ context }, amount: string) => payoutAmountError(amount, context.withdrawable?.coins ?? 0) !== undefined,
    hasMore: ({ context }) => context.hasMore,
  },
}).createMachine({
  id: 'payout',
  context: ({ input }) => ({
    toasts: input.toasts,
    withdrawable: null,
    history: [],
    page: 1,
    hasMore: false,
    amountError: null,
    failure: null,
    revision: 0,
  }),
  initial: 'loading',
  states: {
    /** Reading what can be withdrawn and the first page of the history. */
    loading: {
      invoke: {
        src: 'loadPayouts',
        onDone: { target: 'ready', actions: { type: 'assignFirstPage', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** Nothing could be read. */
    failed: { on: { 'payout.retry': { target: 'loading', actions: 'clearErrors' } } },
    /** The amount form and the history. */
    ready: {
      on: {
        'payout.submit': [
          {
            guard: { type: 'isAmountInvalid', params: ({ event }) => event.amount },
            actions: { type: 'rejectAmount', params: ({ event }) => event.amount },
          },
          { target: 'requesting', actions: 'clearErrors' },
        ],
        'payout.more': { guard: 'hasMore', target: 'loadingMore' },
      },
    },
    /** The coins are reserved and the request recorded. */
    requesting: {
      invoke: {
        src: 'requestPayout',
        input: ({ event }) => ({ amount: Number((event as Extract<PayoutEvent, { type: 'payout.submit' }>).amount.trim()) }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'assignRequested', params: ({ event }) => event.output },
            { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
          ],
        },
        onError: { target: 'ready', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** The next page of the history. */
    loadingMore: {
      invoke: {
        src: 'loadHistoryPage',
        input: ({ context }) => ({ page: context.page + 1 }),
        onDone: { target: 'ready', actions: { type: 'appendPage', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
