import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { MediaType } from '../../../contract/codes.ts';
import type { PackageCounts } from '../../../contract/chat.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  mediaContents,
  mediaFiles,
  mediaPackageBuyers,
  mediaPackages,
  users,
  type MediaContentRow,
  type MediaPackageRow,
  videoRenditions,
} from '../../db/schema.ts';
import { writerColumns } from '../posts/repository.ts';
import { deleteVariantsOf } from '../uploads/variants.ts';

/** A package as its list shows it: the row and how many files it holds. */
export type PackageWithCount = MediaPackageRow & { mediaCount: number };

// Spelled out: drizzle leaves columns unqualified inside sql, and "id" would name the subquery's own.
const mediaCount = sql<number>`(select count(*)::int from "media_contents" where "media_contents"."package_id" = "media_packages"."id")`;

/** The owner's live packages, newest first, each with its number of files. */
export async function listOwnPackages(db: DbOrTx, ownerId: number): Promise<PackageWithCount[]> {
  const rows = await db
    .select({ pkg: mediaPackages, mediaCount })
    .from(mediaPackages)
    .where(and(eq(mediaPackages.ownerId, ownerId), isNull(mediaPackages.deletedAt)))
    .orderBy(desc(mediaPackages.id));
  return rows.map((row) => ({ ...row.pkg, mediaCount: Number(row.mediaCount) }));
}

/** A package by id, deleted or not, with its number of files. */
export async function findPackage(db: DbOrTx, packageId: number): Promise<PackageWithCount | undefined> {
  const [row] = await db.select({ pkg: mediaPackages, mediaCount }).from(mediaPackages).where(eq(mediaPackages.id, packageId)).limit(1);
  return row && { ...row.pkg, mediaCount: Number(row.mediaCount) };
}

export async function insertPackage(db: DbOrTx, ownerId: number, name: string, price: number): Promise<MediaPackageRow> {
  const [row] = await db.insert(mediaPackages).values({ ownerId, name, price }).returning();
  return row!;
}

/** Renames and reprices a live package of `ownerId`; undefined when there is none. */
export async function updatePackage(
  db: DbOrTx,
  ownerId: number,
  packageId: number,
  name: string,
  price: number,
): Promise<MediaPackageRow | undefined> {
  const [row] = await db
    .update(mediaPackages)
    .set({ name, price })
    .where(and(eq(mediaPackages.id, packageId), eq(mediaPackages.ownerId, ownerId), isNull(mediaPackages.deletedAt)))
    .returning();
  return row;
}

/** Hides a live package of `ownerId` from its list and from new offers; its buyers keep it. */
export async function softDeletePackage(db: DbOrTx, ownerId: number, packageId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(mediaPackages)
    .set({ deletedAt: at })
    .where(and(eq(mediaPackages.id, packageId), eq(mediaPackages.ownerId, ownerId), isNull(mediaPackages.deletedAt)))
    .returning({ id: mediaPackages.id });
  return rows.length > 0;
}

/** The files of a package, oldest first. */
export function contentsOf(db: DbOrTx, packageId: number): Promise<MediaContentRow[]> {
  return db.select().from(mediaContents).where(eq(mediaContents.packageId, packageId)).orderBy(mediaContents.id);
}

/** How many files of each type a package holds: what a locked package message shows. */
export async function packageCounts(db: DbOrTx, packageId: number): Promise<PackageCounts> {
  const rows = await db
    .select({ type: mediaContents.mediaType, n: count() })
    .from(mediaContents)
    .where(eq(mediaContents.packageId, packageId))
    .groupBy(mediaContents.mediaType);
  const of = (type: number) => Number(rows.find((row) => row.type === type)?.n ?? 0);
  return { images: of(MediaType.image), audio: of(MediaType.audio), videos: of(MediaType.video) };
}

export async function isPackageBuyer(db: DbOrTx, packageId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: mediaPackageBuyers.userId })
    .from(mediaPackageBuyers)
    .where(and(eq(mediaPackageBuyers.packageId, packageId), eq(mediaPackageBuyers.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** The package's owner as the viewer shows them. */
export async function packageOwner(db: DbOrTx, ownerId: number) {
  const [row] = await db.select(writerColumns).from(users).where(eq(users.id, ownerId)).limit(1);
  return row;
}

/** A stored package file as media_files records it (every served key has a row; none is public). */
export interface StoredPackageFile {
  key: string;
  path: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
}

/** The file rows and the content row, in one transaction: a content never names a file without a row. */
export async function insertContent(
  tx: Tx,
  ownerId: number,
  packageId: number,
  mediaType: number,
  file: StoredPackageFile,
  thumb: StoredPackageFile,
): Promise<MediaContentRow> {
  await tx.insert(mediaFiles).values(
    [file, thumb].map((stored) => ({
      key: stored.key,
      ownerId,
      path: stored.path,
      mime: stored.mime,
      sizeBytes: stored.size,
      width: stored.width,
      height: stored.height,
    })),
  );
  const [row] = await tx.insert(mediaContents).values({ packageId, fileKey: file.key, thumbKey: thumb.key, mediaType }).returning();
  return row!;
}

/** A content of a live package of `ownerId`, locked until the transaction ends; undefined when there is none. */
export async function lockOwnContent(tx: Tx, ownerId: number, contentId: number): Promise<MediaContentRow | undefined> {
  const [row] = await tx
    .select({ content: mediaContents })
    .from(mediaContents)
    .innerJoin(mediaPackages, eq(mediaPackages.id, mediaContents.packageId))
    .where(and(eq(mediaContents.id, contentId), eq(mediaPackages.ownerId, ownerId), isNull(mediaPackages.deletedAt)))
    .for('update', { of: mediaContents })
    .limit(1);
  return row?.content;
}

/** Deletes a content row and its files' rows; answers the keys whose files go too. */
export async function deleteContent(tx: Tx, content: MediaContentRow): Promise<string[]> {
  await tx.delete(mediaContents).where(eq(mediaContents.id, content.id));
  // What ffmpeg made of a video goes with it (its row with the media_files row).
  const made = await tx.select({ files: videoRenditions.files }).from(videoRenditions).where(eq(videoRenditions.mediaKey, content.fileKey));
  const keys = [content.fileKey, ...(content.thumbKey ? [content.thumbKey] : []), ...made.flatMap((row) => row.files)];
  // The thumbnail's widths (made when first asked) before the thumbnail's row they name.
  const widths = await deleteVariantsOf(tx, content.thumbKey ? [content.thumbKey] : []);
  await tx.delete(mediaFiles).where(inArray(mediaFiles.key, keys));
  return [...keys, ...widths];
}

/** Who owns a content, for the wrong-user answer. */
export async function contentOwner(db: DbOrTx, contentId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ ownerId: mediaPackages.ownerId })
    .from(mediaContents)
    .innerJoin(mediaPackages, eq(mediaPackages.id, mediaContents.packageId))
    .where(eq(mediaContents.id, contentId))
    .limit(1);
  return row?.ownerId;
}
