import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { mediaFiles, users, type UserRow } from '../../db/schema.ts';

export type ProfileChanges = Partial<Pick<typeof users.$inferInsert, keyof typeof users.$inferInsert>>;

/** The keys among `keys` that `ownerId` uploaded through `uploadPath`. */
export async function ownUploads(db: DbOrTx, ownerId: number, uploadPath: string, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: mediaFiles.key })
    .from(mediaFiles)
    .where(and(inArray(mediaFiles.key, keys), eq(mediaFiles.ownerId, ownerId), eq(mediaFiles.path, uploadPath)));
  return new Set(rows.map((row) => row.key));
}

export async function updateUser(db: DbOrTx, userId: number, changes: ProfileChanges): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  return row;
}
