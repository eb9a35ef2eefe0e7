import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Endpoints } from '../../../contract/endpoints.ts';
import { Messages } from '../../../contract/messages.ts';
import type { UploadResponse } from '../../../contract/posts.ts';
import { RESUMABLE_UPLOAD_PATH, UPLOAD_PATHS, type UploadPath } from '../../../contract/rules.ts';
import { defaultUploadQuota, type UploadQuota } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { ApiError, badRequest } from '../../lib/errors.ts';
import { scheduleSweep } from '../../lib/sweep.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { isPublicUnattached } from '../media/service.ts';
import { createResumableUploads, type ResumableUploads } from './resumable.ts';
import { removeStoredUpload, storeUpload, uploadPathOf, type IncomingFile } from './pipeline.ts';
import { imagesWithoutVariants, makeImageVariants, VARIANTS_ON_UPLOAD } from './variants.ts';
import { discardUploadForm, receiveUploadForm, MULTIPART_LIMITS } from './receive.ts';
import {
  deleteOrphanUploads,
  recentUploadUsage,
  recordUpload,
  recordUploadWithin,
  type QuotaWindows,
  type UploadUsage,
} from './repository.ts';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** An upload no post took within a day was abandoned (a composer closed, a failed post). */
export const ORPHAN_AFTER_MS = DAY_MS;
const SWEEP_EVERY_MS = HOUR_MS;
const SWEEP_BATCH = 100;

declare module 'fastify' {
  interface FastifyInstance {
    /** Files going up (checked, stored, counted against the quota) and abandoned ones going away. */
    uploadsService: UploadsService;
    /** The tus server of /api/upload/resumable: large files that survive a dropped connection. */
    resumableUploads: ResumableUploads;
  }
}

export interface UploadsService {
  /** Reads the multipart form of `request` and stores its file for `owner`; answers what /api/upload answers. */
  upload(owner: UserRow, request: FastifyRequest): Promise<UploadResponse['data']>;
  /** Checks, stores and records a file already received (a form's or a finished resumable upload's); answers what /api/upload answers. */
  storeReceived(owner: UserRow, uploadPath: UploadPath, file: IncomingFile): Promise<UploadResponse['data']>;
  /**
   * 429 unless the owner may upload one more file (of `bytes`, when known) now: asked before a file is read, so a
   * refused upload is not read first.
   */
  checkQuota(ownerId: number, bytes?: number): Promise<void>;
  /**
   * Writes an upload's rows with `record` when one more file of `bytes` keeps the owner within their quota
   * (shared by every route); 429 otherwise, nothing written.
   */
  recordWithinQuota(ownerId: number, bytes: number, record: (tx: Tx) => Promise<void>): Promise<void>;
  /** Removes abandoned post uploads (rows and files); answers the keys removed. Every process may run it at once. */
  sweepOrphans(): Promise<string[]>;
  /**
   * Queues the variants job of post images that have none (the demo's, those stored before variants); answers
   * how many. Run at start; photos, story and chat images are queued when first asked with `?w=` instead.
   */
  queueMissingVariants(): Promise<number>;
  /**
   * Queues the variants job of a stored image (its upload, a framed profile photo, a chat image, the first `?w=`
   * asking for it), once per key in `VARIANTS_QUEUED_ONCE_SECONDS`; never throws.
   */
  queueVariants(key: string): Promise<void>;
}

/** Post images whose variants start queues at most, newest first (the feed shows those). */
const MISSING_VARIANTS_BATCH = 500;
/**
 * An image's variants job is queued once in this long, however many requests ask for a width meanwhile (pg-boss's
 * singleton slot); a job that failed for good is queued again by the next request after it.
 */
const VARIANTS_QUEUED_ONCE_SECONDS = 15 * 60;

const windowsEndingAt = (now: number): QuotaWindows => ({ hourAgo: new Date(now - HOUR_MS), dayAgo: new Date(now - DAY_MS) });

/**
 * True when one more file of `bytes` keeps the owner within the hour's and the day's quota.
 * Asked with 0 bytes before the file is read, so a refused upload is not read first.
 */
function fitsQuota(quota: UploadQuota, usage: { hour: UploadUsage; day: UploadUsage }, bytes: number): boolean {
  return (
    [
      [quota.perHour, usage.hour],
      [quota.perDay, usage.day],
    ] as const
  ).every(([limit, used]) => used.files + 1 <= limit.files && used.bytes + bytes <= limit.bytes);
}

const overQuota = () => new ApiError(429, Messages.uploadQuotaExceeded);

