import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { Messages } from '../../contract/messages';
import { discounted } from '../../contract/plans';
import { attemptKey, type WalletRef } from './money';
import { notProvided } from './notProvided';
import { paidActionActions, paidActionGuards, paidActionStates, type PaidActionContext, type PaidActionEvent } from './paidAction.machine';
import type { Post } from './post';
import type { PostStoreRef } from './postStore.machine';
import { noOffers, type Creator, type MySubscription, type SubscriptionOffers, type SubscriptionPackage } from './subscription';
import type { ToastsRef } from './toast.machine';
import type { UserStoreRef } from './userStore.machine';

/** A screen-scoped actor: the creator, a random seed for its attempts' keys, and the app's actors. */
export interface SubscribeInput {
  creator: Creator;
  attemptSeed: string;
  toasts: ToastsRef;
  postStore: PostStoreRef;
  userStore: UserStoreRef;
  wallet: WalletRef;
}

export interface SubscribeContext extends SubscribeInput, PaidActionContext {
  packages: SubscriptionPackage[];
  /** The creator's bundles and promotion for new subscribers. */
  offers: SubscriptionOffers;
  chosenId: string | null;
  /** A bundle chosen: its months of the monthly plan (`chosenId`), paid at once. */
  bundleMonths: number | null;
}

/** What the modal offers: the plans and the bundles and promotion. */
export interface SubscribeChoices {
  packages: SubscriptionPackage[];
  offers: SubscriptionOffers;
}

export interface SubscribeAnswer {
  message: string;
  walletBalance: number;
  subscription: MySubscription;
  /** The creator's subscriber-only posts, now open with their media. */
  unlockedPosts: Post[];
}

export type SubscribeEvent =
  | { type: 'subscribe.choose'; packageId: string }
  /** A bundle of the monthly plan chosen. */
  | { type: 'subscribe.chooseBundle'; months: number }
  /** Goes on to the confirmation 'Are You Sure Subscribe The User?'. */
  | { type: 'subscribe.next' }
  /** Back from the confirmation to the packages (its Cancel). */
  | { type: 'subscribe.back' }
  /** Reads the packages again after a failed read. */
  | { type: 'subscribe.retry' }
  | PaidActionEvent;

export interface SubscribeRequest {
  creatorId: string;
  packageId: string;
  /** Present when a bundle is bought. */
  bundleMonths?: number;
  idempotencyKey: string;
}

const chosen = (context: Pick<SubscribeContext, 'packages' | 'chosenId'>) => context.packages.find((plan) => plan.id === context.chosenId);
const monthlyPlan = (packages: SubscriptionPackage[]) => packages.find((plan) => plan.kind === 'MONTHLY' && plan.isActive);

/**
 * What the chosen package or bundle would cost the viewer, as the dialog shows it and the balance check reads it: a
 * bundle's total, a paid plan's first period at the promotion's discount when the viewer is eligible, else its price.
 * The server decides again when it charges.
 */
export function chosenPrice(context: Pick<SubscribeContext, 'packages' | 'chosenId' | 'offers' | 'bundleMonths'>): number {
  if (context.bundleMonths !== null) return context.offers.bundles.find((bundle) => bundle.months === context.bundleMonths)?.price ?? 0;
  const plan = chosen(context);
  if (!plan || plan.kind === 'TRIAL') return 0;
  const promotion = context.offers.promotion;
  return promotion?.eligible ? discounted(plan.price, promotion.discountPercent) : plan.price;
}

/**
 * Subscribing to a creator (spec §2, §4): a package chosen, then the paid action (a trial is free); success puts the
 * subscriber-only posts in the post store and marks the creator subscribed in the user store.
 */
