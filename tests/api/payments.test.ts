import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LedgerKind, NotificationType, PaymentStatus } from '../../contract/codes';
import { Messages } from '../../contract/messages';
import { Endpoints } from '../../contract/endpoints';
import { coinPacks, ledgerTransactions, notifications, paymentEvents, payments, users } from '../../server/db/schema';
import type { TestCardProvider } from '../../server/providers/payments';
import { backends, createTestApp, verifiedUser, type TestApp } from './harness';
import { expectBooksBalanced } from './ledger-support';
import { startStripeDouble, type StripeDouble } from './stripe-double';

type Login = Awaited<ReturnType<typeof verifiedUser>>;

const CARD = { exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' };

async function withPacks(t: TestApp): Promise<{ small: number; big: number }> {
  const rows = await t.testDatabase.database.db
    .insert(coinPacks)
    .values([
      { coin: 100, priceCents: 99, inappIdentifier: 'coins_100' },
      { coin: 1000, priceCents: 849, inappIdentifier: 'coins_1000' },
    ])
    .onConflictDoNothing()
    .returning();
  return { small: rows[0]!.id, big: rows[1]!.id };
}

function helpers(t: TestApp) {
  const db = () => t.testDatabase.database.db;
  const call = (url: string, body: object | undefined, who: Login, key?: string) =>
    t.app.inject({
      method: body ? 'POST' : 'GET',
      url,
      ...(body ? { payload: body } : {}),
      headers: { authorization: `Bearer ${who.token}`, ...(key ? { 'idempotency-key': key } : {}) },
    });
  const buy = (who: Login, packageId: number, trasactionId: string, key?: string) =>
    call(Endpoints.buyCoins.path, { purchaseData: [{ packageId, trasactionId }] }, who, key);
  const balanceOf = async (id: number) =>
    (await db().select({ balance: users.walletBalance }).from(users).where(eq(users.id, id)))[0]?.balance;
  const purchasesOf = (id: number) =>
    db()
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.payeeId, id), eq(ledgerTransactions.kind, LedgerKind.coinPurchase)));
  const webhook = (payload: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: Endpoints.paymentWebhook.path,
      payload,
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    });
  return { db, call, buy, balanceOf, purchasesOf, webhook };
}

