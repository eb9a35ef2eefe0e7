import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { Failure } from './failure';
import type { WalletLine, WalletRef } from './money';
import { notProvided } from './notProvided';
import { appendPage, pagedListActions, pagedListGuards, pagedListStates } from './pagedList.machine';

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
 * The wallet's transactions (spec §3, §9), newest first: the paged list whose pages also tell the wallet
 * its balance; a refresh (after a purchase) asks for page 1 again.
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
    ...pagedListActions<TransactionListContext, TransactionListEvent>(),
    // An empty first page (a refresh of a wallet with no history) empties the list.
    addPage: assign(({ context }, { lines, bonusBalance }: WalletPage) => ({
      items: context.requested === 1 ? lines : appendPage(context.items, lines, (line) => line.id),
      page: context.requested,
      bonus: bonusBalance,
    })),
    setBalance: sendTo(
      ({ context }) => context.wallet,
      (_, page: WalletPage) => ({ type: 'wallet.balance' as const, balance: page.walletBalance }),
    ),
  },
  guards: pagedListGuards,
}).createMachine({
  id: 'transactionList',
  context: ({ input }) => ({ wallet: input.wallet, items: [], page: 0, requested: 1, bonus: null, failure: null }),
  initial: 'loading',
  on: { 'feed.refresh': { target: '.loading', actions: 'askFirstPage' } },
  states: pagedListStates({
    request: (context: TransactionListContext) => ({ page: context.requested }),
    itemsOf: (page: WalletPage) => page.lines,
    alsoOnPage: ['setBalance'],
    events: { more: 'feed.loadMore', retry: 'feed.retry' },
  }),
});