export const subscribeMachine = setup({
  types: {
    context: {} as SubscribeContext,
    input: {} as SubscribeInput,
    events: {} as SubscribeEvent,
  },
  actors: {
    loadPackages: fromPromise<SubscribeChoices, { creatorId: string }>(notProvided('loadPackages')),
    pay: fromPromise<SubscribeAnswer, SubscribeRequest>(notProvided('pay')),
  },
  actions: {
    ...paidActionActions<SubscribeContext, SubscribeEvent>(),
    assignPackages: assign((_, { packages, offers }: SubscribeChoices) => {
      const active = packages.filter((plan) => plan.isActive);
      // Bundles are of the monthly plan: none shows without it.
      return { packages: active, offers: monthlyPlan(active) ? offers : { ...offers, bundles: [] }, chosenId: active[0]?.id ?? null };
    }),
    choose: assign((_, packageId: string) => ({ chosenId: packageId, bundleMonths: null })),
    chooseBundle: assign(({ context }, months: number) => ({ chosenId: monthlyPlan(context.packages)?.id ?? null, bundleMonths: months })),
    /** The creator's posts open everywhere; the creator shows subscribed. */
    deliver: enqueueActions<SubscribeContext, SubscribeEvent, SubscribeAnswer, SubscribeEvent, never, never, never, never, never>(
      ({ context, enqueue }, answer) => {
        enqueue.sendTo(context.postStore, { type: 'posts.received', posts: answer.unlockedPosts });
        enqueue.sendTo(context.userStore, { type: 'person.patched', id: context.creator.id, patch: { isSubscribed: true } });
      },
    ),
  },
  guards: {
    ...paidActionGuards((context: SubscribeContext) => chosenPrice(context)),
    hasPackages: (_, { packages }: SubscribeChoices) => packages.some((plan) => plan.isActive),
    offersBundle: ({ context }, months: number) => context.offers.bundles.some((bundle) => bundle.months === months),
    hasChoice: ({ context }) => chosen(context) !== undefined,
  },
}).createMachine({
  id: 'subscribe',
  context: ({ input }) => ({ ...input, packages: [], offers: noOffers, chosenId: null, bundleMonths: null, attempt: 0, failure: null }),
  initial: 'loading',
  states: {
    // The creator's packages are read.
    loading: {
      invoke: {
        src: 'loadPackages',
        input: ({ context }) => ({ creatorId: context.creator.id }),
        onDone: [
          {
            guard: { type: 'hasPackages', params: ({ event }) => event.output },
            target: 'choosing',
            actions: { type: 'assignPackages', params: ({ event }) => event.output },
          },
          { target: 'empty' },
        ],
        onError: { target: 'loadFailed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: { on: { 'subscribe.retry': { target: 'loading', actions: 'clearFailure' } } },
    // 'No Subscription Available !': the creator has no active plan.
    empty: {},
    // The packages, one chosen (the first at the start).
    choosing: {
      on: {
        'subscribe.choose': { actions: { type: 'choose', params: ({ event }) => event.packageId } },
        'subscribe.chooseBundle': {
          guard: { type: 'offersBundle', params: ({ event }) => event.months },
          actions: { type: 'chooseBundle', params: ({ event }) => event.months },
        },
        'subscribe.next': { guard: 'hasChoice', target: 'confirming' },
      },
    },
    // 'Are You Sure Subscribe The User?' with Subscribe and Cancel (back to the packages), then the payment.
    ...paidActionStates<SubscribeContext, SubscribeRequest, SubscribeAnswer, 'subscribed'>({
      paid: 'subscribed',
      request: (context) => ({
        creatorId: context.creator.id,
        packageId: context.chosenId ?? '',
        ...(context.bundleMonths !== null ? { bundleMonths: context.bundleMonths } : {}),
        idempotencyKey: attemptKey(context.attemptSeed, context.attempt),
      }),
      paidMessage: Messages.subscribed,
      closesDialog: true,
      also: {
        confirming: { 'subscribe.back': 'choosing' },
        failed: { 'subscribe.back': { target: 'choosing', actions: 'clearFailure' } },
        short: { 'subscribe.back': 'choosing' },
      },
    }),
  },
});
