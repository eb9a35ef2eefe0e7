import { LedgerKind, NotificationType, PackageType } from '../../contract/codes.ts';
import { ANNUAL_DAYS, MONTHLY_DAYS } from '../../contract/plans.ts';
import { defaultMoney } from '../config.ts';
import { postMovement, sale } from '../modules/wallet/ledger.ts';
import type { Tx } from './client.ts';
import {
  notifications,
  subscriptionBundles,
  subscriptionPlans,
  subscriptionPromotions,
  subscriptions,
  subscriptionTrials,
} from './schema.ts';

const DAY = 24 * 60 * 60 * 1000;

/** The verified creators' plans: prices in coins, the free trial in days (0: no trial). */
export const DEMO_PLANS = {
  clara: { monthly: 150, annual: 1500, trial: 7 },
  milo: { monthly: 80, annual: 800, trial: 3 },
  nina: { monthly: 120, annual: 0, trial: 0 },
  theo: { monthly: 90, annual: 900, trial: 0 },
} as const;

/** Clara's bundles (months at a discount) and her promotion for new subscribers, running for two more weeks. */
export const DEMO_BUNDLES = [
  { months: 3, discountPercent: 10 },
  { months: 6, discountPercent: 15 },
  { months: 12, discountPercent: 25 },
] as const;
export const DEMO_PROMOTION = { discountPercent: 30, days: 14, claimLimit: 50 } as const;

/**
 * The verified creators' plans and the demo subscriptions, paid periods through the ledger so the books
 * balance. See docs/decisions/0023-demo-data-written-as-the-app-writes-it.md
 */
export async function seedSubscriptions(tx: Tx, idOf: (username: string) => number): Promise<void> {
  const now = Date.now();
  const plans = await tx
    .insert(subscriptionPlans)
    .values(
      Object.entries(DEMO_PLANS).flatMap(([username, plan]) => {
        const creatorId = idOf(username);
        return [
          { creatorId, packageType: PackageType.monthly, price: plan.monthly, status: 1 },
          ...(plan.annual ? [{ creatorId, packageType: PackageType.annual, price: plan.annual, status: 1 }] : []),
          ...(plan.trial ? [{ creatorId, packageType: PackageType.trial, price: 0, validityDays: plan.trial, status: 1 }] : []),
        ];
      }),
    )
    .returning();
  // Clara sells 3, 6 and 12 months at a discount and runs a promotion for new subscribers (decision 54).
  const clara = idOf('clara');
  await tx
    .insert(subscriptionBundles)
    .values(DEMO_BUNDLES.map((bundle) => ({ creatorId: clara, months: bundle.months, discountPercent: bundle.discountPercent })));
  await tx.insert(subscriptionPromotions).values({
    creatorId: clara,
    discountPercent: DEMO_PROMOTION.discountPercent,
    endsAt: new Date(now + DEMO_PROMOTION.days * DAY),
    claimLimit: DEMO_PROMOTION.claimLimit,
  });
  const planOf = (username: string, type: number) => plans.find((plan) => plan.creatorId === idOf(username) && plan.packageType === type)!;

  /** A paid subscription whose current period started `startedDaysAgo`; `renewed`: a first period before it, renewed at its expiry as the sweep does. */
  const paid = async (fan: string, creator: string, type: number, days: number, startedDaysAgo: number, status: 0 | 1, renewed = false) => {
    const plan = planOf(creator, type);
    const [fanId, creatorId] = [idOf(fan), idOf(creator)];
    const start = new Date(now - startedDaysAgo * DAY);
    const [row] = await tx
      .insert(subscriptions)
      .values({
        subscriberId: fanId,
        creatorId,
        packageType: type,
        price: plan.price,
        startDate: start,
        expiryDate: new Date(start.getTime() + days * DAY),
        status,
        planId: plan.id,
      })
      .returning();
    const { legs, fee } = sale(fanId, creatorId, plan.price, defaultMoney.platformFeePercent);
    await postMovement(tx, {
      key: `seed:subscription:${row!.id}`,
      kind: LedgerKind.subscription,
      payerId: fanId,
      payeeId: creatorId,
      amount: plan.price,
      data: { fee, package_type: type, subscription_id: row!.id },
      legs,
    });
    const subscribed = renewed ? new Date(start.getTime() - days * DAY) : start;
    await tx.insert(notifications).values({
      userId: creatorId,
      type: NotificationType.newSubscriber,
      actorId: fanId,
      data: { package_type: type, coins: plan.price },
      createdAt: subscribed,
      readAt: subscribed,
    });
    if (!renewed) return;
    // The renewal: charged under the sweep's natural key, and the fan told (the Subscriptions tab of /notification).
    const renewal = sale(fanId, creatorId, plan.price, defaultMoney.platformFeePercent);
    await postMovement(tx, {
      key: `subscription:${row!.id}:${start.getTime()}`,
      kind: LedgerKind.subscription,
      payerId: fanId,
      payeeId: creatorId,
      amount: plan.price,
      data: { fee: renewal.fee, package_type: type, subscription_id: row!.id, renewal: 1 },
      legs: renewal.legs,
    });
    await tx.insert(notifications).values({
      userId: fanId,
      type: NotificationType.newSubscription,
      actorId: creatorId,
      data: { coins: plan.price, package_type: type, renewal: 1 },
      createdAt: start,
    });
  };

  await paid('fabio', 'nina', PackageType.monthly, MONTHLY_DAYS, 10, 1, true);
  await paid('fabio', 'theo', PackageType.annual, ANNUAL_DAYS, 40, 0);
  await paid('nina', 'clara', PackageType.monthly, MONTHLY_DAYS, 5, 1);

  // Fabio's free trial of Clara: two of its seven days gone; Clara's monthly plan follows it.
  const trial = planOf('clara', PackageType.trial);
  const trialStart = new Date(now - 2 * DAY);
  await tx.insert(subscriptionTrials).values({ subscriberId: idOf('fabio'), creatorId: idOf('clara') });
  await tx.insert(subscriptions).values({
    subscriberId: idOf('fabio'),
    creatorId: idOf('clara'),
    packageType: PackageType.trial,
    price: 0,
    startDate: trialStart,
    expiryDate: new Date(trialStart.getTime() + trial.validityDays * DAY),
    status: 1,
    planId: trial.id,
  });
  await tx.insert(notifications).values({
    userId: idOf('clara'),
    type: NotificationType.newSubscriber,
    actorId: idOf('fabio'),
    data: { package_type: PackageType.trial, coins: 0 },
    createdAt: trialStart,
  });
}
