import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponses } from '../../../contract/envelope.ts';
import { Messages } from '../../../contract/messages.ts';
import { AdminRoutes } from '../../../contract/routes.ts';
import {
  BalanceResponse,
  CoinTransferBody,
  DonateBody,
  IDEMPOTENCY_HEADER,
  IdempotencyHeaders,
  PayPostBody,
  PayPostResponse,
  SendStickerBody,
  SendStickerResponse,
  StickersResponse,
  TransactionListBody,
  TransactionListResponse,
  UserDonateBody,
} from '../../../contract/wallet.ts';
import { answer } from '../../lib/answers.ts';
import { viewerOf } from '../../plugins/auth.ts';

/** The wallet's calls of spec §7: transactions, unlock, donations, stickers and coin transfers. */
const walletRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const wallet = app.walletService;
  app.addHook('onRequest', app.authenticate);

  app.post(
    AdminRoutes.transactionList,
    { schema: { body: TransactionListBody, response: { 200: TransactionListResponse, ...ErrorResponses } } },
    async (request) => answer('', await wallet.transactions(viewerOf(request).id, request.body.page)),
  );

  app.post(AdminRoutes.payPost, { schema: { body: PayPostBody, response: { 200: PayPostResponse, ...ErrorResponses } } }, async (request) =>
    answer(Messages.contentUnlocked, await wallet.payPost(viewerOf(request), request.body)),
  );

  app.post(
    AdminRoutes.donate,
    { schema: { body: DonateBody, headers: IdempotencyHeaders, response: { 200: BalanceResponse, ...ErrorResponses } } },
    async (request) =>
      answer(Messages.donated, await wallet.donateToPost(viewerOf(request), request.body, request.headers[IDEMPOTENCY_HEADER])),
  );

  app.post(
    AdminRoutes.userDonate,
    { schema: { body: UserDonateBody, headers: IdempotencyHeaders, response: { 200: BalanceResponse, ...ErrorResponses } } },
    async (request) =>
      answer(Messages.donated, await wallet.donateToUser(viewerOf(request), request.body, request.headers[IDEMPOTENCY_HEADER])),
  );

  app.get(AdminRoutes.stickers, { schema: { response: { 200: StickersResponse, ...ErrorResponses } } }, async () =>
    answer('', await wallet.stickers()),
  );

  app.post(
    AdminRoutes.sendSticker,
    { schema: { body: SendStickerBody, headers: IdempotencyHeaders, response: { 200: SendStickerResponse, ...ErrorResponses } } },
    async (request) =>
      answer(Messages.stickerSent, await wallet.sendSticker(viewerOf(request), request.body, request.headers[IDEMPOTENCY_HEADER])),
  );

  app.post(
    AdminRoutes.coinTransfer,
    { schema: { body: CoinTransferBody, headers: IdempotencyHeaders, response: { 200: BalanceResponse, ...ErrorResponses } } },
    async (request) =>
      answer(Messages.transferred, await wallet.transfer(viewerOf(request), request.body, request.headers[IDEMPOTENCY_HEADER])),
  );
};

export default walletRoutes;
