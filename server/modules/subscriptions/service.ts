import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LedgerKind, NotificationType, PackageType, VerifyStatus } from '../../../contract/codes.ts';
import { Endpoints } from '../../../contract/endpoints.ts';
import { Messages } from '../../../contract/messages.ts';
import { bundlePrice, bundlesCrossError, discounted, MONTHLY_DAYS, plansCrossError, promotionEndError } from '../../../contract/plans.ts';
import type { Post } from '../../../contract/posts.ts';
import type {
  CreatorOffers,
  CreatorPackages,
  MySubscription,
  SaveOffersBody,
  SavePlansBody,
  Subscriber,
  SubscribeBody,
} from '../../../contract/subscriptions.ts';
import { IDEMPOTENCY_HEADER } from '../../../contract/wallet.ts';
import { defaultMoney, DEFAULT_SUBSCRIPTION_SWEEP_SECONDS } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import type { SubscriptionRow, UserRow } from '../../db/schema.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { scheduleSweep } from '../../lib/sweep.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { findUserSeenBy, isBlockedEitherWay, lockUsers } from '../people/repository.ts';
import { sale } from '../wallet/ledger.ts';
import type { AttemptKey, Book } from '../wallet/service.ts';
import { balanceOf } from '../wallet/repository.ts';
import {
  addDays,
  nextPlan,
  periodDays,
  presentBundles,
  presentMySubscription,
  presentPackages,
  presentPromotion,
  presentSubscriber,
  promotionRuns,
} from './present.ts';
import {
  bundlesOf,
  claimPromotion,
  everSubscribed,
  findPlan,
  insertSubscription,
  lockNextDue,
  lockOwnSubscription,
  personById,
  plansOf,
  promotionOf,
  replaceBundles,
  renewPeriod,
  runningSubscription,
  setPromotion,
  setStatus,
  subscriberOnlyPosts,
  subscribersOfCreator,
  subscriptionsOfFan,
  takeTrial,
  upsertPlan,
} from './repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Plans, subscribing, cancel and renew, the lists, and the renewal sweep (DESIGN.md, money). */
    subscriptionsService: SubscriptionsService;
  }
}

/** What one sweep did. */
export interface SweepResult {
  renewed: number;
  lapsed: number;
}

export interface SubscriptionsService {
  packages(viewer: UserRow, creatorId: number): Promise<CreatorPackages>;
  savePlans(viewer: UserRow, body: SavePlansBody): Promise<CreatorPackages>;
  /** A creator's bundles and promotion, priced and judged for the viewer (the owner sees them all). */
  offers(viewer: UserRow, creatorId: number): Promise<CreatorOffers>;
  saveOffers(viewer: UserRow, body: SaveOffersBody): Promise<CreatorOffers>;
  subscribe(
    viewer: UserRow,
    body: SubscribeBody,
    key: AttemptKey,
  ): Promise<{ wallet_balance: number; subscription: MySubscription; posts: Post[] }>;
  cancel(viewer: UserRow, subscriptionId: number): Promise<MySubscription>;
  renew(viewer: UserRow, subscriptionId: number): Promise<MySubscription>;
  /** The viewer's running subscription to the creator (cancelled ones too, until they expire), or null. */
  subscriptionWith(viewer: UserRow, creatorId: number): Promise<MySubscription | null>;
  mySubscriptions(viewer: UserRow, page: number): Promise<MySubscription[]>;
  mySubscribers(viewer: UserRow, page: number): Promise<Subscriber[]>;
  /** Charges or lapses every auto-renewing subscription due now, one transaction each; safe to run in several processes at once. */
  renewDue(): Promise<SweepResult>;
}

/** At most this many subscriptions per sweep tick: a long backlog continues at the next tick. */
const SWEEP_BATCH = 500;
/** The creator's latest subscriber-only posts a subscription answers, opened with their signed media. */
const OPENED_POSTS = 50;

