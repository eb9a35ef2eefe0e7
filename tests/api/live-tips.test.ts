import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LedgerKind } from '../../contract/codes';
import { Endpoints } from '../../contract/endpoints';
import type { LiveStream, LiveViewer } from '../../contract/live';
import { Messages } from '../../contract/messages';
import { ledgerTransactions, users } from '../../server/db/schema';
import { backends, createTestApp, verifiedUser, type TestApp } from './harness';
import { expectBooksBalanced, fund } from './ledger-support';
import { call, goLive, type Person } from './live-support';

// Issue 32 item 10: the tip goal, the tip menu and the host's viewer list.
describe.each(backends)('live tip goal, tip menu and viewer list (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const db = () => t.testDatabase.database.db;
  const balanceOf = async (id: number) =>
    (await db().select({ balance: users.walletBalance }).from(users).where(eq(users.id, id)))[0]?.balance;
  const setup = (who: Person, streamId: string, goal: unknown, menu: unknown) =>
    call(t, Endpoints.liveTipsSetup.path, { stream_id: streamId, goal, menu }, who);
  const streamAs = async (who: Person, streamId: string) =>
    (await call(t, Endpoints.liveStream.path, { stream_id: streamId }, who)).json().data as LiveStream;
  const menuTip = (who: Person, streamId: string, itemId: string, price: number, key?: string) =>
    call(t, Endpoints.menuTipLive.path, { stream_id: streamId, item_id: itemId, price }, who, key);

  it('goes live with a goal and a menu; every viewer reads them, and the total starts at 0', async () => {
    const host = await verifiedUser(t);
    const response = await call(
      t,
      Endpoints.goLive.path,
      {
        stream_id: 'GoalMenu01',
        broadcaster_id: host.id,
        title: 'Goals',
        amount: 0,
        type: 0,
        goal: { coins: 500, label: 'Dance at 500 coins' },
        menu: [
          { label: 'Song request', price: 50 },
          { label: 'Shout-out', price: 20 },
        ],
      },
      host,
    );
    expect(response.statusCode, response.body).toBe(200);
    const fan = await verifiedUser(t);
    const seen = await streamAs(fan, 'GoalMenu01');
    expect(seen).toMatchObject({
      goal: { coins: 500, label: 'Dance at 500 coins' },
      tips_total: 0,
      menu: [
        { label: 'Song request', price: 50 },
        { label: 'Shout-out', price: 20 },
      ],
    });
    expect(new Set(seen.menu.map((item) => item.id)).size).toBe(2);
  });

  it('refuses a goal out of 1..1,000,000, a blank or long label, an 11th item, a long label and a price below 1', async () => {
    const host = await verifiedUser(t);
    const stream = await goLive(t, host);
    const refused = async (goal: unknown, menu: unknown, message: string) => {
      const answer = await setup(host, stream.stream_id, goal, menu);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toMatchObject({ success: 0, message });
    };
    await refused({ coins: 0, label: 'x' }, [], Messages.liveGoalRange);
    await refused({ coins: 1_000_001, label: 'x' }, [], Messages.liveGoalRange);
    await refused({ coins: 10, label: '   ' }, [], Messages.liveGoalLabelRequired);
    await refused({ coins: 10, label: 'x'.repeat(61) }, [], Messages.liveGoalLabelTooLong);
    const item = { label: 'Wave', price: 5 };
    await refused(
      null,
      Array.from({ length: 11 }, () => item),
      Messages.liveMenuTooMany,
    );
    await refused(null, [{ label: 'x'.repeat(41), price: 5 }], Messages.liveMenuLabelTooLong);
    await refused(null, [{ label: '', price: 5 }], Messages.liveMenuLabelRequired);
    await refused(null, [{ label: 'Wave', price: 0 }], Messages.liveMenuPriceMin);
    // The edges pass.
    const ok = await setup(
      host,
      stream.stream_id,
      { coins: 1_000_000, label: 'x'.repeat(60) },
      Array.from({ length: 10 }, () => item),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ message: Messages.liveSetupSaved, data: { goal: { coins: 1_000_000 } } });
    expect((ok.json().data as LiveStream).menu).toHaveLength(10);
  });

  it("nobody but the host sets another's goal or menu", async () => {
    const host = await verifiedUser(t);
    const other = await verifiedUser(t);
    const stream = await goLive(t, host);
    const answer = await setup(other, stream.stream_id, { coins: 5, label: 'Mine' }, [{ label: 'Cheap', price: 1 }]);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ success: 0, message: Messages.liveHostOnly });
    expect(await streamAs(host, stream.stream_id)).toMatchObject({ goal: null, menu: [] });
  });

  it('a menu tip charges exactly the menu price through the ledger, labelled, and counts toward the goal', async () => {
    const host = await verifiedUser(t);
    const stream = await goLive(t, host);
    const saved = await setup(host, stream.stream_id, { coins: 100, label: 'Dance' }, [{ label: 'Song request', price: 50 }]);
    const [item] = (saved.json().data as LiveStream).menu;
    const fan = await verifiedUser(t);
    await fund(db(), fan.id, 200);

    // A price of the viewer's own is refused, and so is an item that is not on the menu; nothing moves.
    const invented = await menuTip(fan, stream.stream_id, item!.id, 1);
    expect(invented.statusCode).toBe(409);
    expect(invented.json()).toMatchObject({ message: Messages.liveMenuPriceChanged });
    const unknown = await menuTip(fan, stream.stream_id, 'nope', 50);
    expect(unknown.json()).toMatchObject({ message: Messages.liveMenuItemGone });
    expect(await balanceOf(fan.id)).toBe(200);

    const tipped = await menuTip(fan, stream.stream_id, item!.id, 50, 'menu-tip-1');
    expect(tipped.statusCode, tipped.body).toBe(200);
    expect(tipped.json().data).toMatchObject({ wallet_balance: 150, message: { coins: 50, menu_item: 'Song request' } });
    // A retry with the same key answers the first.
    expect((await menuTip(fan, stream.stream_id, item!.id, 50, 'menu-tip-1')).json().data.wallet_balance).toBe(150);
    const rows = await db()
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.payerId, fan.id), eq(ledgerTransactions.kind, LedgerKind.liveTip)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 50, payeeId: host.id, data: { menu_item: 'Song request', stream_id: stream.stream_id } });

    // A plain tip counts too; the total is the ledger's, for a late joiner as for the host.
    await call(t, Endpoints.tipLive.path, { stream_id: stream.stream_id, amount: 30 }, fan, 'plain-tip-1');
    const late = await verifiedUser(t);
    expect(await streamAs(late, stream.stream_id)).toMatchObject({ tips_total: 80, goal: { coins: 100 } });
    expect(await streamAs(host, stream.stream_id)).toMatchObject({ tips_total: 80 });
    // A tip in another stream does not.
    const elsewhere = await goLive(t, await verifiedUser(t));
    await call(t, Endpoints.tipLive.path, { stream_id: elsewhere.stream_id, amount: 5 }, fan, 'plain-tip-2');
    expect(await streamAs(late, stream.stream_id)).toMatchObject({ tips_total: 80 });
    await expectBooksBalanced(db());
  });

  it('a menu tip never takes the wallet below zero', async () => {
    const host = await verifiedUser(t);
    const stream = await goLive(t, host);
    const [item] = ((await setup(host, stream.stream_id, null, [{ label: 'Big wish', price: 60 }])).json().data as LiveStream).menu;
    const fan = await verifiedUser(t);
    await fund(db(), fan.id, 59);
    const short = await menuTip(fan, stream.stream_id, item!.id, 60);
    expect(short.json()).toMatchObject({ success: 0, message: Messages.insufficientBalance });
    expect(await balanceOf(fan.id)).toBe(59);
  });

  it('concurrent menu tips: one key charges once, distinct keys charge the menu price each until the wallet runs out', async () => {
    const host = await verifiedUser(t);
    const stream = await goLive(t, host);
    const [item] = (
      (await setup(host, stream.stream_id, { coins: 1000, label: 'Party' }, [{ label: 'Song', price: 30 }])).json().data as LiveStream
    ).menu;
    const fan = await verifiedUser(t);
    await fund(db(), fan.id, 100);
    const same = await Promise.all(Array.from({ length: 8 }, () => menuTip(fan, stream.stream_id, item!.id, 30, 'menu-same')));
    for (const response of same) expect(response.json().data?.wallet_balance, response.body).toBe(70);
    const distinct = await Promise.all(Array.from({ length: 5 }, (_, i) => menuTip(fan, stream.stream_id, item!.id, 30, `menu-key-${i}`)));
    expect(
      distinct.filter((response) => response.statusCode === 200),
      distinct.map((r) => r.body).join(),
    ).toHaveLength(2);
    for (const response of distinct.filter((r) => r.statusCode !== 200))
      expect(response.json()).toMatchObject({ message: Messages.insufficientBalance });
    expect(await balanceOf(fan.id)).toBe(10);
    expect(await balanceOf(host.id)).toBe(3 * 24);
    expect(await streamAs(host, stream.stream_id)).toMatchObject({ tips_total: 90 });
    await expectBooksBalanced(db());
  });

  it('the viewer list is the host’s only; it is empty with nobody in the room', async () => {
    const host = await verifiedUser(t);
    const fan = await verifiedUser(t);
    const stream = await goLive(t, host);
    const asFan = await call(t, Endpoints.liveViewers.path, { stream_id: stream.stream_id }, fan);
    expect(asFan.statusCode).toBe(403);
    expect(asFan.json()).toMatchObject({ success: 0, message: Messages.liveHostOnly });
    const asHost = await call(t, Endpoints.liveViewers.path, { stream_id: stream.stream_id }, host);
    expect(asHost.statusCode, asHost.body).toBe(200);
    expect(asHost.json().data as LiveViewer[]).toEqual([]);
  });
});
