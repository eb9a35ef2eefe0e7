import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import { assignFailure, type Failure } from './failure';
import { attemptKey, type CoinPack, type WalletRef } from './money';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
import type { ToastsRef } from './toast.machine';

/** Which card provider the server uses: the embedded test-card provider or Stripe. */
export type PaymentProvider = 'TEST_CARD' | 'STRIPE';

export interface PaymentSetup {
  provider: PaymentProvider;
  publishableKey: string | null;
}

/** The card as typed in the form (the test-card provider); with Stripe the card lives in Stripe's own field. */
export interface CardDetails {
  number: string;
  expiry: string;
  cvc: string;
}

export interface PaymentMethod {
  id: string;
  brand: string;
  last4: string;
}

export interface CoinPaymentAnswer {
  message: string;
  status: 'SUCCEEDED' | 'REQUIRES_ACTION';
  paymentId: string;
  coins: number;
  walletBalance: number;
  clientSecret: string | null;
}

export type ExtraStepOutcome = 'COMPLETE' | 'FAIL';

export interface BuyCoinsInput {
  /** A random seed for the attempts' idempotency keys. */
  attemptSeed: string;
  toasts: ToastsRef;
  wallet: WalletRef;
}

export interface BuyCoinsContext extends BuyCoinsInput {
  pack: CoinPack | null;
  payments: PaymentSetup | null;
  card: CardDetails | null;
  method: PaymentMethod | null;
  /** The payment waiting for the card's extra step. */
  payment: { id: string; clientSecret: string } | null;
  outcome: ExtraStepOutcome | null;
  attempt: number;
  /** Coins added by the payment that succeeded. */
  coins: number;
  /** The provider's or the server's reason, shown in the card form. */
  failure: Failure | null;
  /** Keep the card for one-click packs and automatic top-up. */
  saveCard: boolean;
}

export type BuyCoinsEvent =
  | { type: 'buy.pack'; pack: CoinPack }
  | { type: 'buy.cancel' }
  | { type: 'buy.done' }
  | { type: 'card.submit'; card: CardDetails; saveCard?: boolean }
  | { type: 'extraStep.complete' }
  | { type: 'extraStep.fail' };

const cleared = { pack: null, card: null, method: null, payment: null, outcome: null, coins: 0, failure: null, saveCard: false };

/**
 * Buying a coin pack by card (spec §2 wallet): the provider makes the card a payment method, the server charges it
 * (with an extra authentication step when asked); a refusal changes nothing. Each charge carries its attempt's key.
 */
