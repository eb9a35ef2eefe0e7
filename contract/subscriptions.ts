import Type, { type Static } from 'typebox';
import { PackageType } from './codes.ts';
import { Envelope } from './envelope.ts';
import { Id, Page, withMessage } from './fields.ts';
import { Messages } from './messages.ts';
import { Post } from './posts.ts';
import { BUNDLE_MONTHS, DISCOUNT_MAX, DISCOUNT_MIN, PLAN_PRICE_MAX, PROMOTION_CLAIMS_MAX, TRIAL_DAYS_MAX } from './plans.ts';
import { Person } from './user.ts';
import type { Endpoint } from './endpoint.ts';
import { IdempotencyHeaders } from './wallet.ts';

export { ANNUAL_DAYS, MONTHLY_DAYS, PLAN_PRICE_MAX, TRIAL_DAYS_MAX, plansCrossError } from './plans.ts';

const discountPercent = () => Type.Integer({ minimum: DISCOUNT_MIN, maximum: DISCOUNT_MAX, ...withMessage(Messages.discountInvalid) });
const bundleMonths = () =>
  Type.Union(
    [
      Type.Literal(3, withMessage(Messages.bundleMonthsInvalid)),
      Type.Literal(6, withMessage(Messages.bundleMonthsInvalid)),
      Type.Literal(12, withMessage(Messages.bundleMonthsInvalid)),
    ],
    withMessage(Messages.bundleMonthsInvalid),
  );

/*
 * Subscriptions of spec §3 and §7: a creator's plans (Monthly, Annual, Free trial) priced in coins,
 * subscribing, the fan's subscriptions and the creator's subscribers (DESIGN.md, money).
 */

const planPrice = (missing: typeof Messages.monthlyAmountRequired | typeof Messages.annualAmountRequired) =>
  Type.Integer({
    minimum: 1,
    maximum: PLAN_PRICE_MAX,
    ...withMessage({ default: Messages.amountTooBig, minimum: Messages.donationAmountRequired, type: missing, required: missing }),
  });

// ---- POST /api/user/plans {monthly?, anual?, trial?}: only the active plans' fields; an absent one is off.
export const SavePlansBody = Type.Object(
  {
    monthly: Type.Optional(planPrice(Messages.monthlyAmountRequired)),
    anual: Type.Optional(planPrice(Messages.annualAmountRequired)),
    trial: Type.Optional(Type.Integer({ minimum: 1, maximum: TRIAL_DAYS_MAX, ...withMessage(Messages.trialDaysInvalid) })),
  },
  { additionalProperties: false },
);
export type SavePlansBody = Static<typeof SavePlansBody>;

/** One subscription package of a creator (spec §3): `package_validity` is the free trial's days. */
export const SubscriptionPackage = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  price: Type.Integer({ minimum: 0 }),
  /** 1 active, 0 off (only the owner sees the plans that are off). */
  status: Type.Integer({ minimum: 0, maximum: 1 }),
  package_type: Type.Enum(PackageType),
  package_validity: Type.Integer({ minimum: 0 }),
});
export type SubscriptionPackage = Static<typeof SubscriptionPackage>;

// ---- POST /api/user/user-package {user_id}: the creator's packages by key; null when there is none.
export const UserPackageBody = Type.Object({ user_id: Id() });
export const CreatorPackages = Type.Object({
  Monthly: Type.Union([SubscriptionPackage, Type.Null()]),
  Annual: Type.Union([SubscriptionPackage, Type.Null()]),
  Free: Type.Union([SubscriptionPackage, Type.Null()]),
});
export type CreatorPackages = Static<typeof CreatorPackages>;
export const UserPackageResponse = Envelope(CreatorPackages);
export type UserPackageResponse = Static<typeof UserPackageResponse>;

/** What comes after the current period: the package charged at expiry (null: it ends then). */
export const NextPackage = Type.Object({
  package_type: Type.Enum(PackageType),
  price: Type.Integer({ minimum: 0 }),
  /** The days the next period lasts. */
  remaining_days: Type.Integer({ minimum: 0 }),
});

/** One of the fan's subscriptions (spec §3 My subscription); `status` 1 renews at expiry, 0 cancelled. */
export const MySubscription = Type.Object({
  id: Type.Integer(),
  package_id: Type.Union([Type.Integer(), Type.Null()]),
  package_type: Type.Enum(PackageType),
  package_user: Person,
  start_date: Type.String(),
  expiry_date: Type.String(),
  remaining_days: Type.Integer({ minimum: 0 }),
  price: Type.Integer({ minimum: 0 }),
  status: Type.Integer({ minimum: 0, maximum: 1 }),
  next_package: Type.Union([NextPackage, Type.Null()]),
});
export type MySubscription = Static<typeof MySubscription>;

