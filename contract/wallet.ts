import Type, { type Static } from 'typebox';
import { LedgerKind, PaymentStatus, TransactionType } from './codes.ts';
import { Envelope } from './envelope.ts';
import { Id, Line, Page, withMessage } from './fields.ts';
import { Messages } from './messages.ts';
import { Post } from './posts.ts';
import { COIN_AMOUNT_MAX, IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, TIP_NOTE_MAX } from './rules.ts';
import type { Endpoint } from './endpoint.ts';
import { STICKER_ROOT } from './routes.ts';

export { IDEMPOTENCY_HEADER };

/*
 * The wallet of spec §3 and the money calls of §7. Coins are integers; every movement is a ledger transaction
 * (docs/decisions/0010) and every paid call answers the balance it leaves.
 */

/**
 * The header a paid call may carry: one key per attempt (the client makes it when the person
 * confirms). The same key again answers the first outcome and charges nothing more.
 */
export const IdempotencyHeaders = Type.Object({
  [IDEMPOTENCY_HEADER]: Type.Optional(Type.String({ pattern: IDEMPOTENCY_KEY_PATTERN, ...withMessage(Messages.idempotencyKeyInvalid) })),
});

/** A coin amount a person types: digits only, at most 5 characters, above 0 (spec §5, §9). */
export const CoinAmount = (
  required: typeof Messages.donationAmountRequired | typeof Messages.transferAmountRequired = Messages.donationAmountRequired,
) =>
  Type.Integer({
    minimum: 1,
    maximum: COIN_AMOUNT_MAX,
    ...withMessage({ default: Messages.amountTooBig, minimum: Messages.amountPositive, type: required, required }),
  });

/** What every paid call answers: the payer's balance once the movement is written. */
/** The viewer's balance after a paid call, spread into its answer. */
export const Balance = { wallet_balance: Type.Integer({ minimum: 0 }) };
export const BalanceResponse = Envelope(Type.Object(Balance));
export type BalanceResponse = Static<typeof BalanceResponse>;

// ---- POST /api/user/transaction-list {page}: pages of PAGE_SIZE from 1, newest first.
export const TransactionListBody = Type.Object({ page: Page() });

/** The other side of a movement, when it is a person. */
export const Counterparty = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  username: Type.String(),
});

/**
 * One wallet line (spec §3): `title` and `message` are English; clients word it from `kind`, `counterparty` and `data`.
 * `price` is what moved in or out of this wallet (a creator's line: the price less the platform fee).
 */
export const Transaction = Type.Object({
  id: Type.Integer(),
  created_at: Type.String(),
  title: Type.String(),
  message: Type.String(),
  price: Type.Integer({ minimum: 0 }),
  transaction_type: Type.Enum(TransactionType),
  kind: Type.Enum(LedgerKind),
  counterparty: Type.Union([Counterparty, Type.Null()]),
  post_id: Type.Union([Type.Integer(), Type.Null()]),
  /** The whole price, the fee kept by the platform, the coins of a pack, a sticker's id... */
  data: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
});
export type Transaction = Static<typeof Transaction>;
/** Of the balance, the bonus coins (README, money): spendable, never withdrawable. */
export const BonusBalance = { bonus_balance: Type.Integer({ minimum: 0 }) };
export const TransactionListResponse = Envelope(Type.Object({ ...Balance, ...BonusBalance, transactions: Type.Array(Transaction) }));
export type TransactionListResponse = Static<typeof TransactionListResponse>;

// ---- POST /api/post/pay {price, post_id}: the price the buyer saw, refused if it changed since.
export const PayPostBody = Type.Object({ price: CoinAmount(), post_id: Id() });
export type PayPostBody = Static<typeof PayPostBody>;
/** The post opened for the buyer (its media signed) and the balance left. */
export const PayPostResponse = Envelope(Type.Object({ post_id: Type.Integer(), ...Balance, post: Post }));
export type PayPostResponse = Static<typeof PayPostResponse>;

// ---- POST /api/post/donate {amount, post_id}, POST /api/post/user-donate {amount, user_id}
/** The short message a tip, donation or sticker can carry, seen by its receiver (and its sender): optional, one line. */
export const TipNote = () =>
  Type.Optional(Line({ max: TIP_NOTE_MAX, messages: { default: Messages.controlCharacters, maxLength: Messages.tipNoteTooLong } }));
export const DonateBody = Type.Object({ amount: CoinAmount(), post_id: Id(), message: TipNote() });
export type DonateBody = Static<typeof DonateBody>;
export const UserDonateBody = Type.Object({ amount: CoinAmount(), user_id: Id(), message: TipNote() });
export type UserDonateBody = Static<typeof UserDonateBody>;