export const buyCoinsMachine = setup({
  types: {
    context: {} as BuyCoinsContext,
    input: {} as BuyCoinsInput,
    events: {} as BuyCoinsEvent,
  },
  actors: {
    /** With Stripe, Stripe's own card field in the form while it shows. */
    cardField: fromCallback<BuyCoinsEvent, { payments: PaymentSetup }>(() => () => {}),
    /** Reads the provider (and loads Stripe.js when it is Stripe). */
    preparePayments: fromPromise<PaymentSetup>(notProvided('preparePayments')),
    createPaymentMethod: fromPromise<PaymentMethod, { card: CardDetails; payments: PaymentSetup }>(notProvided('createPaymentMethod')),
    chargeCard: fromPromise<CoinPaymentAnswer, { packId: string; paymentId: string; idempotencyKey: string; saveCard: boolean }>(
      notProvided('chargeCard'),
    ),
    takeExtraStep: fromPromise<unknown, { clientSecret: string; outcome: ExtraStepOutcome; payments: PaymentSetup }>(
      notProvided('takeExtraStep'),
    ),
  },
  actions: {
    assignPack: assign({ pack: (_, pack: CoinPack) => pack, failure: null }),
    assignPayments: assign({ payments: (_, payments: PaymentSetup) => payments }),
    assignCard: assign((_, { card, saveCard }: { card: CardDetails; saveCard: boolean }) => ({ card, saveCard, failure: null })),
    assignMethod: assign({ method: (_, method: PaymentMethod) => method }),
    assignPayment: assign({ payment: (_, payment: { id: string; clientSecret: string }) => payment }),
    assignOutcome: assign({ outcome: (_, outcome: ExtraStepOutcome) => outcome }),
    /** Each charge is its own attempt with its own key. */
    newAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    assignCoins: assign({ coins: (_, coins: number) => coins }),
    assignFailure: assignFailure(),
    reset: assign(cleared),
    setBalance: sendTo(
      ({ context }) => context.wallet,
      (_, balance: number) => ({ type: 'wallet.balance' as const, balance }),
    ),
    notify: notifyGivenToasts(),
  },
  guards: {
    needsExtraStep: (_, answer: CoinPaymentAnswer) => answer.status === 'REQUIRES_ACTION' && !!answer.clientSecret,
  },
}).createMachine({
  id: 'buyCoins',
  context: ({ input }) => ({ ...input, ...cleared, payments: null, attempt: 0 }),
  initial: 'choosing',
  states: {
    // The coin packs: buying one opens the card form.
    choosing: {
      on: { 'buy.pack': { target: 'preparing', actions: { type: 'assignPack', params: ({ event }) => event.pack } } },
    },
    // Reading which provider takes the card (Stripe.js loads here, only in this flow).
    preparing: {
      invoke: {
        src: 'preparePayments',
        onDone: { target: 'cardPayment', actions: { type: 'assignPayments', params: ({ event }) => event.output } },
        // The packs again, with the reason: no pack is being bought.
        onError: { target: 'choosing', actions: ['reset', { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) }] },
      },
    },
    // The card payment form, drawn while the card is checked and charged. Stripe's card field lives as long:
    // Stripe.js reads the card from it when making the payment method.
    cardPayment: {
      invoke: { src: 'cardField', input: ({ context }) => ({ payments: context.payments! }) },
      initial: 'cardForm',
      states: {
        // Number, expiry, CVC and the pack's price; a refusal's reason shows here.
        cardForm: {
          on: {
            'card.submit': {
              target: 'creatingMethod',
              actions: { type: 'assignCard', params: ({ event }) => ({ card: event.card, saveCard: event.saveCard ?? false }) },
            },
            'buy.cancel': { target: '#buyCoins.choosing', actions: 'reset' },
          },
        },
        // The provider checks the card and makes a payment method of it.
        creatingMethod: {
          invoke: {
            src: 'createPaymentMethod',
            input: ({ context }) => ({ card: context.card!, payments: context.payments! }),
            onDone: { target: 'paying', actions: [{ type: 'assignMethod', params: ({ event }) => event.output }, 'newAttempt'] },
            onError: { target: 'cardForm', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        // The server charges the payment method for the pack.
        paying: {
          invoke: {
            src: 'chargeCard',
            input: ({ context }) => ({
              packId: context.pack!.id,
              paymentId: context.method!.id,
              idempotencyKey: attemptKey(context.attemptSeed, context.attempt),
              saveCard: context.saveCard,
            }),
            onDone: [
              {
                guard: { type: 'needsExtraStep', params: ({ event }) => event.output },
                target: '#buyCoins.extraStep',
                actions: {
                  type: 'assignPayment',
                  params: ({ event }) => ({ id: event.output.paymentId, clientSecret: event.output.clientSecret! }),
                },
              },
              {
                target: '#buyCoins.succeeded',
                actions: [
                  { type: 'assignCoins', params: ({ event }) => event.output.coins },
                  { type: 'setBalance', params: ({ event }) => event.output.walletBalance },
                  { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
                ],
              },
            ],
            onError: { target: 'cardForm', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    // The card asks for an extra authentication step: the buyer completes or fails it.
    extraStep: {
      on: {
        'extraStep.complete': { target: 'authenticating', actions: { type: 'assignOutcome', params: 'COMPLETE' } },
        'extraStep.fail': { target: 'authenticating', actions: { type: 'assignOutcome', params: 'FAIL' } },
      },
    },
    // The provider takes the buyer's answer to the extra step.
    authenticating: {
      invoke: {
        src: 'takeExtraStep',
        input: ({ context }) => ({ clientSecret: context.payment!.clientSecret, outcome: context.outcome!, payments: context.payments! }),
        onDone: { target: 'confirming', actions: 'newAttempt' },
        onError: { target: 'cardPayment', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // The server settles the payment after its extra step: succeeded, or refused with the reason.
    confirming: {
      invoke: {
        src: 'chargeCard',
        input: ({ context }) => ({
          packId: context.pack!.id,
          paymentId: context.payment!.id,
          idempotencyKey: attemptKey(context.attemptSeed, context.attempt),
          saveCard: context.saveCard,
        }),
        onDone: {
          target: 'succeeded',
          actions: [
            { type: 'assignCoins', params: ({ event }) => event.output.coins },
            { type: 'setBalance', params: ({ event }) => event.output.walletBalance },
            { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
          ],
        },
        onError: { target: 'cardPayment', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // The coins are in the wallet: the form says so until closed.
    succeeded: {
      on: { 'buy.done': { target: 'choosing', actions: 'reset' } },
    },
  },
});
