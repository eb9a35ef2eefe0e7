import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LedgerKind } from '../../contract/codes';
import { Endpoints } from '../../contract/endpoints';
import { Messages } from '../../contract/messages';
import type { CreatorOffers, CreatorPackages, MySubscription } from '../../contract/subscriptions';
import { ledgerTransactions, subscriptionBundles, subscriptionPromotions, subscriptions, users } from '../../server/db/schema';
import { backends, createTestApp, verifiedUser, type TestApp } from './harness';
import { expectBooksBalanced, fund } from './ledger-support';
import { creator } from './posts-support';

type Login = Awaited<ReturnType<typeof verifiedUser>>;
const DAY = 24 * 60 * 60 * 1000;

const send = (t: TestApp, url: string, body: unknown, who: Login, key?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: { authorization: `Bearer ${who.token}`, ...(key ? { 'idempotency-key': key } : {}) },
  });

/** A verified creator with plans, bundles and a promotion saved through the API. */
async function sellerWith(t: TestApp, plans: object, offers: object) {
  const seller = await creator(t);
  const saved = await send(t, Endpoints.savePlans.path, plans, seller);
  expect(saved.statusCode, saved.body).toBe(200);
  const answer = await send(t, Endpoints.saveOffers.path, offers, seller);
  expect(answer.statusCode, answer.body).toBe(200);
  return { seller, packages: (saved.json() as { data: CreatorPackages }).data, offers: (answer.json() as { data: CreatorOffers }).data };
}

const inDays = (t: TestApp, days: number) => new Date(t.app.clock() + days * DAY).toISOString();