// ---- GET /api/stickers, POST /api/stickers/send-sticker {sticker_id, to_user_id}
export const Sticker = Type.Object({
  id: Type.Integer(),
  sticker_url: Type.String(),
  price: Type.Integer({ minimum: 1 }),
  name: Type.String(),
});
export type Sticker = Static<typeof Sticker>;
export const StickersResponse = Envelope(Type.Array(Sticker));
export type StickersResponse = Static<typeof StickersResponse>;
export const SendStickerBody = Type.Object({ sticker_id: Id(), to_user_id: Id(), message: TipNote() });
export type SendStickerBody = Static<typeof SendStickerBody>;
export const SendStickerResponse = Envelope(Type.Object({ ...Balance, sticker: Sticker }));
export type SendStickerResponse = Static<typeof SendStickerResponse>;

// ---- POST /api/user/coin-transfer {to_user_id, amount}
export const CoinTransferBody = Type.Object({ to_user_id: Id(), amount: CoinAmount(Messages.transferAmountRequired) });
export type CoinTransferBody = Static<typeof CoinTransferBody>;

// ---- POST /api/payment/inapp-payment {purchaseData: [{packageId, trasactionId}]}
/**
 * The spec's purchase: the coin pack and the card's payment method (`pm_…`); after the card's extra step, the same
 * call with the payment's id (`pi_…`) as `trasactionId` (the spec's spelling) settles it.
 */
export const PurchaseData = Type.Object({
  packageId: Id(),
  trasactionId: Line({ max: 255, min: 3, pattern: '^(?:pm|pi)_[A-Za-z0-9_.-]+$', messages: Messages.paymentMethodInvalid }),
});
export const InappPaymentBody = Type.Object({
  purchaseData: Type.Array(PurchaseData, { minItems: 1, maxItems: 1, ...withMessage(Messages.badRequest) }),
  /** Keep the card for one-click packs and automatic top-up (docs/decisions/0052). */
  save_card: Type.Optional(Type.Boolean(withMessage(Messages.badRequest))),
});
export type InappPaymentBody = Static<typeof InappPaymentBody>;

/**
 * A payment that succeeded answers the coins added and the balance; one that needs the card's extra
 * step answers what the browser needs to take it (`client_secret`), then calls again with `payment_id`.
 */
export const InappPaymentResponse = Envelope(
  Type.Object({
    status: Type.Enum(PaymentStatus),
    payment_id: Type.String(),
    coins: Type.Integer({ minimum: 0 }),
    ...Balance,
    client_secret: Type.Union([Type.String(), Type.Null()]),
  }),
);
export type InappPaymentResponse = Static<typeof InappPaymentResponse>;

/** Which card provider the wallet talks to: the embedded test-card provider, or Stripe with its publishable key. */
export const PaymentConfigResponse = Envelope(
  Type.Object({
    provider: Type.Union([Type.Literal('test-card'), Type.Literal('stripe')]),
    publishable_key: Type.Union([Type.String(), Type.Null()]),
  }),
);
export type PaymentConfigResponse = Static<typeof PaymentConfigResponse>;

// ---- The embedded test-card provider's side of the browser (what Stripe.js does against Stripe)
/** A card as typed in the payment form; the provider answers a payment method id, never stores the number. */
export const TestCardBody = Type.Object({
  number: Line({ max: 23, pattern: '^[0-9 ]{12,23}$', messages: Messages.cardNumberInvalid }),
  exp_month: Type.Integer({ minimum: 1, maximum: 12, ...withMessage(Messages.cardExpiryInvalid) }),
  exp_year: Type.Integer({ minimum: 2000, maximum: 2100, ...withMessage(Messages.cardExpiryInvalid) }),
  cvc: Line({ max: 4, pattern: '^[0-9]{3,4}$', messages: Messages.cardCvcInvalid }),
});
export type TestCardBody = Static<typeof TestCardBody>;
export const TestCardResponse = Envelope(Type.Object({ id: Type.String(), brand: Type.String(), last4: Type.String() }));
export type TestCardResponse = Static<typeof TestCardResponse>;
/** The card's extra step (the bank's 3-D Secure page in Stripe's test mode): complete or fail it. */
export const TestCardAuthenticateBody = Type.Object({
  client_secret: Line({ max: 255, pattern: '^pi_[A-Za-z0-9_]+_secret_[A-Za-z0-9_]+$', messages: Messages.paymentNotFound }),
  outcome: Type.Union([Type.Literal('complete'), Type.Literal('fail')], withMessage(Messages.badRequest)),
});
export type TestCardAuthenticateBody = Static<typeof TestCardAuthenticateBody>;
/** Where the payment stands after the step: succeeded, or needing another card. */
export const TestCardAuthenticateResponse = Envelope(Type.Object({ payment_id: Type.String(), status: Type.String() }));

