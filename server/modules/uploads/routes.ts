import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Endpoints } from '../../../contract/endpoints.ts';
import { Messages } from '../../../contract/messages.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { badRequest } from '../../lib/errors.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { MULTIPART_LIMITS } from './receive.ts';

const uploadsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Multipart is parsed here only; the size check is ours (truncated stream), so it answers 400 with the kind's message.
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });

  serve(app, Endpoints.upload, async (request) => {
    const owner = viewerOf(request);
    if (!request.isMultipart()) throw badRequest(Messages.fileRequired);
    return answer('', await app.uploadsService.upload(owner, request));
  });
};

export default uploadsRoutes;
