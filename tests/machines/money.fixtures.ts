import { createActor, setup, type AnyEventObject } from 'xstate';
import { Messages } from '../../contract';
import type { CoinPaymentAnswer, PaymentSetup } from '../../src/machines/buyCoins.machine';
import type { CoinPack, Sticker, WalletLine, WalletRef } from '../../src/machines/money';
import type { Notice } from '../../src/machines/notice';
import type { ToastsRef } from '../../src/machines/toast.machine';
import { appRefs } from './appRefs';
import { storePost } from './posts.fixtures';

export { offline } from './fixtures';

/** The wallet as a screen-scoped machine sees it: a spy that records what it is told (the model and the live actor share it). */
export function walletSpy() {
  const seen: AnyEventObject[] = [];
  const wallet = createActor(
    setup({}).createMachine({ on: { '*': { actions: ({ event }) => void seen.push(event) } } }),
  ).start() as unknown as WalletRef;
  return {
    wallet,
    seen,
    /** The balances it was told, in order. */
    balances: () =>
      seen.filter((event) => event.type === 'wallet.balance').map((event) => (event as unknown as { balance: number }).balance),
    closed: () => seen.filter((event) => event.type === 'wallet.dialogClosed').length,
  };
}

/** The app's refs a money flow gets in its input (the toasts record every notice), and the attempt seed of its keys. */
export function moneyRefs() {
  const { postStore } = appRefs();
  const spy = walletSpy();
  const notices: Notice[] = [];
  const toasts = createActor(
    setup({}).createMachine({
      on: { 'toast.show': { actions: ({ event }) => void notices.push((event as unknown as { notice: Notice }).notice) } },
    }),
  ).start() as unknown as ToastsRef;
  return {
    ...spy,
    toasts,
    postStore,
    /** Every toast shown since the last reset. */
    shown: () => notices,
    reset() {
      spy.seen.length = 0;
      notices.length = 0;
    },
    input: { toasts, postStore, wallet: spy.wallet, attemptSeed: 'seed1234' },
  };
}

export const pack: CoinPack = { id: '1', coins: 100, price: 0.99, inAppIdentifier: 'coins_100' };
export const testCards: PaymentSetup = { provider: 'TEST_CARD', publishableKey: null };
export const card = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
export const method = { id: 'pm_1', brand: 'visa', last4: '4242' };
export const succeeded: CoinPaymentAnswer = {
  message: Messages.coinsAdded,
  status: 'SUCCEEDED',
  paymentId: 'pi_1',
  coins: 100,
  walletBalance: 1100,
  clientSecret: null,
};
export const needsAction: CoinPaymentAnswer = {
  message: '',
  status: 'REQUIRES_ACTION',
  paymentId: 'pi_2',
  coins: 100,
  walletBalance: 1000,
  clientSecret: 'pi_2_secret_x',
};
export const confirmed: CoinPaymentAnswer = { ...succeeded, paymentId: 'pi_2', walletBalance: 1200 };
export const declined = { message: Messages.cardDeclined, status: 402 };
export const authFailed = { message: Messages.cardAuthenticationFailed, status: 402 };
export const cardNumberWrong = { message: Messages.cardNumberInvalid, status: 400 };

export const paidPost = storePost('9', { isLocked: true, payment: 'PAY_PER_VIEW', price: 50 });
export const openedPost = storePost('9', { isLocked: false, payment: 'PAY_PER_VIEW', price: 50, mediaUrl: '/media/x.mp4?sig=1' });
export const unlocked = { message: Messages.contentUnlocked, walletBalance: 950, post: openedPost };
export const short = { message: Messages.insufficientBalance, status: 400 };
export const priceChanged = { message: Messages.priceChanged, status: 409 };

export const donated = { message: Messages.donated, walletBalance: 800 };
export const transferred = { message: Messages.transferred, walletBalance: 900 };

export const stickers: Sticker[] = [
  { id: '1', name: 'Heart', imageUrl: '/stickers/heart.svg', price: 10 },
  { id: '2', name: 'Crown', imageUrl: '/stickers/crown.svg', price: 500 },
];
export const stickerSent = { message: Messages.stickerSent, walletBalance: 990, sticker: stickers[0]! };

export const line = (id: string, kind: WalletLine['kind'] = 'COIN_PURCHASE'): WalletLine => ({
  id,
  kind,
  isCredit: kind === 'COIN_PURCHASE',
  price: 100,
  whole: 100,
  coins: 100,
  stickerName: null,
  counterparty: null,
  postId: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  title: 'Coins purchased',
  message: '100 coins added to your wallet',
  note: null,
});