/** The wallet socket event: the user's balance changed (in another tab, or by someone else's gift). */
export const WalletEvent = Type.Object({ ...Balance, ...BonusBalance });
export type WalletEvent = Static<typeof WalletEvent>;

/** The webhook's answer to the provider: received, and whether its event had been handled before. */
export const WebhookResponse = Envelope(Type.Object({ duplicate: Type.Boolean() }));

/** Coins: the ledger, unlocks, donations, stickers and transfers, and buying coin packs by card. */
export const WalletEndpoints = {
  // Uploads and files
  stickerImage: {
    method: 'GET',
    path: `${STICKER_ROOT}:name`,
    caller: 'public',
    area: 'Uploads',
    summary: "A sticker's drawing (SVG)",
  },

  // Wallet
  transactions: {
    method: 'POST',
    path: '/api/user/transaction-list',
    caller: 'signedIn',
    area: 'Wallet',
    summary: 'The balance and the transactions, by page',
    body: TransactionListBody,
    response: TransactionListResponse,
  },
  unlockPost: {
    method: 'POST',
    path: '/api/post/pay',
    caller: 'signedIn',
    topsUp: true,
    area: 'Wallet',
    summary: 'Unlock a pay-per-view post with coins',
    body: PayPostBody,
    response: PayPostResponse,
  },
  donateToPost: {
    method: 'POST',
    path: '/api/post/donate',
    caller: 'signedIn',
    topsUp: true,
    area: 'Wallet',
    summary: 'Donate coins on a post to its author',
    body: DonateBody,
    headers: IdempotencyHeaders,
    response: BalanceResponse,
  },
  donateToPerson: {
    method: 'POST',
    path: '/api/post/user-donate',
    caller: 'signedIn',
    topsUp: true,
    area: 'Wallet',
    summary: 'Donate coins to a person',
    body: UserDonateBody,
    headers: IdempotencyHeaders,
    response: BalanceResponse,
  },
  stickers: {
    method: 'GET',
    path: '/api/stickers',
    caller: 'signedIn',
    area: 'Wallet',
    summary: 'The sticker catalog',
    response: StickersResponse,
  },
  sendSticker: {
    method: 'POST',
    path: '/api/stickers/send-sticker',
    caller: 'signedIn',
    topsUp: true,
    area: 'Wallet',
    summary: 'Send a sticker bought with coins',
    body: SendStickerBody,
    headers: IdempotencyHeaders,
    response: SendStickerResponse,
  },
  transferCoins: {
    method: 'POST',
    path: '/api/user/coin-transfer',
    caller: 'signedIn',
    area: 'Wallet',
    summary: 'Transfer coins to a person',
    body: CoinTransferBody,
    headers: IdempotencyHeaders,
    response: BalanceResponse,
  },

  // Payments
  /** Which card provider the wallet uses, and Stripe's publishable key when it is Stripe. */
  paymentConfig: {
    method: 'GET',
    path: '/api/payment/config',
    caller: 'signedIn',
    area: 'Payments',
    summary: 'Which card provider the wallet uses (and Stripe’s publishable key)',
    response: PaymentConfigResponse,
  },
  buyCoins: {
    method: 'POST',
    path: '/api/payment/inapp-payment',
    caller: 'signedIn',
    area: 'Payments',
    summary: 'Buy a coin pack by card',
    body: InappPaymentBody,
    headers: IdempotencyHeaders,
    response: InappPaymentResponse,
  },
  /** The provider proves itself by its signature over the raw body (DESIGN.md, money). */
  paymentWebhook: {
    method: 'POST',
    path: '/api/payment/webhook',
    caller: 'public',
    area: 'Payments',
    summary: "The payment provider's signed webhook",
    description: 'Stripe calls it with its signature header; a replayed event credits once.',
    response: WebhookResponse,
  },
  /** The embedded test-card provider: a card typed in the form becomes a payment method, as Stripe.js does. */
  testCardPaymentMethod: {
    method: 'POST',
    path: '/api/payment/test-card/payment-methods',
    caller: 'signedIn',
    area: 'Payments',
    summary: 'Embedded test-card provider: a card typed in the form becomes a payment method',
    body: TestCardBody,
    response: TestCardResponse,
  },
  testCardAuthenticate: {
    method: 'POST',
    path: '/api/payment/test-card/authenticate',
    caller: 'signedIn',
    area: 'Payments',
    summary: "Embedded test-card provider: complete or fail the card's extra step",
    body: TestCardAuthenticateBody,
    response: TestCardAuthenticateResponse,
  },
} as const satisfies Record<string, Endpoint>;
