import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PaymentType } from '../../../contract/codes.ts';
import { CHAT_FOLDER } from '../chat/files.ts';
import { PREVIEW_PATH } from '../uploads/pipeline.ts';
import { findMediaFileUse, isFreePollOptionImage } from './repository.ts';

/** public: anyone may fetch it; locked: only with a valid signature; missing: 404. */
export type MediaAccess = 'public' | 'locked' | 'missing';

/** Parts of a post shown even when it is locked: its blurred preview and its teaser. */
const SHOWN_LOCKED: ReadonlySet<string> = new Set([PREVIEW_PATH, 'post/teasers/']);
/** Avatars are public by purpose from the upload on; every other file is private until a post uses it. */
const PUBLIC_UNATTACHED: ReadonlySet<string> = new Set(['user/profile/']);
export const isPublicUnattached = (uploadPath: string) => PUBLIC_UNATTACHED.has(uploadPath);

declare module 'fastify' {
  interface FastifyInstance {
    /** Who may fetch a stored file. */
    mediaService: MediaService;
  }
}

export interface MediaService {
  /** Who may fetch the file of `key`, read from its media_files row and the post it is attached to. */
  access(key: string): Promise<MediaAccess>;
}

async function mediaService(app: FastifyInstance) {
  app.decorate('mediaService', {
    async access(key) {
      const file = await findMediaFileUse(app.db, key);
      if (!file) return 'missing';
      if (file.postId !== null) {
        // A deleted post takes its media with it, signed or not.
        if (file.deletedAt !== null) return 'missing';
        if (SHOWN_LOCKED.has(file.path) || file.paymentType === PaymentType.free) return 'public';
        return 'locked';
      }
      if (isPublicUnattached(file.path)) return 'public';
      // A story file dies with its story, whatever signature a copied link carries.
      if (file.storyExpiresAt !== null) return file.storyExpiresAt.getTime() > app.clock() ? 'locked' : 'missing';
      // Chat files (and their thumbnails and previews) are the room's: only ever with a signature.
      if (file.path.startsWith(CHAT_FOLDER)) return 'locked';
      return (await isFreePollOptionImage(app.db, key)) ? 'public' : 'locked';
    },
  } satisfies MediaService);
}

export default fp(mediaService, { name: 'media-service', dependencies: ['db'] });
