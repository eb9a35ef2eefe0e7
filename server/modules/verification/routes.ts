import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponses } from '../../../contract/envelope.ts';
import { Messages } from '../../../contract/messages.ts';
import { UploadDocumentBody, VerificationStatusResponse } from '../../../contract/review.ts';
import { AdminRoutes } from '../../../contract/routes.ts';
import { answer } from '../../lib/answers.ts';
import { viewerOf } from '../../plugins/auth.ts';

/** Verification of spec §7: one's own request and status only. */
const verificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const verification = app.verificationService;
  app.addHook('onRequest', app.authenticate);

  app.post(
    AdminRoutes.uploadDocument,
    { schema: { body: UploadDocumentBody, response: { 200: VerificationStatusResponse, ...ErrorResponses } } },
    async (request) => answer(Messages.documentsUploaded, await verification.upload(viewerOf(request), request.body)),
  );

  app.post(
    AdminRoutes.verificationStatus,
    { schema: { response: { 200: VerificationStatusResponse, ...ErrorResponses } } },
    async (request) => answer('', await verification.status(viewerOf(request))),
  );
};

export default verificationRoutes;
