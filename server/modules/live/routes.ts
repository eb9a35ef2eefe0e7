import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Endpoints } from '../../../contract/endpoints.ts';
import { Messages } from '../../../contract/messages.ts';
import { IDEMPOTENCY_HEADER } from '../../../contract/wallet.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { viewerOf } from '../../plugins/auth.ts';

/** Live streams of spec §7 (create, delete, join, tokens) and the strip's, a stream's, tips' and gifts' calls. */
const liveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const live = app.liveService;

  serve(app, Endpoints.liveStreams, async (request) => answer('', await live.list(viewerOf(request))));

  serve(app, Endpoints.liveStream, async (request) => answer('', await live.one(viewerOf(request), request.body.stream_id)));

  serve(app, Endpoints.goLive, async (request) => answer('', await live.create(viewerOf(request), request.body)));

  serve(app, Endpoints.endLive, async (request) => {
    await live.end(viewerOf(request), request.body.stream_id);
    return answer(Messages.liveEnded, {});
  });

  serve(app, Endpoints.joinLive, async (request) =>
    answer(Messages.liveJoined, await live.join(viewerOf(request), request.body.stream_id)),
  );

  serve(app, Endpoints.tipLive, async (request) =>
    answer(Messages.liveTipSent, await live.tip(viewerOf(request), request.body, request.headers[IDEMPOTENCY_HEADER])),
  );

  serve(app, Endpoints.giftLive, async (request) =>
    answer(Messages.stickerSent, await live.gift(viewerOf(request), request.body, request.headers[IDEMPOTENCY_HEADER])),
  );

  serve(app, Endpoints.liveTokens, async (request) => answer('', await live.tokens(viewerOf(request), request.body.channelName)));
};

export default liveRoutes;
