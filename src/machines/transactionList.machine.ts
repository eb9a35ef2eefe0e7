import { assign, fromPromise, sendTo, setup } from 'xstate';
import { assignFailure, type Failure } from './failure';
import type { WalletLine, WalletRef } from './money';
import { notProvided } from './notProvided';

export interface TransactionListInput {
  /** The app's wallet: each page answers the balance too. */
  wallet: WalletRef;
}

export interface TransactionListContext extends TransactionListInput {
  /** The pages so far, in order, each line once. */
  items: WalletLine[];
  /** The last page that arrived (0 before the first). */
  page: number;
  /** The page being asked for. */
  requested: number;
  /** Of the balance, the bonus coins (spendable, never withdrawable), as the last page said; null before it. */
  bonus: number | null;
  failure: Failure | null;
}

export interface WalletPage {
  walletBalance: number;
  bonusBalance: number;
  lines: WalletLine[];
}

export type TransactionListEvent = { type: 'feed.loadMore' } | { type: 'feed.retry' } | { type: 'feed.refresh' };

/**
 * The wallet's transactions (spec §3, §9: page 1 replaces, later pages append, an empty page ends the
 * paging), newest first; a refresh (after a purchase) asks for page 1 again.
 */
export const transactionListMachine = setup({
  types: {
    context: {} as TransactionListContext,
    input: {} as TransactionListInput,
    events: {} as TransactionListEvent,
  },
  actors: {
    loadPage: fromPromise<WalletPage, { page: number }>(notProvided('loadPage')),
  },
  actions: {
    askNextPage: assign({ requested: ({ context }) => context.page + 1 }),
    askFirstPage: assign({ requested: 1 }),
    addPage: assign(({ context }, { lines, bonusBalance }: Pick<WalletPage, 'lines' | 'bonusBalance'>) => {
      if (context.requested === 1) return { items: lines, page: 1, bonus: bonusBalance };
      const known = new Set(context.items.map((line) => line.id));
      return { items: [...context.items, ...lines.filter((line) => !known.has(line.id))], page: context.requested, bonus: bonusBalance };
    }),
    clearFailure: assign({ failure: null }),
    assignFailure: assignFailure(),
    setBalance: sendTo(
      ({ context }) => context.wallet,
      (_, balance: number) => ({ type: 'wallet.balance' as const, balance }),
    ),
  },
  guards: {
    pageIsEmpty: (_, { lines }: { lines: WalletLine[] }) => lines.length === 0,
  },
}).createMachine({
  id: 'transactionList',
  context: ({ input }) => ({ wallet: input.wallet, items: [], page: 0, requested: 1, bonus: null, failure: null }),
  initial: 'loading',
  on: { 'feed.refresh': { target: '.loading', actions: 'askFirstPage' } },
  states: {
    // Asking for page `requested`: the first on open and refresh, the next on loadMore, the same again on retry.
    loading: {
      entry: 'clearFailure',
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ page: context.requested }),
        onDone: [
          {
            guard: { type: 'pageIsEmpty', params: ({ event }) => event.output },
            target: 'exhausted',
            // An empty first page (a refresh of a wallet with no history) empties the list.
            actions: [
              { type: 'addPage', params: ({ event }) => event.output },
              { type: 'setBalance', params: ({ event }) => event.output.walletBalance },
            ],
          },
          {
            target: 'ready',
            actions: [
              { type: 'addPage', params: ({ event }) => event.output },
              { type: 'setBalance', params: ({ event }) => event.output.walletBalance },
            ],
          },
        ],
        onError: { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // More pages may follow.
    ready: {
      on: { 'feed.loadMore': { target: 'loading', actions: 'askNextPage' } },
    },
    // A page came back empty: the end of the list (or an empty wallet history).
    exhausted: {},
    // The page failed: the list stays, the error offers a retry of the same page.
    failed: {
      on: { 'feed.retry': 'loading', 'feed.loadMore': 'loading' },
    },
  },
});
