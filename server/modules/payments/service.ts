import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LedgerKind, NotificationType, PaymentStatus } from '../../../contract/codes.ts';
import { Messages, type Message } from '../../../contract/messages.ts';
import { Endpoints } from '../../../contract/endpoints.ts';
import type { InappPaymentResponse, PaymentConfigResponse, PurchaseData } from '../../../contract/wallet.ts';
import type { Static } from 'typebox';
import { IDEMPOTENCY_HEADER } from '../../../contract/wallet.ts';
import type { UserRow } from '../../db/schema.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { ApiError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { viewerOf } from '../../plugins/auth.ts';
import {
  BadSignature,
  CardDeclined,
  createPaymentProvider,
  TestCardProvider,
  UnknownPaymentMethod,
  type Intent,
  type PaymentProvider,
} from '../../providers/payments/index.ts';
import type { Book } from '../wallet/service.ts';
import { balanceOf } from '../wallet/repository.ts';
import { findCoinPack, firstDelivery, linkLedger, markFailed, upsertPayment } from './repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Coin packs bought by card, credited once per payment whichever of the confirmation and the webhook arrives first. */
    paymentsService: PaymentsService;
  }
}

export interface PaymentsService {
  readonly provider: PaymentProvider;
  config(): PaymentConfigResponse['data'];
  /** Charges a pack with a payment method (`pm_…`), or settles a payment after its extra step (`pi_…`). */
  purchase(viewer: UserRow, purchase: Static<typeof PurchaseData>, key: string | undefined): Promise<InappPaymentResponse['data']>;
  /** A signed webhook: 'duplicate' when its event was handled before. */
  webhook(rawBody: string, signature: string | undefined): Promise<'handled' | 'duplicate'>;
}

/** The metadata our server writes on every intent, read back from the provider (whoever calls first). */
function purchaseOf(intent: Intent): { userId: number; packId: number; coins: number } | undefined {
  const [userId, packId, coins] = [intent.metadata.user_id, intent.metadata.pack_id, intent.metadata.coins].map(Number);
  if (![userId, packId, coins].every((value) => Number.isSafeInteger(value) && (value ?? 0) > 0)) return undefined;
  return { userId: userId!, packId: packId!, coins: coins! };
}

/** A card the provider refused: 402 with its reason (ours for the test cards, Stripe's own words otherwise). */
const declined = (reason: string) => new ApiError(402, reason as Message);

