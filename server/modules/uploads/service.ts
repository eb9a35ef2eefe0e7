import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Messages } from '../../../contract/messages';
import type { UploadResponse } from '../../../contract/posts';
import { defaultUploadQuota, type UploadQuota } from '../../config';
import type { UserRow } from '../../db/schema';
import { ApiError, badRequest } from '../../lib/errors';
import { isPublicUnattached } from '../media/service';
import { removeStoredUpload, storeUpload, uploadPathOf } from './pipeline';
import { discardUploadForm, receiveUploadForm } from './receive';
import { deleteOrphanUploads, recordUploadWithin, uploadUsageSince, type UploadUsage } from './repository';

/** An upload no post took within a day was abandoned (a composer closed, a failed post). */
export const ORPHAN_AFTER_MS = 24 * 60 * 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;
const SWEEP_BATCH = 100;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

declare module 'fastify' {
  interface FastifyInstance {
    /** Files going up (checked, stored, counted against the quota) and abandoned ones going away. */
    uploadsService: UploadsService;
  }
}

export interface UploadsService {
  /** Reads the multipart form of `request` and stores its file for `owner`; answers what /api/upload answers. */
  upload(owner: UserRow, request: FastifyRequest): Promise<UploadResponse['data']>;
  /** Removes abandoned post uploads (rows and files); answers the keys removed. Every process may run it at once. */
  sweepOrphans(): Promise<string[]>;
}

/**
 * True when one more file of `bytes` keeps the owner within the hour's and the day's quota.
 * Asked with 0 bytes before the file is read, so a refused upload is not read first.
 */
async function quotaAllows(quota: UploadQuota, now: number, usageSince: (since: Date) => Promise<UploadUsage>, bytes: number): Promise<boolean> {
  for (const [limit, windowMs] of [
    [quota.perHour, HOUR_MS],
    [quota.perDay, DAY_MS],
  ] as const) {
    const usage = await usageSince(new Date(now - windowMs));
    if (usage.files + 1 > limit.files || usage.bytes + bytes > limit.bytes) return false;
  }
  return true;
}

const overQuota = () => new ApiError(429, Messages.uploadQuotaExceeded);

async function uploadsService(app: FastifyInstance) {
  const quota = app.config.uploadQuota ?? defaultUploadQuota;

  const upload: UploadsService['upload'] = async (owner, request) => {
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

  app.decorate('uploadsService', { upload, sweepOrphans } satisfies UploadsService);

  // The sweep runs in every process; its row locks keep them from taking the same file.
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      sweepOrphans().then(
        (removed) => removed.length > 0 && app.log.info({ count: removed.length }, 'orphan uploads removed'),
        (error: unknown) => app.log.error({ err: error }, 'orphan upload sweep failed'),
      );
    }, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(uploadsService, { name: 'uploads-service', dependencies: ['config', 'db', 'storage', 'media-urls'] });
