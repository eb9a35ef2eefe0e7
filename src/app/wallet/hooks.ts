import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { CoinTarget } from '../../machines/coinForm';
import type { MoneyDialog } from '../../machines/money';
import type { Post } from '../../machines/post';
import type { walletMachine } from '../../machines/wallet.machine';
import { preload } from '../root/area';
import { useAttemptSeed, useScreenActor, useSystemActor } from '../root/hooks';

export type { CoinPack, LedgerKind, MoneyDialog, Recipient, Sticker, WalletLine } from '../../machines/money';
export type { CoinTarget } from '../../machines/coinForm';
export type { CardDetails, PaymentProvider } from '../../machines/buyCoins.machine';
export { STRIPE_CARD_ELEMENT_ID } from './area';

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
export const preloadMoneyFlows = preload(() => import('./screens'));