async function subscriptionsService(app: FastifyInstance) {
  const { db, mediaUrls, walletService: wallet } = app;
  const money = app.config.money ?? defaultMoney;
  const now = () => new Date(app.clock());

  /** A subscription as its fan sees it, with its creator and their plans (the next package). */
  const presentOwn = async (tx: Tx | typeof db, row: SubscriptionRow) => {
    const creator = await personById(tx, row.creatorId);
    if (!creator) throw notFound(Messages.subscriptionNotFound);
    return presentMySubscription({ subscription: row, person: creator }, await plansOf(tx, [row.creatorId]), now(), mediaUrls);
  };

  /** Someone the viewer may subscribe to: not themselves, visible both ways, verified. */
  const creatorFor = async (viewer: UserRow, creatorId: number) => {
    if (creatorId === viewer.id) throw badRequest(Messages.cannotSubscribeYourself);
    const seen = await findUserSeenBy(db, viewer.id, creatorId);
    if (!seen || seen.hidden) throw notFound(Messages.userNotFound);
    if (seen.user.userVerified !== VerifyStatus.verified) throw notFound(Messages.subscriptionPackageNotFound);
    return seen.user;
  };

  /** The offers as `viewerId` sees them: a fan only the running ones of active plans, the owner everything they set. */
  const offersFor = async (viewerId: number, creatorId: number): Promise<CreatorOffers> => {
    const own = viewerId === creatorId;
    const at = now();
    const [plans, bundles, promotion] = await Promise.all([plansOf(db, [creatorId]), bundlesOf(db, creatorId), promotionOf(db, creatorId)]);
    const activePaid = plans.filter((plan) => plan.packageType !== PackageType.trial && plan.status === 1);
    const monthly = plans.find((plan) => plan.packageType === PackageType.monthly && (own || plan.status === 1));
    if (own) return { bundles: presentBundles(bundles, monthly), promotion: promotion ? presentPromotion(promotion, false) : null };
    const shown = promotion && promotionRuns(promotion, at) && activePaid.length > 0 ? promotion : undefined;
    return {
      bundles: presentBundles(bundles, monthly),
      promotion: shown ? presentPromotion(shown, !(await everSubscribed(db, viewerId, creatorId))) : null,
    };
  };

  /** Turns a lapse into a notification to the fan from the creator (the platform's own decision). */
  const lapse = async (book: Book, row: SubscriptionRow, reason: 'balance' | 'plan') => {
    await setStatus(book.tx, row.id, 0);
    await book.raise({
      to: row.subscriberId,
      type: NotificationType.subscriptionLapsed,
      actorId: row.creatorId,
      data: { reason, package_type: row.packageType },
      repeatable: true,
    });
  };

  /** One due subscription, charged for its next period or lapsed; null when none is due. */
  const renewOne = (): Promise<'renewed' | 'lapsed' | null> =>
    wallet.settle(async (book) => {
      const at = now();
      const row = await lockNextDue(book.tx, at);
      if (!row) return null;
      const [fan, creator] = [row.subscriberId, row.creatorId];
      const plan = nextPlan(row.packageType, await plansOf(book.tx, [creator]));
      // A creator who lost their verification, or a block either way, ends it as a plan gone would.
      const people = await lockUsers(book.tx, [fan, creator]);
      const creatorRow = people.find((person) => person.id === creator);
      if (!plan || !creatorRow || creatorRow.userVerified !== VerifyStatus.verified || (await isBlockedEitherWay(book.tx, fan, creator))) {
        await lapse(book, row, 'plan');
        return 'lapsed';
      }
      const fanRow = people.find((person) => person.id === fan);
      if (!fanRow || fanRow.walletBalance < plan.price) {
        await lapse(book, row, 'balance');
        return 'lapsed';
      }
      const start = row.expiryDate;
      const { legs, fee } = sale(fan, creator, plan.price, money.platformFeePercent);
      // The period's natural key: however many processes reach it, the period is charged once.
      await book.move({
        key: `subscription:${row.id}:${start.getTime()}`,
        kind: LedgerKind.subscription,
        payerId: fan,
        payeeId: creator,
        amount: plan.price,
        data: { fee, package_type: plan.packageType, subscription_id: row.id, renewal: 1 },
        legs,
      });
      await renewPeriod(book.tx, row.id, {
        packageType: plan.packageType,
        price: plan.price,
        startDate: start,
        expiryDate: addDays(start, periodDays(plan)),
        planId: plan.id,
      });
      await book.raise({
        to: fan,
        type: NotificationType.newSubscription,
        actorId: creator,
        data: { coins: plan.price, package_type: plan.packageType, renewal: 1 },
        repeatable: true,
      });
      return 'renewed';
    });

  const service: SubscriptionsService = {
    async packages(viewer, creatorId) {
      if (creatorId !== viewer.id) {
        const seen = await findUserSeenBy(db, viewer.id, creatorId);
        if (!seen || seen.hidden) throw notFound(Messages.userNotFound);
        if (seen.user.userVerified !== VerifyStatus.verified) return { Monthly: null, Annual: null, Free: null };
      }
      return presentPackages(await plansOf(db, [creatorId]), creatorId === viewer.id);
    },

    async savePlans(viewer, body) {
      if (viewer.userVerified !== VerifyStatus.verified) throw forbidden(Messages.verifyToPlan);
      const at = now();
      await db.transaction(async (tx) => {
        await upsertPlan(
          tx,
          viewer.id,
          PackageType.monthly,
          body.monthly !== undefined ? { price: body.monthly, validityDays: 0 } : null,
          at,
        );
        await upsertPlan(tx, viewer.id, PackageType.annual, body.anual !== undefined ? { price: body.anual, validityDays: 0 } : null, at);
        await upsertPlan(tx, viewer.id, PackageType.trial, body.trial !== undefined ? { price: 0, validityDays: body.trial } : null, at);
      });
      return presentPackages(await plansOf(db, [viewer.id]), true);
    },

    async offers(viewer, creatorId) {
      if (creatorId !== viewer.id) {
        const seen = await findUserSeenBy(db, viewer.id, creatorId);
        if (!seen || seen.hidden) throw notFound(Messages.userNotFound);
        if (seen.user.userVerified !== VerifyStatus.verified) return { bundles: [], promotion: null };
      }
      return offersFor(viewer.id, creatorId);
    },

    async saveOffers(viewer, body) {
      if (viewer.userVerified !== VerifyStatus.verified) throw forbidden(Messages.verifyToPlan);
      const at = now();
      const crossError = bundlesCrossError(body.bundles) ?? (body.promotion ? promotionEndError(body.promotion.ends_at, at) : undefined);
      if (crossError) throw badRequest(Messages[crossError]);
      await db.transaction(async (tx) => {
        const active = (await plansOf(tx, [viewer.id])).filter((plan) => plan.status === 1);
        if (body.bundles.length > 0 && !active.some((plan) => plan.packageType === PackageType.monthly))
          throw badRequest(Messages.bundleNeedsMonthly);
        if (body.promotion && !active.some((plan) => plan.packageType !== PackageType.trial)) throw badRequest(Messages.promotionNeedsPlan);
        await replaceBundles(
          tx,
          viewer.id,
          body.bundles.map((bundle) => ({ months: bundle.months, discountPercent: bundle.discount_percent })),
          at,
        );
        await setPromotion(
          tx,
          viewer.id,
          body.promotion && {
            discountPercent: body.promotion.discount_percent,
            endsAt: new Date(body.promotion.ends_at),
            claimLimit: body.promotion.claim_limit ?? null,
          },
          at,
        );
      });
      return offersFor(viewer.id, viewer.id);
    },

    async subscribe(viewer, { package_user_id: creatorId, package_id: planId, bundle_months: bundleMonths }, key) {
      await creatorFor(viewer, creatorId);
      const plan = await findPlan(db, planId);
      if (!plan || plan.creatorId !== creatorId || plan.status !== 1) throw notFound(Messages.subscriptionPackageNotFound);
      const row = await wallet.settle(async (book) => {
        // The pair's rows locked in id order: a double click or a retry waits for the first and finds it.
        await lockUsers(book.tx, [viewer.id, creatorId]);
        if (await isBlockedEitherWay(book.tx, viewer.id, creatorId)) throw notFound(Messages.userNotFound);
        const at = now();
        const running = await runningSubscription(book.tx, viewer.id, creatorId, at);
        if (running) return running;
        const current = await findPlan(book.tx, planId);
        if (!current || current.status !== 1) throw notFound(Messages.subscriptionPackageNotFound);
        const isTrial = current.packageType === PackageType.trial;
        if (isTrial && !(await takeTrial(book.tx, viewer.id, creatorId))) throw badRequest(Messages.trialUsed);
        // The price is the server's: a bundle's months at once, else the first period at a running promotion's
        // discount for a fan who never subscribed (its claim taken here), else the plan's price.
        let price = isTrial ? 0 : current.price;
        let days = periodDays(current);
        const terms: Record<string, number> = {};
        if (bundleMonths !== undefined) {
          const bundle =
            current.packageType === PackageType.monthly && (await bundlesOf(book.tx, creatorId)).find((row) => row.months === bundleMonths);
          if (!bundle) throw badRequest(Messages.bundleNotAvailable);
          price = bundlePrice(current.price, bundle.months, bundle.discountPercent);
          days = bundle.months * MONTHLY_DAYS;
          Object.assign(terms, { bundle_months: bundle.months, discount_percent: bundle.discountPercent });
        } else if (!isTrial && !(await everSubscribed(book.tx, viewer.id, creatorId))) {
          const discount = await claimPromotion(book.tx, creatorId, at);
          if (discount !== undefined) {
            price = discounted(current.price, discount);
            Object.assign(terms, { promotion: 1, discount_percent: discount });
          }
        }
        const created = await insertSubscription(book.tx, {
          subscriberId: viewer.id,
          creatorId,
          packageType: current.packageType,
          price,
          startDate: at,
          expiryDate: addDays(at, days),
          status: 1,
          planId: current.id,
        });
        if (price > 0) {
          const { legs, fee } = sale(viewer.id, creatorId, price, money.platformFeePercent);
          await book.move({
            key: `u${viewer.id}:${key ?? randomUUID()}`,
            kind: LedgerKind.subscription,
            payerId: viewer.id,
            payeeId: creatorId,
            amount: price,
            data: { fee, package_type: current.packageType, subscription_id: created.id, ...terms },
            legs,
          });
        }
        await book.raise({
          to: creatorId,
          type: NotificationType.newSubscriber,
          actorId: viewer.id,
          data: { package_type: current.packageType, coins: price, ...terms },
          repeatable: true,
        });
        return created;
      });
      const [subscription, balance, opened] = await Promise.all([
        presentOwn(db, row),
        balanceOf(db, viewer.id),
        subscriberOnlyPosts(db, creatorId, OPENED_POSTS).then((rows) => app.postsService.presentPage(viewer.id, rows)),
      ]);
      return { wallet_balance: balance, subscription, posts: opened };
    },

    async cancel(viewer, subscriptionId) {
      return db.transaction(async (tx) => {
        const row = await lockOwnSubscription(tx, viewer.id, subscriptionId);
        if (!row) throw notFound(Messages.subscriptionNotFound);
        if (row.expiryDate <= now()) throw badRequest(Messages.subscriptionEnded);
        return presentOwn(tx, row.status === 0 ? row : await setStatus(tx, row.id, 0));
      });
    },

    async renew(viewer, subscriptionId) {
      return db.transaction(async (tx) => {
        const row = await lockOwnSubscription(tx, viewer.id, subscriptionId);
        if (!row) throw notFound(Messages.subscriptionNotFound);
        if (row.expiryDate <= now()) throw badRequest(Messages.subscriptionEnded);
        if (await isBlockedEitherWay(tx, viewer.id, row.creatorId)) throw notFound(Messages.subscriptionNotFound);
        return presentOwn(tx, row.status === 1 ? row : await setStatus(tx, row.id, 1));
      });
    },

    async subscriptionWith(viewer, creatorId) {
      const row = await runningSubscription(db, viewer.id, creatorId, now());
      return row ? presentOwn(db, row) : null;
    },

    async mySubscriptions(viewer, page) {
      const at = now();
      const rows = await subscriptionsOfFan(db, viewer.id, page, at);
      const plans = await plansOf(
        db,
        rows.map((row) => row.subscription.creatorId),
      );
      return rows.map((row) =>
        presentMySubscription(
          row,
          plans.filter((plan) => plan.creatorId === row.subscription.creatorId),
          at,
          mediaUrls,
        ),
      );
    },

    async mySubscribers(viewer, page) {
      const at = now();
      const [rows, plans] = await Promise.all([subscribersOfCreator(db, viewer.id, page, at), plansOf(db, [viewer.id])]);
      return rows.map((row) => presentSubscriber(row, plans, at, mediaUrls));
    },

    async renewDue() {
      const result: SweepResult = { renewed: 0, lapsed: 0 };
      for (let done = 0; done < SWEEP_BATCH; done++) {
        const outcome = await renewOne();
        if (!outcome) break;
        result[outcome]++;
      }
      return result;
    },
  };
  app.decorate('subscriptionsService', service);

  // The sweep runs in every process; SKIP LOCKED and the period's key keep each renewal charged once.
  scheduleSweep(app, {
    seconds: app.config.subscriptionSweepSeconds ?? DEFAULT_SUBSCRIPTION_SWEEP_SECONDS,
    name: 'subscription renewal sweep',
    run: () => service.renewDue(),
    report: (done) => (done.renewed > 0 || done.lapsed > 0 ? { line: 'subscriptions renewed or lapsed', fields: done } : undefined),
  });
}

