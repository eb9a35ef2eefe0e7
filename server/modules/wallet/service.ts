import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ChatMessageKind, LedgerKind, NotificationType, PaymentType } from '../../../contract/codes.ts';
import { Endpoints } from '../../../contract/endpoints.ts';
import { Messages } from '../../../contract/messages.ts';
import { SocketEvents } from '../../../contract/routes.ts';
import type {
  CoinTransferBody,
  DonateBody,
  PayPostBody,
  PayPostResponse,
  SendStickerBody,
  SendStickerResponse,
  Sticker,
  TransactionListResponse,
  UserDonateBody,
} from '../../../contract/wallet.ts';
import { IDEMPOTENCY_HEADER } from '../../../contract/wallet.ts';
import { defaultMoney } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import type { ChatMessageRow, StickerRow, UserRow } from '../../db/schema.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { viewerOf } from '../../plugins/auth.ts';
import type { NotificationEvent, Raised } from '../notifications/service.ts';
import type { NewMessage } from '../chat/repository.ts';
import { visiblePost } from '../posts/repository.ts';
import {
  postMovement,
  postMovementAlone,
  postMovementToSeen,
  sale,
  type Movement,
  type Notice,
  type Posted,
  type WalletAfter,
} from './ledger.ts';
import { noteOf, presentLine, presentSticker } from './present.ts';
import { balanceOf, walletOf, findSticker, hasPurchased, recordPurchase, stickerCatalog, walletLines } from './repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Coins: the ledger's paid actions, the wallet's lines and the live balance pushes. */
    walletService: WalletService;
  }
}

/** The key a paid call came with (`Idempotency-Key`), or none: then the call is its own attempt. */
export type AttemptKey = string | undefined;

export interface WalletService {
  /**
   * Runs `work` in one database transaction with `move` (the ledger) and `raise` (notifications);
   * once it commits, pushes the notifications and every changed balance to its owner's tabs.
   */
  settle<T>(work: (book: Book) => Promise<T>): Promise<T>;
  transactions(userId: number, page: number): Promise<TransactionListResponse['data']>;
  unlockPost(viewer: UserRow, body: PayPostBody): Promise<PayPostResponse['data']>;
  donateToPost(viewer: UserRow, body: DonateBody, key: AttemptKey): Promise<{ wallet_balance: number }>;
  donateToUser(viewer: UserRow, body: UserDonateBody, key: AttemptKey): Promise<{ wallet_balance: number }>;
  stickers(): Promise<Sticker[]>;
  sendSticker(viewer: UserRow, body: SendStickerBody, key: AttemptKey): Promise<SendStickerResponse['data']>;
  transfer(viewer: UserRow, body: CoinTransferBody, key: AttemptKey): Promise<{ wallet_balance: number }>;
  /** The welcome coins of a newcomer referred by someone, in the transaction that verifies the account; once per account. */
  welcome(book: Book, user: Pick<UserRow, 'id' | 'referredBy'>): Promise<void>;
}

/** What a settling transaction can do. */
export interface Book {
  tx: Tx;
  move(movement: Movement): Promise<Posted>;
  raise(event: Parameters<FastifyInstance['notificationsService']['raise']>[1]): Promise<void>;
}

/** The payer's balance after a movement. */
const balanceIn = (posted: Posted, userId: number) => posted.wallets.find((wallet) => wallet.userId === userId)?.balance ?? 0;

