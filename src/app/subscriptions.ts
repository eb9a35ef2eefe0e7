import type { Creator } from '../machines/subscription';
import type { SubscriptionsApi } from '../services/subscriptions';
import { onDemand, type Area } from './area';
import { useAttemptSeed, useScreenActor } from './hooks';

export type {
  Creator,
  MySubscription,
  NextPackage,
  PackageKind,
  Subscriber,
  SubscriptionPackage,
  SubscriptionPerson,
} from '../machines/subscription';
export type { PlansToggle } from '../machines/plans.machine';
export type { PlansField, PlansForm } from '../validation/plans';

/** What the plans form, subscribing and the subscription lists need of the outside world. */
export interface SubscriptionsServices {
  subscriptions: SubscriptionsApi;
  navigate(path: string, options?: { replace?: boolean }): void;
}

// Opened by the person: the wiring and each machine load with its first screen, never with /home or /login.
const screensCode = () => import('./subscriptionScreens');

/** Subscriptions: the subscription modal, Settings → My Plans, Subscriptions and My Subscribers (all screen-scoped, on demand). */
export function subscriptions({ subscriptions: api, navigate }: SubscriptionsServices) {
  const services = { api, navigate };
  return {
    actors: {},
    screens: {
      subscribe: onDemand(async () => (await screensCode()).subscribeScreen(services)),
      plans: onDemand(async () => (await screensCode()).plansScreen(services)),
      mySubscriptions: onDemand(async () => (await screensCode()).mySubscriptionsScreen(services)),
      mySubscribers: onDemand(async () => (await screensCode()).mySubscribersScreen(services)),
    },
  } satisfies Area;
}

export const useSubscribe = (creator: Creator) => useScreenActor('subscribe', { creator, attemptSeed: useAttemptSeed() });
export const usePlans = (viewerId: string, isVerified: boolean) => useScreenActor('plans', { viewerId, isVerified });
export const useMySubscriptions = () => useScreenActor('mySubscriptions', {});
export const useMySubscribers = () => useScreenActor('mySubscribers', {});
export type SubscribeActor = ReturnType<typeof useSubscribe>;
export type PlansActor = ReturnType<typeof usePlans>;
