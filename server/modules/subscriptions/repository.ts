import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { PaymentType } from '../../../contract/codes.ts';
import { PAGE_SIZE } from '../../../contract/rules.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  posts,
  subscriptionBundles,
  subscriptionPlans,
  subscriptionPromotions,
  subscriptions,
  subscriptionTrials,
  users,
  type PostRow,
  type SubscriptionBundleRow,
  type SubscriptionPlanRow,
  type SubscriptionPromotionRow,
  type SubscriptionRow,
} from '../../db/schema.ts';
import { pageOffset, writerColumns } from '../posts/repository.ts';

/** Every plan row of the creators, on or off. */
export async function plansOf(db: DbOrTx, creatorIds: number[]): Promise<SubscriptionPlanRow[]> {
  if (creatorIds.length === 0) return [];
  return db
    .select()
    .from(subscriptionPlans)
    .where(inArray(subscriptionPlans.creatorId, creatorIds))
    .orderBy(asc(subscriptionPlans.packageType));
}

export async function findPlan(db: DbOrTx, planId: number): Promise<SubscriptionPlanRow | undefined> {
  const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, planId));
  return plan;
}

/** Writes one plan of the creator: on with its price or days, or off (keeping what it had). */
export async function upsertPlan(
  tx: Tx,
  creatorId: number,
  packageType: number,
  on: { price: number; validityDays: number } | null,
  now: Date,
): Promise<void> {
  if (on) {
    await tx
      .insert(subscriptionPlans)
      .values({ creatorId, packageType, ...on, status: 1, updatedAt: now })
      .onConflictDoUpdate({
        target: [subscriptionPlans.creatorId, subscriptionPlans.packageType],
        set: { ...on, status: 1, updatedAt: now },
      });
  } else {
    await tx
      .update(subscriptionPlans)
      .set({ status: 0, updatedAt: now })
      .where(and(eq(subscriptionPlans.creatorId, creatorId), eq(subscriptionPlans.packageType, packageType)));
  }
}

/** The fan's subscription to the creator that still runs at `now` (active or cancelled), if any. */
export async function runningSubscription(
  db: DbOrTx,
  subscriberId: number,
  creatorId: number,
  now: Date,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.subscriberId, subscriberId), eq(subscriptions.creatorId, creatorId), gt(subscriptions.expiryDate, now)))
    .orderBy(desc(subscriptions.expiryDate))
    .limit(1);
  return row;
}

/** Records the pair's free trial; false when it had one already. */
export async function takeTrial(tx: Tx, subscriberId: number, creatorId: number): Promise<boolean> {
  const inserted = await tx
    .insert(subscriptionTrials)
    .values({ subscriberId, creatorId })
    .onConflictDoNothing()
    .returning({ id: subscriptionTrials.subscriberId });
  return inserted.length > 0;
}

export async function insertSubscription(tx: Tx, values: typeof subscriptions.$inferInsert): Promise<SubscriptionRow> {
  const [row] = await tx.insert(subscriptions).values(values).returning();
  if (!row) throw new Error('subscription insert returned nothing');
  return row;
}

/** The subscription, locked until the transaction ends, when it is the fan's. */
export async function lockOwnSubscription(tx: Tx, subscriberId: number, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.subscriberId, subscriberId)))
    .for('update');
  return row;
}

export async function setStatus(tx: Tx, id: number, status: 0 | 1): Promise<SubscriptionRow> {
  const [row] = await tx.update(subscriptions).set({ status }).where(eq(subscriptions.id, id)).returning();
  if (!row) throw new Error(`subscription ${id} vanished`);
  return row;
}

/**
 * One auto-renewing subscription due at `now`, locked; one another process holds is skipped, so
 * several processes sweeping at once each take different rows (SKIP LOCKED).
 */
export async function lockNextDue(tx: Tx, now: Date): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 1), sql`${subscriptions.expiryDate} <= ${now}`))
    .orderBy(asc(subscriptions.expiryDate), asc(subscriptions.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function renewPeriod(
  tx: Tx,
  id: number,
  values: Pick<SubscriptionRow, 'packageType' | 'price' | 'startDate' | 'expiryDate' | 'planId'>,
): Promise<SubscriptionRow> {
  const [row] = await tx.update(subscriptions).set(values).where(eq(subscriptions.id, id)).returning();
  if (!row) throw new Error(`subscription ${id} vanished`);
  return row;
}

/** The person shown beside a subscription. */
export async function personById(db: DbOrTx, id: number) {
  const [row] = await db.select(writerColumns).from(users).where(eq(users.id, id));
  return row;
}

/** A page of the fan's running subscriptions with their creators, soonest expiry first. */
export async function subscriptionsOfFan(db: DbOrTx, subscriberId: number, page: number, now: Date) {
  return db
    .select({ subscription: subscriptions, person: writerColumns })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.creatorId))
    .where(and(eq(subscriptions.subscriberId, subscriberId), gt(subscriptions.expiryDate, now)))
    .orderBy(asc(subscriptions.expiryDate), asc(subscriptions.id))
    .limit(PAGE_SIZE)
    .offset(pageOffset(page));
}

