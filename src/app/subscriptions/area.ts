import { onDemand, type Area } from '../root/area';
import type { ScreenServices } from './screens';

/** What the plans form, subscribing and the subscription lists need of the outside world. */
export interface SubscriptionsServices {
  gateway: ScreenServices['gateway'];
  navigate: ScreenServices['navigate'];
}

// Opened by the person: the wiring and each machine load with its first screen, never with /home or /login.
const screensCode = () => import('./screens');

/** Subscriptions: the subscription modal, Settings → My Plans, Subscriptions and My Subscribers (all screen-scoped, on demand). */
export function subscriptions({ gateway, navigate }: SubscriptionsServices) {
  const services = { gateway, navigate };
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
