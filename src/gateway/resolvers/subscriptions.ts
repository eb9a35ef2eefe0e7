import { PackageType, type PackageTypeCode } from '../../../contract/codes';
import { Messages } from '../../../contract/messages';
import { Endpoints } from '../generated/endpoints';
import type {
  CreatorOffers,
  CreatorPackages,
  MySubscription as RestSubscription,
  SaveOffersBody,
  Subscriber as RestSubscriber,
  SubscribeBody,
  SubscriptionPackage as RestPackage,
} from '../../../contract/subscriptions';
import type {
  MySubscription,
  NextPackage,
  PackageKind,
  Resolvers,
  Subscriber,
  SubscriptionOffers,
  SubscriptionPackage,
} from '../generated/resolvers';
import { pageOf, toPost, toWriter } from './posts';
import { idOf, restNumber } from './wire';

/** The operations this area answers; codegen types them into generated/graphql.ts, whose documents the page runs. */
export const operations = /* GraphQL */ `
  fragment SubscriptionPackageFields on SubscriptionPackage {
    id
    kind
    price
    isActive
    trialDays
  }

  fragment SubscriptionPersonFields on SubscriptionPerson {
    id
    firstName
    lastName
    username
    profilePhoto
    isVerified
  }

  fragment MySubscriptionFields on MySubscription {
    id
    packageId
    kind
    creator {
      ...SubscriptionPersonFields
    }
    startDate
    expiryDate
    remainingDays
    price
    renews
    nextPackage {
      kind
      price
      days
    }
  }

  query CreatorPackages($userId: ID!) {
    creatorPackages(userId: $userId) {
      ...SubscriptionPackageFields
    }
  }

  query SubscriptionWith($userId: ID!) {
    subscriptionWith(userId: $userId) {
      ...MySubscriptionFields
    }
  }

  fragment SubscriptionOffersFields on SubscriptionOffers {
    bundles {
      months
      discountPercent
      price
      regularPrice
    }
    promotion {
      discountPercent
      endsAt
      claimLimit
      claimed
      eligible
    }
  }

  query CreatorOffers($userId: ID!) {
    creatorOffers(userId: $userId) {
      ...SubscriptionOffersFields
    }
  }

  mutation SaveOffers($input: OffersInput!) {
    saveOffers(input: $input) {
      message
      offers {
        ...SubscriptionOffersFields
      }
    }
  }

  query MySubscriptions($page: Int!) {
    mySubscriptions(page: $page) {
      ...MySubscriptionFields
    }
  }

  query MySubscribers($page: Int!) {
    mySubscribers(page: $page) {
      id
      kind
      price
      remainingDays
      startDate
      fan {
        ...SubscriptionPersonFields
      }
      nextPackage {
        kind
        price
        days
      }
    }
  }

  mutation SavePlans($input: PlansInput!) {
    savePlans(input: $input) {
      message
      packages {
        ...SubscriptionPackageFields
      }
    }
  }

  mutation Subscribe($creatorId: ID!, $packageId: ID!, $bundleMonths: Int, $idempotencyKey: String!) {
    subscribe(creatorId: $creatorId, packageId: $packageId, bundleMonths: $bundleMonths, idempotencyKey: $idempotencyKey) {
      message
      walletBalance
      subscription {
        ...MySubscriptionFields
      }
      unlockedPosts {
        ...PostFields
      }
    }
  }

  mutation CancelSubscription($subscriptionId: ID!) {
    cancelSubscription(subscriptionId: $subscriptionId) {
      message
      subscription {
        ...MySubscriptionFields
      }
    }
  }

  mutation RenewSubscription($subscriptionId: ID!) {
    renewSubscription(subscriptionId: $subscriptionId) {
      message
      subscription {
        ...MySubscriptionFields
      }
    }
  }
`;

const kindByType: Record<PackageTypeCode, PackageKind> = {
  [PackageType.trial]: 'TRIAL',
  [PackageType.monthly]: 'MONTHLY',
  [PackageType.annual]: 'ANNUAL',
};

const toPackage = (plan: RestPackage): SubscriptionPackage => ({
  id: idOf(plan.id),
  kind: kindByType[plan.package_type],
  price: plan.price,
  isActive: plan.status === 1,
  trialDays: plan.package_validity,
});

/** The spec's keyed packages (Monthly, Annual, Free) as a list in that order, the missing ones left out. */
const toPackages = (packages: CreatorPackages): SubscriptionPackage[] =>
  [packages.Monthly, packages.Annual, packages.Free].filter((plan): plan is RestPackage => plan !== null).map(toPackage);

const toOffers = (offers: CreatorOffers): SubscriptionOffers => ({
  bundles: offers.bundles.map((bundle) => ({
    months: bundle.months,
    discountPercent: bundle.discount_percent,
    price: bundle.price,
    regularPrice: bundle.regular_price,
  })),
  promotion: offers.promotion && {
    discountPercent: offers.promotion.discount_percent,
    endsAt: offers.promotion.ends_at,
    claimLimit: offers.promotion.claim_limit,
    claimed: offers.promotion.claimed,
    eligible: offers.promotion.eligible,
  },
});