describe.each(backends)('payments with the embedded test-card provider (%s)', (backend) => {
  let t: TestApp;
  let packs: { small: number; big: number };
  let h: ReturnType<typeof helpers>;
  const provider = () => t.app.paymentsService.provider as TestCardProvider;
  /** Waits for the webhooks the provider announced, as Stripe's deliveries would arrive. */
  const webhooksDelivered = () => provider().drain();
  beforeAll(async () => {
    t = await createTestApp(backend);
    packs = await withPacks(t);
    h = helpers(t);
  });
  afterAll(async () => {
    await webhooksDelivered();
    await expectBooksBalanced(h.db());
    await t.close();
  });

  const card = async (who: Login, number: string, extra: Partial<typeof CARD> = {}) => {
    const response = await h.call(Endpoints.testCardPaymentMethod.path, { number, ...CARD, ...extra }, who);
    return response;
  };
  const methodOf = async (who: Login, number: string) => {
    const response = await card(who, number);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: { id: string } }).data.id;
  };

  it('turns a typed card into a payment method as Stripe.js does, refusing a wrong number, expiry or CVC', async () => {
    const buyer = await verifiedUser(t);
    expect((await h.call(Endpoints.paymentConfig.path, undefined, buyer)).json().data).toEqual({
      provider: 'test-card',
      publishable_key: null,
    });
    const made = await card(buyer, '4242 4242 4242 4242');
    expect(made.json().data).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(made.json().data.id).not.toContain('4242424242424242');
    expect((await card(buyer, '4242 4242 4242 4241')).json().message).toBe(Messages.cardNumberInvalid);
    expect((await card(buyer, '4242424242424242', { exp_year: 2001 })).json().message).toBe(Messages.cardExpired);
    expect((await card(buyer, '4242424242424242', { exp_month: 13 })).json().message).toBe(Messages.cardExpiryInvalid);
    expect((await card(buyer, '4242424242424242', { cvc: '12' })).json().message).toBe(Messages.cardCvcInvalid);
    expect((await card(buyer, 'abcd')).statusCode).toBe(400);
    expect((await t.post(Endpoints.testCardPaymentMethod.path, { number: '4242424242424242', ...CARD })).statusCode).toBe(401);
  });

  it('4242 credits the pack once, whichever of the answer and the webhook comes first', async () => {
    const buyer = await verifiedUser(t);
    const answer = await h.buy(buyer, packs.small, await methodOf(buyer, '4242424242424242'), 'buy-attempt-0001');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      success: 1,
      message: Messages.coinsAdded,
      data: { status: PaymentStatus.succeeded, coins: 100, wallet_balance: 100, client_secret: null },
    });
    await webhooksDelivered();
    expect(await h.balanceOf(buyer.id)).toBe(100);
    const [purchase] = await h.purchasesOf(buyer.id);
    const [payment] = await h.db().select().from(payments).where(eq(payments.userId, buyer.id));
    expect(payment).toMatchObject({
      status: 'succeeded',
      coins: 100,
      amountCents: 99,
      provider: 'test-card',
      ledgerTransactionId: purchase!.id,
    });
    expect((await h.db().select().from(paymentEvents)).length).toBeGreaterThan(0);
    expect(
      await h
        .db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, buyer.id), eq(notifications.type, NotificationType.updateWallet))),
    ).toHaveLength(1);

    // A double click carries the same key: one intent, one credit.
    const method = await methodOf(buyer, '4242424242424242');
    const twice = await Promise.all([
      h.buy(buyer, packs.big, method, 'buy-attempt-0002'),
      h.buy(buyer, packs.big, method, 'buy-attempt-0002'),
    ]);
    expect(twice.map((response) => response.json().data.payment_id)).toEqual([
      twice[0]!.json().data.payment_id,
      twice[0]!.json().data.payment_id,
    ]);
    await webhooksDelivered();
    expect(await h.balanceOf(buyer.id)).toBe(1100);
    expect(await h.purchasesOf(buyer.id)).toHaveLength(2);
  });

  it('a declined card says why and changes nothing', async () => {
    const buyer = await verifiedUser(t);
    for (const [number, message] of [
      ['4000000000000002', Messages.cardDeclined],
      ['4000000000009995', Messages.cardInsufficientFunds],
      ['4000000000000069', Messages.cardExpired],
      ['4000000000000127', Messages.cardCvcIncorrect],
      ['4111111111111111', Messages.cardNotTest],
    ] as const) {
      const answer = await h.buy(buyer, packs.small, await methodOf(buyer, number));
      expect(answer.statusCode, number).toBe(402);
      expect(answer.json()).toMatchObject({ success: 0, message });
    }
    await webhooksDelivered();
    expect(await h.balanceOf(buyer.id)).toBe(0);
    expect(await h.purchasesOf(buyer.id)).toEqual([]);
  });

  it('3155 asks for the extra step: completed it credits once, failed it says why; only the buyer can take it', async () => {
    const buyer = await verifiedUser(t);
    const stranger = await verifiedUser(t);
    const asked = await h.buy(buyer, packs.small, await methodOf(buyer, '4000002500003155'));
    expect(asked.json().data).toMatchObject({ status: PaymentStatus.requiresAction, coins: 100, wallet_balance: 0 });
    const { payment_id: paymentId, client_secret: secret } = asked.json().data as { payment_id: string; client_secret: string };
    expect((await h.buy(buyer, packs.small, paymentId)).json().data.status).toBe(PaymentStatus.requiresAction);
    expect((await h.call(Endpoints.testCardAuthenticate.path, { client_secret: secret, outcome: 'complete' }, stranger)).statusCode).toBe(
      404,
    );
    expect((await h.buy(stranger, packs.small, paymentId)).json()).toMatchObject({ success: 0, message: Messages.paymentNotFound });
    expect((await h.buy(buyer, packs.big, paymentId)).json()).toMatchObject({ success: 0, message: Messages.paymentNotFound });

    expect((await h.call(Endpoints.testCardAuthenticate.path, { client_secret: secret, outcome: 'complete' }, buyer)).statusCode).toBe(200);
    const [confirmed] = await Promise.all([h.buy(buyer, packs.small, paymentId), webhooksDelivered()]);
    expect(confirmed.json().data).toMatchObject({ status: PaymentStatus.succeeded, wallet_balance: 100 });
    expect((await h.buy(buyer, packs.small, paymentId)).json().data.wallet_balance).toBe(100);
    expect(await h.purchasesOf(buyer.id)).toHaveLength(1);

    const again = await h.buy(buyer, packs.small, await methodOf(buyer, '4000002500003155'));
    const failed = again.json().data as { payment_id: string; client_secret: string };
    await h.call(Endpoints.testCardAuthenticate.path, { client_secret: failed.client_secret, outcome: 'fail' }, buyer);
    const refused = await h.buy(buyer, packs.small, failed.payment_id);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe(Messages.cardAuthenticationFailed);
    await webhooksDelivered();
    expect(await h.balanceOf(buyer.id)).toBe(100);
  });

  it('refuses a forged payment method, an unknown pack and a malformed purchase', async () => {
    const buyer = await verifiedUser(t);
    const real = await methodOf(buyer, '4242424242424242');
    const forged = real.replace(/\.[^.]+$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await h.buy(buyer, packs.small, forged)).json()).toMatchObject({ success: 0, message: Messages.paymentMethodInvalid });
    expect((await h.buy(buyer, packs.small, 'pm_nothing')).statusCode).toBe(400);
    expect((await h.buy(buyer, 999_999, real)).json()).toMatchObject({ success: 0, message: Messages.coinPackNotFound });
    expect((await h.buy(buyer, packs.small, 'card 4242')).json().message).toBe(Messages.paymentMethodInvalid);
    expect((await h.call(Endpoints.buyCoins.path, { purchaseData: [] }, buyer)).statusCode).toBe(400);
    expect(await h.balanceOf(buyer.id)).toBe(0);
  });

  it('the webhook refuses a bad signature and handles a replayed event once', async () => {
    const buyer = await verifiedUser(t);
    const asked = await h.buy(buyer, packs.small, await methodOf(buyer, '4000002500003155'));
    const { payment_id: paymentId, client_secret: secret } = asked.json().data as { payment_id: string; client_secret: string };
    // Completed at the bank, but the buyer's tab closed: only the webhook brings the coins.
    await provider().authenticate(secret, 'complete');
    const intent = await provider().retrieve(paymentId);
    const payload = JSON.stringify({
      id: 'evt_replayed_once',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: paymentId,
          object: 'payment_intent',
          status: 'succeeded',
          amount: 99,
          currency: 'usd',
          client_secret: secret,
          metadata: intent!.metadata,
          last_payment_error: null,
        },
      },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: provider().webhookSecret });
    expect((await h.webhook(payload)).json()).toMatchObject({ success: 0, message: Messages.webhookSignatureInvalid });
    expect((await h.webhook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' }))).statusCode).toBe(
      400,
    );
    expect((await h.webhook(payload.replace('"amount":99', '"amount":1'), signature)).statusCode).toBe(400);
    const answers = await Promise.all([h.webhook(payload, signature), h.webhook(payload, signature)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json().data.duplicate).sort()).toEqual([false, true]);
    await webhooksDelivered();
    expect(await h.balanceOf(buyer.id)).toBe(100);
    expect(await h.purchasesOf(buyer.id)).toHaveLength(1);
  });
});

