import { assign, fromPromise, sendTo, setup } from 'xstate';
import { assignFailure, type Failure } from './failure';
import { attemptKey, type CoinPack, type WalletRef } from './money';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
import type { ToastsRef } from './toast.machine';

// Saved cards, one-click packs and automatic top-up. See docs/decisions/0052-saved-cards-and-auto-top-up.md

/** A saved card as its owner sees it: never the number. */
export interface SavedCard {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface SavedCards {
  message: string;
  cards: SavedCard[];
  autoTopUp: { cardId: string; packId: string } | null;
  coinValueCents: number;
}

export interface CardPayment {
  message: string;
  coins: number;
  walletBalance: number;
}

export interface SavedCardsInput {
  /** A random seed for the one-click attempts' idempotency keys. */
  attemptSeed: string;
  toasts: ToastsRef;
  wallet: WalletRef;
}

export interface SavedCardsContext extends SavedCardsInput {
  cards: SavedCard[];
  autoTopUp: SavedCards['autoTopUp'];
  coinValueCents: number;
  /** The pack and card of the one-click purchase waiting for its confirmation. */
  buying: { card: SavedCard; pack: CoinPack } | null;
  removing: string | null;
  /** What automatic top-up is being set to (null: off). */
  topUp: { cardId: string; packId: string } | null;
  attempt: number;
  failure: Failure | null;
}

export type SavedCardsEvent =
  | { type: 'cards.reload' }
  | { type: 'cards.buy'; card: SavedCard; pack: CoinPack }
  | { type: 'cards.confirm' }
  | { type: 'cards.cancel' }
  | { type: 'cards.remove'; cardId: string }
  | { type: 'autoTopUp.set'; cardId: string; packId: string }
  | { type: 'autoTopUp.off' };

/**
 * The wallet's saved cards: a pack bought with one confirmation, automatic top-up turned on (a card and a pack) or
 * off, a card removed. A refusal (a declined card) says why and changes nothing.
 */
export const savedCardsMachine = setup({
  types: {
    context: {} as SavedCardsContext,
    input: {} as SavedCardsInput,
    events: {} as SavedCardsEvent,
  },
  actors: {
    loadCards: fromPromise<SavedCards>(notProvided('loadCards')),
    buyWithCard: fromPromise<CardPayment, { cardId: string; packId: string; idempotencyKey: string }>(notProvided('buyWithCard')),
    removeCard: fromPromise<SavedCards, { cardId: string }>(notProvided('removeCard')),
    setAutoTopUp: fromPromise<SavedCards, { cardId: string | null; packId: string | null }>(notProvided('setAutoTopUp')),
  },
  actions: {
    assignCards: assign((_, answer: SavedCards) => ({
      cards: answer.cards,
      autoTopUp: answer.autoTopUp,
      coinValueCents: answer.coinValueCents,
    })),
    assignBuying: assign({ buying: (_, buying: { card: SavedCard; pack: CoinPack }) => buying, failure: null }),
    clearBuying: assign({ buying: null }),
    assignRemoving: assign({ removing: (_, cardId: string) => cardId, failure: null }),
    clearRemoving: assign({ removing: null }),
    assignTopUp: assign({ topUp: (_, topUp: { cardId: string; packId: string } | null) => topUp, failure: null }),
    /** Each confirmed purchase is its own attempt with its own key. */
    newAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    assignFailure: assignFailure(),
    setBalance: sendTo(
      ({ context }) => context.wallet,
      (_, balance: number) => ({ type: 'wallet.balance' as const, balance }),
    ),
    /** The wallet learns whether automatic top-up is on: its dialogs then leave a short wallet to the server. */
    tellAutoTopUp: sendTo(
      ({ context }) => context.wallet,
      (_, answer: SavedCards) => ({ type: 'wallet.autoTopUp' as const, on: answer.autoTopUp !== null }),
    ),
    notify: notifyGivenToasts(),
  },
}).createMachine({
  id: 'savedCards',
  context: ({ input }) => ({
    ...input,
    cards: [],
    autoTopUp: null,
    coinValueCents: 1,
    buying: null,
    removing: null,
    topUp: null,
    attempt: 0,
    failure: null,
  }),
  initial: 'loading',
  states: {
    // Reading the viewer's cards and automatic top-up.
    loading: {
      invoke: {
        src: 'loadCards',
        onDone: {
          target: 'ready',
          actions: [
            { type: 'assignCards', params: ({ event }) => event.output },
            { type: 'tellAutoTopUp', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // The cards could not be read: a retry reads them again.
    failed: {
      on: { 'cards.reload': 'loading' },
    },
    // The cards, their actions and the automatic top-up control.
    ready: {
      on: {
        'cards.reload': 'loading',
        'cards.buy': {
          target: 'confirming',
          actions: { type: 'assignBuying', params: ({ event }) => ({ card: event.card, pack: event.pack }) },
        },
        'cards.remove': { target: 'removing', actions: { type: 'assignRemoving', params: ({ event }) => event.cardId } },
        'autoTopUp.set': {
          target: 'settingTopUp',
          actions: { type: 'assignTopUp', params: ({ event }) => ({ cardId: event.cardId, packId: event.packId }) },
        },
        'autoTopUp.off': { target: 'settingTopUp', actions: { type: 'assignTopUp', params: null } },
      },
    },
    // The one confirmation of a one-click pack.
    confirming: {
      on: {
        'cards.confirm': { target: 'buying', actions: 'newAttempt' },
        'cards.cancel': { target: 'ready', actions: 'clearBuying' },
      },
    },
    // Charging the saved card for the pack.
    buying: {
      invoke: {
        src: 'buyWithCard',
        input: ({ context }) => ({
          cardId: context.buying!.card.id,
          packId: context.buying!.pack.id,
          idempotencyKey: attemptKey(context.attemptSeed, context.attempt),
        }),
        onDone: {
          target: 'ready',
          actions: [
            'clearBuying',
            { type: 'setBalance', params: ({ event }) => event.output.walletBalance },
            { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
          ],
        },
        onError: {
          target: 'ready',
          actions: ['clearBuying', { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    // Removing a card (its automatic top-up goes with it).
    removing: {
      invoke: {
        src: 'removeCard',
        input: ({ context }) => ({ cardId: context.removing! }),
        onDone: {
          target: 'ready',
          actions: [
            'clearRemoving',
            { type: 'assignCards', params: ({ event }) => event.output },
            { type: 'tellAutoTopUp', params: ({ event }) => event.output },
            { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
          ],
        },
        onError: {
          target: 'ready',
          actions: ['clearRemoving', { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    // Turning automatic top-up on or off.
    settingTopUp: {
      invoke: {
        src: 'setAutoTopUp',
        input: ({ context }) => ({ cardId: context.topUp?.cardId ?? null, packId: context.topUp?.packId ?? null }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'assignCards', params: ({ event }) => event.output },
            { type: 'tellAutoTopUp', params: ({ event }) => event.output },
            { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
          ],
        },
        onError: { target: 'ready', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
