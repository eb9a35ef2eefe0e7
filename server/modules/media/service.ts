import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import parseRange from 'range-parser';
import Type from 'typebox';
import { PaymentType } from '../../../contract/codes.ts';
import { Line } from '../../../contract/fields.ts';
import { Messages } from '../../../contract/messages.ts';
import { Endpoints } from '../../../contract/endpoints.ts';
import { refused } from '../../lib/answers.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { isStorageKey, PRESIGNED_URL_MAX_SECONDS, type ByteRange } from '../../providers/storage/index.ts';
import { CHAT_FOLDER } from '../chat/files.ts';
import { MEDIA_REQUEST_WIDTHS } from '../../../contract/rules.ts';
import { PREVIEW_PATH } from '../uploads/pipeline.ts';
import { VARIANT_FORMATS, variantForWidth, type VariantMime } from '../uploads/variants.ts';
import { renditionIdOf, VIDEO_FOLDER } from '../videos/service.ts';
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
      // What ffmpeg made of a video is the video's: its original's rule decides.
      if (key.startsWith(VIDEO_FOLDER)) {
        const original = await app.videos.originalOf(key);
        return original ? this.access(original) : 'missing';
      }
      const file = await findMediaFileUse(app.db, key);
      if (!file) return 'missing';
      // A responsive width is its image, or its preview, at another size: it may be fetched exactly as that is.
      if (file.sourceKey !== null) return this.access(file.sourceKey);
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

export default fp(mediaService, { name: 'media-service', dependencies: ['db', 'videos-service'] });

const MediaParams = Type.Object({ '*': Line({ max: 300 }) });
const SignatureQuery = Type.Object({
  exp: Type.Optional(Line({ max: 20 })),
  sig: Type.Optional(Line({ max: 100 })),
  /** A responsive width (decision 0046): the image's stored variant for it, in the best format the browser accepts. */
  w: Type.Optional(Type.Union(MEDIA_REQUEST_WIDTHS.map((width) => Type.Literal(width)))),
});

// Public files never change under their key; signed ones must not outlive their signature in a shared cache.
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
const SIGNED_CACHE = 'private, max-age=300';

/** The one range a `Range` header asks of a file of `size` bytes: null for the whole file, 'unsatisfiable' for 416. */
function rangeOf(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  // A malformed header is ignored (RFC 9110); several ranges get the whole file, as @fastify/send does.
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return { start: ranges[0]!.start, end: ranges[0]!.end };
}

/** A width asked before its job made it: the original, kept briefly so the variant replaces it soon. */
const PENDING_CACHE = 'public, max-age=60';

/** The variant formats an Accept header names (not refused with q=0), most compact first: none for a bare wildcard. */
export function acceptedFormats(accept: string | undefined): VariantMime[] {
  const named = new Set(
    (accept ?? '')
      .split(',')
      .map((range) => range.split(';').map((part) => part.trim().toLowerCase()))
      .filter(([, ...params]) => !params.some((param) => /^q=0(?:\.0*)?$/.test(param)))
      .map(([type]) => type),
  );
  return VARIANT_FORMATS.filter((mime) => named.has(mime));
}

const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';

/**
 * A stored HLS playlist with each file it names (a variant or a segment of the same video) as a URL made by `url`:
 * a private video's playlist lists signed URLs, so a viewer without the master's signature is refused every part.
 */
export function rewritePlaylist(text: string, playlistKey: string, url: (key: string) => string): string {
  const folder = playlistKey.slice(0, playlistKey.lastIndexOf('/') + 1);
  const id = renditionIdOf(playlistKey);
  return text
    .split('\n')
    .flatMap((line) => {
      const name = line.trim();
      if (name === '' || name.startsWith('#')) return [line];
      const key = `${folder}${name}`;
      // Only files of the same video: anything else in a stored playlist is dropped, never signed.
      return isStorageKey(key) && renditionIdOf(key) === id ? [url(key)] : [];
    })
    .join('\n');
}

