import { fromPromise } from 'xstate';
import { runOperation, type Gateway } from '../../services/gatewayError';
import type { PlansForm } from '../../validation/plans';
import { operation } from '../root/area';

/*
 * The subscription screens' machines provided with their services: this module and each machine load
 * with the first screen that starts one (./area.ts declares them on demand), so the
 * first load of /home and /login carries none of it.
 */

export interface ScreenServices {
  gateway: Gateway;
  navigate(path: string, options?: { replace?: boolean }): void;
}

/** Only the active plans' numbers are sent (spec §5); the form's rules have passed. */
const plansInput = (form: PlansForm) => ({
  monthly: form.monthlyOn ? Number(form.monthly) : null,
  annual: form.annualOn ? Number(form.annual) : null,
  trialDays: form.trialOn ? Number(form.trialDays) : null,
});

export const subscribeScreen = async ({ gateway, navigate }: ScreenServices) =>
  (await import('../../machines/subscribe.machine')).subscribeMachine.provide({
    actors: {
      loadPackages: operation(
        gateway,
        'CreatorPackages',
        (answer) => answer.creatorPackages,
        ({ creatorId }) => ({ userId: creatorId }),
      ),
      pay: operation(gateway, 'Subscribe', (answer) => answer.subscribe),
    },
    actions: { goToWallet: () => navigate('/settings/wallet') },
  });

export const plansScreen = async ({ gateway }: ScreenServices) =>
  (await import('../../machines/plans.machine')).plansMachine.provide({
    actors: {
      loadPlans: operation(gateway, 'CreatorPackages', (answer) => answer.creatorPackages),
      savePlans: operation(
        gateway,
        'SavePlans',
        (answer) => answer.savePlans,
        (form: PlansForm) => ({ input: plansInput(form) }),
      ),
    },
  });

export const mySubscriptionsScreen = async ({ gateway }: ScreenServices) =>
  (await import('../../machines/mySubscriptions.machine')).mySubscriptionsMachine.provide({
    actors: {
      loadPage: operation(gateway, 'MySubscriptions', (answer) => answer.mySubscriptions),
      changeSubscription: fromPromise(async ({ input: { action, subscriptionId }, signal }) =>
        action === 'cancel'
          ? (await runOperation(gateway, 'CancelSubscription', { subscriptionId }, signal)).cancelSubscription
          : (await runOperation(gateway, 'RenewSubscription', { subscriptionId }, signal)).renewSubscription,
      ),
    },
  });

export const mySubscribersScreen = async ({ gateway }: ScreenServices) =>
  (await import('../../machines/mySubscribers.machine')).mySubscribersMachine.provide({
    actors: { loadPage: operation(gateway, 'MySubscribers', (answer) => answer.mySubscribers) },
  });