/** A bundle as a fan sees it: its months of the monthly plan paid at once, less its discount. */
export const Bundle = Type.Object({
  months: bundleMonths(),
  discount_percent: Type.Integer({ minimum: DISCOUNT_MIN, maximum: DISCOUNT_MAX }),
  /** The coins paid at once. */
  price: Type.Integer({ minimum: 1 }),
  /** The same months at the monthly price: what the bundle saves is the difference. */
  regular_price: Type.Integer({ minimum: 1 }),
});
export type Bundle = Static<typeof Bundle>;

/** A limited-time promotion for new subscribers: a discount on the first period of the monthly or annual plan. */
export const Promotion = Type.Object({
  discount_percent: Type.Integer({ minimum: DISCOUNT_MIN, maximum: DISCOUNT_MAX }),
  ends_at: Type.String(),
  /** How many fans may claim it; null: no limit. */
  claim_limit: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  claimed: Type.Integer({ minimum: 0 }),
  /** Whether the viewer would pay the promotion's price now: it runs, has claims left and the viewer never subscribed. */
  eligible: Type.Boolean(),
});
export type Promotion = Static<typeof Promotion>;

// ---- POST /api/user/plan-offers {user_id}: a creator's bundles and running promotion (all of them for the owner).
export const CreatorOffers = Type.Object({ bundles: Type.Array(Bundle), promotion: Type.Union([Promotion, Type.Null()]) });
export type CreatorOffers = Static<typeof CreatorOffers>;
export const CreatorOffersResponse = Envelope(CreatorOffers);

// ---- POST /api/user/save-plan-offers {bundles, promotion}: the viewer's bundles replaced, the promotion set or ended.
export const SaveOffersBody = Type.Object(
  {
    bundles: Type.Array(Type.Object({ months: bundleMonths(), discount_percent: discountPercent() }, { additionalProperties: false }), {
      maxItems: BUNDLE_MONTHS.length,
      ...withMessage(Messages.bundleRepeated),
    }),
    promotion: Type.Union(
      [
        Type.Object(
          {
            discount_percent: discountPercent(),
            ends_at: Type.String({ minLength: 1, maxLength: 40, ...withMessage(Messages.promotionEndInvalid) }),
            claim_limit: Type.Optional(
              Type.Union([
                Type.Integer({ minimum: 1, maximum: PROMOTION_CLAIMS_MAX, ...withMessage(Messages.promotionClaimLimitInvalid) }),
                Type.Null(),
              ]),
            ),
          },
          { additionalProperties: false },
        ),
        Type.Null(),
      ],
      withMessage(Messages.discountInvalid),
    ),
  },
  { additionalProperties: false },
);
export type SaveOffersBody = Static<typeof SaveOffersBody>;

// ---- POST /api/user/user-subscription {package_user_id, package_id, bundle_months?} (Idempotency-Key per attempt).
// With `bundle_months` the package is the monthly plan and the bundle's months are paid at once.
export const SubscribeBody = Type.Object({ package_user_id: Id(), package_id: Id(), bundle_months: Type.Optional(bundleMonths()) });
export type SubscribeBody = Static<typeof SubscribeBody>;
/** The balance left, the subscription, and the creator's latest subscriber-only posts now open (signed media). */
export const SubscribeResponse = Envelope(
  Type.Object({ wallet_balance: Type.Integer({ minimum: 0 }), subscription: MySubscription, posts: Type.Array(Post) }),
);
export type SubscribeResponse = Static<typeof SubscribeResponse>;

// ---- POST /api/user/user-unsubscribe, /api/user/user-renew-subscription {subscription_id}
export const SubscriptionIdBody = Type.Object({ subscription_id: Id() });
export type SubscriptionIdBody = Static<typeof SubscriptionIdBody>;
export const SubscriptionResponse = Envelope(MySubscription);
export type SubscriptionResponse = Static<typeof SubscriptionResponse>;

// ---- POST /api/user/subscription-with {user_id}: the viewer's running subscription to that creator, or null.
export const SubscriptionWithBody = Type.Object({ user_id: Id() });
export type SubscriptionWithBody = Static<typeof SubscriptionWithBody>;
export const SubscriptionWithResponse = Envelope(Type.Union([MySubscription, Type.Null()]));
export type SubscriptionWithResponse = Static<typeof SubscriptionWithResponse>;