describe.each(backends)('subscriptions: bundles and promotions for new subscribers (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await expectBooksBalanced(t.testDatabase.database.db);
    await t.close();
  });

  const db = () => t.testDatabase.database.db;
  const balanceOf = async (id: number) =>
    (await db().select({ balance: users.walletBalance }).from(users).where(eq(users.id, id)))[0]?.balance;
  const refused = async (url: string, body: unknown, who: Login, status: number, message: string) => {
    const response = await send(t, url, body, who);
    expect(response.statusCode, `${url} ${JSON.stringify(body)}: ${response.body}`).toBe(status);
    expect(response.json()).toMatchObject({ success: 0, message });
  };
  const offersOf = async (who: Login, userId: number) => {
    const response = await send(t, Endpoints.creatorOffers.path, { user_id: userId }, who);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: CreatorOffers }).data;
  };
  const subscribe = (fan: Login, sellerId: number, packageId: number, bundleMonths?: number) =>
    send(
      t,
      Endpoints.subscribe.path,
      { package_user_id: sellerId, package_id: packageId, ...(bundleMonths ? { bundle_months: bundleMonths } : {}) },
      fan,
    );
  const charged = async (fan: Login) =>
    db()
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.payerId, fan.id), eq(ledgerTransactions.kind, LedgerKind.subscription)));

  it('a creator saves bundles and a promotion; a new fan sees them priced, the owner sees the claims', async () => {
    const endsAt = inDays(t, 10);
    const { seller, offers } = await sellerWith(
      t,
      { monthly: 100, anual: 1000 },
      {
        bundles: [
          { months: 12, discount_percent: 30 },
          { months: 3, discount_percent: 10 },
        ],
        promotion: { discount_percent: 50, ends_at: endsAt, claim_limit: 5 },
      },
    );
    expect(offers).toEqual({
      bundles: [
        { months: 3, discount_percent: 10, price: 270, regular_price: 300 },
        { months: 12, discount_percent: 30, price: 840, regular_price: 1200 },
      ],
      promotion: { discount_percent: 50, ends_at: endsAt, claim_limit: 5, claimed: 0, eligible: false },
    });
    const fan = await verifiedUser(t);
    expect(await offersOf(fan, seller.id)).toMatchObject({ bundles: offers.bundles, promotion: { discount_percent: 50, eligible: true } });

    // Saving again replaces the bundles and ends the promotion.
    const cleared = await send(t, Endpoints.saveOffers.path, { bundles: [{ months: 6, discount_percent: 20 }], promotion: null }, seller);
    expect(cleared.json()).toMatchObject({
      message: Messages.offersSaved,
      data: { bundles: [{ months: 6, price: 480 }], promotion: null },
    });
    expect(await offersOf(fan, seller.id)).toEqual({
      bundles: [{ months: 6, discount_percent: 20, price: 480, regular_price: 600 }],
      promotion: null,
    });
  });

  it('refuses the unverified, bundles without a monthly plan, a promotion without a paid plan; a block hides the offers', async () => {
    const fan = await verifiedUser(t);
    await refused(
      Endpoints.saveOffers.path,
      { bundles: [{ months: 3, discount_percent: 10 }], promotion: null },
      fan,
      403,
      Messages.verifyToPlan,
    );
    const seller = await creator(t);
    expect((await send(t, Endpoints.savePlans.path, { anual: 900 }, seller)).statusCode).toBe(200);
    await refused(
      Endpoints.saveOffers.path,
      { bundles: [{ months: 3, discount_percent: 10 }], promotion: null },
      seller,
      400,
      Messages.bundleNeedsMonthly,
    );
    const trialOnly = await creator(t);
    await refused(
      Endpoints.saveOffers.path,
      { bundles: [], promotion: { discount_percent: 10, ends_at: inDays(t, 3) } },
      trialOnly,
      400,
      Messages.promotionNeedsPlan,
    );
    expect(await db().select().from(subscriptionBundles).where(eq(subscriptionBundles.creatorId, seller.id))).toEqual([]);
    expect(await db().select().from(subscriptionPromotions).where(eq(subscriptionPromotions.creatorId, trialOnly.id))).toEqual([]);

    const { seller: blocker } = await sellerWith(t, { monthly: 50 }, { bundles: [{ months: 3, discount_percent: 10 }], promotion: null });
    expect((await send(t, Endpoints.block.path, { user_id: fan.id }, blocker)).statusCode).toBe(200);
    await refused(Endpoints.creatorOffers.path, { user_id: blocker.id }, fan, 404, Messages.userNotFound);
  });

  it('bad input answers 400 with the contract message and changes nothing', async () => {
    const seller = await creator(t);
    expect((await send(t, Endpoints.savePlans.path, { monthly: 100 }, seller)).statusCode).toBe(200);
    const ok = { discount_percent: 20, ends_at: inDays(t, 5) };
    for (const [body, message] of [
      [{ bundles: [{ months: 3, discount_percent: 0 }], promotion: null }, Messages.discountInvalid],
      [{ bundles: [{ months: 3, discount_percent: 91 }], promotion: null }, Messages.discountInvalid],
      [{ bundles: [{ months: 3, discount_percent: 'x' }], promotion: null }, Messages.discountInvalid],
      [{ bundles: [{ months: 4, discount_percent: 10 }], promotion: null }, Messages.bundleMonthsInvalid],
      [
        {
          bundles: [
            { months: 3, discount_percent: 10 },
            { months: 3, discount_percent: 20 },
          ],
          promotion: null,
        },
        Messages.bundleRepeated,
      ],
      [{ bundles: [], promotion: { ...ok, discount_percent: 95 } }, Messages.discountInvalid],
      [{ bundles: [], promotion: { ...ok, ends_at: inDays(t, -1) } }, Messages.promotionEndInvalid],
      [{ bundles: [], promotion: { ...ok, ends_at: inDays(t, 91) } }, Messages.promotionEndInvalid],
      [{ bundles: [], promotion: { ...ok, ends_at: 'soon' } }, Messages.promotionEndInvalid],
      [{ bundles: [], promotion: { ...ok, claim_limit: 0 } }, Messages.promotionClaimLimitInvalid],
      [{ bundles: [], promotion: { ...ok, claim_limit: 100_001 } }, Messages.promotionClaimLimitInvalid],
    ] as const) {
      await refused(Endpoints.saveOffers.path, body, seller, 400, message);
    }
    for (const body of [
      { bundles: [] },
      { promotion: null },
      { bundles: [], promotion: null, extra: 1 },
      { bundles: 'all', promotion: null },
    ]) {
      const response = await send(t, Endpoints.saveOffers.path, body, seller);
      expect(response.statusCode, response.body).toBe(400);
    }
    expect(await db().select().from(subscriptionBundles).where(eq(subscriptionBundles.creatorId, seller.id))).toEqual([]);
    expect(await db().select().from(subscriptionPromotions).where(eq(subscriptionPromotions.creatorId, seller.id))).toEqual([]);
    await refused(
      Endpoints.subscribe.path,
      { package_user_id: seller.id, package_id: 1, bundle_months: 5 },
      seller,
      400,
      Messages.bundleMonthsInvalid,
    );
  });

  it('a bundle is paid once at its discounted total, runs its months, then renews at the monthly price', async () => {
    const { seller, packages } = await sellerWith(
      t,
      { monthly: 100, anual: 1000 },
      { bundles: [{ months: 3, discount_percent: 10 }], promotion: null },
    );
    const fan = await verifiedUser(t);
    await fund(db(), fan.id, 400);
    // A length not offered, or a bundle of the annual plan, is refused and charges nothing.
    await refused(
      Endpoints.subscribe.path,
      { package_user_id: seller.id, package_id: packages.Monthly!.id, bundle_months: 6 },
      fan,
      400,
      Messages.bundleNotAvailable,
    );
    await refused(
      Endpoints.subscribe.path,
      { package_user_id: seller.id, package_id: packages.Annual!.id, bundle_months: 3 },
      fan,
      400,
      Messages.bundleNotAvailable,
    );
    const sellerBefore = await balanceOf(seller.id);
    const bought = await subscribe(fan, seller.id, packages.Monthly!.id, 3);
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json()).toMatchObject({
      data: { wallet_balance: 130, subscription: { package_type: 1, price: 270, remaining_days: 90 } },
    });
    const [charge] = await charged(fan);
    expect(charge).toMatchObject({ amount: 270, data: { bundle_months: 3, discount_percent: 10 } });
    expect((await balanceOf(seller.id))! - sellerBefore!).toBeGreaterThan(0);

    t.advanceClock(90 * DAY + 1000);
    try {
      await t.app.subscriptionsService.renewDue();
      const [row] = await db().select().from(subscriptions).where(eq(subscriptions.subscriberId, fan.id));
      expect(row).toMatchObject({ price: 100, packageType: 1, status: 1 });
      expect(await balanceOf(fan.id)).toBe(30);
    } finally {
      t.advanceClock(-(90 * DAY + 1000));
    }
  });

  it('a new fan pays the promotion for the first period; a returning fan, an ended or exhausted promotion pay the plan', async () => {
    const { seller, packages } = await sellerWith(
      t,
      { monthly: 100, anual: 1000, trial: 3 },
      { bundles: [], promotion: { discount_percent: 40, ends_at: inDays(t, 2), claim_limit: 2 } },
    );
    const newcomer = await verifiedUser(t);
    await fund(db(), newcomer.id, 1000);
    const first = await subscribe(newcomer, seller.id, packages.Annual!.id);
    expect(first.json()).toMatchObject({ data: { wallet_balance: 400, subscription: { package_type: 2, price: 600 } } });
    expect((await charged(newcomer))[0]).toMatchObject({ amount: 600, data: { promotion: 1, discount_percent: 40 } });
    expect((await offersOf(newcomer, seller.id)).promotion).toMatchObject({ eligible: false });

    // A fan who had the free trial has subscribed before.
    const trialist = await verifiedUser(t);
    await fund(db(), trialist.id, 100);
    expect((await subscribe(trialist, seller.id, packages.Free!.id)).statusCode).toBe(200);
    await db()
      .update(subscriptions)
      .set({ expiryDate: new Date(t.app.clock() - 1000), status: 0 })
      .where(eq(subscriptions.subscriberId, trialist.id));
    expect((await subscribe(trialist, seller.id, packages.Monthly!.id)).json()).toMatchObject({ data: { subscription: { price: 100 } } });

    // The second and last claim; then it is exhausted and no longer shown.
    const second = await verifiedUser(t);
    await fund(db(), second.id, 100);
    expect((await subscribe(second, seller.id, packages.Monthly!.id)).json()).toMatchObject({ data: { subscription: { price: 60 } } });
    const late = await verifiedUser(t);
    await fund(db(), late.id, 100);
    expect((await offersOf(late, seller.id)).promotion).toBeNull();
    expect((await subscribe(late, seller.id, packages.Monthly!.id)).json()).toMatchObject({ data: { subscription: { price: 100 } } });

    // An ended promotion: regular price, however the client asks.
    const { seller: other, packages: otherPlans } = await sellerWith(
      t,
      { monthly: 80 },
      { bundles: [], promotion: { discount_percent: 50, ends_at: inDays(t, 1) } },
    );
    t.advanceClock(DAY + 1000);
    try {
      const after = await verifiedUser(t);
      await fund(db(), after.id, 80);
      expect((await offersOf(after, other.id)).promotion).toBeNull();
      expect((await subscribe(after, other.id, otherPlans.Monthly!.id)).json()).toMatchObject({ data: { subscription: { price: 80 } } });
    } finally {
      t.advanceClock(-(DAY + 1000));
    }
    const [promotion] = await db().select().from(subscriptionPromotions).where(eq(subscriptionPromotions.creatorId, seller.id));
    expect(promotion).toMatchObject({ claimed: 2, claimLimit: 2 });
  });
});

