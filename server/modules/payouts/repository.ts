import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { EARNING_KINDS, PayoutStatus } from '../../../contract/codes.ts';
import { PAGE_SIZE } from '../../../contract/rules.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { bankAccounts, ledgerEntries, ledgerTransactions, payouts, users, type BankAccountRow } from '../../db/schema.ts';
import { pageOffset } from '../posts/repository.ts';

export type BankFields = Omit<BankAccountRow, 'userId' | 'updatedAt'>;

export async function findBank(db: DbOrTx, userId: number): Promise<BankAccountRow | undefined> {
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId));
  return row;
}

export async function saveBank(db: DbOrTx, userId: number, fields: BankFields, at: Date): Promise<BankAccountRow> {
  const [row] = await db
    .insert(bankAccounts)
    .values({ userId, ...fields, updatedAt: at })
    .onConflictDoUpdate({ target: bankAccounts.userId, set: { ...fields, updatedAt: at } })
    .returning();
  if (!row) throw new Error('bank details not saved');
  return row;
}

/** Takes the user's row lock: payout requests of one user run one after the other. Answers the cash coins (the balance less its bonus coins). */
export async function lockUser(tx: Tx, userId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ balance: users.walletBalance, bonus: users.bonusBalance })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row && row.balance - row.bonus;
}

/** Cash coins credited to the wallet by sales (net of the fee), ever: the bonus part of a sale is never earnings. */
export async function earnedCoins(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount} - ${ledgerEntries.bonus}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerEntries.userId, userId), sql`${ledgerEntries.amount} > 0`, inArray(ledgerTransactions.kind, [...EARNING_KINDS])));
  return Number(row?.total ?? 0);
}

/** Coins asked for in payouts that were not refused (pending or paid). */
export async function withdrawnCoins(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${payouts.amount}), 0)` })
    .from(payouts)
    .where(and(eq(payouts.userId, userId), ne(payouts.status, PayoutStatus.rejected)));
  return Number(row?.total ?? 0);
}

/** When the user last asked for a payout (any outcome). */
export async function lastPayoutAt(db: DbOrTx, userId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: payouts.createdAt })
    .from(payouts)
    .where(eq(payouts.userId, userId))
    .orderBy(desc(payouts.id))
    .limit(1);
  return row?.at;
}

export async function insertPayout(tx: Tx, values: typeof payouts.$inferInsert) {
  const [row] = await tx.insert(payouts).values(values).returning();
  if (!row) throw new Error('payout not inserted');
  return row;
}

export async function payoutPage(db: DbOrTx, userId: number, page: number) {
  return db.select().from(payouts).where(eq(payouts.userId, userId)).orderBy(desc(payouts.id)).limit(PAGE_SIZE).offset(pageOffset(page));
}
