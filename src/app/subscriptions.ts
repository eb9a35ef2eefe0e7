import { fromPromise } from 'xstate';
import type { PendingChange } from '../machines/mySubscriptions.machine';
import type { Creator, MySubscription } from '../machines/subscription';
import { runOperation, type Gateway } from '../services/gatewayError';
import { offersInput, type OffersForm } from '../validation/planOffers';
import type { PlansForm } from '../validation/plans';
import { onDemand, operation, type Area } from './root/area';
import { useAttemptSeed, useScreenActor } from './root/hooks';

/** What the plans form, subscribing and the subscription lists need of the outside world. */
export interface SubscriptionsServices {
  gateway: Gateway;
  navigate(path: string, options?: { replace?: boolean }): void;
}

/** Only the active plans' numbers are sent (spec §5); the form's rules have passed. */
const plansInput = (form: PlansForm) => ({
  monthly: form.monthlyOn ? Number(form.monthly) : null,
  annual: form.annualOn ? Number(form.annual) : null,
  trialDays: form.trialOn ? Number(form.trialDays) : null,
});

/** Cancel (auto-renew off: it ends at expiry) or renew (on again) one of the viewer's subscriptions. */
const changeSubscription = (gateway: Gateway) =>
  fromPromise<{ message: string; subscription: MySubscription }, PendingChange>(async ({ input: { action, subscriptionId }, signal }) =>
    action === 'cancel'
      ? (await runOperation(gateway, 'CancelSubscription', { subscriptionId }, signal)).cancelSubscription
      : (await runOperation(gateway, 'RenewSubscription', { subscriptionId }, signal)).renewSubscription,
  );

/**
 * Subscriptions: the subscription modal, Settings → My Plans, Subscriptions and My Subscribers (all screen-scoped;
 * each machine loads with its first screen, never with /home or /login).
 */
export function subscriptions({ gateway, navigate }: SubscriptionsServices) {
  return {
    actors: {},
    screens: {
      subscribe: onDemand(async () =>
        (await import('../machines/subscribe.machine')).subscribeMachine.provide({
          actors: {
            // The plans and the bundles and promotion, read together.
            loadPackages: fromPromise(async ({ input: { creatorId }, signal }) => {
              const [plans, offers] = await Promise.all([
                runOperation(gateway, 'CreatorPackages', { userId: creatorId }, signal),
                runOperation(gateway, 'CreatorOffers', { userId: creatorId }, signal),
              ]);
              return { packages: plans.creatorPackages, offers: offers.creatorOffers };
            }),
            pay: operation(gateway, 'Subscribe', (answer) => answer.subscribe),
          },
          actions: { goToWallet: () => navigate('/settings/wallet') },
        }),
      ),
      plans: onDemand(async () =>
        (await import('../machines/plans.machine')).plansMachine.provide({
          actors: {
            loadPlans: operation(gateway, 'CreatorPackages', (answer) => answer.creatorPackages),
            savePlans: operation(
              gateway,
              'SavePlans',
              (answer) => answer.savePlans,
              (form: PlansForm) => ({ input: plansInput(form) }),
            ),
          },
        }),
      ),
      planOffers: onDemand(async () =>
        (await import('../machines/planOffers.machine')).planOffersMachine.provide({
          actors: {
            loadOffers: operation(gateway, 'CreatorOffers', (answer) => answer.creatorOffers),
            saveOffers: operation(
              gateway,
              'SaveOffers',
              (answer) => answer.saveOffers,
              (form: OffersForm) => ({ input: offersInput(form) }),
            ),
          },
        }),
      ),
      mySubscriptions: onDemand(async () =>
        (await import('../machines/mySubscriptions.machine')).mySubscriptionsMachine.provide({
          actors: {
            loadPage: operation(gateway, 'MySubscriptions', (answer) => answer.mySubscriptions),
            changeSubscription: changeSubscription(gateway),
          },
        }),
      ),
      // The viewer's subscription on a creator's profile: its auto-renew switch is the panel's cancel and renew.
      profileSubscription: onDemand(async () =>
        (await import('../machines/profileSubscription.machine')).profileSubscriptionMachine.provide({
          actors: {
            loadSubscription: operation(
              gateway,
              'SubscriptionWith',
              (answer) => answer.subscriptionWith,
              ({ creatorId }) => ({ userId: creatorId }),
            ),
            changeSubscription: changeSubscription(gateway),
          },
        }),
      ),
      mySubscribers: onDemand(async () =>
        (await import('../machines/mySubscribers.machine')).mySubscribersMachine.provide({
          actors: { loadPage: operation(gateway, 'MySubscribers', (answer) => answer.mySubscribers) },
        }),
      ),
    },
  } satisfies Area;
}

// The hooks the subscription modal and the subscription panels use.

export type {
  Creator,
  MySubscription,
  NextPackage,
  PackageKind,
  Subscriber,
  SubscriptionBundle,
  SubscriptionOffers,
  SubscriptionPackage,
  SubscriptionPerson,
  SubscriptionPromotion,
} from '../machines/subscription';
export type { PlansToggle } from '../machines/plans.machine';
export type { OffersToggle } from '../machines/planOffers.machine';
export type { OffersField, OffersForm } from '../validation/planOffers';
export type { PlansField, PlansForm } from '../validation/plans';

export const useSubscribe = (creator: Creator) => useScreenActor('subscribe', { creator, attemptSeed: useAttemptSeed() });
export const usePlans = (viewerId: string, isVerified: boolean) => useScreenActor('plans', { viewerId, isVerified });
export const usePlanOffers = (viewerId: string, isVerified: boolean) => useScreenActor('planOffers', { viewerId, isVerified });
export const useMySubscriptions = () => useScreenActor('mySubscriptions', {});
export const useMySubscribers = () => useScreenActor('mySubscribers', {});
/** The viewer's running subscription to the creator whose profile is open. */
export const useProfileSubscription = (creatorId: string) => useScreenActor('profileSubscription', { creatorId });
export type SubscribeActor = ReturnType<typeof useSubscribe>;
export type PlansActor = ReturnType<typeof usePlans>;
export type PlanOffersActor = ReturnType<typeof usePlanOffers>;