export default fp(subscriptionsService, {
  name: 'subscriptions-service',
  dependencies: ['db', 'config', 'media-urls', 'wallet-service', 'posts-service'],
});

/** Subscriptions of spec §7: packages, plans, subscribe, cancel and renew, my subscriptions, my subscribers. */
export const subscriptionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const subscriptions = app.subscriptionsService;

  serve(app, Endpoints.creatorPlans, async (request) => answer('', await subscriptions.packages(viewerOf(request), request.body.user_id)));

  serve(app, Endpoints.savePlans, async (request) => {
    const crossError = plansCrossError(request.body);
    if (crossError) throw badRequest(Messages[crossError]);
    return answer(Messages.plansSaved, await subscriptions.savePlans(viewerOf(request), request.body));
  });

  serve(app, Endpoints.creatorOffers, async (request) => answer('', await subscriptions.offers(viewerOf(request), request.body.user_id)));

  serve(app, Endpoints.saveOffers, async (request) =>
    answer(Messages.offersSaved, await subscriptions.saveOffers(viewerOf(request), request.body)),
  );

  serve(app, Endpoints.subscribe, async (request) =>
    answer(Messages.subscribed, await subscriptions.subscribe(viewerOf(request), request.body, request.headers[IDEMPOTENCY_HEADER])),
  );

  serve(app, Endpoints.unsubscribe, async (request) =>
    answer(Messages.subscriptionCancelled, await subscriptions.cancel(viewerOf(request), request.body.subscription_id)),
  );

  serve(app, Endpoints.renewSubscription, async (request) =>
    answer(Messages.subscriptionRenewed, await subscriptions.renew(viewerOf(request), request.body.subscription_id)),
  );

  serve(app, Endpoints.subscriptionWith, async (request) =>
    answer('', await subscriptions.subscriptionWith(viewerOf(request), request.body.user_id)),
  );

  serve(app, Endpoints.mySubscriptions, async (request) =>
    answer('', await subscriptions.mySubscriptions(viewerOf(request), request.body.page)),
  );

  serve(app, Endpoints.mySubscribers, async (request) =>
    answer('', await subscriptions.mySubscribers(viewerOf(request), request.body.page)),
  );
};