async function uploadsService(app: FastifyInstance) {
  const quota = app.config.uploadQuota ?? defaultUploadQuota;

  const checkQuota: UploadsService['checkQuota'] = async (ownerId, bytes = 0) => {
    if (!fitsQuota(quota, await recentUploadUsage(app.db, ownerId, windowsEndingAt(app.clock())), bytes)) throw overQuota();
  };

  const recordWithinQuota: UploadsService['recordWithinQuota'] = async (ownerId, bytes, record) => {
    if (!(await recordUploadWithin(app.db, ownerId, windowsEndingAt(app.clock()), (usage) => fitsQuota(quota, usage, bytes), record)))
      throw overQuota();
  };

  const queueVariants: UploadsService['queueVariants'] = async (key) => {
    await app.jobs.sendOnce('imageVariants', { key }, key, VARIANTS_QUEUED_ONCE_SECONDS).catch((error: unknown) => {
      app.log.error({ err: error, key }, 'image variants job not queued');
    });
  };

  const storeReceived: UploadsService['storeReceived'] = async (owner, uploadPath, file) => {
    const stored = await storeUpload(app.storage, uploadPath, file);
    const now = new Date(app.clock());
    await recordWithinQuota(owner.id, stored.size, (tx) => recordUpload(tx, owner.id, stored, null, now)).catch(async (error: unknown) => {
      await removeStoredUpload(app.storage, stored);
      throw error;
    });
    if (UPLOAD_PATHS[uploadPath].kind === 'video') await app.videos.prepare(stored.key);
    // The upload answers with the original now; its widths follow from a job (the feed shows the original until then).
    if (VARIANTS_ON_UPLOAD.has(stored.path)) await queueVariants(stored.key);
    return {
      key: stored.key,
      // The uploader sees a private file through a signed URL until a post makes it public.
      location: isPublicUnattached(stored.path) ? app.mediaUrls.public(stored.key) : app.mediaUrls.signed(stored.key),
      width: stored.width,
      height: stored.height,
      aspect_ratio: stored.aspectRatio,
      mime: stored.mime,
      size: stored.size,
    };
  };

  const upload: UploadsService['upload'] = async (owner, request) => {
    await checkQuota(owner.id);
    const form = await receiveUploadForm(request);
    try {
      const uploadPath = uploadPathOf(form.path);
      if (!form.file) throw badRequest(Messages.fileRequired);
      return await storeReceived(owner, uploadPath, form.file);
    } finally {
      await discardUploadForm(form);
    }
  };

  const sweepOrphans = async () => {
    const removed: string[] = [];
    const before = new Date(app.clock() - ORPHAN_AFTER_MS);
    for (;;) {
      const batch = await deleteOrphanUploads(app.db, before, SWEEP_BATCH, async (keys) => {
        for (const key of keys) await app.storage.remove(key);
      });
      removed.push(...batch);
      if (batch.length < SWEEP_BATCH) return removed;
    }
  };

  const resumable = await createResumableUploads(app);
  app.decorate('resumableUploads', resumable);
  const queueMissingVariants = async () => {
    const keys = await imagesWithoutVariants(app.db, MISSING_VARIANTS_BATCH);
    for (const key of keys) await app.jobs.sendOnce('imageVariants', { key }, key, VARIANTS_QUEUED_ONCE_SECONDS);
    return keys.length;
  };

  app.decorate('uploadsService', {
    upload,
    storeReceived,
    checkQuota,
    recordWithinQuota,
    sweepOrphans,
    queueMissingVariants,
    queueVariants,
  } satisfies UploadsService);

  // After the job engine started (its onReady hook is named first); not awaited: the server listens meanwhile.
  app.addHook('onReady', async () => {
    queueMissingVariants().catch((error: unknown) => app.log.error({ err: error }, 'missing image variants not queued'));
  });

  app.jobs.handle('imageVariants', async ({ payload }) => {
    await makeImageVariants(app.db, app.storage, payload.key);
  });

  // The sweep runs in every process; its row locks keep them from taking the same file.
  scheduleSweep(app, {
    seconds: SWEEP_EVERY_MS / 1000,
    name: 'orphan upload sweep',
    run: sweepOrphans,
    report: (removed) => (removed.length > 0 ? { line: 'orphan uploads removed', fields: { count: removed.length } } : undefined),
  });
  // Resumable uploads nobody finished: their bytes go once they expire (every process may run it at once).
  scheduleSweep(app, {
    seconds: SWEEP_EVERY_MS / 1000,
    name: 'expired resumable upload sweep',
    run: () => resumable.removeExpired(),
    report: (count) => (count > 0 ? { line: 'expired resumable uploads removed', fields: { count } } : undefined),
  });
}

export default fp(uploadsService, {
  name: 'uploads-service',
  dependencies: ['config', 'db', 'storage', 'media-urls', 'jobs', 'videos-service'],
});

export const uploadsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Multipart is parsed here only; the size check is ours (truncated stream), so it answers 400 with the kind's message.
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });

  serve(app, Endpoints.upload, async (request) => {
    const owner = viewerOf(request);
    if (!request.isMultipart()) throw badRequest(Messages.fileRequired);
    return answer('', await app.uploadsService.upload(owner, request));
  });

  // tus 1.0 (POST creates, HEAD asks the offset, PATCH sends bytes, DELETE cancels), behind the same session check.
  await app.register(async (tus) => {
    // The body is the tus server's to read, as it arrives: nothing is parsed or buffered here.
    tus.removeAllContentTypeParsers();
    tus.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const owner = viewerOf(request);
      // The tus server writes the raw response: the headers set so far (security headers, request id) go with it.
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
      reply.hijack();
      await app.resumableUploads.handle(request.raw, reply.raw, owner);
    };
    const summaries = {
      POST: 'Start a resumable (tus 1.0) upload: Upload-Length, and metadata path and filename',
      HEAD: 'The offset of one of my resumable uploads',
      PATCH: 'Send bytes of a resumable upload from its offset; the last answers as /api/upload',
      DELETE: 'Cancel a resumable upload and delete its bytes',
    } as const;
    // Described for the OpenAPI document only: the tus server reads and answers these requests itself.
    const schemaOf = (method: keyof typeof summaries) => ({
      tags: ['Uploads'],
      summary: summaries[method],
      security: [{ bearer: [] }],
      response: { [method === 'POST' ? 201 : method === 'PATCH' ? 204 : method === 'HEAD' ? 200 : 204]: { description: 'tus 1.0' } },
    });
    tus.route({ method: 'POST', url: RESUMABLE_UPLOAD_PATH, schema: schemaOf('POST'), onRequest: app.authenticate, handler });
    for (const method of ['HEAD', 'PATCH', 'DELETE'] as const)
      tus.route({ method, url: `${RESUMABLE_UPLOAD_PATH}/:id`, schema: schemaOf(method), onRequest: app.authenticate, handler });
  });
};
