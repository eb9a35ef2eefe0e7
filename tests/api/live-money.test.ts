import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LedgerKind, NotificationType } from '../../contract/codes';
import { Messages } from '../../contract/messages';
import { Endpoints } from '../../contract/endpoints';
import { ledgerTransactions, liveJoins, notifications, users } from '../../server/db/schema';
import { backends, createTestApp, verifiedUser, type TestApp } from './harness';
import { expectBooksBalanced, fund } from './ledger-support';
import { call, goLive } from './live-support';
import { creator } from './posts-support';

// Paid live calls under repetition and concurrency: one charge per join and per tip key, nothing written for a short
// wallet, balanced books. Only PostgreSQL runs the requests truly at once.
describe.each(backends)('live money under concurrency (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const db = () => t.testDatabase.database.db;
  const balanceOf = async (id: number) =>
    (await db().select({ balance: users.walletBalance }).from(users).where(eq(users.id, id)))[0]?.balance;
  const movements = (payerId: number, kind: string) =>
    db()
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.payerId, payerId), eq(ledgerTransactions.kind, kind)));

  it('a double click and ten concurrent joins of a paid stream charge once; every answer is the same join', async () => {
    const host = await creator(t);
    const stream = await goLive(t, host, 40);
    const fans = [await verifiedUser(t), await verifiedUser(t)];
    for (const fan of fans) await fund(db(), fan.id, 100);

    const [doubleClicker, crowd] = fans as [(typeof fans)[number], (typeof fans)[number]];
    const clicks = await Promise.all([1, 2].map(() => call(t, Endpoints.joinLive.path, { stream_id: stream.stream_id }, doubleClicker)));
    const many = await Promise.all(
      Array.from({ length: 10 }, () => call(t, Endpoints.joinLive.path, { stream_id: stream.stream_id }, crowd)),
    );
    for (const response of [...clicks, ...many]) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        success: 1,
        message: Messages.liveJoined,
        data: { wallet_balance: 60, stream: { joined: true } },
      });
    }
    // A rejoin later: nothing more.
    expect((await call(t, Endpoints.joinLive.path, { stream_id: stream.stream_id }, crowd)).json().data.wallet_balance).toBe(60);

    for (const fan of fans) {
      expect(await balanceOf(fan.id)).toBe(60);
      expect(await movements(fan.id, LedgerKind.liveJoin)).toHaveLength(1);
    }
    expect(await balanceOf(host.id)).toBe(2 * 32);
    expect(await db().select().from(liveJoins).where(eq(liveJoins.streamId, stream.stream_id))).toHaveLength(2);
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, host.id), eq(notifications.type, NotificationType.liveStream)));
    expect(told).toHaveLength(2);
    await expectBooksBalanced(db());
  });

  it('concurrent joins with too few coins write nothing; after buying coins the join goes through once', async () => {
    const host = await creator(t);
    const stream = await goLive(t, host, 40);
    const fan = await verifiedUser(t);
    await fund(db(), fan.id, 39);
    const refused = await Promise.all(
      Array.from({ length: 5 }, () => call(t, Endpoints.joinLive.path, { stream_id: stream.stream_id }, fan)),
    );
    for (const response of refused) expect(response.json()).toMatchObject({ success: 0, message: Messages.insufficientBalance });
    expect(await db().select().from(liveJoins).where(eq(liveJoins.streamId, stream.stream_id))).toEqual([]);
    expect(await movements(fan.id, LedgerKind.liveJoin)).toEqual([]);
    expect(await balanceOf(fan.id)).toBe(39);
    await fund(db(), fan.id, 1);
    const joined = await Promise.all(
      Array.from({ length: 5 }, () => call(t, Endpoints.joinLive.path, { stream_id: stream.stream_id }, fan)),
    );
    for (const response of joined) expect(response.json()).toMatchObject({ success: 1, data: { wallet_balance: 0 } });
    expect(await movements(fan.id, LedgerKind.liveJoin)).toHaveLength(1);
    await expectBooksBalanced(db());
  });

  it('ten concurrent tips with one idempotency key charge once; distinct keys charge each, never below zero', async () => {
    const host = await verifiedUser(t);
    const stream = await goLive(t, host);
    const fan = await verifiedUser(t);
    await fund(db(), fan.id, 100);
    const same = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(t, Endpoints.tipLive.path, { stream_id: stream.stream_id, amount: 30 }, fan, 'live-tip-same-key'),
      ),
    );
    const ids = new Set<string>();
    for (const response of same) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.wallet_balance).toBe(70);
      ids.add(response.json().data.message.id as string);
    }
    expect(ids.size).toBe(1);
    expect(await movements(fan.id, LedgerKind.liveTip)).toHaveLength(1);

    // Five different tips of 30 from 70 coins at once: two go through, three find the wallet short.
    const distinct = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        call(t, Endpoints.tipLive.path, { stream_id: stream.stream_id, amount: 30 }, fan, `live-tip-key-${i}`),
      ),
    );
    const ok = distinct.filter((response) => response.statusCode === 200);
    expect(ok).toHaveLength(2);
    for (const response of distinct.filter((r) => r.statusCode !== 200))
      expect(response.json()).toMatchObject({ message: Messages.insufficientBalance });
    expect(await balanceOf(fan.id)).toBe(10);
    expect(await movements(fan.id, LedgerKind.liveTip)).toHaveLength(3);
    expect(await balanceOf(host.id)).toBe(3 * 24);
    await expectBooksBalanced(db());
  });
});
