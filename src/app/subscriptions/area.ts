import { useState } from 'react';
import type { Creator } from '../../machines/subscription';
import type { SubscriptionsApi } from '../../services/subscriptions';
import { onDemand, type Area } from '../root/area';
import { useScreenActor } from '../root/hooks';

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

/** What the plans form, subscribing and the subscription lists need of the outside world. */
export interface SubscriptionsServices {
  subscriptions: SubscriptionsApi;
  navigate(path: string, options?: { replace?: boolean }): void;
}

// Opened by the person: the wiring and each machine load with its first screen, never with /home or /login.
const screensCode = () => import('./screens');

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

/** A random seed per opened subscription modal: its attempts' idempotency keys are the seed and the attempt's number. */
function newAttemptSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const useSubscribe = (creator: Creator) => useScreenActor('subscribe', { creator, attemptSeed: useState(newAttemptSeed)[0] });
export const usePlans = (viewerId: string, isVerified: boolean) => useScreenActor('plans', { viewerId, isVerified });
export const useMySubscriptions = () => useScreenActor('mySubscriptions', {});
export const useMySubscribers = () => useScreenActor('mySubscribers', {});
export type SubscribeActor = ReturnType<typeof useSubscribe>;
export type PlansActor = ReturnType<typeof usePlans>;
