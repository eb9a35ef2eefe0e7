import type { ActorRef, Snapshot } from 'xstate';
import type { MessageKey } from '../../contract/messages';
import type { Post } from './post';

/**
 * The words of the money flows, written here so machines depend on their own types, not the gateway's; the
 * composition root checks the services answer them.
 */

/** A coin pack the wallet sells; `price` in dollars. */
export interface CoinPack {
  id: string;
  coins: number;
  price: number;
  inAppIdentifier: string;
}

export type LedgerKind =
  | 'COIN_PURCHASE'
  | 'POST_UNLOCK'
  | 'POST_DONATION'
  | 'USER_DONATION'
  | 'STICKER'
  | 'COIN_TRANSFER'
  | 'REFERRAL_BONUS'
  | 'SUBSCRIPTION'
  | 'PAYOUT_REQUEST'
  | 'PAYOUT_PAID'
  | 'PAYOUT_REJECTED'
  | 'CHAT_MEDIA'
  | 'MEDIA_PACKAGE'
  | 'LIVE_JOIN'
  | 'LIVE_TIP'
  | 'OTHER';

/** One line of the wallet; its title and message are built by the view from the kind, in the reader's language. */
export interface WalletLine {
  id: string;
  kind: LedgerKind;
  isCredit: boolean;
  price: number;
  whole: number;
  coins: number | null;
  stickerName: string | null;
  counterparty: { id: string; firstName: string; lastName: string; username: string } | null;
  postId: string | null;
  createdAt: string;
  title: string;
  message: string;
  /** The short message a tip, donation or sticker carried (issue 28), seen by both parties. */
  note: string | null;
}

export interface Sticker {
  id: string;
  name: string;
  imageUrl: string;
  price: number;
}

/** Who coins go to from a profile (a donation, a transfer, a sticker). */
export interface Recipient {
  id: string;
  name: string;
}

/** What every paid call answers: the server's message and the balance it leaves. */
export interface BalanceAnswer {
  message: string;
  walletBalance: number;
}

/** The money dialog open now: one at a time, over whatever screen the person is on. */
export type MoneyDialog =
  | { kind: 'unlock'; post: Post; price: number }
  | { kind: 'donatePost'; post: Post }
  | { kind: 'donateUser'; to: Recipient }
  | { kind: 'transfer'; to: Recipient }
  | { kind: 'sticker'; to: Recipient }
  /** The subscription modal (spec §2): a creator's packages, the confirmation, the payment. */
  | { kind: 'subscribe'; creator: Recipient };

export type WalletEvent =
  | { type: 'session.started' }
  | { type: 'session.ended' }
  /** A paid call's answer or the socket's push: the balance as the server has it now. */
  | { type: 'wallet.balance'; balance: number }
  | { type: 'wallet.reload' }
  /** Automatic top-up was turned on or off (the saved cards' answer): a short wallet is then the server's to decide. */
  | { type: 'wallet.autoTopUp'; on: boolean }
  | { type: 'wallet.dialogOpened'; dialog: MoneyDialog }
  | { type: 'wallet.dialogClosed' };

/** The wallet as a screen-scoped actor holds it (in its input): it only sends to it. */
export type WalletRef = ActorRef<Snapshot<unknown>, WalletEvent>;

/**
 * The idempotency key of a paid attempt (DESIGN.md, money): the screen's random seed and the attempt's
 * number, so a double click or a retry of the same attempt sends the same key and is charged once.
 */
export const attemptKey = (seed: string, attempt: number) => `${seed}-${attempt}`;

/** The random seed of an opened screen's attempts (24 hex digits). */
export const newAttemptSeed = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** A refusal of the server that means the wallet is short (400 'You have insufficient balance'). */
export const isShortOfCoins = (failure: { message?: string } | null | undefined, insufficient: string) => failure?.message === insufficient;

export type AmountError = MessageKey;

/** Where the buy-coins flow mounts Stripe's card field: the view draws the element, the wallet's wiring mounts into it. */
export const STRIPE_CARD_ELEMENT_ID = 'stripe-card-field';
