import { vi } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { Messages } from '../../../contract';
import { PAGE_SIZE } from '../../../contract/rules';
import { mySubscribersMachine } from '../../../src/machines/mySubscribers.machine';
import { mySubscriptionsMachine } from '../../../src/machines/mySubscriptions.machine';
import { plansMachine } from '../../../src/machines/plans.machine';
import { subscribeMachine } from '../../../src/machines/subscribe.machine';
import { deferredServices } from '../fakeServices';
import * as fx from '../subscriptions.fixtures';
import { answers, labelled } from './model';

/** The events of the subscription machines' models (their tests and the reachability check share them). */

const fullPage = Array.from({ length: PAGE_SIZE }, (_, index) => fx.subscription(String(index + 1)));
const lastPage = [fx.subscription('50', false)];

/** The balance the subscribe modal is drawn with: enough for either package. */
export const SUBSCRIBE_BALANCE = 5000;

export const subscribeEvents: AnyEventObject[] = [
  labelled('subscribe.choose annual', { type: 'subscribe.choose', packageId: fx.annual.id }),
  labelled('subscribe.chooseBundle 3', { type: 'subscribe.chooseBundle', months: 3 }),
  labelled('subscribe.next', { type: 'subscribe.next' }),
  labelled('subscribe.back', { type: 'subscribe.back' }),
  labelled('pay.confirm rich', { type: 'pay.confirm', balance: SUBSCRIBE_BALANCE }),
  labelled('pay.confirm poor', { type: 'pay.confirm', balance: 10 }),
  labelled('pay.buyCoins', { type: 'pay.buyCoins' }),
  labelled('subscribe.retry', { type: 'subscribe.retry' }),
  ...answers(subscribeMachine, 'subscribe.loading', 'loadPackages', {
    done: {
      plans: { packages: [fx.monthly, fx.annual, fx.offPlan], offers: fx.offers },
      none: { packages: [fx.offPlan], offers: fx.noOffers },
    },
    error: { offline: fx.offline },
  }),
  ...answers(subscribeMachine, 'subscribe.paying', 'pay', {
    done: { subscribed: fx.subscribed },
    error: { short: fx.short, trialUsed: fx.trialUsed },
  }),
];

/** A live subscribe actor over the creator's locked post, not yet subscribed; `goToWallet` spies on the way to buy coins. */
export function startSubscribe(refs: ReturnType<typeof fx.subscribeRefs>) {
  const services = deferredServices(['loadPackages', 'pay']);
  const goToWallet = vi.fn();
  refs.reset();
  refs.postStore.send({ type: 'posts.received', posts: [fx.lockedPost] });
  refs.userStore.send({ type: 'person.patched', id: '7', patch: { isSubscribed: false } });
  const actor = createActor(subscribeMachine.provide({ actors: services.actors, actions: { goToWallet } }), { input: refs.input }).start();
  return { services, goToWallet, actor };
}

export const mySubscriptionsEvents: AnyEventObject[] = [
  labelled('subscriptions.retry', { type: 'subscriptions.retry' }),
  labelled('subscriptions.more', { type: 'subscriptions.more' }),
  labelled('subscription.cancel 1', { type: 'subscription.cancel', subscriptionId: '1' }),
  labelled('subscription.renew 50', { type: 'subscription.renew', subscriptionId: '50' }),
  labelled('subscription.confirm', { type: 'subscription.confirm' }),
  labelled('subscription.dismiss', { type: 'subscription.dismiss' }),
  // The first page and the later ones come from the one loading state.
  ...answers(mySubscriptionsMachine, 'mySubscriptions.list.loading', 'loadPage', {
    done: { full: fullPage, empty: [], last: lastPage },
    error: { offline: fx.offline },
  }),
  ...answers(mySubscriptionsMachine, 'mySubscriptions.change.changing', 'changeSubscription', {
    done: { changed: { message: Messages.subscriptionCancelled, subscription: fx.subscription('1', false) } },
    error: { ended: { message: Messages.subscriptionEnded, status: 400 } },
  }),
];

export const mySubscribersEvents: AnyEventObject[] = [
  labelled('subscribers.retry', { type: 'subscribers.retry' }),
  labelled('subscribers.more', { type: 'subscribers.more' }),
  // The first page and the later ones come from the one loading state.
  ...answers(mySubscribersMachine, 'mySubscribers.loading', 'loadPage', {
    done: {
      full: Array.from({ length: PAGE_SIZE }, (_, index) => fx.subscriber(String(index + 1))),
      empty: [],
      last: [fx.subscriber('99')],
    },
    error: { offline: fx.offline },
  }),
];

export const plansEvents: AnyEventObject[] = [
  labelled('plans.toggled monthly', { type: 'plans.toggled', plan: 'monthlyOn' }),
  labelled('plans.toggled trial', { type: 'plans.toggled', plan: 'trialOn' }),
  labelled('plans.typed monthly 150', { type: 'plans.typed', field: 'monthly', value: '1e5.0' }),
  labelled('plans.typed trial 7', { type: 'plans.typed', field: 'trialDays', value: '7' }),
  labelled('plans.submit', { type: 'plans.submit' }),
  labelled('plans.retry', { type: 'plans.retry' }),
  ...answers(plansMachine, 'plans.loading', 'loadPlans', {
    done: { none: [], saved: [fx.monthly, fx.trial] },
    error: { offline: fx.offline },
  }),
  ...answers(plansMachine, 'plans.saving', 'savePlans', {
    done: { saved: { message: Messages.plansSaved, packages: [fx.monthly, fx.trial] } },
    error: { refused: { message: Messages.verifyToPlan, status: 403 } },
  }),
];
