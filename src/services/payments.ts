import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { Messages } from '../../contract/messages';
import type { Gateway } from '../gateway/client';
import type { BuyCoinsMutation, CreateTestCardPaymentMethodMutation } from '../gateway/generated/graphql';
import { GatewayError, runOperation } from './gatewayError';

type Provider = 'TEST_CARD' | 'STRIPE';
export interface PaymentSetup {
  provider: Provider;
  publishableKey: string | null;
}
export interface CardDetails {
  number: string;
  expiry: string;
  cvc: string;
}

/**
 * Card payments for coin packs (DESIGN.md, money): the provider makes the card a payment method in the browser, the
 * server charges it. See docs/decisions/0017-embedded-providers.md
 */
export interface PaymentsApi {
  setup(signal?: AbortSignal): Promise<PaymentSetup>;
  /** With Stripe: mounts Stripe's card field into the element of that id once it is in the page; the returned function unmounts it. */
  mountStripeCard(elementId: string): () => void;
  createPaymentMethod(
    input: { card: CardDetails; payments: PaymentSetup },
    signal?: AbortSignal,
  ): Promise<CreateTestCardPaymentMethodMutation['createTestCardPaymentMethod']>;
  charge(
    input: { packId: string; paymentId: string; idempotencyKey: string; saveCard: boolean },
    signal?: AbortSignal,
  ): Promise<BuyCoinsMutation['buyCoins']>;
  takeExtraStep(input: { clientSecret: string; outcome: 'COMPLETE' | 'FAIL'; payments: PaymentSetup }, signal?: AbortSignal): Promise<void>;
}

/** The card's expiry as typed (MM/YY): month and four-digit year, or null when it cannot be read. */
function readExpiry(expiry: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  return { expMonth, expYear: year < 100 ? 2000 + year : year };
}

/** A provider's refusal, as the card form shows it. */
const refused = (message: string | undefined) => new GatewayError('BAD_REQUEST', 402, message || Messages.cardDeclined);

export function createPaymentsApi(gateway: Gateway): PaymentsApi {
  let stripe: Stripe | null = null;
  let card: StripeCardElement | null = null;

  async function loadStripe(publishableKey: string) {
    if (stripe) return stripe;
    // Stripe.js only in this flow: never in the first load.
    const { loadStripe: load } = await import('@stripe/stripe-js');
    stripe = await load(publishableKey);
    if (!stripe) throw refused(Messages.somethingWentWrong);
    return stripe;
  }

  return {
    async setup(signal) {
      const { paymentConfig } = await runOperation(gateway, 'PaymentConfig', {}, signal);
      const payments = { provider: paymentConfig.provider, publishableKey: paymentConfig.publishableKey };
      if (payments.provider === 'STRIPE') await loadStripe(payments.publishableKey ?? '');
      return payments;
    },
    mountStripeCard(elementId) {
      if (!stripe) return () => {};
      const mounted = stripe.elements().create('card', { hidePostalCode: true });
      let frame = 0;
      // The form draws its container right after the machine enters the card form: wait for it.
      const mountWhenDrawn = () => {
        const element = document.getElementById(elementId);
        if (element) {
          mounted.mount(element);
          card = mounted;
        } else frame = requestAnimationFrame(mountWhenDrawn);
      };
      mountWhenDrawn();
      return () => {
        cancelAnimationFrame(frame);
        mounted.destroy();
        if (card === mounted) card = null;
      };
    },
    async createPaymentMethod({ card: typed, payments }, signal) {
      if (payments.provider === 'STRIPE') {
        if (!stripe || !card) throw refused(Messages.cardNumberInvalid);
        const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card });
        if (error || !paymentMethod) throw refused(error?.message);
        return { id: paymentMethod.id, brand: paymentMethod.card?.brand ?? '', last4: paymentMethod.card?.last4 ?? '' };
      }
      const expiry = readExpiry(typed.expiry);
      if (!expiry) throw refused(Messages.cardExpiryInvalid);
      const input = { number: typed.number.replace(/\s/g, ''), cvc: typed.cvc.trim(), ...expiry };
      return (await runOperation(gateway, 'CreateTestCardPaymentMethod', { input }, signal)).createTestCardPaymentMethod;
    },
    charge: async (input, signal) => (await runOperation(gateway, 'BuyCoins', input, signal)).buyCoins,
    async takeExtraStep({ clientSecret, outcome, payments }, signal) {
      if (payments.provider === 'STRIPE') {
        // Stripe shows the bank's own step; failing it there (or here) leaves the payment unconfirmed for the server to refuse.
        if (outcome === 'FAIL' || !stripe) return;
        const { error } = await stripe.handleNextAction({ clientSecret });
        if (error) throw refused(error.message);
        return;
      }
      await runOperation(gateway, 'TakeTestCardExtraStep', { clientSecret, outcome }, signal);
    },
  };
}
