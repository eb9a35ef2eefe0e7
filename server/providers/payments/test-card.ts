import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { Messages } from '../../../contract/messages.ts';
import type { TestCardBody } from '../../../contract/wallet.ts';
import type { Db } from '../../db/client.ts';
import { testCardIntents, type TestCardIntentRow } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import {
  BadSignature,
  CardDeclined,
  UnknownPaymentMethod,
  type CardDetails,
  type ChargeInput,
  type Intent,
  type PaymentProvider,
  type WebhookEvent,
} from './provider.ts';

// Stripe's test mode on this machine. See docs/decisions/0017-embedded-providers.md

type Outcome =
  'succeed' | 'decline' | 'decline_off_session' | 'insufficient_funds' | 'expired_card' | 'incorrect_cvc' | 'authenticate' | 'not_test';

/** Stripe's test numbers and what Stripe's test mode does with each. */
const TEST_CARDS: Record<string, { brand: string; outcome: Outcome }> = {
  '4242424242424242': { brand: 'visa', outcome: 'succeed' },
  '4000056655665556': { brand: 'visa', outcome: 'succeed' },
  '5555555555554444': { brand: 'mastercard', outcome: 'succeed' },
  '378282246310005': { brand: 'amex', outcome: 'succeed' },
  '4000000000000002': { brand: 'visa', outcome: 'decline' },
  '4000000000009995': { brand: 'visa', outcome: 'insufficient_funds' },
  '4000000000000069': { brand: 'visa', outcome: 'expired_card' },
  '4000000000000127': { brand: 'visa', outcome: 'incorrect_cvc' },
  '4000002500003155': { brand: 'visa', outcome: 'authenticate' },
  '4000002760003184': { brand: 'visa', outcome: 'authenticate' },
  // As Stripe's 4000 0000 0000 0341 (attaches, later charges fail): paid at the form, declined once saved.
  '4000000000000341': { brand: 'visa', outcome: 'decline_off_session' },
};

const DECLINES: Partial<Record<Outcome, string>> = {
  decline: Messages.cardDeclined,
  insufficient_funds: Messages.cardInsufficientFunds,
  expired_card: Messages.cardExpired,
  incorrect_cvc: Messages.cardCvcIncorrect,
  not_test: Messages.cardNotTest,
};

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

interface MethodClaims {
  /** What charging it does. */
  o: Outcome;
  brand: string;
  last4: string;
  /** Expiry month and year, shown for a saved card. */
  m: number;
  y: number;
}

/** Sends a signed webhook request to our own endpoint (in process: `app.inject`). */
export type WebhookSender = (payload: string, signature: string) => Promise<void>;

export class TestCardProvider implements PaymentProvider {
  readonly name = 'test-card' as const;
  readonly publishableKey = null;
  /** Webhooks still on their way: closing the app waits for them. */
  private readonly pending = new Set<Promise<void>>();
  private sendWebhook: WebhookSender | undefined;

  private readonly db: Db;
  private readonly secret: string;
  /** The signing secret of our webhook endpoint, as Stripe's `whsec_…`. */
  readonly webhookSecret: string;
  private readonly clock: () => number;

  constructor(db: Db, secret: string, webhookSecret: string, clock: () => number) {
    this.db = db;
    this.secret = secret;
    this.webhookSecret = webhookSecret;
    this.clock = clock;
  }

  /** Where announced events go; until set, none are sent (the confirmation still credits). */
  deliverWebhooksTo(sender: WebhookSender): void {
    this.sendWebhook = sender;
  }

  async drain(): Promise<void> {
    await Promise.allSettled([...this.pending]);
  }

  /** A card from the form as a payment method: refused as Stripe.js refuses it (number, expiry, CVC). */
  createPaymentMethod(card: TestCardBody): { id: string; brand: string; last4: string } {
    const number = card.number.replace(/ /g, '');
    if (number.length < 12 || number.length > 19 || !luhnValid(number)) throw badRequest(Messages.cardNumberInvalid);
    const now = new Date(this.clock());
    const [year, month] = [now.getUTCFullYear(), now.getUTCMonth() + 1];
    if (card.exp_year < year || (card.exp_year === year && card.exp_month < month)) throw badRequest(Messages.cardExpired);
    if (card.exp_year > year + 50) throw badRequest(Messages.cardExpiryInvalid);
    const known = TEST_CARDS[number];
    const cvcLength = known?.brand === 'amex' ? 4 : 3;
    if (card.cvc.length !== cvcLength) throw badRequest(Messages.cardCvcInvalid);
    const claims: MethodClaims = {
      o: known?.outcome ?? 'not_test',
      brand: known?.brand ?? 'unknown',
      last4: number.slice(-4),
      m: card.exp_month,
      y: card.exp_year,
    };
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return { id: `pm_${body}.${this.sign(body)}`, brand: claims.brand, last4: claims.last4 };
  }

