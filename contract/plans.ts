import type { MessageKey } from './messages.ts';
import { COIN_AMOUNT_MAX } from './rules.ts';

/*
 * The plans rules of spec §5, free of typebox so the plans form can load them: the server's schema
 * (contract/subscriptions.ts) and the form (src/validation/plans.ts) give the same verdict and message.
 */

/** A free trial lasts 1 to TRIAL_DAYS_MAX days. */
export const TRIAL_DAYS_MAX = 365;
/** A plan's price in coins: 1 to COIN_AMOUNT_MAX (5 digits, spec §9). */
export const PLAN_PRICE_MAX = COIN_AMOUNT_MAX;
/** The days a paid period lasts. */
export const MONTHLY_DAYS = 30;
export const ANNUAL_DAYS = 365;

/** What the plans form sends: only the active plans' fields (spec §5). */
export interface PlansFields {
  monthly?: unknown;
  anual?: unknown;
  trial?: unknown;
}

/** The rule between the fields: a free trial alone is refused (it leads to a paid plan). */
export function plansCrossError(body: PlansFields): MessageKey | undefined {
  if (body.trial !== undefined && body.monthly === undefined && body.anual === undefined) return 'trialAlone';
  return undefined;
}

/*
 * Bundles and promotions for new subscribers (docs/decisions/0054): the same arithmetic prices the dialog and
 * charges the fan, and the server alone decides which price applies.
 */

/** The bundle lengths a creator may offer, in months of MONTHLY_DAYS days. */
export const BUNDLE_MONTHS = [3, 6, 12] as const;
export type BundleMonths = (typeof BUNDLE_MONTHS)[number];
/** A bundle's or a promotion's discount, in whole percent. */
export const DISCOUNT_MIN = 1;
export const DISCOUNT_MAX = 90;
/** A promotion ends at most this many days ahead. */
export const PROMOTION_DAYS_MAX = 90;
/** A promotion's claim limit, when it has one. */
export const PROMOTION_CLAIMS_MAX = 100_000;

export const isBundleMonths = (months: number): months is BundleMonths => (BUNDLE_MONTHS as readonly number[]).includes(months);

/** A price less a discount, rounded in the fan's favour; never below 1 coin for a paid price (the discount stops at 90%). */
export const discounted = (price: number, percent: number) => price - Math.floor((price * percent) / 100);

/** What a bundle costs at once: its months at the monthly price, less its discount. */
export const bundlePrice = (monthlyPrice: number, months: number, percent: number) => discounted(monthlyPrice * months, percent);

/** Whether a promotion's end is acceptable at `now`: in the future and at most PROMOTION_DAYS_MAX days ahead. */
export function promotionEndError(endsAt: string, now: Date): MessageKey | undefined {
  const end = Date.parse(endsAt);
  if (Number.isNaN(end) || end <= now.getTime() || end > now.getTime() + PROMOTION_DAYS_MAX * 86_400_000) return 'promotionEndInvalid';
  return undefined;
}

/** The rule between a bundle list's entries: each length once. */
export function bundlesCrossError(bundles: readonly { months: number }[]): MessageKey | undefined {
  return new Set(bundles.map((bundle) => bundle.months)).size === bundles.length ? undefined : 'bundleRepeated';
}
