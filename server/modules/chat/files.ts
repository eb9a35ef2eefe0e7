import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { MediaType } from '../../../contract/codes.ts';
import { Messages } from '../../../contract/messages.ts';
import { CHAT_IMAGE_MAX_KB, CHAT_VIDEO_MAX_KB, KB } from '../../../contract/rules.ts';
import { badRequest } from '../../lib/errors.ts';
import type { FileStorage } from '../../providers/storage/index.ts';
import { CHAT_THUMB_PATH, makePreview, newMediaKey, normaliseImage, PREVIEW_PATH, type IncomingFile } from '../uploads/pipeline.ts';
import { isPlayableVideo } from '../uploads/playable.ts';

/** Where chat files live: private folders, served only with a signature (media service). */
export const CHAT_FOLDER = 'chat/';
const IMAGE_FOLDER = `${CHAT_FOLDER}images/`;
const VIDEO_FOLDER = `${CHAT_FOLDER}videos/`;
const THUMB_FOLDER = CHAT_THUMB_PATH;
const THUMB_WIDTH = 320;

/** What a chat upload accepts, by content (magic bytes) agreeing with the name: jpg/png images and mp4 videos. */
const CHAT_KINDS = {
  jpg: {
    mime: 'image/jpeg',
    mediaType: MediaType.image,
    maxBytes: CHAT_IMAGE_MAX_KB * KB,
    tooBig: Messages.chatImageTooBig,
    names: ['jpg', 'jpeg'],
  },
  png: {
    mime: 'image/png',
    mediaType: MediaType.image,
    maxBytes: CHAT_IMAGE_MAX_KB * KB,
    tooBig: Messages.chatImageTooBig,
    names: ['png'],
  },
  mp4: {
    mime: 'video/mp4',
    mediaType: MediaType.video,
    maxBytes: CHAT_VIDEO_MAX_KB * KB,
    tooBig: Messages.chatVideoTooBig,
    names: ['mp4'],
  },
} as const;
type ChatKind = keyof typeof CHAT_KINDS;
const isChatKind = (ext: string): ext is ChatKind => Object.hasOwn(CHAT_KINDS, ext);

/** An extra file made from an image: its thumbnail or its blurred preview. */
export interface DerivedFile {
  key: string;
  role: 'thumb' | 'preview';
  path: string;
  mime: string;
  size: number;
  width: number;
  height: number;
}

export interface StoredChatFile {
  key: string;
  mediaType: number;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  derived: DerivedFile[];
}

/**
 * Checks a chat upload and stores it under a new private key (images upright, stripped, with thumbnail
 * and blurred preview); nothing is stored when a check fails.
 */
export async function storeChatFile(storage: FileStorage, file: IncomingFile): Promise<StoredChatFile> {
  if (file.size === 0 && !file.truncated) throw badRequest(Messages.fileEmpty);
  const detected = await fileTypeFromFile(file.tempPath).catch(() => undefined);
  const named = file.filename.slice(file.filename.lastIndexOf('.') + 1).toLowerCase();
  if (!detected || !isChatKind(detected.ext)) throw badRequest(Messages.chatFileType);
  const kind = CHAT_KINDS[detected.ext];
  if (!(kind.names as readonly string[]).includes(named)) throw badRequest(Messages.chatFileType);
  if (file.truncated || file.size > kind.maxBytes) throw badRequest(kind.tooBig);

  if (kind.mediaType === MediaType.video) {
    // MP4 magic bytes are not yet a video: the container must hold a picture track that lasts.
    if (!(await isPlayableVideo(file.tempPath, detected.ext))) throw badRequest(Messages.chatFileType);
    const key = newMediaKey(VIDEO_FOLDER, 'mp4');
    await storage.put(key, { path: file.tempPath });
    return { key, mediaType: kind.mediaType, mime: kind.mime, size: file.size, width: null, height: null, derived: [] };
  }

  const image = await normaliseImage(file.tempPath, detected.ext);
  const thumb = await sharp(image.data)
    .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
    .jpeg({ quality: 75 })
    .toBuffer({ resolveWithObject: true });
  const preview = await makePreview(image.data);
  const key = newMediaKey(IMAGE_FOLDER, detected.ext);
  const derived: DerivedFile[] = [
    {
      key: newMediaKey(THUMB_FOLDER, 'jpg'),
      role: 'thumb',
      path: THUMB_FOLDER,
      mime: 'image/jpeg',
      size: thumb.data.length,
      width: thumb.info.width,
      height: thumb.info.height,
    },
    {
      key: newMediaKey(PREVIEW_PATH, 'jpg'),
      role: 'preview',
      path: PREVIEW_PATH,
      mime: 'image/jpeg',
      size: preview.data.length,
      width: preview.width,
      height: preview.height,
    },
  ];
  const stored: StoredChatFile = {
    key,
    mediaType: kind.mediaType,
    mime: kind.mime,
    size: image.data.length,
    width: image.width,
    height: image.height,
    derived,
  };
  try {
    await storage.put(key, image.data);
    await storage.put(derived[0]!.key, thumb.data);
    await storage.put(derived[1]!.key, preview.data);
  } catch (error) {
    await removeChatFile(storage, stored);
    throw error;
  }
  return stored;
}

/** Undoes `storeChatFile` when its rows could not be written. */
export async function removeChatFile(storage: FileStorage, stored: StoredChatFile): Promise<void> {
  for (const key of [stored.key, ...stored.derived.map((file) => file.key)]) await storage.remove(key);
}