/**
 * GET /media/<key>: uploaded files, with Range support, by the file's own access rule or a signature.
 * See docs/decisions/0030-media-access-by-the-file-s-own-rule.md
 */
export const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    method: ['GET', 'HEAD'],
    url: Endpoints.mediaFile.path,
    schema: { params: MediaParams, querystring: SignatureQuery },
    handler: async (request, reply) => {
      const key = request.params['*'];
      if (!isStorageKey(key)) throw notFound(Messages.notFound);
      const access = await app.mediaService.access(key);
      if (access === 'missing') throw notFound(Messages.notFound);
      const { exp, sig } = request.query;
      if (access === 'locked' && !app.mediaUrls.verify(key, exp, sig)) throw forbidden(Messages.mediaForbidden);

      if (key.startsWith(VIDEO_FOLDER) && key.endsWith('.m3u8')) {
        const stored = await app.storage.read(key);
        if (!stored) throw notFound(Messages.notFound);
        const chunks: Buffer[] = [];
        for await (const chunk of stored.body) chunks.push(chunk as Buffer);
        // Signed anew for the viewer the signature let in: the URLs inside live no longer than any signed URL.
        const url = access === 'locked' ? (part: string) => app.mediaUrls.signed(part) : app.mediaUrls.public;
        const body = rewritePlaylist(Buffer.concat(chunks).toString('utf8'), key, url);
        return reply
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', access === 'locked' ? 'private, no-store' : 'public, max-age=300')
          .header('content-type', PLAYLIST_TYPE)
          .send(request.method === 'HEAD' ? undefined : body);
      }

      // A width asked: its variant, let in by the same rule and signature as the image (they are the image's).
      const { w } = request.query;
      // A video's poster has its widths among its rendition's files; an image, as rows of their own.
      const formats = acceptedFormats(request.headers.accept);
      const width =
        w === undefined
          ? 'original'
          : key.startsWith(VIDEO_FOLDER)
            ? await app.videos.posterForWidth(key, w, formats)
            : await variantForWidth(app.db, key, w, formats);
      const servedKey = typeof width === 'object' ? width.key : key;
      // Photos, story and chat images get their widths when first asked (decision 0046): the original meanwhile.
      if (width === 'pending') await app.uploadsService.queueVariants(key);
      // The answer to a width depends on the formats the browser takes.
      if (w !== undefined) reply.header('vary', 'Accept');

      if (access === 'locked' && request.method === 'GET') {
        // Never open the file for longer than the signature that let us in.
        const signatureLeft = Number(exp) - Math.floor(app.clock() / 1000);
        const presigned = await app.storage.presignedUrl(servedKey, Math.min(PRESIGNED_URL_MAX_SECONDS, signatureLeft));
        if (presigned) return reply.code(302).header('location', presigned).header('cache-control', 'no-store').send();
      }

      const file = await app.storage.stat(servedKey);
      if (!file) throw notFound(Messages.notFound);
      const range = rangeOf(request.headers.range, file.size);
      if (range === 'unsatisfiable') {
        return reply.code(416).header('content-range', `bytes */${file.size}`).send(refused(Messages.badRequest));
      }
      const cacheControl = access === 'locked' ? SIGNED_CACHE : width === 'pending' ? PENDING_CACHE : PUBLIC_CACHE;
      const lastModified = file.lastModified.toUTCString();
      // HTTP dates have whole seconds: a file is unchanged when its date, so rounded, is not after the browser's.
      if (range === null && Date.parse(lastModified) <= Date.parse(request.headers['if-modified-since'] ?? '')) {
        return reply.code(304).header('cache-control', cacheControl).header('last-modified', lastModified).send();
      }

      const stored = request.method === 'HEAD' ? null : await app.storage.read(servedKey, range ?? undefined);
      if (request.method !== 'HEAD' && !stored) throw notFound(Messages.notFound);
      if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
      reply
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', cacheControl)
        .header('accept-ranges', 'bytes')
        .header('last-modified', lastModified)
        .header('content-type', file.contentType)
        .header('content-length', range ? range.end - range.start + 1 : file.size);
      return reply.send(stored?.body);
    },
  });
};
