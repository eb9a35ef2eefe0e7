import { LedgerKind, PaymentStatus, TransactionType, type LedgerKindCode } from '../../../contract/codes';
import { Messages } from '../../../contract/messages';
import { Endpoints } from '../generated/endpoints';
import type { SavedCardsResponse } from '../../../contract/cards';
import type { InappPaymentResponse, Sticker as RestSticker, Transaction } from '../../../contract/wallet';
import type { CoinPayment, LedgerKind as Kind, Resolvers, SavedCards, Sticker, WalletLine } from '../generated/resolvers';
import { pageOf, toPost } from './posts';
import { idOf, mediaUrl, restNumber } from './wire';

/** The operations this area answers; codegen types them into generated/graphql.ts, whose documents the page runs. */
export const operations = /* GraphQL */ `
  fragment WalletLineFields on WalletLine {
    id
    kind
    isCredit
    price
    whole
    coins
    stickerName
    counterparty {
      id
      firstName
      lastName
      username
    }
    postId
    createdAt
    title
    message
    note
  }

  query WalletPage($page: Int!) {
    walletPage(page: $page) {
      walletBalance
      bonusBalance
      lines {
        ...WalletLineFields
      }
    }
  }

  fragment StickerFields on Sticker {
    id
    name
    imageUrl
    price
  }

  query Stickers {
    stickers {
      ...StickerFields
    }
  }

  query PaymentConfig {
    paymentConfig {
      provider
      publishableKey
    }
  }

  mutation UnlockPost($postId: ID!, $price: Int!, $idempotencyKey: String!) {
    unlockPost(postId: $postId, price: $price, idempotencyKey: $idempotencyKey) {
      message
      walletBalance
      post {
        ...PostFields
      }
    }
  }

  mutation DonateToPost($postId: ID!, $amount: Int!, $message: String, $idempotencyKey: String!) {
    donateToPost(postId: $postId, amount: $amount, message: $message, idempotencyKey: $idempotencyKey) {
      message
      walletBalance
    }
  }

  mutation DonateToUser($userId: ID!, $amount: Int!, $message: String, $idempotencyKey: String!) {
    donateToUser(userId: $userId, amount: $amount, message: $message, idempotencyKey: $idempotencyKey) {
      message
      walletBalance
    }
  }

  mutation SendSticker($stickerId: ID!, $toUserId: ID!, $message: String, $idempotencyKey: String!) {
    sendSticker(stickerId: $stickerId, toUserId: $toUserId, message: $message, idempotencyKey: $idempotencyKey) {
      message
      walletBalance
      sticker {
        ...StickerFields
      }
    }
  }

  mutation TransferCoins($toUserId: ID!, $amount: Int!, $idempotencyKey: String!) {
    transferCoins(toUserId: $toUserId, amount: $amount, idempotencyKey: $idempotencyKey) {
      message
      walletBalance
    }
  }

  mutation CreateTestCardPaymentMethod($input: CardInput!) {
    createTestCardPaymentMethod(input: $input) {
      id
      brand
      last4
    }
  }

  mutation TakeTestCardExtraStep($clientSecret: String!, $outcome: ExtraStepOutcome!) {
    takeTestCardExtraStep(clientSecret: $clientSecret, outcome: $outcome) {
      message
    }
  }

  fragment SavedCardsFields on SavedCards {
    message
    cards {
      id
      brand
      last4
      expMonth
      expYear
    }
    autoTopUp {
      cardId
      packId
    }
    coinValueCents
  }

  query SavedCards {
    savedCards {
      ...SavedCardsFields
    }
  }

  mutation BuyWithSavedCard($cardId: ID!, $packId: ID!, $idempotencyKey: String!) {
    buyWithSavedCard(cardId: $cardId, packId: $packId, idempotencyKey: $idempotencyKey) {
      ...CoinPaymentFields
    }
  }

  mutation RemoveCard($cardId: ID!) {
    removeCard(cardId: $cardId) {
      ...SavedCardsFields
    }
  }

  mutation SetAutoTopUp($cardId: ID, $packId: ID) {
    setAutoTopUp(cardId: $cardId, packId: $packId) {
      ...SavedCardsFields
    }
  }

  fragment CoinPaymentFields on CoinPayment {
    message
    status
    paymentId
    coins
    walletBalance
    clientSecret
  }

  mutation BuyCoins($packId: ID!, $paymentId: String!, $idempotencyKey: String!, $saveCard: Boolean) {
    buyCoins(packId: $packId, paymentId: $paymentId, idempotencyKey: $idempotencyKey, saveCard: $saveCard) {
      ...CoinPaymentFields
    }
  }
`;

