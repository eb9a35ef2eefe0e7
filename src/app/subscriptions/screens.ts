import { fromPromise } from 'xstate';
import type { SubscriptionsApi } from '../../services/subscriptions';
import type { PlansForm } from '../../validation/plans';
import { withSignal } from '../root/area';

/*
 * The subscription screens' machines provided with their services: this module and each machine load
 * with the first screen that starts one (./area.ts declares them on demand), so the
 * first load of /home and /login carries none of it.
 */

export interface ScreenServices {
  api: SubscriptionsApi;
  navigate(path: string, options?: { replace?: boolean }): void;
}

/** Only the active plans' numbers are sent (spec §5); the form's rules have passed. */
const plansInput = (form: PlansForm) => ({
  monthly: form.monthlyOn ? Number(form.monthly) : null,
  annual: form.annualOn ? Number(form.annual) : null,
  trialDays: form.trialOn ? Number(form.trialDays) : null,
});

export const subscribeScreen = async ({ api, navigate }: ScreenServices) =>
  (await import('../../machines/subscribe.machine')).subscribeMachine.provide({
    actors: {
      loadPackages: fromPromise(({ input, signal }) => api.packages(input.creatorId, signal)),
      pay: fromPromise(({ input, signal }) => api.subscribe(input, signal)),
    },
    actions: { goToWallet: () => navigate('/settings/wallet') },
  });

export const plansScreen = async ({ api }: ScreenServices) =>
  (await import('../../machines/plans.machine')).plansMachine.provide({
    actors: {
      loadPlans: fromPromise(({ input, signal }) => api.packages(input.userId, signal)),
      savePlans: fromPromise(({ input, signal }) => api.savePlans(plansInput(input), signal)),
    },
  });

export const mySubscriptionsScreen = async ({ api }: ScreenServices) =>
  (await import('../../machines/mySubscriptions.machine')).mySubscriptionsMachine.provide({
    actors: {
      loadPage: fromPromise(withSignal(({ page }: { page: number }, signal) => api.mySubscriptions(page, signal))),
      changeSubscription: fromPromise(({ input, signal }) =>
        input.action === 'cancel' ? api.cancel(input.subscriptionId, signal) : api.renew(input.subscriptionId, signal),
      ),
    },
  });

export const mySubscribersScreen = async ({ api }: ScreenServices) =>
  (await import('../../machines/mySubscribers.machine')).mySubscribersMachine.provide({
    actors: { loadPage: fromPromise(withSignal(({ page }: { page: number }, signal) => api.mySubscribers(page, signal))) },
  });
