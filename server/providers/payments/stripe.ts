import Stripe from 'stripe';
import type { StripeConfig } from '../../config.ts';
import {
  CardDeclined,
  UnknownPaymentMethod,
  type CardDetails,
  type ChargeInput,
  type Intent,
  type PaymentProvider,
  type WebhookEvent,
} from './provider.ts';
import { fromStripeShape, readWebhook } from './test-card.ts';

/**
 * Stripe through its SDK: PaymentIntents with Stripe.js's payment method, confirmed by the signed webhook too;
 * `apiBase` points at a double in tests.
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;
  private readonly config: StripeConfig;

  constructor(config: StripeConfig) {
    this.config = config;
    this.publishableKey = config.publishableKey;
    const base = config.apiBase ? new URL(config.apiBase) : undefined;
    this.stripe = new Stripe(config.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(base
        ? {
            host: base.hostname,
            port: base.port || (base.protocol === 'https:' ? 443 : 80),
            protocol: base.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
  }

  async charge({ amountCents, paymentMethod, metadata, idempotencyKey, customer, saveCard, offSession }: ChargeInput): Promise<Intent> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency: 'usd',
          payment_method: paymentMethod,
          // Cards only, and no redirect: the extra step happens in Stripe.js on our page.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          confirm: true,
          metadata,
          ...(customer ? { customer } : {}),
          ...(saveCard ? { setup_future_usage: 'off_session' as const } : {}),
          ...(offSession ? { off_session: true } : {}),
        },
        idempotencyKey ? { idempotencyKey } : undefined,
      );
      return fromStripeShape(intent);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) throw new CardDeclined(error.message, error.payment_intent?.id ?? null);
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.param === 'payment_method') throw new UnknownPaymentMethod();
      throw error;
    }
  }

  async createCustomer(userId: number): Promise<string> {
    const customer = await this.stripe.customers.create({ metadata: { user_id: String(userId) } });
    return customer.id;
  }

  async describeMethod(paymentMethod: string): Promise<CardDetails> {
    try {
      const method = await this.stripe.paymentMethods.retrieve(paymentMethod);
      if (!method.card) throw new UnknownPaymentMethod();
      return { brand: method.card.brand, last4: method.card.last4, expMonth: method.card.exp_month, expYear: method.card.exp_year };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) throw new UnknownPaymentMethod();
      throw error;
    }
  }

  async detach(paymentMethod: string): Promise<void> {
    try {
      await this.stripe.paymentMethods.detach(paymentMethod);
    } catch (error) {
      // Detached already (or never attached): the card is gone either way.
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    }
  }

  async retrieve(id: string): Promise<Intent | undefined> {
    try {
      return fromStripeShape(await this.stripe.paymentIntents.retrieve(id));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return undefined;
      throw error;
    }
  }

  verifyWebhook(rawBody: string, signature: string | undefined): WebhookEvent {
    return readWebhook(rawBody, signature, this.config.webhookSecret);
  }
}