const kindByCode: Record<LedgerKindCode, Kind> = {
  [LedgerKind.coinPurchase]: 'COIN_PURCHASE',
  [LedgerKind.postUnlock]: 'POST_UNLOCK',
  [LedgerKind.postDonation]: 'POST_DONATION',
  [LedgerKind.userDonation]: 'USER_DONATION',
  [LedgerKind.sticker]: 'STICKER',
  [LedgerKind.coinTransfer]: 'COIN_TRANSFER',
  [LedgerKind.referralBonus]: 'REFERRAL_BONUS',
  [LedgerKind.subscription]: 'SUBSCRIPTION',
  [LedgerKind.payoutRequest]: 'PAYOUT_REQUEST',
  [LedgerKind.payoutPaid]: 'PAYOUT_PAID',
  [LedgerKind.payoutRejected]: 'PAYOUT_REJECTED',
  [LedgerKind.chatMedia]: 'CHAT_MEDIA',
  [LedgerKind.mediaPackage]: 'MEDIA_PACKAGE',
  [LedgerKind.liveJoin]: 'LIVE_JOIN',
  [LedgerKind.liveTip]: 'LIVE_TIP',
};

const numberIn = (data: Transaction['data'], key: string): number | null => {
  const value = Number(data[key]);
  return data[key] === undefined || !Number.isFinite(value) ? null : value;
};

/** A wallet line in the client's words: the kind as an enum, credit as a flag, the figures out of `data`. */
export function toWalletLine(line: Transaction): WalletLine {
  return {
    id: idOf(line.id),
    kind: kindByCode[line.kind] ?? 'OTHER',
    isCredit: line.transaction_type === TransactionType.credit,
    price: line.price,
    whole: numberIn(line.data, 'whole') ?? line.price,
    coins: numberIn(line.data, 'coins'),
    stickerName: typeof line.data.sticker === 'string' ? line.data.sticker : null,
    counterparty: line.counterparty && {
      id: idOf(line.counterparty.id),
      firstName: line.counterparty.first_name,
      lastName: line.counterparty.last_name,
      username: line.counterparty.username,
    },
    postId: line.post_id === null ? null : idOf(line.post_id),
    createdAt: line.created_at,
    title: line.title,
    message: line.message,
    note: typeof line.data.note === 'string' && line.data.note ? line.data.note : null,
  };
}

export const toSticker = (sticker: RestSticker): Sticker => ({
  id: idOf(sticker.id),
  name: sticker.name,
  imageUrl: mediaUrl(sticker.sticker_url) ?? sticker.sticker_url,
  price: sticker.price,
});

const paid = (idempotencyKey: string) => ({ idempotencyKey });

const toCoinPayment = (message: string, data: InappPaymentResponse['data']): CoinPayment => ({
  message,
  status: data.status === PaymentStatus.requiresAction ? 'REQUIRES_ACTION' : 'SUCCEEDED',
  paymentId: data.payment_id,
  coins: data.coins,
  walletBalance: data.wallet_balance,
  clientSecret: data.client_secret,
});

const toSavedCards = (message: string, data: SavedCardsResponse['data']): SavedCards => ({
  message,
  cards: data.cards.map((card) => ({
    id: idOf(card.id),
    brand: card.brand,
    last4: card.last4,
    expMonth: card.exp_month,
    expYear: card.exp_year,
  })),
  autoTopUp: data.auto_top_up && { cardId: idOf(data.auto_top_up.card_id), packId: idOf(data.auto_top_up.package_id) },
  coinValueCents: data.coin_value_cents,
});

