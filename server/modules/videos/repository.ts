import { and, desc, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { mediaFiles, videoRenditions, type VideoRenditionRow } from '../../db/schema.ts';

/** A video's renditions as its presenters read them. */
export type VideoRenditions = Pick<VideoRenditionRow, 'mediaKey' | 'status' | 'playableKey' | 'posterKey' | 'masterKey'>;

export const renditionColumns = {
  mediaKey: videoRenditions.mediaKey,
  status: videoRenditions.status,
  playableKey: videoRenditions.playableKey,
  posterKey: videoRenditions.posterKey,
  masterKey: videoRenditions.masterKey,
};

/** A pending row for the video of `mediaKey`; nothing when it has one already (a retried upload step). */
export async function insertPendingRendition(db: DbOrTx, mediaKey: string, renditionId: string): Promise<boolean> {
  const inserted = await db
    .insert(videoRenditions)
    .values({ mediaKey, renditionId })
    .onConflictDoNothing()
    .returning({ key: videoRenditions.mediaKey });
  return inserted.length > 0;
}

/** Stored videos no rendition row was made for (the demo seed's, those uploaded before renditions existed), newest first. */
export async function videosWithoutRenditions(db: DbOrTx, limit: number): Promise<string[]> {
  const rows = await db
    .select({ key: mediaFiles.key })
    .from(mediaFiles)
    .where(
      and(
        like(mediaFiles.mime, 'video/%'),
        isNull(mediaFiles.sourceKey),
        sql`not exists (select 1 from video_renditions r where r.media_key = ${mediaFiles.key})`,
      ),
    )
    .orderBy(desc(mediaFiles.createdAt))
    .limit(limit);
  return rows.map((row) => row.key);
}

export async function findRendition(db: DbOrTx, mediaKey: string): Promise<VideoRenditionRow | undefined> {
  const [row] = await db.select().from(videoRenditions).where(eq(videoRenditions.mediaKey, mediaKey)).limit(1);
  return row;
}

/** The original video's key of a made file's rendition id. */
export async function originalKeyOf(db: DbOrTx, renditionId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ mediaKey: videoRenditions.mediaKey })
    .from(videoRenditions)
    .where(eq(videoRenditions.renditionId, renditionId))
    .limit(1);
  return row?.mediaKey;
}

/** The files a rendition id's job made (none for an unknown id). */
export async function madeFilesOf(db: DbOrTx, renditionId: string): Promise<string[]> {
  const [row] = await db
    .select({ files: videoRenditions.files })
    .from(videoRenditions)
    .where(eq(videoRenditions.renditionId, renditionId))
    .limit(1);
  return row?.files ?? [];
}

/** The renditions of the videos of `keys`, by original key. */
export async function renditionsOf(db: DbOrTx, keys: readonly string[]): Promise<Map<string, VideoRenditions>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select(renditionColumns)
    .from(videoRenditions)
    .where(inArray(videoRenditions.mediaKey, [...keys]));
  return new Map(rows.map((row) => [row.mediaKey, row]));
}

export async function updateRendition(
  db: DbOrTx,
  mediaKey: string,
  values: Partial<Omit<VideoRenditionRow, 'mediaKey' | 'renditionId' | 'updatedAt'>>,
  now: Date,
): Promise<void> {
  await db
    .update(videoRenditions)
    .set({ ...values, updatedAt: now })
    .where(eq(videoRenditions.mediaKey, mediaKey));
}
