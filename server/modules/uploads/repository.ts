import { and, count, eq, gt, inArray, isNull, like, lt, ne, sum } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { mediaFiles, users } from '../../db/schema';
import { PREVIEW_PATH, type StoredUpload } from './pipeline';

/** What a user uploaded since a moment: files (their previews are ours, not counted) and bytes. */
export interface UploadUsage {
  files: number;
  bytes: number;
}

export async function uploadUsageSince(db: DbOrTx, ownerId: number, since: Date): Promise<UploadUsage> {
  const [usage] = await db
    .select({ files: count(), bytes: sum(mediaFiles.sizeBytes) })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.ownerId, ownerId), ne(mediaFiles.path, PREVIEW_PATH), gt(mediaFiles.createdAt, since)));
  return { files: Number(usage?.files ?? 0), bytes: Number(usage?.bytes ?? 0) };
}

/**
 * One media_files row for the file and one for its preview (so every served key has a row).
 * `postId` is set when the file is attached at once (the demo seed); uploads attach later, the
 * preview always with its file.
 */
export async function recordUpload(db: DbOrTx, ownerId: number, stored: StoredUpload, postId: number | null = null, createdAt?: Date): Promise<void> {
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
      createdAt,
    },
  ];
  if (stored.preview) {
    const { key, size, width, height } = stored.preview;
    rows.push({ key, ownerId, path: PREVIEW_PATH, mime: 'image/jpeg', sizeBytes: size, width, height, postId, createdAt });
  }
  await db.insert(mediaFiles).values(rows);
}

/**
 * Records the upload unless `allows` refuses the owner's usage with it, in one transaction holding
 * the owner's row: parallel uploads of one user are counted one after another, never past the quota.
 */
export async function recordUploadWithin(
  db: Db,
  ownerId: number,
  stored: StoredUpload,
  now: Date,
  allows: (usageSince: (since: Date) => Promise<UploadUsage>) => Promise<boolean>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
    if (!(await allows((since) => uploadUsageSince(tx, ownerId, since)))) return false;
    await recordUpload(tx, ownerId, stored, null, now);
    return true;
  });
}

/** Post media start with this folder; files of other paths are claimed by other features (profile, stories). */
const POST_MEDIA = 'post/%';

/**
 * Deletes up to `limit` post media files nobody attached to a post since `before`, with their
 * previews, and hands their keys to `removeFiles` inside the same transaction. Rows are taken with
 * SKIP LOCKED, so processes sweeping at once (or a post attaching a file) never take the same row.
 */
export async function deleteOrphanUploads(db: Db, before: Date, limit: number, removeFiles: (keys: string[]) => Promise<void>): Promise<string[]> {
  return db.transaction(async (tx) => {
    const orphans = tx
      .select({ key: mediaFiles.key })
      .from(mediaFiles)
      .where(and(isNull(mediaFiles.postId), like(mediaFiles.path, POST_MEDIA), lt(mediaFiles.createdAt, before)))
      .orderBy(mediaFiles.createdAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    const deleted = await tx.delete(mediaFiles).where(inArray(mediaFiles.key, orphans)).returning({ key: mediaFiles.key, previewKey: mediaFiles.previewKey });
    const previewKeys = deleted.flatMap((row) => (row.previewKey ? [row.previewKey] : []));
    const previews = previewKeys.length
      ? await tx
          .delete(mediaFiles)
          .where(and(inArray(mediaFiles.key, previewKeys), eq(mediaFiles.path, PREVIEW_PATH)))
          .returning({ key: mediaFiles.key })
      : [];
    const keys = [...deleted, ...previews].map((row) => row.key);
    await removeFiles(keys);
    return keys;
  });
}
