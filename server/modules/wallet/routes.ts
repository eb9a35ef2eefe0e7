import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Endpoints } from '../../../contract/endpoints.ts';
import { Messages } from '../../../contract/messages.ts';
import { IDEMPOTENCY_HEADER } from '../../../contract/wallet.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { viewerOf } from '../../plugins/auth.ts';

/** The wallet's calls of spec §7: transactions, unlock, donations, stickers and coin transfers. */
const walletRoutes: FastifyPluginAsyncTypebox = async (app) => {
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

export default walletRoutes;
