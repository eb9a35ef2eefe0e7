import type { Db } from '../../db/client';
import { mediaFiles } from '../../db/schema';
import { PREVIEW_PATH, type StoredUpload } from './pipeline';

/**
 * One media_files row for the file and one for its preview (so every served key has a row).
 * `postId` is set when the file is attached at once (the demo seed); uploads attach later.
 */
export async function recordUpload(db: Db, ownerId: number, stored: StoredUpload, postId: number | null = null): Promise<void> {
  const rows: (typeof mediaFiles.$inferInsert)[] = [
    {
      key: stored.key,
      ownerId,
      path: stored.path,
      mime: stored.mime,
      sizeBytes: stored.size,
      width: stored.width,
      height: stored.height,
      previewKey: stored.preview?.key ?? null,
      postId,
    },
  ];
  if (stored.preview) {
    const { key, size, width, height } = stored.preview;
    rows.push({ key, ownerId, path: PREVIEW_PATH, mime: 'image/jpeg', sizeBytes: size, width, height, postId: null });
  }
  await db.insert(mediaFiles).values(rows);
}
