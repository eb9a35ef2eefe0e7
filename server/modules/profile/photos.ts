import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import sharp, { type OutputInfo } from 'sharp';
import { Messages } from '../../../contract/messages.ts';
import { PHOTO_FRAMES } from '../../../contract/rules.ts';
import { badRequest } from '../../lib/errors.ts';
import type { FileStorage } from '../../providers/storage/index.ts';
import { aspectRatioOf, newMediaKey, type StoredUpload } from '../uploads/pipeline.ts';

export const PROFILE_UPLOADS = 'user/profile/';

export type PhotoSlot = keyof typeof PHOTO_FRAMES;

/** The frame's shape at most at the frame's size: a small photo is cropped, never enlarged. */
function sizeWithin(frame: { width: number; height: number }, width: number, height: number) {
  const scale = Math.min(1, width / frame.width, height / frame.height);
  return { width: Math.max(1, Math.round(frame.width * scale)), height: Math.max(1, Math.round(frame.height * scale)) };
}

/**
 * A new file cropped from the centre of an uploaded photo to the slot's frame, in the photo's format,
 * stored under a new key of user/profile/; the upload itself stays as it is.
 */
export async function framePhoto(storage: FileStorage, sourceKey: string, slot: PhotoSlot): Promise<StoredUpload> {
  const ext = path.extname(sourceKey).slice(1);
  // The row names a file the storage no longer has.
  const stored = await storage.read(sourceKey);
  if (!stored) throw badRequest(Messages.profileImageNotFound);
  // A photo is a few megabytes at most (the upload limit) and sharp decodes it whole anyway.
  const bytes = await buffer(stored.body);
  let framed: { data: Buffer; info: OutputInfo };
  try {
    const source = sharp(bytes, { failOn: 'error' });
    const { width = 1, height = 1 } = await source.metadata();
    const size = sizeWithin(PHOTO_FRAMES[slot], width, height);
    const resized = source.resize({ ...size, fit: 'cover' });
    framed = await (ext === 'png' ? resized.png() : resized.jpeg({ quality: 85 })).toBuffer({ resolveWithObject: true });
  } catch {
    // The file cannot be read as an image.
    throw badRequest(Messages.profileImageNotFound);
  }
  const key = newMediaKey(PROFILE_UPLOADS, ext);
  await storage.put(key, framed.data);
  const { width, height } = framed.info;
  return {
    key,
    path: PROFILE_UPLOADS,
    mime: ext === 'png' ? 'image/png' : 'image/jpeg',
    size: framed.data.length,
    width,
    height,
    aspectRatio: aspectRatioOf(width, height),
    preview: null,
  };
}
