import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { coinPacks, paymentEvents, payments, type PaymentRow } from '../../db/schema.ts';

export async function findCoinPack(db: DbOrTx, id: number) {
  const [pack] = await db.select().from(coinPacks).where(eq(coinPacks.id, id));
  return pack;
}

/** The payment of a provider's intent, written the first time either side hears of it; `status` only moves forward. */
export async function upsertPayment(
  tx: DbOrTx,
  values: Omit<typeof payments.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'ledgerTransactionId'>,
): Promise<PaymentRow> {
  const [row] = await tx
    .insert(payments)
    .values(values)
    .onConflictDoUpdate({
      target: payments.providerPaymentId,
      // A succeeded payment stays succeeded whatever arrives late.
      set: { status: sql`case when ${payments.status} = 'succeeded' then 'succeeded' else excluded.status end`, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error(`payment ${values.providerPaymentId} was not written`);
  return row;
}

export async function linkLedger(tx: Tx, paymentId: number, transactionId: number): Promise<void> {
  await tx.update(payments).set({ ledgerTransactionId: transactionId }).where(eq(payments.id, paymentId));
}

export async function markFailed(db: DbOrTx, providerPaymentId: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'failed', updatedAt: sql`now()` })
    .where(and(eq(payments.providerPaymentId, providerPaymentId), ne(payments.status, 'succeeded')));
}

/** Records a webhook event; false when it was handled before (a replay). */
export async function firstDelivery(tx: Tx, eventId: string, type: string): Promise<boolean> {
  const inserted = await tx
    .insert(paymentEvents)
    .values({ eventId, type })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return inserted.length > 0;
}
