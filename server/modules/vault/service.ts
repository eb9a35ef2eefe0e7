import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, desc, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import { MediaType, type MediaTypeCode } from '../../../contract/codes.ts';
import { Endpoints } from '../../../contract/endpoints.ts';
import { Messages } from '../../../contract/messages.ts';
import type { ChatUploadResponse } from '../../../contract/chat.ts';
import type { MediaContent } from '../../../contract/packages.ts';
import type { UploadResponse } from '../../../contract/posts.ts';
import { UPLOAD_PATHS, VAULT_PAGE_SIZE, VAULT_UPLOAD_PATHS, type UploadKind } from '../../../contract/rules.ts';
import type { VaultChatBody, VaultItem, VaultPackageBody, VaultUseBody } from '../../../contract/vault.ts';
import type { DbOrTx } from '../../db/client.ts';
import { mediaFiles, posts, type UserRow } from '../../db/schema.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { PACKAGE_MEDIA_PATH } from '../packages/files.ts';
import { presentContent } from '../packages/present.ts';
import type { IncomingFile } from '../uploads/pipeline.ts';

/** Post uploads: in the vault once a live post holds them (a composer's file in flight is not yet the creator's media). */
const POST_UPLOADS = ['post/images/', 'post/videos/', 'post/audios/'];
/**
 * Every folder whose files are a creator's media (not a thumbnail, preview, teaser or width made of one):
 * posts', chat's, packages' and the vault's own uploads. See docs/decisions/0050-the-vault.md
 */
export const VAULT_FOLDERS: readonly string[] = [
  ...POST_UPLOADS,
  ...Object.values(VAULT_UPLOAD_PATHS),
  'chat/images/',
  'chat/videos/',
  PACKAGE_MEDIA_PATH,
];

const MIME_PREFIX: Record<MediaTypeCode, string> = {
  [MediaType.image]: 'image/',
  [MediaType.audio]: 'audio/',
  [MediaType.video]: 'video/',
};
/** What chat carries of images as they are; any other image goes as a JPEG. */
const CHAT_IMAGE_MIMES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png']);
const KIND_OF: Record<MediaTypeCode, UploadKind> = { [MediaType.image]: 'image', [MediaType.audio]: 'audio', [MediaType.video]: 'video' };
const mediaTypeOf = (mime: string): MediaTypeCode =>
  mime.startsWith('video/') ? MediaType.video : mime.startsWith('audio/') ? MediaType.audio : MediaType.image;

/** The owner's files listed in their vault: their media folders, not deleted from the vault, not a reuse's copy, not a deleted post's. */
function inVaultOf(ownerId: number) {
  return and(
    eq(mediaFiles.ownerId, ownerId),
    inArray(mediaFiles.path, [...VAULT_FOLDERS]),
    isNull(mediaFiles.vaultHiddenAt),
    isNull(mediaFiles.vaultSourceKey),
    or(
      sql`${mediaFiles.path} not in (${sql.join(
        POST_UPLOADS.map((folder) => sql`${folder}`),
        sql`, `,
      )})`,
      sql`exists (select 1 from ${posts} where ${posts.id} = ${mediaFiles.postId} and ${posts.deletedAt} is null)`,
    ),
  );
}

async function findVaultItem(db: DbOrTx, ownerId: number, key: string) {
  const [row] = await db
    .select()
    .from(mediaFiles)
    .where(and(eq(mediaFiles.key, key), inVaultOf(ownerId)))
    .limit(1);
  return row;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A creator's uploaded media in one library: listed, reused and deleted by their owner only. */
    vaultService: VaultService;
  }
}

export interface VaultService {
  /** A page of the owner's vault, newest first; one kind when `mediaType` is given. */
  list(ownerId: number, page: number, mediaType?: MediaTypeCode): Promise<VaultItem[]>;
  /** The item made a new upload of `path` for its owner (checked and counted as an upload is); 404 for anyone else's. */
  use(owner: UserRow, body: VaultUseBody): Promise<UploadResponse['data']>;
  /** The item added to one of the owner's packages as a package file of its own, answered as content-create answers. */
  useInPackage(owner: UserRow, body: VaultPackageBody): Promise<MediaContent>;
  /** The item made the owner's unattached chat file (a JPEG when another image format), answered as /files/upload answers. */
  useInChat(owner: UserRow, body: VaultChatBody): Promise<ChatUploadResponse['data']>;
  /** Hides the item from its owner's vault; whatever holds it keeps it. 404 for anyone else's. */
  remove(ownerId: number, key: string): Promise<void>;
}

