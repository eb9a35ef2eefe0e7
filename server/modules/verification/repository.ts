import { and, desc, eq, inArray } from 'drizzle-orm';
import { DOCUMENT_UPLOAD_PATH } from '../../../contract/rules.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { mediaFiles, users, verificationRequests, type VerificationRequestRow } from '../../db/schema.ts';

/** The user's latest request, if any. */
export async function latestRequest(db: DbOrTx, userId: number): Promise<VerificationRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationRequests)
    .where(eq(verificationRequests.userId, userId))
    .orderBy(desc(verificationRequests.id))
    .limit(1);
  return row;
}

/** How many of `keys` are the owner's own uploads through user/documents/. */
export async function ownDocuments(db: DbOrTx, ownerId: number, keys: string[]): Promise<number> {
  const rows = await db
    .select({ key: mediaFiles.key })
    .from(mediaFiles)
    .where(and(inArray(mediaFiles.key, keys), eq(mediaFiles.ownerId, ownerId), eq(mediaFiles.path, DOCUMENT_UPLOAD_PATH)));
  return rows.length;
}

/** A new pending request; none when one is pending already (the partial unique index). */
export async function insertRequest(tx: Tx, values: typeof verificationRequests.$inferInsert): Promise<VerificationRequestRow | undefined> {
  const [row] = await tx.insert(verificationRequests).values(values).onConflictDoNothing().returning();
  return row;
}

export async function setUserVerified(tx: Tx, userId: number, status: number): Promise<void> {
  await tx.update(users).set({ userVerified: status }).where(eq(users.id, userId));
}
