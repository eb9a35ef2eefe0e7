import { open } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { MediaType, type MediaTypeCode } from '../../../contract/codes.ts';
import { Messages } from '../../../contract/messages.ts';
import { MediaContentFields } from '../../../contract/packages.ts';
import { KB, PACKAGE_EXTENSIONS, PACKAGE_KINDS, type UploadKind } from '../../../contract/rules.ts';
import { badRequest } from '../../lib/errors.ts';
import type { FileStorage } from '../../providers/storage/index.ts';
import { newMediaKey, normaliseImage, PACKAGE_THUMB_PATH, type IncomingFile } from '../uploads/pipeline.ts';
import { isPlayableAudio, isPlayableVideo } from '../uploads/playable.ts';
import { hasFfmpeg, probeVideo } from '../videos/transcode.ts';
import { discardUploadForm, refusalOf, saveToTemporaryFile } from '../uploads/receive.ts';
import type { StoredPackageFile } from './repository.ts';

/** Package files live under these folders; media_files rows with no post make them signed-only. */
export const PACKAGE_MEDIA_PATH = 'package/media/';
const THUMB_WIDTH = 480;

export const kindOfMediaType: Record<MediaTypeCode, UploadKind> = {
  [MediaType.image]: 'image',
  [MediaType.audio]: 'audio',
  [MediaType.video]: 'video',
};
const maxBytes = (kind: UploadKind) => PACKAGE_KINDS[kind].maxKb * KB;
const LARGEST_PACKAGE_BYTES = Math.max(...Object.values(PACKAGE_KINDS).map((rules) => rules.maxKb)) * KB;

/** A format file-type cannot read (an ALAC track's container varies): trusted by name when nothing is recognised. */
const UNRECOGNISABLE: ReadonlySet<string> = new Set(['alac']);

/** The multipart form of /api/media/content-create, in whatever order its parts came. */
export interface PackageContentForm {
  packageId: unknown;
  mediaType: unknown;
  file: IncomingFile | null;
  thumb: IncomingFile | null;
}

export const PACKAGE_FORM_LIMITS = {
  files: 2,
  fields: 4,
  parts: 8,
  fieldNameSize: 50,
  fieldSize: 50,
  headerPairs: 50,
  fileSize: LARGEST_PACKAGE_BYTES + 1,
};

/** Reads the form to temporary files; the media file is capped at the largest kind, the thumbnail at the image limit. */
export async function receivePackageForm(request: FastifyRequest): Promise<PackageContentForm> {
  const form: PackageContentForm = { packageId: undefined, mediaType: undefined, file: null, thumb: null };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === MediaContentFields.packageId) form.packageId = part.value;
        if (part.fieldname === MediaContentFields.type) form.mediaType = part.value;
      } else if (part.fieldname === MediaContentFields.file && !form.file) {
        form.file = await saveToTemporaryFile(part, LARGEST_PACKAGE_BYTES);
      } else if (part.fieldname === MediaContentFields.thumb && !form.thumb) {
        form.thumb = await saveToTemporaryFile(part, maxBytes('image'));
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    await discardPackageForm(form);
    throw refusalOf(error);
  }
  // A file input left empty still sends a part, with no name and no bytes.
  if (form.file && form.file.filename === '' && form.file.size === 0) await dropFile(form, 'file');
  if (form.thumb && form.thumb.filename === '' && form.thumb.size === 0) await dropFile(form, 'thumb');
  return form;
}

async function dropFile(form: PackageContentForm, which: 'file' | 'thumb') {
  await discardUploadForm({ path: undefined, file: form[which] });
  form[which] = null;
}

export async function discardPackageForm(form: PackageContentForm): Promise<void> {
  await discardUploadForm({ path: undefined, file: form.file });
  await discardUploadForm({ path: undefined, file: form.thumb });
}

/** An SVG is text: its first bytes hold an `<svg` element and no binary zero. */
async function isSvgText(tempPath: string): Promise<boolean> {
  const handle = await open(tempPath, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4096), 0, 4096, 0);
    const head = buffer.subarray(0, bytesRead);
    return !head.includes(0) && /<svg[\s>]/i.test(head.toString('utf8'));
  } finally {
    await handle.close();
  }
}

/**
 * Spec §5 paid package media: the extension lists, the size limits and the content (magic bytes; an
 * SVG by its text) in that order, each refusal with the kind's own message. Answers the extension and mime.
 */
export async function checkPackageFile(kind: UploadKind, file: IncomingFile): Promise<{ ext: string; mime: string }> {
  const wrongType = Messages[PACKAGE_KINDS[kind].type];
  const tooBig = Messages[PACKAGE_KINDS[kind].tooBig];
  const named = path.extname(file.filename).slice(1).toLowerCase();
  if (!PACKAGE_EXTENSIONS[kind].includes(named)) throw badRequest(wrongType);
  if (file.truncated || file.size > maxBytes(kind)) throw badRequest(tooBig);
  if (file.size === 0) throw badRequest(Messages.fileEmpty);
  if (named === 'svg') {
    if (!(await isSvgText(file.tempPath))) throw badRequest(wrongType);
    return { ext: 'svg', mime: 'image/svg+xml' };
  }
  const detected = await fileTypeFromFile(file.tempPath).catch(() => undefined);
  if (!detected) {
    if (UNRECOGNISABLE.has(named)) return { ext: named, mime: `${kind}/${named}` };
    throw badRequest(wrongType);
  }
  // The content decides the kind: an MP3 renamed .png is refused.
  if (!detected.mime.startsWith(`${kind}/`)) throw badRequest(wrongType);
  // Right magic bytes are not yet a video: the container (AVCHD's is an MPEG transport stream) must hold a picture that lasts.
  if (kind === 'video' && !(await isPlayableVideo(file.tempPath, detected.ext))) throw badRequest(wrongType);
  if (kind === 'audio' && !(await isPlayableAudio(file.tempPath, detected.ext))) throw badRequest(wrongType);
  // A video is converted to MP4 when browsers cannot play it (AVI, WMV, FLV): one ffmpeg cannot decode is refused now.
  if (kind === 'video' && (await hasFfmpeg()) && !(await probeVideo(file.tempPath))) throw badRequest(wrongType);
  return { ext: detected.ext, mime: detected.mime };
}

