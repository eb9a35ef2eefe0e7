import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { CoinTarget } from '../../machines/coinForm';
import type { MoneyDialog, WalletEvent } from '../../machines/money';
import type { Post } from '../../machines/post';
import { walletMachine } from '../../machines/wallet.machine';
import type { PaymentsApi } from '../../services/payments';
import type { WalletApi } from '../../services/wallet';
import { longLived, onDemand, preload, socketPushes, type Area } from '../root/area';
import { useScreenActor, useSystemActor } from '../root/hooks';
import { sessionChanges } from '../notifications/area';

export type { CoinPack, LedgerKind, MoneyDialog, Recipient, Sticker, WalletLine } from '../../machines/money';
export type { CoinTarget } from '../../machines/coinForm';
export type { CardDetails, PaymentProvider } from '../../machines/buyCoins.machine';
/** Where the card form keeps Stripe's card field (the buy-coins flow mounts it there). */
export const STRIPE_CARD_ELEMENT_ID = 'stripe-card-field';

/** What the wallet, the card payments, unlocking, donations, stickers and transfers need of the outside world. */
export interface WalletServices {
  wallet: WalletApi;
  /** Card payments: the service's code (and Stripe's, inside it) loads with the buy-coins screen. */
  paymentsApi(): Promise<PaymentsApi>;
  navigate(path: string, options?: { replace?: boolean }): void;
}

// Opened by the person: the wiring and each machine load with the first wallet screen or money dialog.
const screensCode = () => import('./screens');

/** Wallet: the balance, the coin packs and the money dialog (long-lived); buying coins, transactions, unlock, donate, stickers, transfers. */
export function wallet(services: WalletServices) {
  const { wallet: api } = services;
  return {
    actors: {
      wallet: longLived(
        walletMachine.provide({
          actors: {
            sessionChanges,
            // A (re)connection reads the wallet again: what changed while the socket was away.
            balancePushes: socketPushes(api, (balance): WalletEvent => ({ type: 'wallet.balance', balance }), { type: 'wallet.reload' }),
            loadWallet: fromPromise(({ signal }) => api.wallet(signal)),
          },
        }),
      ),
    },
    screens: {
      buyCoins: onDemand(async () => (await screensCode()).buyCoinsScreen(services)),
      transactionList: onDemand(async () => (await screensCode()).transactionListScreen(services)),
      unlockPost: onDemand(async () => (await screensCode()).unlockPostScreen(services)),
      donate: onDemand(async () => (await screensCode()).donateScreen(services)),
      transfer: onDemand(async () => (await screensCode()).transferScreen(services)),
      sendSticker: onDemand(async () => (await screensCode()).sendStickerScreen(services)),
    },
  } satisfies Area;
}

/** A random seed per opened flow: its attempts' idempotency keys are the seed and the attempt's number. */
function newAttemptSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
const useAttemptSeed = () => useState(newAttemptSeed)[0];

export const useWalletActor = () => useSystemActor('wallet');
/** The balance in coins; null until read after login. */
export const useBalance = () => useSelector(useWalletActor(), (snapshot) => snapshot.context.balance);
export const useCoinPacks = () => useSelector(useWalletActor(), (snapshot) => snapshot.context.packs);
export const useReferralCode = () => useSelector(useWalletActor(), (snapshot) => snapshot.context.referralCode);
export const useWalletPhase = () =>
  useSelector(useWalletActor(), (snapshot) =>
    snapshot.matches({ signedIn: 'failed' }) ? 'failed' : snapshot.matches({ signedIn: 'ready' }) ? 'ready' : 'loading',
  );
export const useMoneyDialog = () => useSelector(useWalletActor(), (snapshot) => snapshot.context.dialog);

/** Opens a money dialog over the current screen (a profile's Donate, Send coins, Sticker). */
export function useOpenMoneyDialog() {
  const wallet = useWalletActor();
  return (dialog: MoneyDialog) => wallet.send({ type: 'wallet.dialogOpened', dialog });
}

export const useBuyCoins = () => useScreenActor('buyCoins', { attemptSeed: useAttemptSeed() });
export const useTransactionList = () => useScreenActor('transactionList', {});
export const useUnlockPost = (post: Post, price: number) => useScreenActor('unlockPost', { post, price, attemptSeed: useAttemptSeed() });
export const useDonate = (target: CoinTarget) => useScreenActor('donate', { target, attemptSeed: useAttemptSeed() });
export const useTransfer = (toUserId: string) =>
  useScreenActor('transfer', { target: { kind: 'user', id: toUserId }, attemptSeed: useAttemptSeed() });
export const useSendSticker = (toUserId: string) => useScreenActor('sendSticker', { toUserId, attemptSeed: useAttemptSeed() });

export type BuyCoinsActor = ReturnType<typeof useBuyCoins>;
export type WalletActor = ActorRefFrom<typeof walletMachine>;

/** Starts loading the money dialogs' wiring as their view loads, so both arrive together. */
export const preloadMoneyFlows = preload(screensCode);
