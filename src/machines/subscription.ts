/**
 * The words of the subscription flows (plans, subscribing, my subscriptions, my subscribers), written here
 * so the machines depend on their own types, not the gateway's; the composition root checks the services answer them.
 */

/** Spec §3 package_type: free trial, monthly, annual. */
export type PackageKind = 'TRIAL' | 'MONTHLY' | 'ANNUAL';

/** One plan of a creator: a price in coins per period, or the free trial's days. */
export interface SubscriptionPackage {
  id: string;
  kind: PackageKind;
  price: number;
  isActive: boolean;
  trialDays: number;
}

/** What is charged when the current period ends. */
export interface NextPackage {
  kind: PackageKind;
  price: number;
  days: number;
}

export interface SubscriptionPerson {
  id: string;
  firstName: string;
  lastName: string;
  username: string;
  profilePhoto: string | null;
  isVerified: boolean;
}

/** One of the viewer's subscriptions; `renews` false once cancelled (it still runs until expiry). */
export interface MySubscription {
  id: string;
  packageId: string | null;
  kind: PackageKind;
  creator: SubscriptionPerson;
  startDate: string;
  expiryDate: string;
  remainingDays: number;
  price: number;
  renews: boolean;
  nextPackage: NextPackage | null;
}

/** One of the viewer's subscribers. */
export interface Subscriber {
  id: string;
  kind: PackageKind;
  price: number;
  remainingDays: number;
  startDate: string;
  fan: SubscriptionPerson;
  nextPackage: NextPackage | null;
}

/** The creator a subscription is for, as the modal names them. */
export interface Creator {
  id: string;
  name: string;
}

/** A bundle: `months` of the monthly plan paid at once for `price` instead of `regularPrice`. */
export interface SubscriptionBundle {
  months: number;
  discountPercent: number;
  price: number;
  regularPrice: number;
}

/** A limited-time discount on the first period for new subscribers; `eligible` says whether the viewer would get it. */
export interface SubscriptionPromotion {
  discountPercent: number;
  endsAt: string;
  claimLimit: number | null;
  claimed: number;
  eligible: boolean;
}

/** A creator's bundles and promotion. */
export interface SubscriptionOffers {
  bundles: SubscriptionBundle[];
  promotion: SubscriptionPromotion | null;
}

export const noOffers: SubscriptionOffers = { bundles: [], promotion: null };
