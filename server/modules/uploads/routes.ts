import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponses } from '../../../contract/envelope';
import { Messages } from '../../../contract/messages';
import { UploadResponse } from '../../../contract/posts';
import { AdminRoutes } from '../../../contract/routes';
import { badRequest } from '../../lib/errors';
import { viewerOf } from '../../plugins/auth';
import { isPublicUnattached } from '../media/access';
import { removeStoredUpload, storeUpload, uploadPathOf } from './pipeline';
import { discardUploadForm, MULTIPART_LIMITS, receiveUploadForm } from './receive';
import { recordUploadWithin, uploadUsageSince } from './repository';
import { quotaAllows } from './quota';
import { ApiError } from '../../lib/errors';
import { defaultUploadQuota, type UploadQuota } from '../../config';
import { answer } from '../../lib/answers';


export interface UploadsRoutesOptions {
  quota?: UploadQuota;
}

const overQuota = () => new ApiError(429, Messages.uploadQuotaExceeded);

const uploadsRoutes: FastifyPluginAsyncTypebox<UploadsRoutesOptions> = async (app, options) => {
  const quota = options.quota ?? defaultUploadQuota;
  // Multipart is parsed here only; the size check is ours (truncated stream), so it answers 400 with the kind's message.
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
  app.addHook('onRequest', app.authenticate);

  app.post(AdminRoutes.upload, { schema: { response: { 200: UploadResponse, ...ErrorResponses } } }, async (request) => {
    const owner = viewerOf(request);
    if (!request.isMultipart()) throw badRequest(Messages.fileRequired);
    if (!(await quotaAllows(quota, app.clock(), (since) => uploadUsageSince(app.db, owner.id, since), 0))) throw overQuota();
    const form = await receiveUploadForm(request);
    try {
      const uploadPath = uploadPathOf(form.path);
      if (!form.file) throw badRequest(Messages.fileRequired);
      const stored = await storeUpload(app.storage, uploadPath, form.file);
      const now = app.clock();
      const recorded = await recordUploadWithin(app.db, owner.id, stored, new Date(now), (usageSince) =>
        quotaAllows(quota, now, usageSince, stored.size),
      ).catch(async (error: unknown) => {
        await removeStoredUpload(app.storage, stored);
        throw error;
      });
      if (!recorded) {
        await removeStoredUpload(app.storage, stored);
        throw overQuota();
      }
      return answer('', {
        key: stored.key,
        // The uploader sees a private file through a signed URL until a post makes it public.
        location: isPublicUnattached(stored.path) ? app.mediaUrls.public(stored.key) : app.mediaUrls.signed(stored.key),
        width: stored.width,
        height: stored.height,
        aspect_ratio: stored.aspectRatio,
        mime: stored.mime,
        size: stored.size,
      });
    } finally {
      await discardUploadForm(form);
    }
  });
};

export default uploadsRoutes;
