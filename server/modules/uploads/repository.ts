import { and, count, eq, gt, inArray, isNotNull, isNull, like, lt, notInArray, or, sql, sum } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { mediaFiles, users, videoRenditions } from '../../db/schema.ts';
import { DERIVED_PATHS, PREVIEW_PATH, type StoredUpload } from './pipeline.ts';
import { deleteVariantsOf } from './variants.ts';

/** What a user uploaded in a window: files (their previews and thumbnails are ours, not counted) and bytes. */
export interface UploadUsage {
  files: number;
  bytes: number;
}

/** The quota's two windows, read in one query: what the owner uploaded since `hourAgo` and since `dayAgo`. */
export async function recentUploadUsage(
  db: DbOrTx,
  ownerId: number,
  { hourAgo, dayAgo }: QuotaWindows,
): Promise<{ hour: UploadUsage; day: UploadUsage }> {
  const inHour = sql`${mediaFiles.createdAt} > ${hourAgo.toISOString()}::timestamptz`;
  const [usage] = await db
    .select({
      dayFiles: count(),
      dayBytes: sum(mediaFiles.sizeBytes),
      hourFiles: sql<string>`count(*) filter (where ${inHour})`,
      hourBytes: sql<string | null>`sum(${mediaFiles.sizeBytes}) filter (where ${inHour})`,
    })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.ownerId, ownerId), notInArray(mediaFiles.path, [...DERIVED_PATHS]), gt(mediaFiles.createdAt, dayAgo)));
  return {
    hour: { files: Number(usage?.hourFiles ?? 0), bytes: Number(usage?.hourBytes ?? 0) },
    day: { files: Number(usage?.dayFiles ?? 0), bytes: Number(usage?.dayBytes ?? 0) },
  };
}

/** One media_files row for the file and one for its preview; `postId` when attached at once (the demo seed). */
export async function recordUpload(
  db: DbOrTx,
  ownerId: number,
  stored: StoredUpload,
  postId: number | null = null,
  createdAt?: Date,
): Promise<void> {
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

/** The moments the quota's windows start at. */
export interface QuotaWindows {
  hourAgo: Date;
  dayAgo: Date;
}

/**
 * Writes an upload's rows with `record` unless `allows` refuses, holding the owner's row so parallel
 * uploads never pass the quota. See docs/decisions/0018-upload-quota-and-orphan-sweep.md
 */
export async function recordUploadWithin(
  db: Db,
  ownerId: number,
  windows: QuotaWindows,
  allows: (usage: { hour: UploadUsage; day: UploadUsage }) => boolean,
  record: (tx: Tx) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
    if (!allows(await recentUploadUsage(tx, ownerId, windows))) return false;
    await record(tx);
    return true;
  });
}

/** Post media start with this folder; files of other paths are claimed by other features (profile, stories). */
const POST_MEDIA = 'post/%';
/** A story upload no story took is abandoned too (the story sweep removes the files of expired stories). */
const STORY_MEDIA = 'story/images/';
/** The vault's own uploads: kept until their owner deletes them from the vault (decision 0050); nothing else holds them. */
const VAULT_MEDIA = 'vault/%';

/**
 * Deletes up to `limit` post uploads unattached since `before` (and vault uploads deleted from the vault), handing their keys to `removeFiles` in the
 * same transaction; rows taken SKIP LOCKED.
 */
export async function deleteOrphanUploads(
  db: Db,
  before: Date,
  limit: number,
  removeFiles: (keys: string[]) => Promise<void>,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const orphans = await tx
      .select({ key: mediaFiles.key, previewKey: mediaFiles.previewKey })
      .from(mediaFiles)
      .where(
        and(
          isNull(mediaFiles.postId),
          or(
            like(mediaFiles.path, POST_MEDIA),
            and(eq(mediaFiles.path, STORY_MEDIA), sql`not exists (select 1 from stories s where s.image_key = ${mediaFiles.key})`),
            and(like(mediaFiles.path, VAULT_MEDIA), isNotNull(mediaFiles.vaultHiddenAt)),
          ),
          lt(mediaFiles.createdAt, before),
          // A draft's or scheduled post's files wait for it (decision 0047).
          sql`not exists (select 1 from post_drafts d where d.media_keys @> array[${mediaFiles.key}])`,
        ),
      )
      .orderBy(mediaFiles.createdAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    const orphanKeys = orphans.map((row) => row.key);
    if (orphanKeys.length === 0) return [];
    const previewKeys = orphans.flatMap((row) => (row.previewKey ? [row.previewKey] : []));
    // Variants name their source (a foreign key): they go first.
    const variants = await deleteVariantsOf(tx, [...orphanKeys, ...previewKeys]);
    // What ffmpeg made of an abandoned video goes with it (its row would go by cascade, its files would stay).
    const made = await tx
      .delete(videoRenditions)
      .where(inArray(videoRenditions.mediaKey, orphanKeys))
      .returning({ files: videoRenditions.files });
    const deleted = await tx.delete(mediaFiles).where(inArray(mediaFiles.key, orphanKeys)).returning({ key: mediaFiles.key });
    const previews = previewKeys.length
      ? await tx
          .delete(mediaFiles)
          .where(and(inArray(mediaFiles.key, previewKeys), eq(mediaFiles.path, PREVIEW_PATH)))
          .returning({ key: mediaFiles.key })
      : [];
    const keys = [...deleted, ...previews].map((row) => row.key);
    await removeFiles([...keys, ...variants, ...made.flatMap((row) => row.files)]);
    return keys;
  });
}