export const walletResolvers: Resolvers = {
  Query: {
    walletPage: async (_root, { page }, { rest, signal }) => {
      const { data } = await rest.call(Endpoints.transactions, { page: pageOf(page) }, { signal });
      return { walletBalance: data.wallet_balance, bonusBalance: data.bonus_balance, lines: data.transactions.map(toWalletLine) };
    },
    stickers: async (_root, _args, { rest, signal }) => (await rest.call(Endpoints.stickers, {}, { signal })).data.map(toSticker),
    paymentConfig: async (_root, _args, { rest, signal }) => {
      const { data } = await rest.call(Endpoints.paymentConfig, {}, { signal });
      return { provider: data.provider === 'stripe' ? 'STRIPE' : 'TEST_CARD', publishableKey: data.publishable_key };
    },
    savedCards: async (_root, _args, { rest, signal }) => {
      const { message, data } = await rest.call(Endpoints.savedCards, {}, { signal });
      return toSavedCards(message, data);
    },
  },
  Mutation: {
    unlockPost: async (_root, { postId, price, idempotencyKey }, { rest, signal }) => {
      const body = { post_id: restNumber(postId, Messages.postNotFound), price };
      const { message, data } = await rest.call(Endpoints.unlockPost, body, { signal, ...paid(idempotencyKey) });
      return { message, walletBalance: data.wallet_balance, post: toPost(data.post) };
    },
    donateToPost: async (_root, { postId, amount, message: note, idempotencyKey }, { rest, signal }) => {
      const body = { post_id: restNumber(postId, Messages.postNotFound), amount, ...(note ? { message: note } : {}) };
      const { message, data } = await rest.call(Endpoints.donateToPost, body, { signal, ...paid(idempotencyKey) });
      return { message, walletBalance: data.wallet_balance };
    },
    donateToUser: async (_root, { userId, amount, message: note, idempotencyKey }, { rest, signal }) => {
      const body = { user_id: restNumber(userId, Messages.userNotFound), amount, ...(note ? { message: note } : {}) };
      const { message, data } = await rest.call(Endpoints.donateToPerson, body, { signal, ...paid(idempotencyKey) });
      return { message, walletBalance: data.wallet_balance };
    },
    sendSticker: async (_root, { stickerId, toUserId, message: note, idempotencyKey }, { rest, signal }) => {
      const body = {
        sticker_id: restNumber(stickerId, Messages.stickerNotFound),
        to_user_id: restNumber(toUserId, Messages.userNotFound),
        ...(note ? { message: note } : {}),
      };
      const { message, data } = await rest.call(Endpoints.sendSticker, body, { signal, ...paid(idempotencyKey) });
      return { message, walletBalance: data.wallet_balance, sticker: toSticker(data.sticker) };
    },
    transferCoins: async (_root, { toUserId, amount, idempotencyKey }, { rest, signal }) => {
      const body = { to_user_id: restNumber(toUserId, Messages.userNotFound), amount };
      const { message, data } = await rest.call(Endpoints.transferCoins, body, { signal, ...paid(idempotencyKey) });
      return { message, walletBalance: data.wallet_balance };
    },
    createTestCardPaymentMethod: async (_root, { input }, { rest, signal }) => {
      const body = { number: input.number, exp_month: input.expMonth, exp_year: input.expYear, cvc: input.cvc };
      const { data } = await rest.call(Endpoints.testCardPaymentMethod, body, { signal });
      return { id: data.id, brand: data.brand, last4: data.last4 };
    },
    takeTestCardExtraStep: async (_root, { clientSecret, outcome }, { rest, signal }) => {
      const body = { client_secret: clientSecret, outcome: outcome === 'COMPLETE' ? ('complete' as const) : ('fail' as const) };
      const { message } = await rest.call(Endpoints.testCardAuthenticate, body, { signal });
      return { message };
    },
    buyCoins: async (_root, { packId, paymentId, idempotencyKey, saveCard }, { rest, signal }) => {
      const body = {
        purchaseData: [{ packageId: restNumber(packId, Messages.coinPackNotFound), trasactionId: paymentId }],
        ...(saveCard ? { save_card: true } : {}),
      };
      const { message, data } = await rest.call(Endpoints.buyCoins, body, { signal, ...paid(idempotencyKey) });
      return toCoinPayment(message, data);
    },
    buyWithSavedCard: async (_root, { cardId, packId, idempotencyKey }, { rest, signal }) => {
      const body = { card_id: restNumber(cardId, Messages.cardNotFound), package_id: restNumber(packId, Messages.coinPackNotFound) };
      const { message, data } = await rest.call(Endpoints.buyWithSavedCard, body, { signal, ...paid(idempotencyKey) });
      return toCoinPayment(message, data);
    },
    removeCard: async (_root, { cardId }, { rest, signal }) => {
      const { message, data } = await rest.call(Endpoints.removeCard, { card_id: restNumber(cardId, Messages.cardNotFound) }, { signal });
      return toSavedCards(message, data);
    },
    setAutoTopUp: async (_root, { cardId, packId }, { rest, signal }) => {
      const body =
        cardId && packId
          ? {
              enabled: true as const,
              card_id: restNumber(cardId, Messages.cardNotFound),
              package_id: restNumber(packId, Messages.coinPackNotFound),
            }
          : { enabled: false as const };
      const { message, data } = await rest.call(Endpoints.setAutoTopUp, body, { signal });
      return toSavedCards(message, data);
    },
  },
};
