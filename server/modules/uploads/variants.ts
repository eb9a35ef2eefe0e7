import { buffer } from 'node:stream/consumers';
import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import sharp, { type Sharp } from 'sharp';
import type { DbOrTx } from '../../db/client.ts';
import { IMAGE_VARIANT_WIDTHS, PHOTO_VARIANT_WIDTHS } from '../../../contract/rules.ts';
import { mediaFiles, users } from '../../db/schema.ts';
import type { FileStorage } from '../../providers/storage/index.ts';
import { newMediaKey, VARIANT_PATH } from './pipeline.ts';

/**
 * Responsive widths of images in AVIF and WebP, made by a job after the upload answered; blurred ones from the
 * preview for locked posts. See docs/decisions/0042-responsive-image-variants.md and 0046-responsive-photos-by-width.md
 *
 * The widths a browser picks from per upload path (an image narrower than the largest gets its own width
 * instead, never enlarged): posts', stories' and chat images' fill a column; profile photos are avatars (a few
 * dozen px, framed at 400) and covers (framed at 1500), which share the path.
 */
export const VARIANT_WIDTHS_OF_PATH: Readonly<Record<string, readonly number[]>> = {
  'post/images/': IMAGE_VARIANT_WIDTHS,
  'story/images/': IMAGE_VARIANT_WIDTHS,
  'chat/images/': IMAGE_VARIANT_WIDTHS,
  'user/profile/': PHOTO_VARIANT_WIDTHS,
  // A video's or an audio's cover in a post, and a package item's 480 px thumbnail (a video's poster too).
  'post/thumbs/': IMAGE_VARIANT_WIDTHS,
  'package/thumbs/': IMAGE_VARIANT_WIDTHS,
};
/** The upload paths whose images get variants. */
export const VARIANT_SOURCE_PATHS: ReadonlySet<string> = new Set(Object.keys(VARIANT_WIDTHS_OF_PATH));
/**
 * Paths whose upload itself is shown, so queued as it is stored: a profile upload is framed first (profile/photos.ts),
 * the framed copy is queued; a chat image is queued by the chat's own upload.
 */
export const VARIANTS_ON_UPLOAD: ReadonlySet<string> = new Set(['post/images/', 'post/thumbs/', 'story/images/']);
/**
 * Paths whose images without widths start queues: post images (the feed's). Photos, story and chat images
 * get theirs when first asked with `?w=` (`variantForWidth` answers 'pending'), so a fresh server encodes none.
 */
export const VARIANTS_AT_START: ReadonlySet<string> = new Set(['post/images/']);
/** Profile uploads are cropped to a frame before anyone sees them: only the framed photos a profile shows get widths. */
const PHOTO_PATH = 'user/profile/';

export type VariantMime = 'image/avif' | 'image/webp';
/** Most compact first: the order a <picture> lists its sources in. */
export const VARIANT_FORMATS: readonly VariantMime[] = ['image/avif', 'image/webp'];

/** A stored variant, as its media_files row records it. */
export interface StoredVariant {
  key: string;
  sourceKey: string;
  mime: VariantMime;
  size: number;
  width: number;
  height: number;
}

/** The widths made of an image `width` pixels wide: every standard width below it, and its own (capped at the largest). */
export function variantWidthsOf(width: number, widths: readonly number[] = IMAGE_VARIANT_WIDTHS): number[] {
  const largest = widths[widths.length - 1]!;
  const below = widths.filter((candidate) => candidate < width);
  const top = Math.min(width, largest);
  return below.includes(top) ? below : [...below, top];
}

/** `image` encoded as a variant of format `mime` (a video's poster widths are made the same way). */
export const encodeVariant = (image: Sharp, mime: VariantMime) =>
  // Effort 0: at 2 AVIF was most of the time (a photo cover's six widths: 1.1 s -> 0.43 s all told, AVIF 3% larger).
  mime === 'image/avif' ? image.avif({ quality: 50, effort: 0 }) : image.webp({ quality: 75 });

async function readAll(storage: FileStorage, key: string): Promise<Buffer | null> {
  const stored = await storage.read(key);
  return stored ? buffer(stored.body) : null;
}

/** What variants are made from: an image and, for a locked post, its blurred preview. */
export interface VariantSource {
  key: string;
  width: number;
  previewKey: string | null;
  /** The widths of its path (VARIANT_WIDTHS_OF_PATH); post images' when not given. */
  widths?: readonly number[];
}

