import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { Messages } from '../../../contract/messages.ts';
import {
  KB,
  tooBigMessageOf,
  UPLOAD_EXTENSIONS,
  UPLOAD_KINDS,
  UPLOAD_PATHS,
  type UploadKind,
  type UploadPath,
} from '../../../contract/rules.ts';
import { badRequest } from '../../lib/errors.ts';
import type { FileStorage } from '../../providers/storage/index.ts';
import { isPlayableAudio, isPlayableVideo } from './playable.ts';

/** A received file waiting in a temporary file. */
export interface IncomingFile {
  tempPath: string;
  /** The name the uploader gave it; only its extension is read. */
  filename: string;
  size: number;
  /** More bytes arrived than any path accepts (the rest was dropped). */
  truncated: boolean;
}

export interface StoredPreview {
  key: string;
  size: number;
  width: number;
  height: number;
}

/** A file accepted, processed and stored: what media_files records and /api/upload answers. */
export interface StoredUpload {
  key: string;
  path: UploadPath;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  aspectRatio: number | null;
  preview: StoredPreview | null;
}

/** What the content must be for each kind, as file-type names it (extension: mime). */
const KIND_CONTENT: Record<UploadKind, Record<string, string>> = {
  image: { jpg: 'image/jpeg', png: 'image/png' },
  video: { mp4: 'video/mp4' },
  audio: { mp3: 'audio/mpeg' },
};

/** Post images and thumbnails get a blurred preview: what a locked post shows instead of its media. */
const PREVIEWED_PATHS: ReadonlySet<UploadPath> = new Set(['post/images/', 'post/thumbs/']);
export const PREVIEW_PATH = 'preview/';
/** Where a chat image's thumbnail goes (chat/files.ts). */
export const CHAT_THUMB_PATH = 'chat/thumbs/';
/** A package content's thumbnail: re-encoded here, so it is ours like a preview (not counted as an upload). */
export const PACKAGE_THUMB_PATH = 'package/thumbs/';
/** A post image's responsive widths (variants.ts): served by their source's rule. */
export const VARIANT_PATH = 'variant/';
/** Files we make from an upload (previews, thumbnails, variants): stored with it, not counted by the upload quota. */
export const DERIVED_PATHS: readonly string[] = [PREVIEW_PATH, CHAT_THUMB_PATH, PACKAGE_THUMB_PATH, VARIANT_PATH];
const PREVIEW_WIDTH = 40;

/** The largest file any upload path accepts, in bytes. */
export const LARGEST_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_PATHS).map((rules) => rules.maxKb)) * KB;

export const maxBytesOf = (uploadPath: UploadPath) => UPLOAD_PATHS[uploadPath].maxKb * KB;

export function isUploadPath(value: unknown): value is UploadPath {
  return typeof value === 'string' && Object.hasOwn(UPLOAD_PATHS, value);
}

export function uploadPathOf(value: unknown): UploadPath {
  if (!isUploadPath(value)) throw badRequest(Messages.uploadPathInvalid);
  return value;
}

/** `<path><random>.<ext>`: the random part is url-safe and unguessable. */
export function newMediaKey(folder: string, ext: string): string {
  return `${folder}${randomBytes(16).toString('base64url')}.${ext}`;
}

const canonicalExtension = (ext: string) => (ext === 'jpeg' ? 'jpg' : ext);

/**
 * Size, extension and content (magic bytes, then a video's or a sound's container) checks in that order;
 * answers the content's extension and mime. Every refusal is the path's kind message.
 */
export async function checkUpload(uploadPath: UploadPath, file: IncomingFile): Promise<{ ext: string; mime: string }> {
  const { kind } = UPLOAD_PATHS[uploadPath];
  const tooBig = Messages[tooBigMessageOf(uploadPath)];
  const wrongType = Messages[UPLOAD_KINDS[kind].type];
  if (file.size === 0 && !file.truncated) throw badRequest(Messages.fileEmpty);
  if (file.truncated || file.size > maxBytesOf(uploadPath)) throw badRequest(tooBig);

  const named = path.extname(file.filename).slice(1).toLowerCase();
  if (!UPLOAD_EXTENSIONS[kind].includes(named)) throw badRequest(wrongType);

  const detected = await fileTypeFromFile(file.tempPath).catch(() => undefined);
  const mime = detected ? KIND_CONTENT[kind][detected.ext] : undefined;
  // The content must be of the kind and agree with the name: a PNG called .jpg is refused too.
  if (!detected || !mime || detected.ext !== canonicalExtension(named)) throw badRequest(wrongType);
  // Right magic bytes are not yet a video or a sound: the container must hold a stream that lasts.
  if (kind === 'video' && !(await isPlayableVideo(file.tempPath, detected.ext))) throw badRequest(wrongType);
  if (kind === 'audio' && !(await isPlayableAudio(file.tempPath, detected.ext))) throw badRequest(wrongType);
  return { ext: detected.ext, mime };
}

interface ProcessedImage {
  data: Buffer;
  width: number;
  height: number;
}

/** Turns the image upright and re-encodes it in its own format, which drops EXIF, GPS and every other metadata. */
export async function normaliseImage(input: string | Buffer, ext: string): Promise<ProcessedImage> {
  try {
    const upright = sharp(input, { failOn: 'error' }).rotate();
    const encoded = ext === 'png' ? upright.png() : upright.jpeg({ quality: 85 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    // Right magic bytes, broken body: the decoder's words mean nothing to the uploader.
    throw badRequest(Messages.fileUnreadable);
  }
}

/** A tiny blurred JPEG of the image: public, so a locked post can still show something. */
export async function makePreview(image: Buffer): Promise<ProcessedImage> {
  const { data, info } = await sharp(image)
    .resize({ width: PREVIEW_WIDTH, withoutEnlargement: true })
    .blur(2)
    .jpeg({ quality: 60 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

export const aspectRatioOf = (width: number, height: number) => Math.round((width / height) * 10_000) / 10_000;

/**
 * The one way a file becomes media: checked, images made upright and stripped (with a preview for
 * post images and thumbnails), stored under a new key. Nothing is stored when a check fails.
 */
export async function storeUpload(storage: FileStorage, uploadPath: UploadPath, file: IncomingFile): Promise<StoredUpload> {
  const { ext, mime } = await checkUpload(uploadPath, file);
  const key = newMediaKey(uploadPath, ext);
  if (UPLOAD_PATHS[uploadPath].kind !== 'image') {
    await storage.put(key, { path: file.tempPath });
    return { key, path: uploadPath, mime, size: file.size, width: null, height: null, aspectRatio: null, preview: null };
  }

  const image = await normaliseImage(file.tempPath, ext);
  const preview = PREVIEWED_PATHS.has(uploadPath) ? await makePreview(image.data) : null;
  const previewKey = preview ? newMediaKey(PREVIEW_PATH, 'jpg') : null;
  await storage.put(key, image.data);
  try {
    if (preview && previewKey) await storage.put(previewKey, preview.data);
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
  return {
    key,
    path: uploadPath,
    mime,
    size: image.data.length,
    width: image.width,
    height: image.height,
    aspectRatio: aspectRatioOf(image.width, image.height),
    preview: preview && previewKey ? { key: previewKey, size: preview.data.length, width: preview.width, height: preview.height } : null,
  };
}

/** Undoes `storeUpload` when what follows it (the database row) failed. */
export async function removeStoredUpload(storage: FileStorage, stored: StoredUpload): Promise<void> {
  await storage.remove(stored.key);
  if (stored.preview) await storage.remove(stored.preview.key);
}