async function walletService(app: FastifyInstance) {
  const { db, notificationsService: notifications, realtime, postsService: posts, chatService: chat } = app;
  const money = app.config.money ?? defaultMoney;

  const pushBalances = (wallets: WalletAfter[]) => {
    for (const wallet of wallets) {
      if (wallet.chatUserId)
        realtime.toUser(wallet.chatUserId, SocketEvents.wallet, { wallet_balance: wallet.balance, bonus_balance: wallet.bonus });
    }
  };

  const settle: WalletService['settle'] = async (work) => {
    const raised: Raised = [];
    const changed = new Map<number, WalletAfter>();
    const result = await db.transaction(async (tx) =>
      work({
        tx,
        async move(movement) {
          const posted = await postMovement(tx, movement);
          if (!posted.replayed) for (const wallet of posted.wallets) changed.set(wallet.userId, wallet);
          return posted;
        },
        async raise(event) {
          raised.push(...(await notifications.raise(tx, event)));
        },
      }),
    );
    pushBalances([...changed.values()]);
    await notifications.deliver(raised);
    return result;
  };

  /** The key of a paid call: per payer, so one person's key never meets another's. */
  const keyOf = (payerId: number, key: AttemptKey) => `u${payerId}:${key ?? randomUUID()}`;

  /** Payments go to someone else. */
  const notYourself = (viewer: UserRow, userId: number) => {
    if (userId === viewer.id) throw badRequest(Messages.cannotPayYourself);
  };

  /**
   * A paid action that is one movement and its notification, committed in one statement, then pushed as
   * `settle` does; with `person`, 404 unless the viewer can see them.
   */
  const settleAlone = async (viewer: UserRow, movement: Movement, notice: Notice, person?: number) => {
    const posted =
      person === undefined
        ? await postMovementAlone(db, movement, notice)
        : await postMovementToSeen(db, viewer.id, person, movement, notice);
    if (!posted) throw notFound(Messages.userNotFound);
    if (!posted.replayed) pushBalances(posted.wallets);
    // The actor is the viewer, whose row the session check loaded.
    if (posted.notification) notifications.push({ ...posted.notification, actor: viewer });
    return posted;
  };

  /**
   * A tip to a creator (donation or sticker), less the platform fee. `seen`: 'check' looks at the creator
   * with the payment; 'checked' when their visible post vouched for them.
   */
  const tip = async (
    viewer: UserRow,
    creatorId: number,
    movement: Omit<Movement, 'payerId' | 'payeeId' | 'legs'>,
    postId: number | null,
    seen: 'check' | 'checked',
  ) => {
    const { legs, fee } = sale(viewer.id, creatorId, movement.amount, money.platformFeePercent);
    const posted = await settleAlone(
      viewer,
      { ...movement, data: { ...movement.data, fee }, payerId: viewer.id, payeeId: creatorId, legs },
      {
        to: creatorId,
        type: NotificationType.newTips,
        actorId: viewer.id,
        postId,
        data: { coins: movement.amount, kind: movement.kind, ...(movement.data?.note ? { note: movement.data.note } : {}) },
      },
      seen === 'check' ? creatorId : undefined,
    );
    return { wallet_balance: balanceIn(posted, viewer.id) };
  };

  /**
   * A payment that also writes its message into the pair's room, in one transaction: 404 when the viewer
   * cannot see them; a retry with the same key writes nothing.
   */
  const paidInChat = async (
    viewer: UserRow,
    userId: number,
    paid: { movement: Movement; notice: NotificationEvent; message: Pick<NewMessage, 'kind' | 'content' | 'coins' | 'stickerId' | 'note'> },
  ) => {
    const written: ChatMessageRow[] = [];
    const posted = await settle(async (book) => {
      const room = await chat.roomWith(book.tx, viewer.id, userId);
      const moved = await book.move(paid.movement);
      if (!moved.replayed) {
        await book.raise(paid.notice);
        // The movement's id names the message: one message per movement, whatever happens.
        const { row } = await chat.write(
          book.tx,
          { ...paid.message, roomId: room.id, authorId: viewer.id, clientId: `ledger-${moved.transactionId}` },
          false,
        );
        written.push(row);
      }
      return moved;
    });
    await chat.announce(written);
    return posted;
  };

  const service: WalletService = {
    settle,

    async transactions(userId, page) {
      const [lines, balance] = await Promise.all([walletLines(db, userId, page), walletOf(db, userId)]);
      return { wallet_balance: balance.coins, bonus_balance: balance.bonus, transactions: lines.map(presentLine) };
    },

    async unlockPost(viewer, { post_id: postId, price }) {
      const post = await visiblePost(db, viewer.id, postId);
      if (post.userId === viewer.id) throw forbidden(Messages.ownPostAction);
      if (post.paymentType !== PaymentType.payPerView) throw badRequest(Messages.postNotForSale);
      // Bought already: open, and nothing is charged again whatever the price says now.
      if (!(await hasPurchased(db, viewer.id, postId))) {
        if (post.paymentAmount !== price) throw conflict(Messages.priceChanged);
        const { legs, fee } = sale(viewer.id, post.userId, price, money.platformFeePercent);
        await settle(async (book) => {
          // One purchase per buyer and post: the natural key makes a double click or a retry find the first.
          const posted = await book.move({
            key: `u${viewer.id}:unlock:${postId}`,
            kind: LedgerKind.postUnlock,
            payerId: viewer.id,
            payeeId: post.userId,
            postId,
            amount: price,
            data: { fee },
            legs,
          });
          await recordPurchase(book.tx, viewer.id, postId, price);
          if (!posted.replayed)
            await book.raise({
              to: post.userId,
              type: NotificationType.transferCoins,
              actorId: viewer.id,
              postId,
              data: { coins: price },
              repeatable: true,
            });
        });
      }
      const [presented, balance] = await Promise.all([posts.presentOne(viewer.id, post), balanceOf(db, viewer.id)]);
      return { post_id: postId, wallet_balance: balance, post: presented };
    },

    async donateToPost(viewer, { post_id: postId, amount, message }, key) {
      const post = await visiblePost(db, viewer.id, postId);
      if (post.userId === viewer.id) throw forbidden(Messages.ownPostAction);
      return tip(
        viewer,
        post.userId,
        { key: keyOf(viewer.id, key), kind: LedgerKind.postDonation, postId, amount, data: noteOf(message) },
        postId,
        'checked',
      );
    },

    async donateToUser(viewer, { user_id: userId, amount, message }, key) {
      notYourself(viewer, userId);
      return tip(
        viewer,
        userId,
        { key: keyOf(viewer.id, key), kind: LedgerKind.userDonation, amount, data: noteOf(message) },
        null,
        'check',
      );
    },

    stickers: async () => (await stickerCatalog(db)).map(presentSticker),

    async sendSticker(viewer, { sticker_id: stickerId, to_user_id: userId, message }, key) {
      const sticker: StickerRow | undefined = await findSticker(db, stickerId);
      if (!sticker) throw notFound(Messages.stickerNotFound);
      notYourself(viewer, userId);
      const { legs, fee } = sale(viewer.id, userId, sticker.price, money.platformFeePercent);
      const posted = await paidInChat(viewer, userId, {
        movement: {
          key: keyOf(viewer.id, key),
          kind: LedgerKind.sticker,
          stickerId,
          amount: sticker.price,
          data: { sticker: sticker.name, fee, ...noteOf(message) },
          payerId: viewer.id,
          payeeId: userId,
          legs,
        },
        notice: {
          to: userId,
          type: NotificationType.newTips,
          actorId: viewer.id,
          data: { coins: sticker.price, kind: LedgerKind.sticker, ...noteOf(message) },
          repeatable: true,
        },
        message: {
          kind: ChatMessageKind.sticker,
          content: sticker.name,
          coins: sticker.price,
          stickerId,
          note: noteOf(message).note ?? null,
        },
      });
      return { wallet_balance: balanceIn(posted, viewer.id), sticker: presentSticker(sticker) };
    },

    async transfer(viewer, { to_user_id: userId, amount }, key) {
      notYourself(viewer, userId);
      const posted = await paidInChat(viewer, userId, {
        movement: {
          key: keyOf(viewer.id, key),
          kind: LedgerKind.coinTransfer,
          payerId: viewer.id,
          payeeId: userId,
          amount,
          legs: [
            { account: { user: viewer.id }, amount: -amount },
            { account: { user: userId }, amount },
          ],
        },
        notice: { to: userId, type: NotificationType.receivedCoins, actorId: viewer.id, data: { coins: amount }, repeatable: true },
        message: { kind: ChatMessageKind.coinTransfer, content: '', coins: amount },
      });
      return { wallet_balance: balanceIn(posted, viewer.id) };
    },

    async welcome(book, user) {
      const coins = money.referralWelcomeCoins;
      if (!user.referredBy || coins <= 0) return;
      const posted = await book.move({
        key: `referral:${user.id}`,
        kind: LedgerKind.referralBonus,
        payerId: null,
        payeeId: user.id,
        amount: coins,
        data: { coins, referrer: user.referredBy },
        // Bonus coins: spendable, never withdrawable by anyone they reach (README, money).
        coins: 'bonus',
        legs: [
          { account: { system: 'referral_bonuses' }, amount: -coins },
          { account: { user: user.id }, amount: coins },
        ],
      });
      if (!posted.replayed)
        await book.raise({
          to: user.id,
          type: NotificationType.walletUpdated,
          actorId: null,
          data: { coins, kind: LedgerKind.referralBonus },
        });
    },
  };
  app.decorate('walletService', service);
}

