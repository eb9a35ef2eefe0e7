import { assign, fromPromise, setup } from 'xstate';
import type { MessageKey } from '../../contract/messages';
import { PAGE_SIZE } from '../../contract/rules';
import { payoutAmountError } from '../validation/review';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
import { appendPage, pagedListActions, pagedListGuards, pagedListStates, type PagedListContext } from './pagedList.machine';
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

interface Context extends PagedListContext {
  toasts: ToastsRef;
  withdrawable: WithdrawableView | null;
  history: PayoutLine[];
  amountError: MessageKey | null;
  revision: number;
}

/**
 * Settings → Payout (spec §3, §5): the withdrawable coins and their value, the amount (above 0, within
 * them, once per 24 hours, with banking details), the request, and beside it the history as the paged list
 * (its first page comes with the withdrawable coins; a short page ends it).
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
    ...pagedListActions<Context, PayoutEvent>(),
    assignFirstPage: assign((_, loaded: { withdrawable: WithdrawableView; history: PayoutLine[] }) => ({
      withdrawable: loaded.withdrawable,
      history: loaded.history,
      page: 1,
      requested: 1,
    })),
    addPage: assign(({ context }, lines: PayoutLine[]) => ({
      history: context.requested === 1 ? lines : appendPage(context.history, lines, (line) => line.id),
      page: context.requested,
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
    notify: notifyGivenToasts(),
  },
  guards: {
    isAmountInvalid: ({ context }, amount: string) => payoutAmountError(amount, context.withdrawable?.coins ?? 0) !== undefined,
    ...pagedListGuards,
    // A page shorter than the server's is the last one: no Load more under it.
    isLastPage: (_, lines: readonly unknown[]) => lines.length < PAGE_SIZE,
  },
}).createMachine({
  id: 'payout',
  context: ({ input }) => ({
    toasts: input.toasts,
    withdrawable: null,
    history: [],
    page: 0,
    requested: 1,
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
        onDone: [
          // A short first page is the whole history.
          {
            guard: { type: 'isLastPage', params: ({ event }) => event.output.history },
            target: '#payout.ready.history.exhausted',
            actions: { type: 'assignFirstPage', params: ({ event }) => event.output },
          },
          { target: 'ready', actions: { type: 'assignFirstPage', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** Nothing could be read. */
    failed: { on: { 'payout.retry': { target: 'loading', actions: 'clearErrors' } } },
    /** The amount form and, beside it, the history. */
    ready: {
      type: 'parallel',
      states: {
        form: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'payout.submit': [
                  {
                    guard: { type: 'isAmountInvalid', params: ({ event }) => event.amount },
                    actions: { type: 'rejectAmount', params: ({ event }) => event.amount },
                  },
                  { target: 'requesting', actions: 'clearErrors' },
                ],
              },
            },
            /** The coins are reserved and the request recorded. */
            requesting: {
              invoke: {
                src: 'requestPayout',
                input: ({ event }) => ({ amount: Number((event as Extract<PayoutEvent, { type: 'payout.submit' }>).amount.trim()) }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'assignRequested', params: ({ event }) => event.output },
                    { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
                  ],
                },
                onError: { target: 'idle', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
        },
        history: {
          // Page 1 came with the withdrawable coins: the list goes on from it.
          initial: 'ready',
          states: pagedListStates({
            loader: 'loadHistoryPage',
            request: (context: Context) => ({ page: context.requested }),
            itemsOf: (lines: PayoutLine[]) => lines,
            events: { more: 'payout.more', retry: 'payout.retry' },
          }),
        },
      },
    },
  },
});
