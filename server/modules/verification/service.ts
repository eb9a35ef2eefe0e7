import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isCodeOf, DocumentType, NotificationType, VerifyStatus } from '../../../contract/codes.ts';
import { Endpoints } from '../../../contract/endpoints.ts';
import { Messages } from '../../../contract/messages.ts';
import type { UploadDocumentBody, VerificationStatus } from '../../../contract/review.ts';
import type { UserRow } from '../../db/schema.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { SIGNED_DOCUMENT_TTL_SECONDS } from '../../lib/media-urls.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { insertRequest, latestRequest, ownDocuments, setUserVerified } from './repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Identity verification (spec §3, §4): a request with two private images, reviewed by an admin. */
    verificationService: VerificationService;
  }
}

export interface VerificationService {
  /** A new request: pending, the reviewer's last comment cleared, user_verified 0. */
  upload(viewer: UserRow, body: UploadDocumentBody): Promise<VerificationStatus>;
  status(viewer: UserRow): Promise<VerificationStatus>;
  /** A document's URL for its owner or an admin: signed and short-lived. */
  documentUrl(key: string): string;
}

const asVerifyStatus = (value: number) => (isCodeOf(VerifyStatus, value) ? value : VerifyStatus.notApplied);

async function verificationService(app: FastifyInstance) {
  const { db, mediaUrls } = app;
  const documentUrl = (key: string) => mediaUrls.signed(key, SIGNED_DOCUMENT_TTL_SECONDS);

  const status: VerificationService['status'] = async (viewer) => {
    const latest = await latestRequest(db, viewer.id);
    const current = asVerifyStatus(viewer.userVerified);
    return {
      status: current,
      hand_written_comment: latest && current === VerifyStatus.rejected ? latest.comment : '',
      user_document_type: latest && isCodeOf(DocumentType, latest.documentType) ? latest.documentType : null,
      image: latest ? documentUrl(latest.imageKey) : null,
      selfie_image: latest ? documentUrl(latest.selfieKey) : null,
      created_at: latest ? latest.createdAt.toISOString() : null,
    };
  };

  const service: VerificationService = {
    async upload(viewer, body) {
      if (viewer.userVerified === VerifyStatus.verified) throw conflict(Messages.profileAlreadyVerified);
      if (viewer.userVerified === VerifyStatus.pending) throw conflict(Messages.verificationPending);
      if (body.image === body.selfie_image || (await ownDocuments(db, viewer.id, [body.image, body.selfie_image])) !== 2)
        throw badRequest(Messages.documentNotFound);
      await app.walletService.settle(async (book) => {
        const request = await insertRequest(book.tx, {
          userId: viewer.id,
          documentType: body.user_document_type,
          imageKey: body.image,
          selfieKey: body.selfie_image,
          createdAt: new Date(app.clock()),
        });
        if (!request) throw conflict(Messages.verificationPending);
        await setUserVerified(book.tx, viewer.id, VerifyStatus.pending);
        await book.raise({
          to: viewer.id,
          type: NotificationType.verificationUpdates,
          actorId: null,
          data: { status: VerifyStatus.pending },
          repeatable: true,
        });
      });
      return status({ ...viewer, userVerified: VerifyStatus.pending });
    },
    status,
    documentUrl,
  };
  app.decorate('verificationService', service);
}

export default fp(verificationService, { name: 'verification-service', dependencies: ['db', 'media-urls', 'wallet-service'] });

/** Verification of spec §7: one's own request and status only. */
export const verificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const verification = app.verificationService;

  serve(app, Endpoints.requestVerification, async (request) =>
    answer(Messages.documentsUploaded, await verification.upload(viewerOf(request), request.body)),
  );

  serve(app, Endpoints.verificationStatus, async (request) => answer('', await verification.status(viewerOf(request))));
};
