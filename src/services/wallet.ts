import type { Gateway } from '../gateway/client';
import type { MyWalletQuery, PostFieldsFragment, StickerFieldsFragment, WalletLineFieldsFragment } from '../gateway/generated/graphql';
import { connectChatSocket, type ChatSocketOptions } from './chatSocket';
import { runOperation } from './gatewayError';

type Paid<T> = T & { idempotencyKey: string };
interface BalanceAnswer {
  message: string;
  walletBalance: number;
}

/** The wallet's calls; every failure rejects with a GatewayError. Paid calls carry their attempt's idempotency key. */
export interface WalletApi {
  wallet(signal?: AbortSignal): Promise<Omit<MyWalletQuery['viewer'], 'id'>>;
  page(page: number, signal?: AbortSignal): Promise<{ walletBalance: number; bonusBalance: number; lines: WalletLineFieldsFragment[] }>;
  stickers(signal?: AbortSignal): Promise<StickerFieldsFragment[]>;
  unlockPost(input: Paid<{ postId: string; price: number }>, signal?: AbortSignal): Promise<BalanceAnswer & { post: PostFieldsFragment }>;
  donateToPost(input: Paid<{ postId: string; amount: number; message?: string }>, signal?: AbortSignal): Promise<BalanceAnswer>;
  donateToUser(input: Paid<{ userId: string; amount: number; message?: string }>, signal?: AbortSignal): Promise<BalanceAnswer>;
  sendSticker(
    input: Paid<{ stickerId: string; toUserId: string; message?: string }>,
    signal?: AbortSignal,
  ): Promise<BalanceAnswer & { sticker: StickerFieldsFragment }>;
  transfer(input: Paid<{ toUserId: string; amount: number }>, signal?: AbortSignal): Promise<BalanceAnswer>;
  /** Listens for the signed-in user's balance on the socket (`onConnected` at each (re)connection); the returned function closes it. */
  listen(onBalance: (balance: number) => void, onConnected?: () => void): () => void;
}

export interface WalletApiOptions {
  /** The chat jwtToken the login stored: the socket authenticates with it. */
  getJwtToken(): string | null;
  connect?: (options: ChatSocketOptions) => () => void;
}

export function createWalletApi(gateway: Gateway, { getJwtToken, connect = connectChatSocket }: WalletApiOptions): WalletApi {
  return {
    async wallet(signal) {
      const { viewer } = await runOperation(gateway, 'MyWallet', {}, signal);
      return { walletBalance: viewer.walletBalance, coinPacks: viewer.coinPacks, referenceCode: viewer.referenceCode };
    },
    page: async (page, signal) => (await runOperation(gateway, 'WalletPage', { page }, signal)).walletPage,
    stickers: async (signal) => (await runOperation(gateway, 'Stickers', {}, signal)).stickers,
    unlockPost: async (input, signal) => (await runOperation(gateway, 'UnlockPost', input, signal)).unlockPost,
    donateToPost: async (input, signal) => (await runOperation(gateway, 'DonateToPost', input, signal)).donateToPost,
    donateToUser: async (input, signal) => (await runOperation(gateway, 'DonateToUser', input, signal)).donateToUser,
    sendSticker: async (input, signal) => (await runOperation(gateway, 'SendSticker', input, signal)).sendSticker,
    transfer: async (input, signal) => (await runOperation(gateway, 'TransferCoins', input, signal)).transferCoins,
    listen(onBalance, onConnected) {
      const token = getJwtToken();
      if (!token) return () => {};
      return connect({ token, onWallet: (wallet) => onBalance(wallet.wallet_balance), onConnect: onConnected });
    },
  };
}
