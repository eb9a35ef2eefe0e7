import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AutoTopUpBody, SavedCardsResponse } from '../../../contract/cards.ts';
import { Endpoints } from '../../../contract/endpoints.ts';
import { Messages } from '../../../contract/messages.ts';
import type { InappPaymentResponse } from '../../../contract/wallet.ts';
import { IDEMPOTENCY_HEADER } from '../../../contract/wallet.ts';
import { defaultMoney } from '../../config.ts';
import type { SavedCardRow, UserRow } from '../../db/schema.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { balanceOf } from '../wallet/repository.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { autoTopUpOf, cardsOf, clearAutoTopUp, deleteOwnCard, findCoinPack, ownCard, setAutoTopUp } from './repository.ts';

// Saved cards, one-click packs and automatic top-up. See docs/decisions/0052-saved-cards-and-auto-top-up.md

declare module 'fastify' {
  interface FastifyInstance {
    cardsService: CardsService;
  }
}

export interface CardsService {
  list(viewer: UserRow): Promise<SavedCardsResponse['data']>;
  buy(viewer: UserRow, cardId: number, packId: number, key: string | undefined): Promise<InappPaymentResponse['data']>;
  remove(viewer: UserRow, cardId: number): Promise<SavedCardsResponse['data']>;
  setAutoTopUp(viewer: UserRow, body: AutoTopUpBody): Promise<SavedCardsResponse['data']>;
  /**
   * Runs a purchase; when it finds the wallet short and automatic top-up is on, the saved card buys the
   * chosen pack first and the purchase runs again. One pack per purchase: a price above the balance and
   * the pack is refused as short (the pack's coins stay in the wallet).
   */
  withTopUp<T>(viewer: UserRow, purchase: () => Promise<T>): Promise<T>;
}

/** How many rounds one purchase may take part in (its own, and those of purchases made at the same time). */
const MAX_ROUNDS = 3;

const isShort = (error: unknown) => error instanceof ApiError && error.message === Messages.insufficientBalance;

const presentCard = (card: SavedCardRow) => ({
  id: card.id,
  brand: card.brand,
  last4: card.last4,
  exp_month: card.expMonth,
  exp_year: card.expYear,
});

async function cardsService(app: FastifyInstance) {
  const { db, paymentsService: payments } = app;
  const coinValueCents = (app.config.money ?? defaultMoney).coinValueCents;

  const service: CardsService = {
    async list(viewer) {
      const [cards, topUp] = await Promise.all([cardsOf(db, viewer.id), autoTopUpOf(db, viewer.id)]);
      return {
        cards: cards.map(presentCard),
        auto_top_up: topUp ? { card_id: topUp.cardId, package_id: topUp.coinPackId } : null,
        coin_value_cents: coinValueCents,
      };
    },

    async buy(viewer, cardId, packId, key) {
      const card = await ownCard(db, viewer.id, cardId);
      if (!card) throw notFound(Messages.cardNotFound);
      const pack = await findCoinPack(db, packId);
      if (!pack) throw notFound(Messages.coinPackNotFound);
      // The buyer's attempt, as the form's: the same key charges once.
      return payments.chargeSavedCard(viewer, card, pack, key ? `u${viewer.id}:${key}` : `u${viewer.id}:card-buy:${crypto.randomUUID()}`);
    },

    async remove(viewer, cardId) {
      const card = await deleteOwnCard(db, viewer.id, cardId);
      if (!card) throw notFound(Messages.cardNotFound);
      await payments.provider.detach(card.paymentMethodId);
      return service.list(viewer);
    },

    async setAutoTopUp(viewer, body) {
      if (!body.enabled) {
        await clearAutoTopUp(db, viewer.id);
        return service.list(viewer);
      }
      const [card, pack] = await Promise.all([ownCard(db, viewer.id, body.card_id), findCoinPack(db, body.package_id)]);
      if (!card) throw notFound(Messages.cardNotFound);
      if (!pack) throw notFound(Messages.coinPackNotFound);
      try {
        await setAutoTopUp(db, viewer.id, card.id, pack.id);
      } catch (error) {
        // Removed between the read and the write: the card is gone.
        if ((await ownCard(db, viewer.id, card.id)) === undefined) throw notFound(Messages.cardNotFound);
        throw error;
      }
      return service.list(viewer);
    },

    async withTopUp(viewer, purchase) {
      // One pack of our own per purchase; a round another purchase paid (and spent) does not count, up to a bound.
      for (let ownTopUps = 0, rounds = 0; ; rounds++) {
        try {
          return await purchase();
        } catch (error) {
          if (!isShort(error) || ownTopUps >= 1 || rounds >= MAX_ROUNDS) throw error;
          const setting = await autoTopUpOf(db, viewer.id);
          const [card, pack] = setting
            ? await Promise.all([ownCard(db, viewer.id, setting.cardId), findCoinPack(db, setting.coinPackId)])
            : [];
          if (!setting || !card || !pack) throw error;
          const before = await balanceOf(db, viewer.id);
          // Purchases short at the same round share the charge: the provider answers one key with one payment.
          const bought = await payments.chargeSavedCard(
            viewer,
            card,
            pack,
            `topup:u${viewer.id}:c${card.id}:p${pack.id}:r${setting.round}`,
            {
              round: setting.round,
              declinedAs: Messages.autoTopUpDeclined,
            },
          );
          if (bought.wallet_balance >= before + pack.coin) ownTopUps++;
        }
      }
    },
  };
  app.decorate('cardsService', service);
}

export default fp(cardsService, { name: 'cards-service', dependencies: ['db', 'config', 'payments-service'] });

export const cardsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cards = app.cardsService;

  serve(app, Endpoints.savedCards, async (request) => answer('', await cards.list(viewerOf(request))));

  serve(app, Endpoints.buyWithSavedCard, async (request) => {
    const data = await cards.buy(viewerOf(request), request.body.card_id, request.body.package_id, request.headers[IDEMPOTENCY_HEADER]);
    return answer(data.status === 'succeeded' ? Messages.coinsAdded : '', data);
  });

  serve(app, Endpoints.removeCard, async (request) =>
    answer(Messages.cardRemoved, await cards.remove(viewerOf(request), request.body.card_id)),
  );

  serve(app, Endpoints.setAutoTopUp, async (request) =>
    answer(request.body.enabled ? Messages.autoTopUpOn : Messages.autoTopUpOff, await cards.setAutoTopUp(viewerOf(request), request.body)),
  );
};
