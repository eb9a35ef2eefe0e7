import { useState } from 'react';
import type { Creator } from '../../machines/subscription';
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
