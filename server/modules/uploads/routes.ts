import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponses } from '../../../contract/envelope';
import { Messages } from '../../../contract/messages';
import { UploadResponse } from '../../../contract/posts';
import { AdminRoutes } from '../../../contract/routes';
import { answer } from '../../lib/answers';
import { badRequest } from '../../lib/errors';
import { viewerOf } from '../../plugins/auth';
import { MULTIPART_LIMITS } from './receive';

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
