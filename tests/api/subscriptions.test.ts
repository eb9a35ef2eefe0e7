import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LedgerKind, NotificationType, PackageType } from '../../contract/codes';
import { Messages } from '../../contract/messages';
import { Endpoints, fillPath } from '../../contract/endpoints';
import type { CreatorPackages, MySubscription, Subscriber } from '../../contract/subscriptions';
import { ledgerTransactions, notifications, subscriptionPlans, subscriptions, users } from '../../server/db/schema';
import { backends, createTestApp, verifiedUser, type TestApp } from './harness';
import { expectBooksBalanced, fund } from './ledger-support';
import { creator, imagePost } from './posts-support';

type Login = Awaited<ReturnType<typeof verifiedUser>>;
const DAY = 24 * 60 * 60 * 1000;

describe.each(backends)('subscriptions: plans, subscribe, cancel, renew, lists, renewal sweep (%s)', (backend) => {
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
  const send = (url: string, body: unknown, who: Login, key?: string, app = t) =>
    app.app.inject({
      method: 'POST',
      url,
      payload: body as object,
      headers: { authorization: `Bearer ${who.token}`, ...(key ? { 'idempotency-key': key } : {}) },
    });
  const refused = async (url: string, body: unknown, who: Login, status: number, message: string) => {
    const response = await send(url, body, who);
    expect(response.statusCode, `${url} ${JSON.stringify(body)}: ${response.body}`).toBe(status);
    expect(response.json()).toMatchObject({ success: 0, message });
  };
  const packagesOf = async (who: Login, userId: number) => {
    const response = await send(Endpoints.creatorPlans.path, { user_id: userId }, who);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: CreatorPackages }).data;
  };
  const withPlans = async (plans: object = { monthly: 100, anual: 1000, trial: 7 }) => {
    const seller = await creator(t);
    const response = await send(Endpoints.savePlans.path, plans, seller);
    expect(response.statusCode, response.body).toBe(200);
    return { seller, packages: (response.json() as { data: CreatorPackages }).data };
  };
  const subscribe = async (fan: Login, sellerId: number, packageId: number, key?: string) =>
    send(Endpoints.subscribe.path, { package_user_id: sellerId, package_id: packageId }, fan, key);
  const postAs = (postId: number, who: Login) =>
    t.app.inject({ method: 'GET', url: fillPath(Endpoints.post.path, { id: postId }), headers: { authorization: `Bearer ${who.token}` } });
  /** A new token once the clock has moved past the old one's life. */
  const relogin = async (who: Login): Promise<Login> => {
    const response = await t.post(Endpoints.login.path, { email: who.email, password: who.password });
    expect(response.statusCode, response.body).toBe(200);
    return { ...who, token: (response.json() as { data: { token: string } }).data.token };
  };
  const mine = async (fan: Login) => (await send(Endpoints.mySubscriptions.path, { page: 1 }, fan)).json().data as MySubscription[];
  const notificationsOf = (userId: number, type: string) =>
    db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
  const chargesOf = (payerId: number) =>
    db()
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.payerId, payerId), eq(ledgerTransactions.kind, LedgerKind.subscription)));

  it('a verified creator saves plans; only active ones are on; others see only active ones; an unverified user is refused', async () => {
    const { seller, packages } = await withPlans({ monthly: 120, trial: 3 });
    expect(packages.Monthly).toMatchObject({ title: 'Monthly', price: 120, status: 1, package_type: PackageType.monthly });
    expect(packages.Free).toMatchObject({ title: 'Free', price: 0, status: 1, package_validity: 3 });
    expect(packages.Annual).toBeNull();
    // Switching monthly off keeps the row (off) for the owner, hides it from others.
    expect((await send(Endpoints.savePlans.path, { anual: 900 }, seller)).statusCode).toBe(200);
    expect((await packagesOf(seller, seller.id)).Monthly).toMatchObject({ status: 0, price: 120 });
    const fan = await verifiedUser(t);
    expect(await packagesOf(fan, seller.id)).toMatchObject({ Monthly: null, Free: null, Annual: { price: 900, status: 1 } });

    const plain = await verifiedUser(t);
    await refused(Endpoints.savePlans.path, { monthly: 10 }, plain, 403, Messages.verifyToPlan);
    expect(await db().select().from(subscriptionPlans).where(eq(subscriptionPlans.creatorId, plain.id))).toEqual([]);
  });

  it('refuses bad plans with the spec messages and changes nothing', async () => {
    const seller = await creator(t);
    const cases: [unknown, string][] = [
      [{ trial: 5 }, Messages.trialAlone],
      [{ monthly: 10, trial: 0 }, Messages.trialDaysInvalid],
      [{ monthly: 10, trial: 'x' }, Messages.trialDaysInvalid],
      [{ monthly: 10, trial: 1.5 }, Messages.trialDaysInvalid],
      [{ monthly: '' }, Messages.monthlyAmountRequired],
      [{ anual: 'abc' }, Messages.annualAmountRequired],
      [{ monthly: 0 }, Messages.donationAmountRequired],
      [{ anual: -3 }, Messages.donationAmountRequired],
      [{ monthly: 100_000 }, Messages.amountTooBig],
      [{ monthly: '\u0000' }, Messages.monthlyAmountRequired],
    ];
    for (const [body, message] of cases) await refused(Endpoints.savePlans.path, body, seller, 400, message);
    expect(await db().select().from(subscriptionPlans).where(eq(subscriptionPlans.creatorId, seller.id))).toEqual([]);
  });

  it('subscribing charges the first period once (double click, concurrent), fee to the platform, unlocks posts and sets is_subscribe', async () => {
    const { seller, packages } = await withPlans();
    const post = await imagePost(t, seller, { payment_type: 1 });
    const fan = await verifiedUser(t);

    const locked = (await postAs(post.id, fan)).json();
    expect(locked).toMatchObject({ data: { is_lock: 1 } });
    await refused(
      Endpoints.subscribe.path,
      { package_user_id: seller.id, package_id: packages.Monthly!.id },
      fan,
      400,
      Messages.insufficientBalance,
    );
    expect(await db().select().from(subscriptions).where(eq(subscriptions.subscriberId, fan.id))).toEqual([]);

    await fund(db(), fan.id, 250);
    const [first, second] = await Promise.all([
      subscribe(fan, seller.id, packages.Monthly!.id, 'attempt-one-1'),
      subscribe(fan, seller.id, packages.Monthly!.id, 'attempt-two-2'),
    ]);
    for (const answer of [first, second]) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({
        success: 1,
        message: Messages.subscribed,
        data: { wallet_balance: 150, subscription: { package_type: 1, price: 100, status: 1, remaining_days: 30 } },
      });
    }
    expect(await balanceOf(fan.id)).toBe(150);
    expect(await balanceOf(seller.id)).toBe(80);
    expect(await chargesOf(fan.id)).toHaveLength(1);
    expect(await notificationsOf(seller.id, NotificationType.newSubscriber)).toHaveLength(1);
    // The answer carries the creator's subscriber-only posts, open, their media signed.
    expect(first.json().data.posts).toMatchObject([{ id: post.id, is_lock: 0 }]);
    expect(first.json().data.posts[0].images[0].url).toMatch(/\?exp=\d+&sig=/);

    const opened = (await postAs(post.id, fan)).json();
    expect(opened).toMatchObject({ data: { is_lock: 0 } });
    expect(opened.data.images[0].url).toMatch(/\?exp=\d+&sig=/);
    expect((await send(Endpoints.person.path, { userid: seller.id }, fan)).json()).toMatchObject({ data: { is_subscribe: 1 } });

    // The same attempt key again answers the subscription and charges nothing.
    expect((await subscribe(fan, seller.id, packages.Monthly!.id, 'attempt-one-1')).statusCode).toBe(200);
    expect(await chargesOf(fan.id)).toHaveLength(1);
    const subscribers = (await send(Endpoints.mySubscribers.path, { page: 1 }, seller)).json().data as Subscriber[];
    expect(subscribers).toHaveLength(1);
    expect(subscribers[0]).toMatchObject({
      package_type: 1,
      price: 100,
      remaining_days: 30,
      user: { id: fan.id, next_package: { package_type: 1, price: 100 } },
    });
  });

  it('refuses yourself, a block, an unverified creator, an unknown or foreign plan, and a second trial', async () => {
    const { seller, packages } = await withPlans();
    const { packages: otherPackages } = await withPlans();
    const fan = await verifiedUser(t);
    await fund(db(), fan.id, 500);
    await refused(
      Endpoints.subscribe.path,
      { package_user_id: seller.id, package_id: packages.Monthly!.id },
      seller,
      400,
      Messages.cannotSubscribeYourself,
    );
    await refused(
      Endpoints.subscribe.path,
      { package_user_id: seller.id, package_id: 2_000_000_000 },
      fan,
      404,
      Messages.subscriptionPackageNotFound,
    );
    await refused(
      Endpoints.subscribe.path,
      { package_user_id: seller.id, package_id: otherPackages.Monthly!.id },
      fan,
      404,
      Messages.subscriptionPackageNotFound,
    );
    const plain = await verifiedUser(t);
    await refused(
      Endpoints.subscribe.path,
      { package_user_id: plain.id, package_id: packages.Monthly!.id },
      fan,
      404,
      Messages.subscriptionPackageNotFound,
    );

    const blocked = await withPlans();
    expect((await send(Endpoints.block.path, { user_id: fan.id }, blocked.seller)).statusCode).toBe(200);
    await refused(
      Endpoints.subscribe.path,
      { package_user_id: blocked.seller.id, package_id: blocked.packages.Monthly!.id },
      fan,
      404,
      Messages.userNotFound,
    );
    await refused(Endpoints.creatorPlans.path, { user_id: blocked.seller.id }, fan, 404, Messages.userNotFound);

    // A trial: free, once per fan and creator.
    const trial = await subscribe(fan, seller.id, packages.Free!.id);
    expect(trial.json()).toMatchObject({
      data: {
        wallet_balance: 500,
        subscription: { package_type: 0, price: 0, remaining_days: 7, next_package: { package_type: 1, price: 100 } },
      },
    });
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.subscriberId, fan.id));
    await db()
      .update(subscriptions)
      .set({ expiryDate: new Date(Date.now() - 1000), status: 0 })
      .where(eq(subscriptions.id, row!.id));
    await refused(Endpoints.subscribe.path, { package_user_id: seller.id, package_id: packages.Free!.id }, fan, 400, Messages.trialUsed);
    expect(await chargesOf(fan.id)).toHaveLength(0);
    expect(await db().select().from(subscriptions).where(eq(subscriptions.subscriberId, fan.id))).toHaveLength(1);
  });

  it('bad input answers 400 and changes nothing', async () => {
    const fan = await verifiedUser(t);
    for (const [url, body] of [
      [Endpoints.subscribe.path, { package_user_id: 'x', package_id: 1 }],
      [Endpoints.subscribe.path, { package_user_id: 1, package_id: 2_147_483_648 }],
      [Endpoints.subscribe.path, { package_user_id: 0, package_id: 1 }],
      [Endpoints.unsubscribe.path, { subscription_id: '\u0000' }],
      [Endpoints.renewSubscription.path, { subscription_id: -1 }],
      [Endpoints.mySubscriptions.path, { page: 0 }],
      [Endpoints.mySubscribers.path, { page: 'a' }],
      [Endpoints.creatorPlans.path, { user_id: 1.5 }],
    ] as const) {
      const response = await send(url, body, fan);
      expect(response.statusCode, `${url} ${response.body}`).toBe(400);
    }
    const keyed = await send(Endpoints.subscribe.path, { package_user_id: 1, package_id: 1 }, fan, 'bad key!');
    expect(keyed.statusCode).toBe(400);
    expect(await db().select().from(subscriptions).where(eq(subscriptions.subscriberId, fan.id))).toEqual([]);
  });

  it('cancel keeps access until expiry; renew turns renewal back on; another fan cannot touch it', async () => {
    const { seller, packages } = await withPlans();
    const post = await imagePost(t, seller, { payment_type: 1 });
    const fan = await verifiedUser(t);
    const intruder = await verifiedUser(t);
    await fund(db(), fan.id, 100);
    const id = (await subscribe(fan, seller.id, packages.Monthly!.id)).json().data.subscription.id as number;

    await refused(Endpoints.unsubscribe.path, { subscription_id: id }, intruder, 404, Messages.subscriptionNotFound);
    await refused(Endpoints.renewSubscription.path, { subscription_id: id }, intruder, 404, Messages.subscriptionNotFound);
    const cancelled = await send(Endpoints.unsubscribe.path, { subscription_id: id }, fan);
    expect(cancelled.json()).toMatchObject({
      success: 1,
      message: Messages.subscriptionCancelled,
      data: { id, status: 0, next_package: null },
    });
    expect((await postAs(post.id, fan)).json()).toMatchObject({ data: { is_lock: 0 } });
    expect((await mine(fan))[0]).toMatchObject({ id, status: 0 });

    const renewed = await send(Endpoints.renewSubscription.path, { subscription_id: id }, fan);
    expect(renewed.json()).toMatchObject({
      success: 1,
      message: Messages.subscriptionRenewed,
      data: { id, status: 1, next_package: { package_type: 1 } },
    });
    await send(Endpoints.unsubscribe.path, { subscription_id: id }, fan);

    // Cancelled: at expiry nothing is charged and the post locks again.
    t.advanceClock(31 * DAY);
    try {
      await t.app.subscriptionsService.renewDue();
      const later = await relogin(fan);
      expect((await postAs(post.id, later)).json()).toMatchObject({ data: { is_lock: 1 } });
      await refused(Endpoints.renewSubscription.path, { subscription_id: id }, later, 400, Messages.subscriptionEnded);
      expect(await mine(later)).toEqual([]);
    } finally {
      t.advanceClock(-31 * DAY);
    }
    expect(await chargesOf(fan.id)).toHaveLength(1);
  });

  it('at expiry the sweep charges the next period once (after a trial the monthly plan), or lapses with a notification when short', async () => {
    const { seller, packages } = await withPlans({ monthly: 100, trial: 2 });
    const rich = await verifiedUser(t);
    const poor = await verifiedUser(t);
    await fund(db(), rich.id, 150);
    await subscribe(rich, seller.id, packages.Free!.id);
    await fund(db(), poor.id, 100);
    await subscribe(poor, seller.id, packages.Monthly!.id);
    const sellerBefore = await balanceOf(seller.id);

    t.advanceClock(3 * DAY);
    try {
      // Nothing is due for the monthly one yet; the trial is.
      await Promise.all([t.app.subscriptionsService.renewDue(), t.app.subscriptionsService.renewDue()]);
      expect(await chargesOf(rich.id)).toHaveLength(1);
      expect(await balanceOf(rich.id)).toBe(50);
      expect(await balanceOf(seller.id)).toBe(sellerBefore! + 80);
      const [renewed] = await mine(await relogin(rich));
      expect(renewed).toMatchObject({ package_type: 1, price: 100, status: 1, remaining_days: 29 });
      expect(await notificationsOf(rich.id, NotificationType.newSubscription)).toHaveLength(1);

      t.advanceClock(30 * DAY);
      // Both short now: the poor one's first month has ended, and the rich one's second month.
      await t.app.subscriptionsService.renewDue();
      expect(await notificationsOf(poor.id, NotificationType.subscriptionLapsed)).toHaveLength(1);
      expect(await notificationsOf(rich.id, NotificationType.subscriptionLapsed)).toHaveLength(1);
      await t.app.subscriptionsService.renewDue();
      expect(await notificationsOf(rich.id, NotificationType.subscriptionLapsed)).toHaveLength(1);
      expect(await balanceOf(poor.id)).toBe(0);
      expect(await chargesOf(rich.id)).toHaveLength(1);
    } finally {
      t.advanceClock(-33 * DAY);
    }
  });

  it('a renewal lapses when the plan is gone', async () => {
    const { seller, packages } = await withPlans({ monthly: 10 });
    const fan = await verifiedUser(t);
    await fund(db(), fan.id, 100);
    await subscribe(fan, seller.id, packages.Monthly!.id);
    expect((await send(Endpoints.savePlans.path, { anual: 50 }, seller)).statusCode).toBe(200);
    t.advanceClock(31 * DAY);
    try {
      await t.app.subscriptionsService.renewDue();
      expect(await notificationsOf(fan.id, NotificationType.subscriptionLapsed)).toMatchObject([{ data: { reason: 'plan' } }]);
      expect(await balanceOf(fan.id)).toBe(90);
    } finally {
      t.advanceClock(-31 * DAY);
    }
  });
});