describe.skipIf(!backends.includes('postgres'))('subscriptions: a promotion claim limit under concurrency (PostgreSQL)', () => {
  it('gives the promotion price to exactly claim_limit of many fans subscribing at once', async () => {
    const t = await createTestApp('postgres');
    try {
      const db = t.testDatabase.database.db;
      const { seller, packages } = await sellerWith(
        t,
        { monthly: 100 },
        { bundles: [], promotion: { discount_percent: 50, ends_at: inDays(t, 5), claim_limit: 3 } },
      );
      const fans: Login[] = [];
      for (let i = 0; i < 10; i++) {
        const fan = await verifiedUser(t);
        await fund(db, fan.id, 100);
        fans.push(fan);
      }
      const answers = await Promise.all(
        fans.map((fan) => send(t, Endpoints.subscribe.path, { package_user_id: seller.id, package_id: packages.Monthly!.id }, fan)),
      );
      const prices = answers.map((answer) => {
        expect(answer.statusCode, answer.body).toBe(200);
        return (answer.json() as { data: { subscription: MySubscription } }).data.subscription.price;
      });
      expect(prices.filter((price) => price === 50)).toHaveLength(3);
      expect(prices.filter((price) => price === 100)).toHaveLength(7);
      const [promotion] = await db.select().from(subscriptionPromotions).where(eq(subscriptionPromotions.creatorId, seller.id));
      expect(promotion?.claimed).toBe(3);
      await expectBooksBalanced(db);
    } finally {
      await t.close();
    }
  });
});
