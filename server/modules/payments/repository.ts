import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  autoTopUps,
  coinPacks,
  paymentCustomers,
  paymentEvents,
  payments,
  savedCards,
  type AutoTopUpRow,
  type PaymentRow,
  type SavedCardRow,
} from '../../db/schema.ts';

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

// Saved cards and automatic top-up. See docs/decisions/0052-saved-cards-and-auto-top-up.md

export async function customerOf(db: DbOrTx, userId: number, provider: string): Promise<string | undefined> {
  const [row] = await db
    .select({ customerId: paymentCustomers.customerId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, provider)));
  return row?.customerId;
}

/** Keeps the first customer written for a person: two first saves at once agree on one. */
export async function keepCustomer(db: DbOrTx, userId: number, provider: string, customerId: string): Promise<string> {
  await db.insert(paymentCustomers).values({ userId, provider, customerId }).onConflictDoNothing();
  return (await customerOf(db, userId, provider)) ?? customerId;
}

/** Saves a card once per owner and payment method (the confirmation and the webhook may both save it). */
export async function saveCard(tx: DbOrTx, card: Omit<typeof savedCards.$inferInsert, 'id' | 'createdAt'>): Promise<void> {
  await tx
    .insert(savedCards)
    .values(card)
    .onConflictDoNothing({ target: [savedCards.userId, savedCards.paymentMethodId] });
}

export async function cardsOf(db: DbOrTx, userId: number): Promise<SavedCardRow[]> {
  return db.select().from(savedCards).where(eq(savedCards.userId, userId)).orderBy(desc(savedCards.id));
}

/** The owner's card by id: another person's card is not found. */
export async function ownCard(db: DbOrTx, userId: number, cardId: number): Promise<SavedCardRow | undefined> {
  const [card] = await db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.id, cardId), eq(savedCards.userId, userId)));
  return card;
}

export async function deleteOwnCard(db: DbOrTx, userId: number, cardId: number): Promise<SavedCardRow | undefined> {
  const [card] = await db
    .delete(savedCards)
    .where(and(eq(savedCards.id, cardId), eq(savedCards.userId, userId)))
    .returning();
  return card;
}

export async function autoTopUpOf(db: DbOrTx, userId: number): Promise<AutoTopUpRow | undefined> {
  const [row] = await db.select().from(autoTopUps).where(eq(autoTopUps.userId, userId));
  return row;
}

export async function setAutoTopUp(db: DbOrTx, userId: number, cardId: number, coinPackId: number): Promise<void> {
  await db
    .insert(autoTopUps)
    .values({ userId, cardId, coinPackId })
    .onConflictDoUpdate({ target: autoTopUps.userId, set: { cardId, coinPackId, updatedAt: sql`now()` } });
}

export async function clearAutoTopUp(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(autoTopUps).where(eq(autoTopUps.userId, userId));
}

/** The top-up of `round` is done: the next short purchase starts the next round (a no-op when it was counted). */
export async function closeTopUpRound(tx: Tx, userId: number, round: number): Promise<void> {
  await tx
    .update(autoTopUps)
    .set({ round: round + 1, updatedAt: sql`now()` })
    .where(and(eq(autoTopUps.userId, userId), eq(autoTopUps.round, round)));
}
