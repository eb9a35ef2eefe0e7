import Type, { type Static } from 'typebox';
import type { Endpoint } from './endpoint.ts';
import { Envelope } from './envelope.ts';
import { withMessage } from './fields.ts';
import { Messages } from './messages.ts';
import { IdempotencyHeaders, InappPaymentResponse } from './wallet.ts';

/*
 * Saved cards and automatic top-up (issue 32). A card is saved when a pack is bought with "save this card";
 * the wallet then buys a pack with one confirmation, and a purchase that finds the wallet short buys the
 * chosen pack first. See docs/decisions/0052-saved-cards-and-auto-top-up.md
 */

/** A saved card as its owner sees it: never the number, only the brand, the last four digits and the expiry. */
export const SavedCard = Type.Object({
  id: Type.Integer(),
  brand: Type.String(),
  last4: Type.String(),
  exp_month: Type.Integer({ minimum: 1, maximum: 12 }),
  exp_year: Type.Integer(),
});
export type SavedCard = Static<typeof SavedCard>;

/** Automatic top-up as it is set: the card charged and the pack it buys. */
export const AutoTopUp = Type.Object({ card_id: Type.Integer(), package_id: Type.Integer() });
export type AutoTopUp = Static<typeof AutoTopUp>;

/** The owner's cards, their automatic top-up (null when off) and what a coin is worth, for prices beside coins. */
export const SavedCardsResponse = Envelope(
  Type.Object({
    cards: Type.Array(SavedCard),
    auto_top_up: Type.Union([AutoTopUp, Type.Null()]),
    coin_value_cents: Type.Integer({ minimum: 1 }),
  }),
);
export type SavedCardsResponse = Static<typeof SavedCardsResponse>;

const CardId = () => Type.Integer({ minimum: 1, maximum: 2_147_483_647, ...withMessage(Messages.cardNotFound) });
const PackId = () => Type.Integer({ minimum: 1, maximum: 2_147_483_647, ...withMessage(Messages.coinPackNotFound) });

export const BuyWithCardBody = Type.Object({ card_id: CardId(), package_id: PackId() });
export type BuyWithCardBody = Static<typeof BuyWithCardBody>;

export const RemoveCardBody = Type.Object({ card_id: CardId() });
export type RemoveCardBody = Static<typeof RemoveCardBody>;

/** On with a card and a pack; off with `enabled: false` alone. */
export const AutoTopUpBody = Type.Union(
  [
    Type.Object({ enabled: Type.Literal(true), card_id: CardId(), package_id: PackId() }, { additionalProperties: false }),
    Type.Object({ enabled: Type.Literal(false) }, { additionalProperties: false }),
  ],
  withMessage(Messages.badRequest),
);
export type AutoTopUpBody = Static<typeof AutoTopUpBody>;

export const CardsEndpoints = {
  savedCards: {
    method: 'GET',
    path: '/api/payment/cards',
    caller: 'signedIn',
    area: 'Payments',
    summary: "The viewer's saved cards and automatic top-up",
    response: SavedCardsResponse,
  },
  buyWithSavedCard: {
    method: 'POST',
    path: '/api/payment/cards/buy',
    caller: 'signedIn',
    area: 'Payments',
    summary: 'Buy a coin pack with a saved card, in one confirmation',
    description: 'Charged off-session; the same Idempotency-Key charges once.',
    body: BuyWithCardBody,
    headers: IdempotencyHeaders,
    response: InappPaymentResponse,
  },
  removeCard: {
    method: 'POST',
    path: '/api/payment/cards/remove',
    caller: 'signedIn',
    area: 'Payments',
    summary: 'Remove a saved card (its automatic top-up goes with it)',
    body: RemoveCardBody,
    response: SavedCardsResponse,
  },
  setAutoTopUp: {
    method: 'POST',
    path: '/api/payment/auto-top-up',
    caller: 'signedIn',
    area: 'Payments',
    summary: 'Turn automatic top-up on (a saved card and a pack) or off',
    body: AutoTopUpBody,
    response: SavedCardsResponse,
  },
} as const satisfies Record<string, Endpoint>;
