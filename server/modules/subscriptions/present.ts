import { PackageType, type PackageTypeCode } from '../../../contract/codes.ts';
import { BUNDLE_MONTHS, bundlePrice, isBundleMonths } from '../../../contract/plans.ts';
import {
  ANNUAL_DAYS,
  type Bundle,
  type Promotion,
  MONTHLY_DAYS,
  type CreatorPackages,
  type MySubscription,
  type Subscriber,
  type SubscriptionPackage,
} from '../../../contract/subscriptions.ts';
import type { SubscriptionBundleRow, SubscriptionPlanRow, SubscriptionPromotionRow, SubscriptionRow } from '../../db/schema.ts';
import type { MediaUrls } from '../../lib/media-urls.ts';
import { presentWriter } from '../posts/present.ts';
import type { SubscriptionWithPerson } from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const TITLES = { [PackageType.trial]: 'Free', [PackageType.monthly]: 'Monthly', [PackageType.annual]: 'Annual' } as const;

const asPackageType = (value: number): PackageTypeCode =>
  value === PackageType.trial || value === PackageType.annual ? value : PackageType.monthly;

/** The days a period of the plan lasts: the trial's own days, 30 for monthly, 365 for annual. */
export const periodDays = (plan: Pick<SubscriptionPlanRow, 'packageType' | 'validityDays'>) =>
  plan.packageType === PackageType.trial ? plan.validityDays : plan.packageType === PackageType.annual ? ANNUAL_DAYS : MONTHLY_DAYS;

export const addDays = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);

/** Whole days left until `expiry` (a started day counts). */
export const remainingDays = (expiry: Date, now: Date) => Math.max(0, Math.ceil((expiry.getTime() - now.getTime()) / DAY_MS));

/**
 * The plan charged when the current period ends: after a trial the monthly plan if it is on, else the
 * annual one; after a paid period the same plan if it is still on. None: the subscription ends then.
 */
export function nextPlan(currentType: number, plans: SubscriptionPlanRow[]): SubscriptionPlanRow | undefined {
  const active = (type: number) => plans.find((plan) => plan.packageType === type && plan.status === 1);
  if (currentType === PackageType.trial) return active(PackageType.monthly) ?? active(PackageType.annual);
  return active(currentType);
}

export function presentPackage(plan: SubscriptionPlanRow): SubscriptionPackage {
  const type = asPackageType(plan.packageType);
  return {
    id: plan.id,
    title: TITLES[type],
    price: plan.price,
    status: plan.status === 1 ? 1 : 0,
    package_type: type,
    package_validity: plan.validityDays,
  };
}

/** The creator's packages by key; the plans that are off only for the owner. */
export function presentPackages(plans: SubscriptionPlanRow[], owner: boolean): CreatorPackages {
  const pick = (type: PackageTypeCode) => {
    const plan = plans.find((row) => row.packageType === type);
    return plan && (owner || plan.status === 1) ? presentPackage(plan) : null;
  };
  return { Monthly: pick(PackageType.monthly), Annual: pick(PackageType.annual), Free: pick(PackageType.trial) };
}

const nextOf = (row: SubscriptionRow, plans: SubscriptionPlanRow[]) => {
  if (row.status !== 1) return null;
  const plan = nextPlan(row.packageType, plans);
  return plan ? { package_type: asPackageType(plan.packageType), price: plan.price, remaining_days: periodDays(plan) } : null;
};

const personOf = ({ person }: SubscriptionWithPerson, mediaUrls: MediaUrls) => presentWriter(person, mediaUrls);

/** One of the fan's subscriptions; `plans` are its creator's. */
export function presentMySubscription(
  row: SubscriptionWithPerson,
  plans: SubscriptionPlanRow[],
  now: Date,
  mediaUrls: MediaUrls,
): MySubscription {
  const { subscription } = row;
  return {
    id: subscription.id,
    package_id: subscription.planId,
    package_type: asPackageType(subscription.packageType),
    package_user: personOf(row, mediaUrls),
    start_date: subscription.startDate.toISOString(),
    expiry_date: subscription.expiryDate.toISOString(),
    remaining_days: remainingDays(subscription.expiryDate, now),
    price: subscription.price,
    status: subscription.status === 1 ? 1 : 0,
    next_package: nextOf(subscription, plans),
  };
}

/** One of the creator's subscribers; `plans` are the creator's. */
export function presentSubscriber(row: SubscriptionWithPerson, plans: SubscriptionPlanRow[], now: Date, mediaUrls: MediaUrls): Subscriber {
  const { subscription } = row;
  return {
    id: subscription.id,
    package_type: asPackageType(subscription.packageType),
    price: subscription.price,
    remaining_days: remainingDays(subscription.expiryDate, now),
    start_date: subscription.startDate.toISOString(),
    user: { ...personOf(row, mediaUrls), next_package: nextOf(subscription, plans) },
  };
}

/** The bundles priced from the monthly plan's price; none without a monthly plan to price them from. */
export function presentBundles(bundles: SubscriptionBundleRow[], monthly: SubscriptionPlanRow | undefined): Bundle[] {
  if (!monthly || monthly.price < 1) return [];
  return bundles.map((bundle) => ({
    months: isBundleMonths(bundle.months) ? bundle.months : BUNDLE_MONTHS[0],
    discount_percent: bundle.discountPercent,
    price: bundlePrice(monthly.price, bundle.months, bundle.discountPercent),
    regular_price: monthly.price * bundle.months,
  }));
}

/** Whether the promotion still takes claims at `now`: before its end, under its limit. */
export const promotionRuns = (promotion: SubscriptionPromotionRow, now: Date) =>
  promotion.endsAt > now && (promotion.claimLimit === null || promotion.claimed < promotion.claimLimit);

export function presentPromotion(promotion: SubscriptionPromotionRow, eligible: boolean): Promotion {
  return {
    discount_percent: promotion.discountPercent,
    ends_at: promotion.endsAt.toISOString(),
    claim_limit: promotion.claimLimit,
    claimed: promotion.claimed,
    eligible,
  };
}
