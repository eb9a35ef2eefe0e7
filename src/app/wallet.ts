import { useSelector } from '@xstate/react';
import { fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import type { BuyCoinsEvent, PaymentSetup } from '../machines/buyCoins.machine';
import type { CoinSend, CoinTarget } from '../machines/coinForm';
import { STRIPE_CARD_ELEMENT_ID, type MoneyDialog, type WalletEvent } from '../machines/money';
import type { CoinPack } from '../machines/money';
import type { Post } from '../machines/post';
import { walletMachine } from '../machines/wallet.machine';
import type { BalancePushes } from '../services/chatSocket';
import { runOperation, type Gateway } from '../services/gatewayError';
import type { PaymentsApi } from '../services/payments';
import { sessionChanges } from './auth';
import { longLived, onDemand, operation, socketPushes, type Area } from './root/area';
import { useAttemptSeed, useScreenActor, useSystemActor } from './root/hooks';

/** What the wallet, the card payments, unlocking, donations, stickers and transfers need of the outside world. */
export interface WalletServices {
  gateway: Gateway;
  balancePushes: BalancePushes;
  /** Card payments: the service's code (and Stripe's, inside it) loads with the buy-coins screen. */
  paymentsApi(): Promise<PaymentsApi>;
  navigate(path: string, options?: { replace?: boolean }): void;
}

/** A donation (on a post or a profile), with the short message its receiver reads when one was written. */
const sendCoins = async (gateway: Gateway, { target, amount, note, idempotencyKey }: CoinSend, signal: AbortSignal) => {
  const message = note ? { message: note } : {};
  return target.kind === 'post'
    ? (await runOperation(gateway, 'DonateToPost', { postId: target.id, amount, ...message, idempotencyKey }, signal)).donateToPost
    : (await runOperation(gateway, 'DonateToUser', { userId: target.id, amount, ...message, idempotencyKey }, signal)).donateToUser;
};

/**
 * Wallet: the balance, the coin packs and the money dialog (long-lived); buying coins, transactions, unlock, donate,
 * stickers, transfers (each screen's machine loads with its first screen or money dialog).
 */
export function wallet({ gateway, balancePushes, paymentsApi, navigate }: WalletServices) {
  return {
    actors: {
      wallet: longLived(
        walletMachine.provide({
          actors: {
            sessionChanges,
            // A (re)connection reads the wallet again: what changed while the socket was away.
            balancePushes: socketPushes(balancePushes, (balance): WalletEvent => ({ type: 'wallet.balance', balance }), {
              type: 'wallet.reload',
            }),
            // Whether automatic top-up is on, read with the balance: a dialog then leaves a short wallet to the server.
            loadWallet: fromPromise(async ({ signal }) => {
              const [{ viewer }, { savedCards }] = await Promise.all([
                runOperation(gateway, 'MyWallet', {}, signal),
                runOperation(gateway, 'SavedCards', {}, signal),
              ]);
              return {
                walletBalance: viewer.walletBalance,
                coinPacks: viewer.coinPacks,
                referenceCode: viewer.referenceCode,
                autoTopUp: savedCards.autoTopUp !== null,
              };
            }),
          },
        }),
      ),
    },
    screens: {
      buyCoins: onDemand(async () => {
        const [{ buyCoinsMachine }, payments] = await Promise.all([import('../machines/buyCoins.machine'), paymentsApi()]);
        return buyCoinsMachine.provide({
          actors: {
            cardField: fromCallback<BuyCoinsEvent, { payments: PaymentSetup }>(({ input }) =>
              input.payments.provider === 'STRIPE' ? payments.mountStripeCard(STRIPE_CARD_ELEMENT_ID) : () => {},
            ),
            preparePayments: fromPromise(({ signal }) => payments.setup(signal)),
            createPaymentMethod: fromPromise(({ input, signal }) => payments.createPaymentMethod(input, signal)),
            chargeCard: fromPromise(({ input, signal }) => payments.charge(input, signal)),
            takeExtraStep: fromPromise(({ input, signal }) => payments.takeExtraStep(input, signal)),
          },
        });
      }),
      savedCards: onDemand(async () =>
        (await import('../machines/savedCards.machine')).savedCardsMachine.provide({
          actors: {
            loadCards: operation(
              gateway,
              'SavedCards',
              (answer) => answer.savedCards,
              () => ({}),
            ),
            buyWithCard: operation(gateway, 'BuyWithSavedCard', (answer) => answer.buyWithSavedCard),
            removeCard: operation(gateway, 'RemoveCard', (answer) => answer.removeCard),
            setAutoTopUp: operation(gateway, 'SetAutoTopUp', (answer) => answer.setAutoTopUp),
          },
        }),
      ),
      transactionList: onDemand(async () =>
        (await import('../machines/transactionList.machine')).transactionListMachine.provide({
          actors: { loadPage: operation(gateway, 'WalletPage', (answer) => answer.walletPage) },
        }),
      ),
      unlockPost: onDemand(async () =>
        (await import('../machines/unlockPost.machine')).unlockPostMachine.provide({
          actors: { pay: operation(gateway, 'UnlockPost', (answer) => answer.unlockPost) },
          actions: { goToWallet: () => navigate('/settings/wallet') },
        }),
      ),
      donate: onDemand(async () =>
        (await import('../machines/donate.machine')).donateMachine.provide({
          actors: { sendCoins: fromPromise(({ input, signal }) => sendCoins(gateway, input, signal)) },
        }),
      ),
      transfer: onDemand(async () =>
        (await import('../machines/transfer.machine')).transferMachine.provide({
          actors: {
            sendCoins: operation(
              gateway,
              'TransferCoins',
              (answer) => answer.transferCoins,
              (input: CoinSend) => ({ toUserId: input.target.id, amount: input.amount, idempotencyKey: input.idempotencyKey }),
            ),
          },
        }),
      ),
      sendSticker: onDemand(async () =>
        (await import('../machines/sendSticker.machine')).sendStickerMachine.provide({
          actors: {
            loadStickers: operation(
              gateway,
              'Stickers',
              (answer) => answer.stickers,
              () => ({}),
            ),
            sendSticker: operation(gateway, 'SendSticker', (answer) => answer.sendSticker),
          },
        }),
      ),
    },
  } satisfies Area;
}

// The hooks the wallet's views use.

export type { CoinPack, LedgerKind, MoneyDialog, Recipient, Sticker, WalletLine } from '../machines/money';
export type { CoinTarget } from '../machines/coinForm';
export type { CardDetails, PaymentProvider } from '../machines/buyCoins.machine';
export type { SavedCard } from '../machines/savedCards.machine';
export { STRIPE_CARD_ELEMENT_ID } from '../machines/money';

export const useWalletActor = () => useSystemActor('wallet');
/** The balance in coins; null until read after login. */
export const useBalance = () => useSelector(useWalletActor(), (snapshot) => snapshot.context.balance);
export const useCoinPacks = () => useSelector(useWalletActor(), (snapshot) => snapshot.context.packs);
/** What a coin costs in dollars at the base pack's rate (the smallest pack, the dearest per coin); null until the packs are read. */
export const useCoinDollars = () =>
  useSelector(useWalletActor(), (snapshot) => {
    const base = snapshot.context.packs.reduce<CoinPack | null>((least, pack) => (!least || pack.coins < least.coins ? pack : least), null);
    return base ? base.price / base.coins : null;
  });
/**
 * The balance a purchase is checked against before it is sent: none while automatic top-up is on, since the server
 * then buys a pack for a short wallet (decision 52) and a dialog must not refuse it first.
 */
export function useBalanceToCheck(balance: number | null): number | null {
  return useSelector(useWalletActor(), (snapshot) => snapshot.context.autoTopUp) ? null : balance;
}
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
export const useSavedCards = () => useScreenActor('savedCards', { attemptSeed: useAttemptSeed() });
export const useTransactionList = () => useScreenActor('transactionList', {});
export const useUnlockPost = (post: Post, price: number) => useScreenActor('unlockPost', { post, price, attemptSeed: useAttemptSeed() });
export const useDonate = (target: CoinTarget) => useScreenActor('donate', { target, attemptSeed: useAttemptSeed() });
export const useTransfer = (toUserId: string) =>
  useScreenActor('transfer', { target: { kind: 'user', id: toUserId }, attemptSeed: useAttemptSeed() });
export const useSendSticker = (toUserId: string) => useScreenActor('sendSticker', { toUserId, attemptSeed: useAttemptSeed() });

export type BuyCoinsActor = ReturnType<typeof useBuyCoins>;
export type SavedCardsActor = ReturnType<typeof useSavedCards>;
export type WalletActor = ActorRefFrom<typeof walletMachine>;
