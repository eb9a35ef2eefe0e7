import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MessageResponse } from '../../../contract/auth.ts';
import { ErrorResponses } from '../../../contract/envelope.ts';
import {
  AgoraTokensBody,
  AgoraTokensResponse,
  CreateLiveStreamBody,
  JoinLiveStreamResponse,
  LiveGiftBody,
  LiveStreamResponse,
  LiveStreamsResponse,
  LiveTipBody,
  LiveTipResponse,
  StreamBody,
} from '../../../contract/live.ts';
import { Messages } from '../../../contract/messages.ts';
import { AdminRoutes } from '../../../contract/routes.ts';
import { IDEMPOTENCY_HEADER, IdempotencyHeaders } from '../../../contract/wallet.ts';
import { answer } from '../../lib/answers.ts';
import { viewerOf } from '../../plugins/auth.ts';

/** Live streams of spec §7 (create, delete, join, tokens) and the strip's, a stream's, tips' and gifts' calls. */
const liveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const live = app.liveService;
  app.addHook('onRequest', app.authenticate);

  app.get(AdminRoutes.liveStreams, { schema: { response: { 200: LiveStreamsResponse, ...ErrorResponses } } }, async (request) =>
    answer('', await live.list(viewerOf(request))),
  );

  app.post(
    AdminRoutes.liveStream,
    { schema: { body: StreamBody, response: { 200: LiveStreamResponse, ...ErrorResponses } } },
    async (request) => answer('', await live.one(viewerOf(request), request.body.stream_id)),
  );

  app.post(
    AdminRoutes.createLivestream,
    { schema: { body: CreateLiveStreamBody, response: { 200: LiveStreamResponse, ...ErrorResponses } } },
    async (request) => answer('', await live.create(viewerOf(request), request.body)),
  );

  app.post(
    AdminRoutes.deleteLivestream,
    { schema: { body: StreamBody, response: { 200: MessageResponse, ...ErrorResponses } } },
    async (request) => {
      await live.end(viewerOf(request), request.body.stream_id);
      return answer(Messages.liveEnded, {});
    },
  );

  app.post(
    AdminRoutes.joinLivestream,
    { schema: { body: StreamBody, response: { 200: JoinLiveStreamResponse, ...ErrorResponses } } },
    async (request) => answer(Messages.liveJoined, await live.join(viewerOf(request), request.body.stream_id)),
  );

  app.post(
    AdminRoutes.liveTip,
    { schema: { body: LiveTipBody, headers: IdempotencyHeaders, response: { 200: LiveTipResponse, ...ErrorResponses } } },
    async (request) => answer(Messages.liveTipSent, await live.tip(viewerOf(request), request.body, request.headers[IDEMPOTENCY_HEADER])),
  );

  app.post(
    AdminRoutes.liveGift,
    { schema: { body: LiveGiftBody, headers: IdempotencyHeaders, response: { 200: LiveTipResponse, ...ErrorResponses } } },
    async (request) => answer(Messages.stickerSent, await live.gift(viewerOf(request), request.body, request.headers[IDEMPOTENCY_HEADER])),
  );

  app.post(
    AdminRoutes.agoraTokens,
    { schema: { body: AgoraTokensBody, response: { 200: AgoraTokensResponse, ...ErrorResponses } } },
    async (request) => answer('', await live.tokens(viewerOf(request), request.body.channelName)),
  );
};

export default liveRoutes;
