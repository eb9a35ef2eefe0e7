import { sql } from 'drizzle-orm';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARNING_KINDS } from '../../contract/codes';
import {
  EARNINGS_SOURCES,
  EarningsResponse,
  SOURCE_OF_KIND,
  StatementResponse,
  type Earnings,
  type EarningsFigures,
  type Statement,
} from '../../contract/earnings';
import { Endpoints } from '../../contract/endpoints';
import { Messages } from '../../contract/messages';
import { dayOf } from '../../contract/rules';
import type { ChatMessage } from '../../contract/chat';
import type { CreatorPackages } from '../../contract/subscriptions';
import { stickers } from '../../server/db/schema';
import { backends, createTestApp, verifiedUser, type TestApp } from './harness';
import { expectBooksBalanced, fund } from './ledger-support';
import { insertPackage, listMessages, member, openRoom, send, uploadImage } from './chat-support';
import { goLive } from './live-support';
import { follow, imagePost } from './posts-support';

/** What the ledger itself says a creator earned, per source: every movement of an earning kind paid to them. */
interface LedgerFigures {
  totals: EarningsFigures;
  sources: Record<string, EarningsFigures>;
}

describe.each(backends)('earnings (%s)', (backend) => {
  let t: TestApp;
  const db = () => t.testDatabase.database.db;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await db()
      .insert(stickers)
      .values([{ name: 'rose', file: 'rose.svg', price: 15 }])
      .onConflictDoNothing();
  });
  afterAll(async () => {
    await expectBooksBalanced(db());
    await t.close();
  });

  const get = (url: string, query: Record<string, string>, token?: string) =>
    t.app.inject({ method: 'GET', url, query, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const post = (url: string, body: object, token: string) =>
    t.app.inject({ method: 'POST', url, payload: body, headers: { authorization: `Bearer ${token}` } });
  const ok = async (response: Awaited<ReturnType<typeof post>>) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: unknown };
  };
  const today = () => dayOf(Date.now());
  const dashboard = async (who: { token: string }, query: Record<string, string> = {}) => {
    const response = await get(Endpoints.earnings.path, { period: 'day', from: today(), to: today(), ...query }, who.token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as unknown;
    expect(Value.Check(EarningsResponse, body)).toBe(true);
    return (body as { data: Earnings }).data;
  };
  const statement = async (who: { token: string }, month = today().slice(0, 7)) => {
    const response = await get(Endpoints.earningsStatement.path, { month }, who.token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as unknown;
    expect(Value.Check(StatementResponse, body)).toBe(true);
    return (body as { data: Statement }).data;
  };

  async function ledgerFigures(creatorId: number): Promise<LedgerFigures> {
    const result = await db().execute(sql`
      select t.kind, t.amount as gross,
             (select coalesce(sum(amount), 0) from ledger_entries where transaction_id = t.id and account = 'platform_fees')::int as fee,
             (select coalesce(sum(amount), 0) from ledger_entries where transaction_id = t.id and user_id = ${creatorId})::int as net
        from ledger_transactions t where t.payee_id = ${creatorId}`);
    const figures: LedgerFigures = { totals: { gross: 0, fee: 0, net: 0, count: 0 }, sources: {} };
    for (const row of (result as unknown as { rows: { kind: string; gross: number; fee: number; net: number }[] }).rows) {
      if (!EARNING_KINDS.includes(row.kind as (typeof EARNING_KINDS)[number])) continue;
      const source = SOURCE_OF_KIND[row.kind]!;
      const into = (figures.sources[source] ??= { gross: 0, fee: 0, net: 0, count: 0 });
      for (const sum of [figures.totals, into]) {
        sum.gross += Number(row.gross);
        sum.fee += Number(row.fee);
        sum.net += Number(row.net);
        sum.count += 1;
      }
    }
    return figures;
  }

  /** A creator who sold once through every source, through the real calls, to two fans; and a coin transfer, which earns nothing. */
  async function creatorWithSales() {
    const creator = await member(t, { creator: true });
    const [fan, second] = [await member(t), await member(t)];
    for (const one of [fan, second]) {
      await fund(db(), one.id, 2_000);
      await follow(t, one.token, creator.id);
    }
    // Subscriptions: the first month.
    await ok(await post(Endpoints.savePlans.path, { monthly: 120 }, creator.token));
    const plans = (await ok(await post(Endpoints.creatorPlans.path, { user_id: creator.id }, fan.token))).data as CreatorPackages;
    await ok(await post(Endpoints.subscribe.path, { package_user_id: creator.id, package_id: plans.Monthly!.id }, fan.token));
    // Unlocks, tips (on a post and on the profile) and a sticker.
    const paid = await imagePost(t, creator, { payment_type: 2, payment_amount: 99 });
    await ok(await post(Endpoints.unlockPost.path, { post_id: paid.id, price: 99 }, fan.token));
    await ok(await post(Endpoints.unlockPost.path, { post_id: paid.id, price: 99 }, second.token));
    await ok(await post(Endpoints.donateToPost.path, { post_id: paid.id, amount: 33 }, second.token));
    await ok(await post(Endpoints.donateToPerson.path, { user_id: creator.id, amount: 7 }, fan.token));
    const [rose] = await db()
      .select()
      .from(stickers)
      .where(sql`name = 'rose'`);
    await ok(await post(Endpoints.sendSticker.path, { sticker_id: rose!.id, to_user_id: creator.id }, second.token));
    // A package offered in the chat and a paid message, both unlocked by the fan.
    const pack = await insertPackage(t, creator.id, 45);
    await ok(
      await t.post(
        Endpoints.offerPackage.path,
        { package_id: pack.id, package_title: 'x', message_type: 'paidPackage', user_list: [fan.id] },
        { token: creator.chat },
      ),
    );
    const room = await openRoom(t, fan, creator);
    const image = await uploadImage(t, creator);
    await ok(await send(t, creator, { room: room._id, messageType: 'PAID_MEDIA', files: [image.key], price: 21 }));
    for (const message of (await listMessages(t, fan, { room: room._id })) as ChatMessage[]) {
      await ok(
        await post(Endpoints.unlockMessage.path, { amount: message.coins, to_user_id: creator.id, message_id: message._id }, fan.token),
      );
    }
    // Live: a paid join and a tip.
    const stream = await goLive(t, creator, 40);
    await ok(await post(Endpoints.joinLive.path, { stream_id: stream.stream_id }, second.token));
    await ok(await post(Endpoints.tipLive.path, { stream_id: stream.stream_id, amount: 13 }, second.token));
    // Not earnings: a coin transfer.
    await ok(await post(Endpoints.transferCoins.path, { to_user_id: creator.id, amount: 11 }, fan.token));
    return { creator, fan, second };
  }

  const figuresOf = ({ gross, fee, net, count }: EarningsFigures) => ({ gross, fee, net, count });

  it('reconciles with the ledger: every source through the real calls, by source, by day, per fan and in the statement', async () => {
    const { creator, fan, second } = await creatorWithSales();
    const ledger = await ledgerFigures(creator.id);
    // Every source sold once at least, and a transfer is not a sale.
    expect(Object.keys(ledger.sources).sort()).toEqual([...EARNINGS_SOURCES].sort());
    expect(ledger.totals.gross).toBe(120 + 99 * 2 + 33 + 7 + 15 + 45 + 21 + 40 + 13);
    expect(ledger.totals.gross).toBe(ledger.totals.fee + ledger.totals.net);

    const data = await dashboard(creator);
    expect(data.totals).toEqual(ledger.totals);
    expect(data.sources.map((one) => one.source)).toEqual(EARNINGS_SOURCES);
    for (const one of data.sources) expect(figuresOf(one), one.source).toEqual(ledger.sources[one.source]);
    expect(data.buckets).toHaveLength(1);
    expect(data.buckets[0]).toMatchObject({ start: today(), ...ledger.totals });
    expect(data.buckets[0]!.sources).toEqual(data.sources);

    // Top fans by what they paid: the fan paid 120 + 99 + 7 + 45 + 21 (and transferred 11, not a sale).
    expect(data.top_fans.map((one) => [one.person.id, one.gross])).toEqual([
      [fan.id, 292],
      [second.id, 99 + 33 + 15 + 40 + 13],
    ]);
    expect(data.top_fans.reduce((sum, one) => sum + one.gross, 0)).toBe(ledger.totals.gross);
    expect(data.subscribers.at(-1)).toMatchObject({ start: today(), active: 1, new: 1 });

    // The week and the month hold the same figures.
    for (const period of ['week', 'month']) expect((await dashboard(creator, { period })).totals).toEqual(ledger.totals);

    const month = await statement(creator);
    expect(month.totals).toEqual(ledger.totals);
    expect(month.filename).toMatch(/^earnings-.+-\d{4}-\d{2}\.csv$/);
    const lines = month.csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('date_utc,transaction,source,kind,fan,gross_coins,fee_coins,net_coins');
    const sales = lines.slice(1, -1).map((line) => line.split(','));
    expect(sales).toHaveLength(ledger.totals.count);
    const column = (index: number) => sales.reduce((sum, cells) => sum + Number(cells[index]), 0);
    expect([column(5), column(6), column(7)]).toEqual([ledger.totals.gross, ledger.totals.fee, ledger.totals.net]);
    expect(lines.at(-1)).toBe(`total,,,,,${ledger.totals.gross},${ledger.totals.fee},${ledger.totals.net}`);
    for (const cells of sales) expect(EARNINGS_SOURCES).toContain(cells[2]);

    // Another month is empty, zero-filled; a fan's payments do not show as the fan's own earnings.
    expect((await statement(creator, '2020-01')).csv).toBe(
      'date_utc,transaction,source,kind,fan,gross_coins,fee_coins,net_coins\r\ntotal,,,,,0,0,0\r\n',
    );
  });

  it('groups days into ISO weeks and months, zero-filled, over the whole range', async () => {
    const creator = await member(t, { creator: true });
    const byDay = await dashboard(creator, { period: 'day', from: '2026-01-01', to: '2026-01-31' });
    expect(byDay.buckets).toHaveLength(31);
    expect(byDay.totals).toEqual({ gross: 0, fee: 0, net: 0, count: 0 });
    expect(byDay.top_fans).toEqual([]);
    // 2026-01-01 is a Thursday: its week starts on Monday 2025-12-29.
    const byWeek = await dashboard(creator, { period: 'week', from: '2026-01-01', to: '2026-01-31' });
    expect(byWeek.buckets.map((bucket) => bucket.start)).toEqual(['2025-12-29', '2026-01-05', '2026-01-12', '2026-01-19', '2026-01-26']);
    const byMonth = await dashboard(creator, { period: 'month', from: '2025-02-10', to: '2026-01-31' });
    expect(byMonth.buckets.map((bucket) => bucket.start)).toEqual([
      '2025-02-01',
      '2025-03-01',
      '2025-04-01',
      '2025-05-01',
      '2025-06-01',
      '2025-07-01',
      '2025-08-01',
      '2025-09-01',
      '2025-10-01',
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
    ]);
  });

  it("shows only the viewer's own earnings: another creator's sales are not theirs; a fan is refused; no token is 401", async () => {
    const { creator } = await creatorWithSales();
    const other = await member(t, { creator: true });
    expect((await dashboard(other)).totals).toEqual({ gross: 0, fee: 0, net: 0, count: 0 });
    expect((await statement(other)).totals.count).toBe(0);

    const fan = await verifiedUser(t);
    for (const [url, query] of [
      [Endpoints.earnings.path, { from: today(), to: today() }],
      [Endpoints.earningsStatement.path, { month: today().slice(0, 7) }],
    ] as const) {
      const refused = await get(url, query, fan.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ success: 0, message: Messages.earningsCreatorOnly });
      expect((await get(url, query)).statusCode).toBe(401);
      // Nobody names whose earnings to read: a user id in the query is not read.
      const asked = await get(url, { ...query, user_id: String(creator.id) }, other.token);
      expect(asked.statusCode).toBe(200);
      expect(asked.json()).toMatchObject({ data: { totals: { gross: 0, count: 0 } } });
    }
  });

  it('refuses a bad period, range or month with its message, never a 500', async () => {
    const creator = await member(t, { creator: true });
    const cases: [Record<string, string>, string][] = [
      [{ period: 'year', from: '2026-01-01', to: '2026-01-02' }, Messages.earningsPeriodInvalid],
      [{ from: '2026-02-30', to: '2026-03-02' }, Messages.earningsRangeInvalid],
      [{ from: '2026-03-02', to: '2026-03-01' }, Messages.earningsRangeInvalid],
      [{ from: '26-03-01', to: '2026-03-01' }, Messages.earningsRangeInvalid],
      [{ from: '2026-03-01' }, Messages.earningsRangeInvalid],
      [{ from: '2026-03-01\u0000', to: '2026-03-01' }, Messages.earningsRangeInvalid],
      [{ from: '2025-01-01', to: '2026-01-02' }, Messages.earningsRangeTooLong],
    ];
    for (const [query, message] of cases) {
      const response = await get(Endpoints.earnings.path, query, creator.token);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json()).toMatchObject({ success: 0, message });
    }
    // A leap year's 366 days are one range.
    expect((await dashboard(creator, { from: '2024-01-01', to: '2024-12-31', period: 'month' })).buckets).toHaveLength(12);
    for (const month of ['2026-13', '2026-00', '2026-1', 'abcd-ef', '']) {
      const response = await get(Endpoints.earningsStatement.path, { month }, creator.token);
      expect(response.statusCode, month).toBe(400);
      expect(response.json()).toMatchObject({ success: 0, message: Messages.statementMonthInvalid });
    }
  });
});