describe.skipIf(!backends.includes('postgres'))('subscriptions: two server processes sweep one PostgreSQL', () => {
  it('charges each due renewal once', async () => {
    const one = await createTestApp('postgres');
    const two = await createTestApp('postgres', { database: one.testDatabase });
    try {
      const db = one.testDatabase.database.db;
      const seller = await creator(one);
      const saved = await one.app.inject({
        method: 'POST',
        url: Endpoints.savePlans.path,
        payload: { monthly: 10 },
        headers: { authorization: `Bearer ${seller.token}` },
      });
      const monthlyId = (saved.json() as { data: CreatorPackages }).data.Monthly!.id;
      const fans = [];
      for (let i = 0; i < 12; i++) {
        const fan = await verifiedUser(one);
        await fund(db, fan.id, 40);
        const response = await one.app.inject({
          method: 'POST',
          url: Endpoints.subscribe.path,
          payload: { package_user_id: seller.id, package_id: monthlyId },
          headers: { authorization: `Bearer ${fan.token}` },
        });
        expect(response.statusCode, response.body).toBe(200);
        fans.push(fan);
      }
      one.advanceClock(31 * DAY);
      two.advanceClock(31 * DAY);
      const results = await Promise.all([
        one.app.subscriptionsService.renewDue(),
        two.app.subscriptionsService.renewDue(),
        one.app.subscriptionsService.renewDue(),
        two.app.subscriptionsService.renewDue(),
      ]);
      expect(results.reduce((sum, result) => sum + result.renewed, 0)).toBe(12);
      for (const fan of fans) {
        const charges = await db
          .select()
          .from(ledgerTransactions)
          .where(and(eq(ledgerTransactions.payerId, fan.id), eq(ledgerTransactions.kind, LedgerKind.subscription)));
        expect(charges).toHaveLength(2);
        expect((await db.select({ balance: users.walletBalance }).from(users).where(eq(users.id, fan.id)))[0]?.balance).toBe(20);
      }
      await expectBooksBalanced(db);
    } finally {
      await two.close();
      await one.close();
    }
  });
});

