import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { Creator } from '../machines/subscription';
import type { SubscriptionsApi } from '../services/subscriptions';
import type { PlansForm } from '../validation/plans';
import { onDemand, withSignal, type Area } from './area';
import { useScreenActor } from './hooks';

export type { Creator, MySubscription, NextPackage, PackageKind, Subscriber, SubscriptionPackage, SubscriptionPerson } from '../machines/subscription';
export type { PlansToggle } from '../machines/plans.machine';
export type { PlansField, PlansForm } from '../validation/plans';

/** What the plans form, subscribing and the subscription lists need of the outside world. */
export interface SubscriptionsServices {
  subscriptions: SubscriptionsApi;
  navigate(path: string, options?: { replace?: boolean }): void;
}

// Opened by the person: each machine's code loads with its first screen, never with /home or /login.
const subscribeCode = () => import('../machines/subscribe.machine');
const plansCode = () => import('../machines/plans.machine');
const mySubscriptionsCode = () => import('../machines/mySubscriptions.machine');
const mySubscribersCode = () => import('../machines/mySubscribers.machine');

/** Only the active plans' numbers are sent (spec §5); the form's rules have passed. */
const plansInput = (form: PlansForm) => ({
  monthly: form.monthlyOn ? Number(form.monthly) : null,
  annual: form.annualOn ? Number(form.annual) : null,
  trialDays: form.trialOn ? Number(form.trialDays) : null,
});

/** Subscriptions: the subscription modal, Settings → My Plans, Subscriptions and My Subscribers (all screen-scoped, on demand). */
export function subscriptions({ subscriptions: api, navigate }: SubscriptionsServices) {
  return {
    actors: {},
    screens: {
      subscribe: onDemand(async () =>
        (await subscribeCode()).subscribeMachine.provide({
          actors: {
            loadPackages: fromPromise(({ input, signal }) => api.packages(input.creatorId, signal)),
            subscribe: fromPromise(({ input, signal }) => api.subscribe(input, signal)),
          },
          actions: { goToWallet: () => navigate('/settings/wallet') },
        }),
      ),
      plans: onDemand(async () =>
        (await plansCode()).plansMachine.provide({
          actors: {
            loadPlans: fromPromise(({ input, signal }) => api.packages(input.userId, signal)),
            savePlans: fromPromise(({ input, signal }) => api.savePlans(plansInput(input), signal)),
          },
        }),
      ),
      mySubscriptions: onDemand(async () =>
        (await mySubscriptionsCode()).mySubscriptionsMachine.provide({
          actors: {
            loadPage: fromPromise(withSignal(({ page }: { page: number }, signal) => api.mySubscriptions(page, signal))),
            changeSubscription: fromPromise(({ input, signal }) => (input.action === 'cancel' ? api.cancel(input.subscriptionId, signal) : api.renew(input.subscriptionId, signal))),
          },
        }),
      ),
      mySubscribers: onDemand(async () =>
        (await mySubscribersCode()).mySubscribersMachine.provide({
          actors: { loadPage: fromPromise(withSignal(({ page }: { page: number }, signal) => api.mySubscribers(page, signal))) },
        }),
      ),
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
