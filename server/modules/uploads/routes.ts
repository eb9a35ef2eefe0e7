import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponses } from '../../../contract/envelope.ts';
import { Messages } from '../../../contract/messages.ts';
import { UploadResponse } from '../../../contract/posts.ts';
import { AdminRoutes } from '../../../contract/routes.ts';
import { answer } from '../../lib/answers.ts';
import { badRequest } from '../../lib/errors.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { MULTIPART_LIMITS } from './receive.ts';

const uploadsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Multipart is parsed here only; the size check is ours (truncated stream), so it answers 400 with the kind's message.
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
  app.addHook('onRequest', app.authenticate);

  app.post(AdminRoutes.upload, { schema: { response: { 200: UploadResponse, ...ErrorResponses } } }, async (request) => {
    const owner = viewerOf(request);
    if (!request.isMultipart()) throw badRequest(Messages.fileRequired);
    return answer('', await app.uploadsService.upload(owner, request));
  });
};

export default uploadsRoutes;
