import type { Gateway } from '../gateway/client';
import type { MySubscriptionFieldsFragment, PostFieldsFragment, SubscriptionPackageFieldsFragment } from '../gateway/generated/graphql';
import type { MySubscribersQuery } from '../gateway/generated/graphql';
import { runOperation } from './gatewayError';

/** The plans form as the gateway takes it: only the active plans' numbers. */
export interface PlansInput {
  monthly: number | null;
  annual: number | null;
  trialDays: number | null;
}

/** The subscription calls; every failure rejects with a GatewayError. Subscribing carries its attempt's idempotency key. */
export interface SubscriptionsApi {
  packages(userId: string, signal?: AbortSignal): Promise<SubscriptionPackageFieldsFragment[]>;
  savePlans(input: PlansInput, signal?: AbortSignal): Promise<{ message: string; packages: SubscriptionPackageFieldsFragment[] }>;
  subscribe(
    input: { creatorId: string; packageId: string; idempotencyKey: string },
    signal?: AbortSignal,
  ): Promise<{ message: string; walletBalance: number; subscription: MySubscriptionFieldsFragment; unlockedPosts: PostFieldsFragment[] }>;
  cancel(subscriptionId: string, signal?: AbortSignal): Promise<{ message: string; subscription: MySubscriptionFieldsFragment }>;
  renew(subscriptionId: string, signal?: AbortSignal): Promise<{ message: string; subscription: MySubscriptionFieldsFragment }>;
  mySubscriptions(page: number, signal?: AbortSignal): Promise<MySubscriptionFieldsFragment[]>;
  mySubscribers(page: number, signal?: AbortSignal): Promise<MySubscribersQuery['mySubscribers']>;
}

export function createSubscriptionsApi(gateway: Gateway): SubscriptionsApi {
  return {
    packages: async (userId, signal) => (await runOperation(gateway, 'CreatorPackages', { userId }, signal)).creatorPackages,
    savePlans: async (input, signal) => (await runOperation(gateway, 'SavePlans', { input }, signal)).savePlans,
    subscribe: async (input, signal) => (await runOperation(gateway, 'Subscribe', input, signal)).subscribe,
    cancel: async (subscriptionId, signal) =>
      (await runOperation(gateway, 'CancelSubscription', { subscriptionId }, signal)).cancelSubscription,
    renew: async (subscriptionId, signal) =>
      (await runOperation(gateway, 'RenewSubscription', { subscriptionId }, signal)).renewSubscription,
    mySubscriptions: async (page, signal) => (await runOperation(gateway, 'MySubscriptions', { page }, signal)).mySubscriptions,
    mySubscribers: async (page, signal) => (await runOperation(gateway, 'MySubscribers', { page }, signal)).mySubscribers,
  };
}
