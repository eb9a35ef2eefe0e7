import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Endpoints } from '../../../contract/endpoints.ts';
import { Messages } from '../../../contract/messages.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { viewerOf } from '../../plugins/auth.ts';

/** Verification of spec §7: one's own request and status only. */
const verificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const verification = app.verificationService;

  serve(app, Endpoints.requestVerification, async (request) =>
    answer(Messages.documentsUploaded, await verification.upload(viewerOf(request), request.body)),
  );

  serve(app, Endpoints.verificationStatus, async (request) => answer('', await verification.status(viewerOf(request))));
};

export default verificationRoutes;
