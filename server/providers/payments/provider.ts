import type { Message } from '../../../contract/messages.ts';

// The card provider: Stripe when its keys are set, else the embedded test-card one. See docs/decisions/0017-embedded-providers.md

/** A PaymentIntent as the wallet reads it. */
export interface Intent {
  id: string;
  status: 'succeeded' | 'requires_action' | 'requires_payment_method' | 'requires_confirmation' | 'processing' | 'canceled';
  amountCents: number;
  /** What the browser needs for the extra step (Stripe.js handleNextAction). */
  clientSecret: string | null;
  /** What our server wrote at creation: `user_id`, `pack_id`, `coins`. */
  metadata: Record<string, string>;
  /** Why the last attempt failed, as the provider says it. */
  lastError: string | null;
}

/** A webhook event once its signature is checked. */
export interface WebhookEvent {
  id: string;
  type: string;
  /** The intent the event is about, when it is about one. */
  intent: Intent | null;
}

/** The card was refused: the message is the provider's reason, shown in the form. */
export class CardDeclined extends Error {
  // Error's own message (set by super), narrowed: a declaration only, so no class field redefines it.
  declare readonly message: Message | string;
  readonly intentId: string | null;

  constructor(message: Message | string, intentId: string | null) {
    super(message);
    this.intentId = intentId;
    this.name = 'CardDeclined';
  }
}

/** The payment method is unknown to the provider (forged, or from another account). */
export class UnknownPaymentMethod extends Error {
  constructor() {
    super('unknown payment method');
    this.name = 'UnknownPaymentMethod';
  }
}

/** The webhook's signature does not match its body. */
export class BadSignature extends Error {
  constructor() {
    super('bad webhook signature');
    this.name = 'BadSignature';
  }
}

export interface ChargeInput {
  amountCents: number;
  paymentMethod: string;
  metadata: Record<string, string>;
  /** The buyer's attempt: the same key answers the same intent (a double click pays once). */
  idempotencyKey: string | undefined;
  /** The buyer's customer at the provider, to save the card on or to charge a saved one. */
  customer?: string;
  /** Keep the card for later charges without the buyer (Stripe's `setup_future_usage: 'off_session'`). */
  saveCard?: boolean;
  /** A saved card charged without the buyer at the form (one-click packs, automatic top-up). */
  offSession?: boolean;
}

/** What the wallet shows of a card: never its number. */
export interface CardDetails {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface PaymentProvider {
  readonly name: 'test-card' | 'stripe';
  /** What the browser needs to reach the provider (Stripe's publishable key); null for the embedded one. */
  readonly publishableKey: string | null;
  /** Creates and confirms a PaymentIntent; throws CardDeclined or UnknownPaymentMethod. */
  charge(input: ChargeInput): Promise<Intent>;
  /** A new customer for a person who saves a card. */
  createCustomer(userId: number): Promise<string>;
  /** The card behind a payment method; throws UnknownPaymentMethod. */
  describeMethod(paymentMethod: string): Promise<CardDetails>;
  /** Forgets a saved card at the provider. */
  detach(paymentMethod: string): Promise<void>;
  /** The intent by id, undefined when the provider does not know it. */
  retrieve(id: string): Promise<Intent | undefined>;
  /** The event of a webhook request, its `Stripe-Signature` checked against the raw body; throws BadSignature. */
  verifyWebhook(rawBody: string, signature: string | undefined): WebhookEvent;
}