const toNext = (next: RestSubscription['next_package']): NextPackage | null =>
  next && { kind: kindByType[next.package_type], price: next.price, days: next.remaining_days };

export const toSubscription = (subscription: RestSubscription): MySubscription => ({
  id: idOf(subscription.id),
  packageId: subscription.package_id === null ? null : idOf(subscription.package_id),
  kind: kindByType[subscription.package_type],
  creator: toWriter(subscription.package_user),
  startDate: subscription.start_date,
  expiryDate: subscription.expiry_date,
  remainingDays: subscription.remaining_days,
  price: subscription.price,
  renews: subscription.status === 1,
  nextPackage: toNext(subscription.next_package),
});

const toSubscriber = (subscriber: RestSubscriber): Subscriber => ({
  id: idOf(subscriber.id),
  kind: kindByType[subscriber.package_type],
  price: subscriber.price,
  remainingDays: subscriber.remaining_days,
  startDate: subscriber.start_date,
  fan: toWriter(subscriber.user),
  nextPackage: toNext(subscriber.user.next_package),
});

export const subscriptionsResolvers: Resolvers = {
  Query: {
    creatorPackages: async (_root, { userId }, { rest, signal }) =>
      toPackages((await rest.call(Endpoints.creatorPlans, { user_id: restNumber(userId, Messages.userNotFound) }, { signal })).data),
    subscriptionWith: async (_root, { userId }, { rest, signal }) => {
      const { data } = await rest.call(Endpoints.subscriptionWith, { user_id: restNumber(userId, Messages.userNotFound) }, { signal });
      return data && toSubscription(data);
    },
    creatorOffers: async (_root, { userId }, { rest, signal }) =>
      toOffers((await rest.call(Endpoints.creatorOffers, { user_id: restNumber(userId, Messages.userNotFound) }, { signal })).data),
    mySubscriptions: async (_root, { page }, { rest, signal }) =>
      (await rest.call(Endpoints.mySubscriptions, { page: pageOf(page) }, { signal })).data.map(toSubscription),
    mySubscribers: async (_root, { page }, { rest, signal }) =>
      (await rest.call(Endpoints.mySubscribers, { page: pageOf(page) }, { signal })).data.map(toSubscriber),
  },
  Mutation: {
    savePlans: async (_root, { input }, { rest, signal }) => {
      // Only the active plans' fields are sent (spec §5).
      const body = {
        ...(input.monthly != null ? { monthly: input.monthly } : {}),
        ...(input.annual != null ? { anual: input.annual } : {}),
        ...(input.trialDays != null ? { trial: input.trialDays } : {}),
      };
      const { message, data } = await rest.call(Endpoints.savePlans, body, { signal });
      return { message, packages: toPackages(data) };
    },
    saveOffers: async (_root, { input }, { rest, signal }) => {
      const body = {
        bundles: input.bundles.map((bundle) => ({ months: bundle.months, discount_percent: bundle.discountPercent })),
        promotion: input.promotion
          ? {
              discount_percent: input.promotion.discountPercent,
              ends_at: input.promotion.endsAt,
              ...(input.promotion.claimLimit != null ? { claim_limit: input.promotion.claimLimit } : {}),
            }
          : null,
      };
      // The months and percents go as typed; the server's schema answers a wrong one with its message.
      const { message, data } = await rest.call(Endpoints.saveOffers, body as SaveOffersBody, { signal });
      return { message, offers: toOffers(data) };
    },
    subscribe: async (_root, { creatorId, packageId, bundleMonths, idempotencyKey }, { rest, signal }) => {
      const body = {
        package_user_id: restNumber(creatorId, Messages.userNotFound),
        package_id: restNumber(packageId, Messages.subscriptionPackageNotFound),
        ...(bundleMonths != null ? { bundle_months: bundleMonths as SubscribeBody['bundle_months'] } : {}),
      };
      const { message, data } = await rest.call(Endpoints.subscribe, body, { signal, idempotencyKey });
      return {
        message,
        walletBalance: data.wallet_balance,
        subscription: toSubscription(data.subscription),
        unlockedPosts: data.posts.map(toPost),
      };
    },
    cancelSubscription: async (_root, { subscriptionId }, { rest, signal }) => {
      const { message, data } = await rest.call(
        Endpoints.unsubscribe,
        { subscription_id: restNumber(subscriptionId, Messages.subscriptionNotFound) },
        { signal },
      );
      return { message, subscription: toSubscription(data) };
    },
    renewSubscription: async (_root, { subscriptionId }, { rest, signal }) => {
      const { message, data } = await rest.call(
        Endpoints.renewSubscription,
        { subscription_id: restNumber(subscriptionId, Messages.subscriptionNotFound) },
        { signal },
      );
      return { message, subscription: toSubscription(data) };
    },
  },
};