// ---- POST /api/user/my-subscription-new {page}: the fan's running subscriptions, soonest expiry first.
export const SubscriptionPageBody = Type.Object({ page: Page() });
export const MySubscriptionsResponse = Envelope(Type.Array(MySubscription));
export type MySubscriptionsResponse = Static<typeof MySubscriptionsResponse>;

/** One of a creator's subscribers (spec §3 Subscriber); the fan's next package sits in `user`. */
export const Subscriber = Type.Object({
  id: Type.Integer(),
  package_type: Type.Enum(PackageType),
  price: Type.Integer({ minimum: 0 }),
  remaining_days: Type.Integer({ minimum: 0 }),
  start_date: Type.String(),
  user: Type.Object({ ...Person.properties, next_package: Type.Union([NextPackage, Type.Null()]) }),
});
export type Subscriber = Static<typeof Subscriber>;

// ---- POST /api/user/my-subscribers {page}: newest first.
export const MySubscribersResponse = Envelope(Type.Array(Subscriber));
export type MySubscribersResponse = Static<typeof MySubscribersResponse>;

/** Creator plans and the subscriptions fans hold. */
export const SubscriptionsEndpoints = {
  creatorPlans: {
    method: 'POST',
    path: '/api/user/user-package',
    caller: 'signedIn',
    area: 'Subscriptions',
    summary: "A creator's plans: monthly, annual, free trial",
    body: UserPackageBody,
    response: UserPackageResponse,
  },
  savePlans: {
    method: 'POST',
    path: '/api/user/plans',
    caller: 'signedIn',
    area: 'Subscriptions',
    summary: "Save the viewer's own plans (verified creators)",
    body: SavePlansBody,
    response: UserPackageResponse,
  },
  creatorOffers: {
    method: 'POST',
    path: '/api/user/plan-offers',
    caller: 'signedIn',
    area: 'Subscriptions',
    summary: "A creator's bundles and promotion for new subscribers, priced for the viewer",
    body: UserPackageBody,
    response: CreatorOffersResponse,
  },
  saveOffers: {
    method: 'POST',
    path: '/api/user/save-plan-offers',
    caller: 'signedIn',
    area: 'Subscriptions',
    summary: "Save the viewer's own bundles and promotion (verified creators)",
    body: SaveOffersBody,
    response: CreatorOffersResponse,
  },
  subscribe: {
    method: 'POST',
    path: '/api/user/user-subscription',
    caller: 'signedIn',
    topsUp: true,
    area: 'Subscriptions',
    summary: "Subscribe to a creator's plan with coins",
    body: SubscribeBody,
    headers: IdempotencyHeaders,
    response: SubscribeResponse,
  },
  unsubscribe: {
    method: 'POST',
    path: '/api/user/user-unsubscribe',
    caller: 'signedIn',
    area: 'Subscriptions',
    summary: 'Cancel a subscription (access kept until it expires)',
    body: SubscriptionIdBody,
    response: SubscriptionResponse,
  },
  renewSubscription: {
    method: 'POST',
    path: '/api/user/user-renew-subscription',
    caller: 'signedIn',
    area: 'Subscriptions',
    summary: 'Turn auto-renewal back on for a cancelled subscription',
    body: SubscriptionIdBody,
    response: SubscriptionResponse,
  },
  subscriptionWith: {
    method: 'POST',
    path: '/api/user/subscription-with',
    caller: 'signedIn',
    area: 'Subscriptions',
    summary: "The viewer's running subscription to a creator (plan, end date, auto-renewal), or null",
    body: SubscriptionWithBody,
    response: SubscriptionWithResponse,
  },
  mySubscriptions: {
    method: 'POST',
    path: '/api/user/my-subscription-new',
    caller: 'signedIn',
    area: 'Subscriptions',
    summary: "The viewer's subscriptions, by page",
    body: SubscriptionPageBody,
    response: MySubscriptionsResponse,
  },
  mySubscribers: {
    method: 'POST',
    path: '/api/user/my-subscribers',
    caller: 'signedIn',
    area: 'Subscriptions',
    summary: "The viewer's subscribers, by page",
    body: SubscriptionPageBody,
    response: MySubscribersResponse,
  },
} as const satisfies Record<string, Endpoint>;