/**
 * Encodes and stores the variants of `source` (its bytes in `image`, its preview's in `preview`): the sharp
 * widths from the image, the same widths blurred from the 40 px preview, so no blurred variant holds more
 * than the public preview does.
 */
export async function storeVariants(
  storage: FileStorage,
  source: VariantSource,
  image: Buffer,
  preview: Buffer | null,
): Promise<StoredVariant[]> {
  const widths = variantWidthsOf(source.width, source.widths);
  const jobs: { sourceKey: string; width: number; mime: VariantMime; make: () => Sharp }[] = [];
  for (const width of widths) {
    for (const mime of VARIANT_FORMATS) {
      jobs.push({ sourceKey: source.key, width, mime, make: () => sharp(image).resize({ width, withoutEnlargement: true }) });
      if (preview && source.previewKey) {
        // Scaled up from the preview and blurred by the width, so every size looks the same soft picture.
        const sigma = Math.max(2, width / 40);
        jobs.push({ sourceKey: source.previewKey, width, mime, make: () => sharp(preview).resize({ width, kernel: 'cubic' }).blur(sigma) });
      }
    }
  }
  const stored: StoredVariant[] = [];
  try {
    for (const job of jobs) {
      const { data, info } = await encodeVariant(job.make(), job.mime).toBuffer({ resolveWithObject: true });
      const key = newMediaKey(VARIANT_PATH, job.mime === 'image/avif' ? 'avif' : 'webp');
      await storage.put(key, data);
      stored.push({ key, sourceKey: job.sourceKey, mime: job.mime, size: data.length, width: info.width, height: info.height });
    }
  } catch (error) {
    for (const variant of stored) await storage.remove(variant.key);
    throw error;
  }
  return stored;
}

/** `storeVariants` of a stored image (and its preview), read back from `storage`; none when the image is gone. */
export async function storeVariantsOf(storage: FileStorage, source: VariantSource): Promise<StoredVariant[]> {
  const image = await readAll(storage, source.key);
  if (!image) return [];
  const preview = source.previewKey ? await readAll(storage, source.previewKey) : null;
  return storeVariants(storage, { ...source, previewKey: preview ? source.previewKey : null }, image, preview);
}

/**
 * The variants' rows, owned like their source; no post of their own (their source's rule serves them). Answers
 * the keys whose format and width a row already held (a second run), for their files to go.
 */
export async function recordVariants(db: DbOrTx, ownerId: number, variants: StoredVariant[]): Promise<string[]> {
  if (variants.length === 0) return [];
  const inserted = await db
    .insert(mediaFiles)
    .values(
      variants.map((variant) => ({
        key: variant.key,
        ownerId,
        path: VARIANT_PATH,
        mime: variant.mime,
        sizeBytes: variant.size,
        width: variant.width,
        height: variant.height,
        sourceKey: variant.sourceKey,
      })),
    )
    .onConflictDoNothing({ target: [mediaFiles.sourceKey, mediaFiles.mime, mediaFiles.width] })
    .returning({ key: mediaFiles.key });
  const kept = new Set(inserted.map((row) => row.key));
  return variants.filter((variant) => !kept.has(variant.key)).map((variant) => variant.key);
}

/** What the job does with an upload's key: nothing when the file went away (an abandoned upload swept) or has its variants. */
export async function makeImageVariants(db: DbOrTx, storage: FileStorage, key: string): Promise<StoredVariant[]> {
  const [file] = await db.select().from(mediaFiles).where(eq(mediaFiles.key, key)).limit(1);
  if (!file || file.width === null || !VARIANT_SOURCE_PATHS.has(file.path)) return [];
  const [made] = await db.select({ key: mediaFiles.key }).from(mediaFiles).where(eq(mediaFiles.sourceKey, key)).limit(1);
  if (made) return [];
  const widths = VARIANT_WIDTHS_OF_PATH[file.path];
  const variants = await storeVariantsOf(storage, { key, width: file.width, previewKey: file.previewKey, widths });
  let duplicates: string[];
  try {
    duplicates = await recordVariants(db, file.ownerId, variants);
  } catch (error) {
    // The source was deleted meanwhile (its key no longer exists for the foreign key): nothing to keep.
    for (const variant of variants) await storage.remove(variant.key);
    if (!(await db.select({ key: mediaFiles.key }).from(mediaFiles).where(eq(mediaFiles.key, key))).length) return [];
    throw error;
  }
  for (const duplicate of duplicates) await storage.remove(duplicate);
  return variants.filter((variant) => !duplicates.includes(variant.key));
}