async function paymentsService(app: FastifyInstance) {
  const { db, walletService: wallet } = app;
  const provider = createPaymentProvider(app.config, db, app.clock);

  if (provider instanceof TestCardProvider) {
    // The embedded provider announces succeeded intents to our own webhook, signed, as Stripe would.
    provider.deliverWebhooksTo(async (payload, signature) => {
      const response = await app.inject({
        method: 'POST',
        url: Endpoints.paymentWebhook.path,
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      });
      if (response.statusCode !== 200) app.log.error({ statusCode: response.statusCode }, 'test-card webhook refused');
    });
    app.addHook('preClose', () => provider.drain());
  }

  /** Credits the intent's coins once (key `payment:<intent>`), in the settling transaction. */
  const credit = async (book: Book, intent: Intent): Promise<void> => {
    const purchase = purchaseOf(intent);
    if (!purchase) {
      app.log.error({ payment: intent.id }, 'succeeded payment without our metadata: not credited');
      return;
    }
    const payment = await upsertPayment(book.tx, {
      userId: purchase.userId,
      coinPackId: purchase.packId,
      coins: purchase.coins,
      amountCents: intent.amountCents,
      provider: provider.name,
      providerPaymentId: intent.id,
      status: 'succeeded',
    });
    const posted = await book.move({
      key: `payment:${intent.id}`,
      kind: LedgerKind.coinPurchase,
      payerId: null,
      payeeId: purchase.userId,
      amount: purchase.coins,
      data: { coins: purchase.coins, amount_cents: intent.amountCents, payment: intent.id },
      legs: [
        { account: { system: 'card_purchases' }, amount: -purchase.coins },
        { account: { user: purchase.userId }, amount: purchase.coins },
      ],
    });
    if (posted.replayed) return;
    await linkLedger(book.tx, payment.id, posted.transactionId);
    await book.raise({
      to: purchase.userId,
      type: NotificationType.updateWallet,
      actorId: null,
      data: { coins: purchase.coins, kind: LedgerKind.coinPurchase },
      repeatable: true,
    });
  };

  /** What the buyer's call answers for an intent as the provider has it now. */
  const settleIntent = async (viewer: UserRow, intent: Intent, coins: number): Promise<InappPaymentResponse['data']> => {
    if (intent.status === 'succeeded') {
      await wallet.settle((book) => credit(book, intent));
      return {
        status: PaymentStatus.succeeded,
        payment_id: intent.id,
        coins,
        wallet_balance: await balanceOf(db, viewer.id),
        client_secret: null,
      };
    }
    if (intent.status === 'requires_action') {
      return {
        status: PaymentStatus.requiresAction,
        payment_id: intent.id,
        coins,
        wallet_balance: await balanceOf(db, viewer.id),
        client_secret: intent.clientSecret,
      };
    }
    if (intent.status === 'requires_payment_method' || intent.status === 'canceled') {
      await markFailed(db, intent.id);
      throw declined(intent.lastError ?? Messages.cardDeclined);
    }
    throw conflict(Messages.paymentPending);
  };

  const service: PaymentsService = {
    provider,

    config: () => ({ provider: provider.name, publishable_key: provider.publishableKey }),

    async purchase(viewer, { packageId, trasactionId }, key) {
      const pack = await findCoinPack(db, packageId);
      if (!pack) throw notFound(Messages.coinPackNotFound);

      if (trasactionId.startsWith('pi_')) {
        // After the extra step: only the buyer's own payment for this pack.
        const intent = await provider.retrieve(trasactionId);
        const purchase = intent && purchaseOf(intent);
        if (!intent || purchase?.userId !== viewer.id || purchase.packId !== pack.id) throw notFound(Messages.paymentNotFound);
        return settleIntent(viewer, intent, purchase.coins);
      }

      let intent: Intent;
      try {
        intent = await provider.charge({
          amountCents: pack.priceCents,
          paymentMethod: trasactionId,
          metadata: { user_id: String(viewer.id), pack_id: String(pack.id), coins: String(pack.coin) },
          idempotencyKey: key ? `u${viewer.id}:${key}` : undefined,
        });
      } catch (error) {
        if (error instanceof UnknownPaymentMethod) throw badRequest(Messages.paymentMethodInvalid);
        if (error instanceof CardDeclined) throw declined(error.message);
        throw error;
      }
      if (intent.status === 'requires_action') {
        await upsertPayment(db, {
          userId: viewer.id,
          coinPackId: pack.id,
          coins: pack.coin,
          amountCents: intent.amountCents,
          provider: provider.name,
          providerPaymentId: intent.id,
          status: 'requires_action',
        });
      }
      return settleIntent(viewer, intent, pack.coin);
    },

    async webhook(rawBody, signature) {
      let event;
      try {
        event = provider.verifyWebhook(rawBody, signature);
      } catch (error) {
        if (error instanceof BadSignature) throw badRequest(Messages.webhookSignatureInvalid);
        throw error;
      }
      return wallet.settle(async (book) => {
        if (!(await firstDelivery(book.tx, event.id, event.type))) return 'duplicate' as const;
        if (event.intent && event.type === 'payment_intent.succeeded') await credit(book, event.intent);
        if (event.intent && event.type === 'payment_intent.payment_failed') await markFailed(book.tx, event.intent.id);
        return 'handled' as const;
      });
    },
  };
  app.decorate('paymentsService', service);
}

export default fp(paymentsService, { name: 'payments-service', dependencies: ['db', 'config', 'wallet-service'] });

const WEBHOOK_BODY_LIMIT = 256 * 1024;

/** Buying coin packs by card (spec §7 inapp-payment), the provider's signed webhook and the embedded test-card provider's browser side. */
export const paymentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const payments = app.paymentsService;
  const testCards = payments.provider instanceof TestCardProvider ? payments.provider : undefined;

  // The webhook proves itself by its signature over the raw body, so it takes no session and its JSON stays text.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    serve(webhook, Endpoints.paymentWebhook, async (request) => {
      const signature = request.headers['stripe-signature'];
      const outcome = await payments.webhook(
        typeof request.body === 'string' ? request.body : '',
        typeof signature === 'string' ? signature : undefined,
      );
      return answer('', { duplicate: outcome === 'duplicate' });
    });
  });

  serve(app, Endpoints.paymentConfig, async () => answer('', payments.config()));

  serve(app, Endpoints.buyCoins, async (request) => {
    const [purchase] = request.body.purchaseData;
    const data = await payments.purchase(viewerOf(request), purchase!, request.headers[IDEMPOTENCY_HEADER]);
    return answer(data.status === 'succeeded' ? Messages.coinsAdded : '', data);
  });

  serve(app, Endpoints.testCardPaymentMethod, async (request) => {
    if (!testCards) throw notFound(Messages.notFound);
    return answer('', testCards.createPaymentMethod(request.body));
  });

  serve(app, Endpoints.testCardAuthenticate, async (request) => {
    if (!testCards) throw notFound(Messages.notFound);
    // Only the buyer takes their card's extra step.
    const intentId = request.body.client_secret.split('_secret_')[0] ?? '';
    const intent = await testCards.retrieve(intentId);
    if (!intent || intent.metadata.user_id !== String(viewerOf(request).id) || intent.status !== 'requires_action')
      throw notFound(Messages.paymentNotFound);
    const after = await testCards.authenticate(request.body.client_secret, request.body.outcome);
    return answer('', { payment_id: intentId, status: after?.status ?? intent.status });
  });
};
