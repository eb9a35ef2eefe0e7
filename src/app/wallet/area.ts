import type { WalletEvent } from '../../machines/money';
import { walletMachine } from '../../machines/wallet.machine';
import type { BalancePushes } from '../../services/chatSocket';
import { longLived, onDemand, operation, socketPushes, type Area } from '../root/area';
import { sessionChanges } from '../auth/area';
import type { ScreenServices } from './screens';

/** What the wallet, the card payments, unlocking, donations, stickers and transfers need of the outside world. */
export interface WalletServices extends ScreenServices {
  balancePushes: BalancePushes;
}

/** Where the card form keeps Stripe's card field (the buy-coins flow mounts it there). */
export const STRIPE_CARD_ELEMENT_ID = 'stripe-card-field';

// Opened by the person: the wiring and each machine load with the first wallet screen or money dialog.
const screensCode = () => import('./screens');

/** Wallet: the balance, the coin packs and the money dialog (long-lived); buying coins, transactions, unlock, donate, stickers, transfers. */
export function wallet(services: WalletServices) {
  const { gateway } = services;
  return {
    actors: {
      wallet: longLived(
        walletMachine.provide({
          actors: {
            sessionChanges,
            // A (re)connection reads the wallet again: what changed while the socket was away.
            balancePushes: socketPushes(services.balancePushes, (balance): WalletEvent => ({ type: 'wallet.balance', balance }), {
              type: 'wallet.reload',
            }),
            loadWallet: operation(
              gateway,
              'MyWallet',
              ({ viewer }) => ({ walletBalance: viewer.walletBalance, coinPacks: viewer.coinPacks, referenceCode: viewer.referenceCode }),
              () => ({}),
            ),
          },
        }),
      ),
    },
    screens: {
      buyCoins: onDemand(async () => (await screensCode()).buyCoinsScreen(services, STRIPE_CARD_ELEMENT_ID)),
      transactionList: onDemand(async () => (await screensCode()).transactionListScreen(services)),
      unlockPost: onDemand(async () => (await screensCode()).unlockPostScreen(services)),
      donate: onDemand(async () => (await screensCode()).donateScreen(services)),
      transfer: onDemand(async () => (await screensCode()).transferScreen(services)),
      sendSticker: onDemand(async () => (await screensCode()).sendStickerScreen(services)),
    },
  } satisfies Area;
}