export default fp(walletService, {
  name: 'wallet-service',
  dependencies: ['db', 'config', 'realtime', 'notifications-service', 'posts-service', 'chat-service'],
});

/** The wallet's calls of spec §7: transactions, unlock, donations, stickers and coin transfers. */
export const walletRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const wallet = app.walletService;

  serve(app, Endpoints.transactions, async (request) => answer('', await wallet.transactions(viewerOf(request).id, request.body.page)));

  serve(app, Endpoints.unlockPost, async (request) =>
    answer(Messages.contentUnlocked, await wallet.unlockPost(viewerOf(request), request.body)),
  );

  serve(app, Endpoints.donateToPost, async (request) =>
    answer(Messages.donated, await wallet.donateToPost(viewerOf(request), request.body, request.headers[IDEMPOTENCY_HEADER])),
  );

  serve(app, Endpoints.donateToPerson, async (request) =>
    answer(Messages.donated, await wallet.donateToUser(viewerOf(request), request.body, request.headers[IDEMPOTENCY_HEADER])),
  );

  serve(app, Endpoints.stickers, async () => answer('', await wallet.stickers()));

  serve(app, Endpoints.sendSticker, async (request) =>
    answer(Messages.stickerSent, await wallet.sendSticker(viewerOf(request), request.body, request.headers[IDEMPOTENCY_HEADER])),
  );

  serve(app, Endpoints.transferCoins, async (request) =>
    answer(Messages.transferred, await wallet.transfer(viewerOf(request), request.body, request.headers[IDEMPOTENCY_HEADER])),
  );
};
