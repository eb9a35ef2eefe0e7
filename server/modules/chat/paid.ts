import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { UpdateWalletBody, UpdateWalletResponse } from '../../../contract/chat.ts';
import { ChatMessageKind, LedgerKind } from '../../../contract/codes.ts';
import { Endpoints } from '../../../contract/endpoints.ts';
import { Messages } from '../../../contract/messages.ts';
import { defaultMoney } from '../../config.ts';
import type { ChatMessageRow, UserRow } from '../../db/schema.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { sale } from '../wallet/ledger.ts';
import { balanceOf } from '../wallet/repository.ts';
import { hasBoughtPackage, lockMessage, markUnlocked, memberRoom, messageById, recordPackageBuyer } from './repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Paid chat messages: the receiver unlocks paid media or a package offer by paying its author. */
    chatPaidService: ChatPaidService;
  }
}

export interface ChatPaidService {
  /** POST /api/user/update-wallet: pays the message's price to its author, once, and answers the message as it now reads. */
  unlock(viewer: UserRow, body: UpdateWalletBody): Promise<UpdateWalletResponse['data']>;
}

async function chatPaidService(app: FastifyInstance) {
  const { db, chatService: chat, walletService: wallet } = app;
  const money = app.config.money ?? defaultMoney;

  /** True when the viewer may open the message already: paid media they paid, a package they bought (through any offer). */
  const alreadyOpen = async (viewer: UserRow, message: ChatMessageRow) =>
    message.kind === ChatMessageKind.paidPackage
      ? message.packageId !== null && (await hasBoughtPackage(db, message.packageId, viewer.id))
      : message.unlockedAt !== null;

  const service: ChatPaidService = {
    async unlock(viewer, { amount, to_user_id: authorId, message_id: messageId }) {
      const message = await messageById(db, messageId);
      // Someone else's conversation is nobody's business: the same 404 as a message that does not exist.
      if (!message || !(await memberRoom(db, message.roomId, viewer.id))) throw notFound(Messages.chatMessageNotFound);
      if (message.authorId === viewer.id) throw forbidden(Messages.forbidden);
      if (message.kind !== ChatMessageKind.paidMedia && message.kind !== ChatMessageKind.paidPackage) throw badRequest(Messages.badRequest);
      if (authorId !== message.authorId) throw badRequest(Messages.badRequest);
      const packageId = message.packageId;
      // The message's package_id is set null if its package row ever goes (packages are only soft deleted).
      if (message.kind === ChatMessageKind.paidPackage && packageId === null) throw notFound(Messages.packageNotFound);

      let changed: ChatMessageRow | null = null;
      if (!(await alreadyOpen(viewer, message))) {
        const price = message.coins ?? 0;
        if (amount !== price) throw conflict(Messages.chatPriceChanged);
        const { legs, fee } = sale(viewer.id, message.authorId, price, money.platformFeePercent);
        changed = await wallet.settle(async (book) => {
          // One unlock at a time per message: a second request waits here and finds it paid.
          const locked = await lockMessage(book.tx, message.id);
          if (!locked || (locked.kind === ChatMessageKind.paidMedia && locked.unlockedAt !== null)) return null;
          const isPackage = locked.kind === ChatMessageKind.paidPackage && packageId !== null;
          // Natural keys: a paid media message is paid once; a package once per buyer, whichever message offered it.
          const posted = await book.move({
            key: isPackage ? `u${viewer.id}:package:${packageId}` : `chat-media:${locked.id}`,
            kind: isPackage ? LedgerKind.mediaPackage : LedgerKind.chatMedia,
            payerId: viewer.id,
            payeeId: locked.authorId,
            amount: price,
            data: isPackage ? { fee, package: packageId } : { fee, message: locked.id },
            legs,
          });
          if (isPackage) await recordPackageBuyer(book.tx, packageId, viewer.id);
          if (posted.replayed && isPackage && locked.unlockedAt !== null) return null;
          return markUnlocked(book.tx, locked.seq, new Date(app.clock()));
        });
      }
      const current = changed ?? (await messageById(db, messageId)) ?? message;
      if (changed) await chat.announce([changed]);
      return { wallet_balance: await balanceOf(db, viewer.id), message: await chat.present(viewer.id, current) };
    },
  };
  app.decorate('chatPaidService', service);
}

export default fp(chatPaidService, { name: 'chat-paid-service', dependencies: ['db', 'config', 'chat-service', 'wallet-service'] });

/** The chat API's paid-message call; the chat's routes register it in their scope. */
export const chatPaidRoutes: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, Endpoints.unlockMessage, async (request) => answer('', await app.chatPaidService.unlock(viewerOf(request), request.body)));
};