const imageMeta = async (data: Buffer) => {
  const { width, height } = await sharp(data).metadata();
  return { width: width ?? null, height: height ?? null };
};

/** A JPEG thumbnail of an image, made with sharp; a body that does not decode is the uploader's problem. */
async function thumbnailOf(input: string | Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  try {
    const { data, info } = await sharp(input, { failOn: 'error', animated: false })
      .rotate()
      .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw badRequest(Messages.fileUnreadable);
  }
}

/** The neutral thumbnail of an audio or video given without one: a soft tile with the kind's mark. */
const neutralMark: Record<Exclude<UploadKind, 'image'>, string> = {
  audio: '<path d="M210 110v110a34 34 0 1 1-20-31v-63l80-16v90a34 34 0 1 1-20-31v-73z" fill="#fff"/>',
  video: '<path d="M200 120v120l100-60z" fill="#fff"/>',
};
const neutralCache = new Map<string, Promise<Buffer>>();
function neutralThumbnail(kind: Exclude<UploadKind, 'image'>): Promise<Buffer> {
  let made = neutralCache.get(kind);
  if (!made) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7c5cff"/><stop offset="1" stop-color="#ff6fa8"/></linearGradient></defs><rect width="480" height="360" fill="url(#g)"/>${neutralMark[kind]}</svg>`;
    made = sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
    neutralCache.set(kind, made);
  }
  return made;
}

/** The stored media file and its image thumbnail; undone by `removeStored` when the row cannot be written. */
export interface StoredContent {
  file: StoredPackageFile;
  thumb: StoredPackageFile;
}

/**
 * Checks and stores a package file and its thumbnail; images are re-encoded without metadata (an SVG
 * becomes a PNG, so no script reaches a browser).
 */
export async function storePackageContent(
  storage: FileStorage,
  kind: UploadKind,
  file: IncomingFile,
  givenThumb: IncomingFile | null,
): Promise<StoredContent> {
  const { ext, mime } = await checkPackageFile(kind, file);
  let stored: StoredPackageFile;
  let thumbSource: string | Buffer | null;
  if (kind === 'image') {
    const image =
      ext === 'svg'
        ? await sharp(file.tempPath)
            .png()
            .toBuffer()
            .catch(() => Promise.reject(badRequest(Messages.fileUnreadable)))
        : ext === 'jpg' || ext === 'png'
          ? (await normaliseImage(file.tempPath, ext)).data
          : null;
    const key = newMediaKey(PACKAGE_MEDIA_PATH, ext === 'svg' ? 'png' : ext);
    const meta = await imageMeta(image ?? (await sharp(file.tempPath).toBuffer())).catch(() =>
      Promise.reject(badRequest(Messages.fileUnreadable)),
    );
    thumbSource = image ?? file.tempPath;
    const thumb = await thumbnailOf(thumbSource);
    await storage.put(key, image ?? { path: file.tempPath });
    stored = { key, path: PACKAGE_MEDIA_PATH, mime: ext === 'svg' ? 'image/png' : mime, size: image?.length ?? file.size, ...meta };
    return { file: stored, thumb: await storeThumb(storage, thumb, stored) };
  }
  let thumb: { data: Buffer; width: number | null; height: number | null };
  if (givenThumb) {
    await checkPackageFile('image', givenThumb);
    thumb = await thumbnailOf(givenThumb.tempPath);
  } else {
    thumb = { data: await neutralThumbnail(kind), width: 480, height: 360 };
  }
  const key = newMediaKey(PACKAGE_MEDIA_PATH, ext);
  await storage.put(key, { path: file.tempPath });
  stored = { key, path: PACKAGE_MEDIA_PATH, mime, size: file.size, width: null, height: null };
  return { file: stored, thumb: await storeThumb(storage, thumb, stored) };
}

async function storeThumb(
  storage: FileStorage,
  thumb: { data: Buffer; width: number | null; height: number | null },
  file: StoredPackageFile,
): Promise<StoredPackageFile> {
  const key = newMediaKey(PACKAGE_THUMB_PATH, 'jpg');
  try {
    await storage.put(key, thumb.data);
  } catch (error) {
    await storage.remove(file.key);
    throw error;
  }
  return { key, path: PACKAGE_THUMB_PATH, mime: 'image/jpeg', size: thumb.data.length, width: thumb.width, height: thumb.height };
}

export async function removeStored(storage: FileStorage, stored: StoredContent): Promise<void> {
  await storage.remove(stored.file.key);
  await storage.remove(stored.thumb.key);
}