async function vaultService(app: FastifyInstance) {
  /** The stored file copied to a temporary file, as a received upload would be. */
  const receivedCopyOf = async (key: string): Promise<IncomingFile> => {
    const stored = await app.storage.read(key);
    if (!stored) throw notFound(Messages.vaultItemNotFound);
    const tempPath = path.join(tmpdir(), `fanclub-vault-${randomBytes(12).toString('hex')}`);
    try {
      await pipeline(stored.body, createWriteStream(tempPath));
    } catch (error) {
      await rm(tempPath, { force: true });
      throw error;
    }
    return { tempPath, filename: path.basename(key), size: stored.size, truncated: false };
  };

  /** The stored file as chat takes it: JPEG and PNG images as they are, any other image converted to JPEG. */
  const chatReadyCopyOf = async (key: string, mime: string): Promise<IncomingFile> => {
    const file = await receivedCopyOf(key);
    if (!mime.startsWith('image/') || CHAT_IMAGE_MIMES.has(mime)) return file;
    const jpegPath = `${file.tempPath}.jpg`;
    try {
      const { size } = await sharp(file.tempPath, { failOn: 'error', animated: false }).rotate().jpeg({ quality: 90 }).toFile(jpegPath);
      return { tempPath: jpegPath, filename: `${path.basename(key, path.extname(key))}.jpg`, size, truncated: false };
    } catch {
      await rm(jpegPath, { force: true });
      throw badRequest(Messages.fileUnreadable);
    } finally {
      await rm(file.tempPath, { force: true });
    }
  };

  app.decorate('vaultService', {
    async list(ownerId, page, mediaType) {
      const rows = await app.db
        .select()
        .from(mediaFiles)
        .where(and(inVaultOf(ownerId), mediaType === undefined ? undefined : like(mediaFiles.mime, `${MIME_PREFIX[mediaType]}%`)))
        .orderBy(desc(mediaFiles.createdAt), desc(mediaFiles.key))
        .limit(VAULT_PAGE_SIZE)
        .offset((page - 1) * VAULT_PAGE_SIZE);
      return rows.map((row) => ({
        key: row.key,
        media_type: mediaTypeOf(row.mime),
        mime: row.mime,
        url: app.mediaUrls.signed(row.key),
        width: row.width,
        height: row.height,
        size: row.sizeBytes,
        created_at: row.createdAt.toISOString(),
      }));
    },

    async use(owner, { key, path: uploadPath }) {
      const item = await findVaultItem(app.db, owner.id, key);
      if (!item) throw notFound(Messages.vaultItemNotFound);
      if (KIND_OF[mediaTypeOf(item.mime)] !== UPLOAD_PATHS[uploadPath].kind) throw badRequest(Messages.vaultWrongKind);
      // A file of its own for the post: the post's access rule (free, subscribers, paid) never reaches the vault's file.
      const file = await receivedCopyOf(item.key);
      try {
        const made = await app.uploadsService.storeReceived(owner, uploadPath, file);
        await app.db.update(mediaFiles).set({ vaultSourceKey: item.key }).where(eq(mediaFiles.key, made.key));
        return made;
      } finally {
        await rm(file.tempPath, { force: true });
      }
    },

    async useInPackage(owner, { key, package_id: packageId }) {
      const item = await findVaultItem(app.db, owner.id, key);
      if (!item) throw notFound(Messages.vaultItemNotFound);
      const mediaType = mediaTypeOf(item.mime);
      // Under the package's own rule (signed-only, its buyers'): the vault's file is never the package's.
      const file = await receivedCopyOf(item.key);
      try {
        const row = await app.packagesService.addContentFile(owner, packageId, mediaType, file, null);
        await app.db.update(mediaFiles).set({ vaultSourceKey: item.key }).where(eq(mediaFiles.key, row.fileKey));
        return presentContent(row, app.mediaUrls);
      } finally {
        await rm(file.tempPath, { force: true });
      }
    },

    async useInChat(owner, { key, id }) {
      const item = await findVaultItem(app.db, owner.id, key);
      if (!item) throw notFound(Messages.vaultItemNotFound);
      if (item.mime.startsWith('audio/')) throw badRequest(Messages.vaultAudioInChat);
      const file = await chatReadyCopyOf(item.key, item.mime);
      try {
        const made = await app.chatService.storeUpload(owner, id, file);
        await app.db.update(mediaFiles).set({ vaultSourceKey: item.key }).where(eq(mediaFiles.key, made.key));
        return made;
      } finally {
        await rm(file.tempPath, { force: true });
      }
    },

    async remove(ownerId, key) {
      const hidden = await app.db
        .update(mediaFiles)
        .set({ vaultHiddenAt: new Date(app.clock()) })
        .where(and(eq(mediaFiles.key, key), inVaultOf(ownerId)))
        .returning({ key: mediaFiles.key });
      if (hidden.length === 0) throw notFound(Messages.vaultItemNotFound);
    },
  } satisfies VaultService);
}

export default fp(vaultService, {
  name: 'vault-service',
  dependencies: ['db', 'storage', 'media-urls', 'uploads-service', 'packages-service', 'chat-service'],
});

export const vaultRoutes: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, Endpoints.vault, async (request) =>
    answer('', await app.vaultService.list(request.viewerId, request.body.page, request.body.media_type)),
  );
  serve(app, Endpoints.useVaultItem, async (request) => answer('', await app.vaultService.use(viewerOf(request), request.body)));
  serve(app, Endpoints.useVaultItemInPackage, async (request) =>
    answer(Messages.packageMediaAdded, await app.vaultService.useInPackage(viewerOf(request), request.body)),
  );
  serve(app, Endpoints.useVaultItemInChat, async (request) =>
    answer('', await app.vaultService.useInChat(viewerOf(request), request.body)),
  );
  serve(app, Endpoints.deleteVaultItem, async (request) => {
    await app.vaultService.remove(request.viewerId, request.body.key);
    return answer(Messages.vaultItemRemoved, { key: request.body.key });
  });
};
