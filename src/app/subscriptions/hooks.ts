import type { Creator } from '../../machines/subscription';
import { useAttemptSeed, useScreenActor } from '../root/hooks';

export type {
  Creator,
  MySubscription,
  NextPackage,
  PackageKind,
  Subscriber,
  SubscriptionPackage,
  SubscriptionPerson,
} from '../../machines/subscription';
export type { PlansToggle } from '../../machines/plans.machine';
export type { PlansField, PlansForm } from '../../validation/plans';

export const useSubscribe = (creator: Creator) => useScreenActor('subscribe', { creator, attemptSeed: useAttemptSeed() });
export const usePlans = (viewerId: string, isVerified: boolean) => useScreenActor('plans', { viewerId, isVerified });
export const useMySubscriptions = () => useScreenActor('mySubscriptions', {});
export const useMySubscribers = () => useScreenActor('mySubscribers', {});
export type SubscribeActor = ReturnType<typeof useSubscribe>;
export type PlansActor = ReturnType<typeof usePlans>;
