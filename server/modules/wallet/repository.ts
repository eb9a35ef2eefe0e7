import { asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PAGE_SIZE } from '../../../contract/rules.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { ledgerEntries, ledgerTransactions, postPurchases, stickers, users, type StickerRow } from '../../db/schema.ts';
import { pageOffset } from '../posts/repository.ts';

export async function stickerCatalog(db: DbOrTx): Promise<StickerRow[]> {
  return db.select().from(stickers).orderBy(asc(stickers.price), asc(stickers.id));
}

export async function findSticker(db: DbOrTx, id: number): Promise<StickerRow | undefined> {
  const [sticker] = await db.select().from(stickers).where(eq(stickers.id, id));
  return sticker;
}

export async function balanceOf(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ balance: users.walletBalance }).from(users).where(eq(users.id, userId));
  return row?.balance ?? 0;
}

/** The user's coins, and of them the bonus coins. */
export async function walletOf(db: DbOrTx, userId: number): Promise<{ coins: number; bonus: number }> {
  const [row] = await db.select({ coins: users.walletBalance, bonus: users.bonusBalance }).from(users).where(eq(users.id, userId));
  return row ?? { coins: 0, bonus: 0 };
}

export async function hasPurchased(db: DbOrTx, userId: number, postId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: postPurchases.id })
    .from(postPurchases)
    .where(sql`${postPurchases.userId} = ${userId} and ${postPurchases.postId} = ${postId}`);
  return row !== undefined;
}

export async function recordPurchase(tx: Tx, userId: number, postId: number, price: number): Promise<void> {
  await tx.insert(postPurchases).values({ userId, postId, price }).onConflictDoNothing();
}

const other = alias(users, 'other');

/** A page of the user's wallet lines, newest first (the entries' index on user and id), with the other person when there is one. */
export async function walletLines(db: DbOrTx, userId: number, page: number) {
  return db
    .select({
      id: ledgerEntries.id,
      amount: ledgerEntries.amount,
      kind: ledgerTransactions.kind,
      whole: ledgerTransactions.amount,
      data: ledgerTransactions.data,
      postId: ledgerTransactions.postId,
      createdAt: ledgerTransactions.createdAt,
      other: { id: other.id, first_name: other.firstName, last_name: other.lastName, username: other.username },
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .leftJoin(
      other,
      sql`${other.id} = case when ${ledgerTransactions.payerId} = ${userId} then ${ledgerTransactions.payeeId} else ${ledgerTransactions.payerId} end`,
    )
    .where(eq(ledgerEntries.userId, userId))
    .orderBy(desc(ledgerEntries.id))
    .limit(PAGE_SIZE)
    .offset(pageOffset(page));
}
export type LineRow = Awaited<ReturnType<typeof walletLines>>[number];