describe('subscriptions: the sweep runs by itself on its interval', () => {
  it('charges a due renewal without being called (SUBSCRIPTION_SWEEP_SECONDS)', async () => {
    const t = await createTestApp('pglite', { subscriptionSweepSeconds: 1 });
    try {
      const db = t.testDatabase.database.db;
      const seller = await creator(t);
      const saved = await t.app.inject({
        method: 'POST',
        url: Endpoints.savePlans.path,
        payload: { monthly: 10 },
        headers: { authorization: `Bearer ${seller.token}` },
      });
      const monthlyId = (saved.json() as { data: CreatorPackages }).data.Monthly!.id;
      const fan = await verifiedUser(t);
      await fund(db, fan.id, 30);
      await t.app.inject({
        method: 'POST',
        url: Endpoints.subscribe.path,
        payload: { package_user_id: seller.id, package_id: monthlyId },
        headers: { authorization: `Bearer ${fan.token}` },
      });
      t.advanceClock(31 * DAY);
      const charges = () =>
        db
          .select()
          .from(ledgerTransactions)
          .where(and(eq(ledgerTransactions.payerId, fan.id), eq(ledgerTransactions.kind, LedgerKind.subscription)));
      await expect.poll(async () => (await charges()).length, { timeout: 5_000, interval: 200 }).toBe(2);
      await expectBooksBalanced(db);
    } finally {
      await t.close();
    }
  });
});