/** Up to `limit` post images without variants (stored before variants existed, or the demo's), newest first: the start's work to queue. */
export async function imagesWithoutVariants(db: DbOrTx, limit: number): Promise<string[]> {
  const rows = await db
    .select({ key: mediaFiles.key })
    .from(mediaFiles)
    .where(
      and(
        inArray(mediaFiles.path, [...VARIANTS_AT_START]),
        isNotNull(mediaFiles.width),
        sql`not exists (select 1 from media_files v where v.source_key = ${mediaFiles.key})`,
      ),
    )
    .orderBy(desc(mediaFiles.createdAt))
    .limit(limit);
  return rows.map((row) => row.key);
}

/**
 * Deletes the variants made from `sourceKeys` (before the sources themselves, in the caller's transaction); answers
 * their keys, for their files to go. The sources are locked first: a widths job recording its rows meanwhile (its
 * foreign key check shares the source's lock) either committed before, so its rows go here, or waits and then finds
 * the source gone (its files removed by the job itself); the source's own delete never meets rows it did not see.
 */
export async function deleteVariantsOf(db: DbOrTx, sourceKeys: string[]): Promise<string[]> {
  if (sourceKeys.length === 0) return [];
  await db.select({ key: mediaFiles.key }).from(mediaFiles).where(inArray(mediaFiles.key, sourceKeys)).for('update');
  const deleted = await db
    .delete(mediaFiles)
    .where(and(inArray(mediaFiles.sourceKey, sourceKeys), eq(mediaFiles.path, VARIANT_PATH)))
    .returning({ key: mediaFiles.key });
  return deleted.map((row) => row.key);
}

/**
 * What `GET /media/<key>?w=` serves: a stored variant, the original until its job made them ('pending': the route
 * queues that job), or the original for good (an image of no variant path, a profile upload no profile shows).
 */
export type ServedWidth = { key: string } | 'pending' | 'original';

/**
 * The variant of `key` a browser accepting `formats` (most compact first) should get for `width`: the narrowest
 * of the first accepted format at least that wide, else its widest (its own width: never enlarged).
 */
export async function variantForWidth(db: DbOrTx, key: string, width: number, formats: readonly VariantMime[]): Promise<ServedWidth> {
  const rows = await db
    .select({ key: mediaFiles.key, mime: mediaFiles.mime, width: mediaFiles.width })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.sourceKey, key), eq(mediaFiles.path, VARIANT_PATH)));
  if (rows.length === 0) {
    const [source] = await db.select({ path: mediaFiles.path, width: mediaFiles.width }).from(mediaFiles).where(eq(mediaFiles.key, key));
    if (!source || source.width === null || !VARIANT_SOURCE_PATHS.has(source.path)) return 'original';
    if (source.path !== PHOTO_PATH) return 'pending';
    // A profile upload gets widths only as a profile's avatar or cover, never the upload it was cropped from.
    const [shown] = await db
      .select({ id: users.id })
      .from(users)
      .where(or(eq(users.profilePhoto, key), eq(users.coverPhoto, key)))
      .limit(1);
    return shown ? 'pending' : 'original';
  }
  const chosen = chooseWidth(rows, width, formats);
  return chosen ? { key: chosen } : 'original';
}

/**
 * Of stored widths, the key a browser accepting `formats` (most compact first) should get for `width`: the narrowest
 * of the first accepted format at least that wide, else its widest (its own width: never enlarged); none of them accepted, none.
 */
export function chooseWidth(
  rows: readonly { key: string; mime: string; width: number | null }[],
  width: number,
  formats: readonly VariantMime[],
): string | undefined {
  for (const mime of formats) {
    const widths = rows.filter((row) => row.mime === mime).sort((a, b) => (a.width ?? 0) - (b.width ?? 0));
    const chosen = widths.find((row) => (row.width ?? 0) >= width) ?? widths[widths.length - 1];
    if (chosen) return chosen.key;
  }
  return undefined;
}
