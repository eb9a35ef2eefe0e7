import { createActor } from 'xstate';
import { Messages } from '../../contract';
import {
  noOffers,
  type MySubscription,
  type Subscriber,
  type SubscriptionOffers,
  type SubscriptionPackage,
} from '../../src/machines/subscription';
import { userStoreMachine } from '../../src/machines/userStore.machine';
import { moneyRefs } from './money.fixtures';
import { storePost } from './posts.fixtures';

export { offline } from './fixtures';

/** The money refs plus a real user store, as the subscribe flow gets them. */
export function subscribeRefs() {
  const refs = moneyRefs();
  const userStore = createActor(userStoreMachine).start();
  return { ...refs, userStore, input: { ...refs.input, userStore, creator: { id: '7', name: 'Milo Rivers' } } };
}

export const monthly: SubscriptionPackage = { id: '11', kind: 'MONTHLY', price: 80, isActive: true, trialDays: 0 };
export const annual: SubscriptionPackage = { id: '12', kind: 'ANNUAL', price: 800, isActive: true, trialDays: 0 };
export const trial: SubscriptionPackage = { id: '13', kind: 'TRIAL', price: 0, isActive: true, trialDays: 3 };
export const offPlan: SubscriptionPackage = { id: '14', kind: 'ANNUAL', price: 500, isActive: false, trialDays: 0 };
/** A 3-month bundle of the monthly plan and a promotion the viewer may claim. */
export const offers: SubscriptionOffers = {
  bundles: [{ months: 3, discountPercent: 10, price: 216, regularPrice: 240 }],
  promotion: { discountPercent: 50, endsAt: '2026-12-31T12:00:00.000Z', claimLimit: 100, claimed: 4, eligible: true },
};
export { noOffers };

export const lockedPost = storePost('21', { isLocked: true, payment: 'SUBSCRIBERS' });
export const openedPost = storePost('21', { isLocked: false, payment: 'SUBSCRIBERS', mediaUrl: '/media/a.jpg?exp=1&sig=x' });

const person = { id: '7', firstName: 'Milo', lastName: 'Rivers', username: 'milo', profilePhoto: null, isVerified: true };
export const subscription = (id: string, renews = true): MySubscription => ({
  id,
  packageId: '11',
  kind: 'MONTHLY',
  creator: { ...person, id: `c${id}` },
  startDate: '2026-11-01T00:00:00.000Z',
  expiryDate: '2026-12-01T00:00:00.000Z',
  remainingDays: 8,
  price: 80,
  renews,
  nextPackage: renews ? { kind: 'MONTHLY', price: 80, days: 30 } : null,
});
export const subscriber = (id: string): Subscriber => ({
  id,
  kind: 'TRIAL',
  price: 0,
  remainingDays: 2,
  startDate: '2026-11-20T00:00:00.000Z',
  fan: { ...person, id: `f${id}`, isVerified: false },
  nextPackage: { kind: 'MONTHLY', price: 80, days: 30 },
});

export const subscribed = {
  message: Messages.subscribed,
  walletBalance: 920,
  subscription: subscription('1'),
  unlockedPosts: [openedPost],
};
export const short = { message: Messages.insufficientBalance, status: 400 };
export const trialUsed = { message: Messages.trialUsed, status: 400 };