/** A page of the creator's running subscriptions with their fans, newest first. */
export async function subscribersOfCreator(db: DbOrTx, creatorId: number, page: number, now: Date) {
  return db
    .select({ subscription: subscriptions, person: writerColumns })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.subscriberId))
    .where(and(eq(subscriptions.creatorId, creatorId), gt(subscriptions.expiryDate, now)))
    .orderBy(desc(subscriptions.startDate), desc(subscriptions.id))
    .limit(PAGE_SIZE)
    .offset(pageOffset(page));
}
export type SubscriptionWithPerson = Awaited<ReturnType<typeof subscriptionsOfFan>>[number];

/** The creator's latest subscriber-only posts: what a new subscription opens in the lists the fan has loaded. */
export async function subscriberOnlyPosts(db: DbOrTx, creatorId: number, limit: number): Promise<PostRow[]> {
  return db
    .select()
    .from(posts)
    .where(and(eq(posts.userId, creatorId), eq(posts.paymentType, PaymentType.subscribers), isNull(posts.deletedAt)))
    .orderBy(desc(posts.id))
    .limit(limit);
}

/** The creator's bundles, shortest first. */
export async function bundlesOf(db: DbOrTx, creatorId: number): Promise<SubscriptionBundleRow[]> {
  return db.select().from(subscriptionBundles).where(eq(subscriptionBundles.creatorId, creatorId)).orderBy(asc(subscriptionBundles.months));
}

/** The creator's bundles replaced by these (the settings form sends the whole list). */
export async function replaceBundles(tx: Tx, creatorId: number, bundles: { months: number; discountPercent: number }[], now: Date) {
  await tx.delete(subscriptionBundles).where(eq(subscriptionBundles.creatorId, creatorId));
  if (bundles.length > 0) await tx.insert(subscriptionBundles).values(bundles.map((bundle) => ({ creatorId, ...bundle, updatedAt: now })));
}

export async function promotionOf(db: DbOrTx, creatorId: number): Promise<SubscriptionPromotionRow | undefined> {
  const [row] = await db.select().from(subscriptionPromotions).where(eq(subscriptionPromotions.creatorId, creatorId));
  return row;
}

/** Sets the creator's promotion (its claims so far kept, so a new end or limit does not hand out more), or ends it. */
export async function setPromotion(
  tx: Tx,
  creatorId: number,
  promotion: { discountPercent: number; endsAt: Date; claimLimit: number | null } | null,
  now: Date,
): Promise<void> {
  if (!promotion) {
    await tx.delete(subscriptionPromotions).where(eq(subscriptionPromotions.creatorId, creatorId));
    return;
  }
  await tx
    .insert(subscriptionPromotions)
    .values({ creatorId, ...promotion, updatedAt: now })
    .onConflictDoUpdate({ target: subscriptionPromotions.creatorId, set: { ...promotion, updatedAt: now } });
}

/**
 * Takes one claim of the creator's promotion when it still runs at `now` and has claims left; the discount, or
 * undefined. One conditional update: however many fans claim at once, `claimed` never passes `claim_limit`.
 */
export async function claimPromotion(tx: Tx, creatorId: number, now: Date): Promise<number | undefined> {
  const [row] = await tx
    .update(subscriptionPromotions)
    .set({ claimed: sql`${subscriptionPromotions.claimed} + 1` })
    .where(
      and(
        eq(subscriptionPromotions.creatorId, creatorId),
        gt(subscriptionPromotions.endsAt, now),
        sql`(${subscriptionPromotions.claimLimit} is null or ${subscriptionPromotions.claimed} < ${subscriptionPromotions.claimLimit})`,
      ),
    )
    .returning({ discountPercent: subscriptionPromotions.discountPercent });
  return row?.discountPercent;
}

/** Whether the fan ever subscribed to the creator (a trial counts): promotions are for new subscribers only. */
export async function everSubscribed(db: DbOrTx, subscriberId: number, creatorId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.subscriberId, subscriberId), eq(subscriptions.creatorId, creatorId)))
    .limit(1);
  return row !== undefined;
}