describe('payments with Stripe (the official SDK against a local double of its API)', () => {
  let t: TestApp;
  let stripe: StripeDouble;
  let packs: { small: number; big: number };
  let h: ReturnType<typeof helpers>;
  const webhookSecret = 'whsec_test_double_secret';
  beforeAll(async () => {
    stripe = await startStripeDouble();
    t = await createTestApp('pglite', {
      stripe: { secretKey: 'sk_test_double', publishableKey: 'pk_test_double', webhookSecret, apiBase: stripe.url },
    });
    packs = await withPacks(t);
    h = helpers(t);
  });
  afterAll(async () => {
    await expectBooksBalanced(h.db());
    await t.close();
    await stripe.close();
  });

  it('creates and confirms PaymentIntents, says why a card is declined, and settles after the Stripe.js step', async () => {
    const buyer = await verifiedUser(t);
    expect((await h.call(Endpoints.paymentConfig.path, undefined, buyer)).json().data).toEqual({
      provider: 'stripe',
      publishable_key: 'pk_test_double',
    });
    expect((await h.call(Endpoints.testCardPaymentMethod.path, { number: '4242424242424242', ...CARD }, buyer)).statusCode).toBe(404);

    const paid = await h.buy(buyer, packs.small, 'pm_card_visa', 'stripe-attempt-01');
    expect(paid.json().data).toMatchObject({ status: PaymentStatus.succeeded, coins: 100, wallet_balance: 100 });
    const intent = stripe.intents.get(paid.json().data.payment_id as string)!;
    expect(intent).toMatchObject({
      amount: 99,
      currency: 'usd',
      metadata: { user_id: String(buyer.id), pack_id: String(packs.small), coins: '100' },
    });
    // The same key is the same intent at Stripe: no second charge.
    expect((await h.buy(buyer, packs.small, 'pm_card_visa', 'stripe-attempt-01')).json().data.wallet_balance).toBe(100);
    expect(stripe.intents.size).toBe(1);

    const declined = await h.buy(buyer, packs.small, 'pm_card_chargeDeclinedInsufficientFunds');
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe('Your card has insufficient funds.');
    expect((await h.buy(buyer, packs.small, 'pm_forged')).json().message).toBe(Messages.paymentMethodInvalid);

    const asked = await h.buy(buyer, packs.big, 'pm_card_authenticationRequired');
    expect(asked.json().data).toMatchObject({ status: PaymentStatus.requiresAction, wallet_balance: 100 });
    expect(asked.json().data.client_secret).toMatch(/^pi_.+_secret_/);
    stripe.authenticate(asked.json().data.payment_id as string, true);
    expect((await h.buy(buyer, packs.big, asked.json().data.payment_id as string)).json().data).toMatchObject({
      status: PaymentStatus.succeeded,
      wallet_balance: 1100,
    });
    expect(await h.balanceOf(buyer.id)).toBe(1100);
  });

  it('saves a card as a Stripe customer’s payment method, buys off-session in one click, and detaches it when removed', async () => {
    const buyer = await verifiedUser(t);
    const saved = await h.call(
      Endpoints.buyCoins.path,
      { purchaseData: [{ packageId: packs.small, trasactionId: 'pm_card_visa' }], save_card: true },
      buyer,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    // One customer for the buyer at Stripe, the card attached to it by the charge that saved it.
    const customer = [...stripe.customers.values()].find((one) => (one.metadata as Record<string, string>).user_id === String(buyer.id));
    expect(customer).toBeDefined();
    expect(stripe.attached.get('pm_card_visa')).toBe(customer!.id);
    expect(stripe.intents.get(saved.json().data.payment_id as string)).toMatchObject({
      customer: customer!.id,
      setup_future_usage: 'off_session',
    });
    const cards = (await h.call(Endpoints.savedCards.path, undefined, buyer)).json().data.cards as { id: number }[];
    expect(cards).toEqual([{ id: expect.any(Number), brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 }]);

    // One click: the saved method, charged off session for the same customer; no card form.
    const oneClick = await h.call(
      Endpoints.buyWithSavedCard.path,
      { card_id: cards[0]!.id, package_id: packs.big },
      buyer,
      'stripe-one-click-1',
    );
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json().data).toMatchObject({ status: PaymentStatus.succeeded, coins: 1000 });
    expect(stripe.intents.get(oneClick.json().data.payment_id as string)).toMatchObject({
      customer: customer!.id,
      payment_method: 'pm_card_visa',
      off_session: true,
    });
    expect(await h.balanceOf(buyer.id)).toBe(1100);

    // Removed: detached at Stripe, so nothing can charge it off session any more.
    expect((await h.call(Endpoints.removeCard.path, { card_id: cards[0]!.id }, buyer)).statusCode).toBe(200);
    expect(stripe.attached.has('pm_card_visa')).toBe(false);
    expect((await h.call(Endpoints.savedCards.path, undefined, buyer)).json().data.cards).toEqual([]);
    expect((await h.call(Endpoints.buyWithSavedCard.path, { card_id: cards[0]!.id, package_id: packs.small }, buyer)).statusCode).toBe(404);
    expect(await h.balanceOf(buyer.id)).toBe(1100);
  });

  it("checks Stripe's webhook signature with the SDK and credits a replayed event once", async () => {
    const buyer = await verifiedUser(t);
    const asked = await h.buy(buyer, packs.small, 'pm_card_authenticationRequired');
    const paymentId = asked.json().data.payment_id as string;
    stripe.authenticate(paymentId, true);
    const payload = JSON.stringify({
      id: 'evt_stripe_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: stripe.intents.get(paymentId) },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect((await h.webhook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' }))).statusCode).toBe(400);
    for (let i = 0; i < 3; i++) expect((await h.webhook(payload, signature)).statusCode).toBe(200);
    // The buyer's confirmation arrives after the webhook: nothing more.
    expect((await h.buy(buyer, packs.small, paymentId)).json().data.wallet_balance).toBe(100);
    expect(await h.balanceOf(buyer.id)).toBe(100);
    expect(await h.purchasesOf(buyer.id)).toHaveLength(1);
  });
});