  async charge(input: ChargeInput): Promise<Intent> {
    const { amountCents, paymentMethod, metadata, idempotencyKey, offSession } = input;
    const claims = this.readMethod(paymentMethod);
    if (idempotencyKey) {
      const [earlier] = await this.db.select().from(testCardIntents).where(eq(testCardIntents.idempotencyKey, idempotencyKey));
      if (earlier) return this.answer(earlier, false);
    }
    const id = `pi_${randomBytes(12).toString('hex')}`;
    const outcome: Outcome = claims.o === 'decline_off_session' ? (offSession ? 'decline' : 'succeed') : claims.o;
    const decline = DECLINES[outcome];
    // A saved card was authenticated when it was saved, as Stripe exempts merchant-initiated charges.
    const status = decline ? 'requires_payment_method' : outcome === 'authenticate' && !offSession ? 'requires_action' : 'succeeded';
    const [row] = await this.db
      .insert(testCardIntents)
      .values({
        id,
        clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        idempotencyKey: idempotencyKey ?? null,
        amountCents,
        currency: 'usd',
        status,
        paymentMethod,
        metadata,
        lastError: decline ?? null,
      })
      .onConflictDoNothing({ target: testCardIntents.idempotencyKey })
      .returning();
    // The same key in a parallel request: the first intent answers both.
    if (!row) return this.charge(input);
    return this.answer(row, true);
  }

  /** What Stripe does with an intent: a decline throws, a success is announced to the webhook. */
  private answer(row: TestCardIntentRow, fresh: boolean): Intent {
    const intent = toIntent(row);
    if (row.status === 'requires_payment_method') throw new CardDeclined(row.lastError ?? Messages.cardDeclined, row.id);
    if (row.status === 'succeeded' && fresh) this.announce('payment_intent.succeeded', intent);
    return intent;
  }

  async createCustomer(): Promise<string> {
    return `cus_${randomBytes(10).toString('hex')}`;
  }

  async describeMethod(paymentMethod: string): Promise<CardDetails> {
    const claims = this.readMethod(paymentMethod);
    // Methods made before expiries were kept carry none: they cannot be saved.
    if (!claims.m || !claims.y) throw new UnknownPaymentMethod();
    return { brand: claims.brand, last4: claims.last4, expMonth: claims.m, expYear: claims.y };
  }

  async detach(): Promise<void> {}

  async retrieve(id: string): Promise<Intent | undefined> {
    const [row] = await this.db.select().from(testCardIntents).where(eq(testCardIntents.id, id));
    return row ? toIntent(row) : undefined;
  }

  /** The bank's extra step (3-D Secure) on the buyer's side: completed, the intent succeeds; failed, it needs another card. */
  async authenticate(clientSecret: string, outcome: 'complete' | 'fail'): Promise<Intent | undefined> {
    const [row] = await this.db
      .update(testCardIntents)
      .set(
        outcome === 'complete'
          ? { status: 'succeeded', lastError: null }
          : { status: 'requires_payment_method', lastError: Messages.cardAuthenticationFailed },
      )
      .where(eq(testCardIntents.clientSecret, clientSecret))
      .returning();
    if (!row) return undefined;
    const intent = toIntent(row);
    this.announce(outcome === 'complete' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed', intent);
    return intent;
  }

  verifyWebhook(rawBody: string, signature: string | undefined): WebhookEvent {
    return readWebhook(rawBody, signature, this.webhookSecret);
  }

  /** Signs an event as Stripe signs its webhooks and sends it after the current request, as a separate delivery. */
  private announce(type: string, intent: Intent): void {
    const send = this.sendWebhook;
    if (!send) return;
    const payload = JSON.stringify({
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      type,
      data: { object: stripeShape(intent) },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: this.webhookSecret });
    const delivery = new Promise<void>((resolve) => setImmediate(resolve)).then(() => send(payload, signature));
    this.pending.add(delivery);
    void delivery.catch(() => {}).finally(() => this.pending.delete(delivery));
  }

  private readMethod(id: string): MethodClaims {
    const match = /^pm_([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(id);
    if (!match?.[1] || !match[2]) throw new UnknownPaymentMethod();
    const expected = Buffer.from(this.sign(match[1]));
    const given = Buffer.from(match[2]);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new UnknownPaymentMethod();
    return JSON.parse(Buffer.from(match[1], 'base64url').toString()) as MethodClaims;
  }

  private sign(body: string): string {
    return createHmac('sha256', this.secret).update(`test-card:${body}`).digest('base64url');
  }
}

const toIntent = (row: TestCardIntentRow): Intent => ({
  id: row.id,
  status: row.status,
  amountCents: row.amountCents,
  clientSecret: row.clientSecret,
  metadata: row.metadata,
  lastError: row.lastError,
});

/** An intent as Stripe's API writes it (the webhook's data.object). */
export const stripeShape = (intent: Intent) => ({
  id: intent.id,
  object: 'payment_intent',
  status: intent.status,
  amount: intent.amountCents,
  currency: 'usd',
  client_secret: intent.clientSecret,
  metadata: intent.metadata,
  last_payment_error: intent.lastError ? { message: intent.lastError } : null,
});

/** Reads a Stripe PaymentIntent object (from the API or a webhook). */
export function fromStripeShape(object: Stripe.PaymentIntent): Intent {
  return {
    id: object.id,
    status: object.status as Intent['status'],
    amountCents: object.amount,
    clientSecret: object.client_secret,
    metadata: { ...object.metadata },
    lastError: object.last_payment_error?.message ?? null,
  };
}

/** Checks a webhook's `Stripe-Signature` with Stripe's own code and reads its event. */
export function readWebhook(rawBody: string, signature: string | undefined, secret: string): WebhookEvent {
  let event: Stripe.Event;
  try {
    if (!signature) throw new BadSignature();
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new BadSignature();
  }
  const object = event.data.object as { object?: string };
  return {
    id: event.id,
    type: event.type,
    intent: object.object === 'payment_intent' ? fromStripeShape(object as Stripe.PaymentIntent) : null,
  };
}
