import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LedgerKind, NotificationType, PaymentStatus } from '../../../contract/codes.ts';
import { Messages, type Message } from '../../../contract/messages.ts';
import { Endpoints } from '../../../contract/endpoints.ts';
import type { InappPaymentResponse, PaymentConfigResponse, PurchaseData } from '../../../contract/wallet.ts';
import type { Static } from 'typebox';
import { IDEMPOTENCY_HEADER } from '../../../contract/wallet.ts';
import type { CoinPackRow, SavedCardRow, UserRow } from '../../db/schema.ts';
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
  type ChargeInput,
  type Intent,
  type PaymentProvider,
} from '../../providers/payments/index.ts';
import type { Book } from '../wallet/service.ts';
import { balanceOf } from '../wallet/repository.ts';
import {
  closeTopUpRound,
  customerOf,
  findCoinPack,
  firstDelivery,
  keepCustomer,
  linkLedger,
  markFailed,
  saveCard,
  upsertPayment,
} from './repository.ts';

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
  purchase(
    viewer: UserRow,
    purchase: Static<typeof PurchaseData>,
    key: string | undefined,
    save?: boolean,
  ): Promise<InappPaymentResponse['data']>;
  /**
   * Charges a saved card for a pack without the buyer at the form (one click, or automatic top-up with its
   * round); `providerKey` is the provider's idempotency key. A declined card throws 402 with `declinedAs`, or the provider's reason.
   */
  chargeSavedCard(
    viewer: UserRow,
    card: SavedCardRow,
    pack: CoinPackRow,
    providerKey: string,
    topUp?: { round: number; declinedAs: Message },
  ): Promise<InappPaymentResponse['data']>;
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

  /** The card of a first payment made with "save this card", as the provider described it when it was charged. */
  const keepSavedCard = async (book: Book, userId: number, intent: Intent) => {
    const { save_card: save, payment_method: method, brand, last4, exp_month: month, exp_year: year } = intent.metadata;
    if (save !== '1' || !method || !brand || !last4 || !/^[0-9]{4}$/.test(last4)) return;
    await saveCard(book.tx, {
      userId,
      provider: provider.name,
      paymentMethodId: method,
      brand,
      last4,
      expMonth: Number(month),
      expYear: Number(year),
    });
  };

  /** The person's customer at the provider, made the first time they save a card. */
  const customerFor = async (userId: number): Promise<string> =>
    (await customerOf(db, userId, provider.name)) ?? keepCustomer(db, userId, provider.name, await provider.createCustomer(userId));

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
    await keepSavedCard(book, purchase.userId, intent);
    const round = Number(intent.metadata.top_up_round);
    if (intent.metadata.top_up_round !== undefined && Number.isSafeInteger(round)) await closeTopUpRound(book.tx, purchase.userId, round);
    await book.raise({
      to: purchase.userId,
      type: NotificationType.updateWallet,
      actorId: null,
      data: { coins: purchase.coins, kind: LedgerKind.coinPurchase },
      repeatable: true,
    });
  };

  /** What the buyer's call answers for an intent as the provider has it now. */
  const settleIntent = async (
    viewer: UserRow,
    intent: Intent,
    coins: number,
    declinedAs?: Message,
  ): Promise<InappPaymentResponse['data']> => {
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
      throw declined(declinedAs ?? intent.lastError ?? Messages.cardDeclined);
    }
    throw conflict(Messages.paymentPending);
  };

  /** Charges `pack` with a payment method and answers as the provider has the payment; a refusal throws 402. */
  const chargePack = async (
    viewer: UserRow,
    pack: CoinPackRow,
    charge: Omit<ChargeInput, 'amountCents'>,
    declinedAs?: Message,
  ): Promise<InappPaymentResponse['data']> => {
    let intent: Intent;
    try {
      intent = await provider.charge({
        ...charge,
        amountCents: pack.priceCents,
        metadata: { ...charge.metadata, user_id: String(viewer.id), pack_id: String(pack.id), coins: String(pack.coin) },
      });
    } catch (error) {
      if (error instanceof UnknownPaymentMethod) throw badRequest(Messages.paymentMethodInvalid);
      if (error instanceof CardDeclined) throw declined(declinedAs ?? error.message);
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
    return settleIntent(viewer, intent, pack.coin, declinedAs);
  };

  const service: PaymentsService = {
    provider,

    config: () => ({ provider: provider.name, publishable_key: provider.publishableKey }),

    async purchase(viewer, { packageId, trasactionId }, key, save = false) {
      const pack = await findCoinPack(db, packageId);
      if (!pack) throw notFound(Messages.coinPackNotFound);

      if (trasactionId.startsWith('pi_')) {
        // After the extra step: only the buyer's own payment for this pack.
        const intent = await provider.retrieve(trasactionId);
        const purchase = intent && purchaseOf(intent);
        if (!intent || purchase?.userId !== viewer.id || purchase.packId !== pack.id) throw notFound(Messages.paymentNotFound);
        return settleIntent(viewer, intent, purchase.coins);
      }

      let saving: { metadata: Record<string, string>; customer: string } | undefined;
      if (save) {
        try {
          const card = await provider.describeMethod(trasactionId);
          saving = {
            customer: await customerFor(viewer.id),
            metadata: {
              save_card: '1',
              payment_method: trasactionId,
              brand: card.brand,
              last4: card.last4,
              exp_month: String(card.expMonth),
              exp_year: String(card.expYear),
            },
          };
        } catch (error) {
          if (error instanceof UnknownPaymentMethod) throw badRequest(Messages.paymentMethodInvalid);
          throw error;
        }
      }
      return chargePack(viewer, pack, {
        paymentMethod: trasactionId,
        idempotencyKey: key ? `u${viewer.id}:${key}` : undefined,
        metadata: saving?.metadata ?? {},
        ...(saving ? { customer: saving.customer, saveCard: true } : {}),
      });
    },

    async chargeSavedCard(viewer, card, pack, providerKey, topUp) {
      return chargePack(
        viewer,
        pack,
        {
          paymentMethod: card.paymentMethodId,
          idempotencyKey: providerKey,
          metadata: topUp ? { top_up_round: String(topUp.round) } : {},
          customer: await customerFor(viewer.id),
          offSession: true,
        },
        topUp?.declinedAs,
      );
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
    const data = await payments.purchase(viewerOf(request), purchase!, request.headers[IDEMPOTENCY_HEADER], request.body.save_card);
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
