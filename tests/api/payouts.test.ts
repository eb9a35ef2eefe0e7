import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { LedgerKind, PayoutStatus } from '../../contract/codes';
import { Messages } from '../../contract/messages';
import { BankDetailsResponse, WithdrawableResponse, WithdrawListResponse, type BankBody } from '../../contract/review';
import { Endpoints } from '../../contract/endpoints';
import { bankAccounts, ledgerEntries, ledgerTransactions, payouts, users } from '../../server/db/schema';
import { backends, createTestApp, verifiedUser, type TestApp } from './harness';
import { expectBooksBalanced, fund } from './ledger-support';
import { BANK, earn, type Login } from './review-support';

const DAY = 24 * 60 * 60_000;

describe.each(backends)('banking and payouts (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { money: { platformFeePercent: 20, referralWelcomeCoins: 50, coinValueCents: 2 } });
  });
  afterAll(async () => {
    await expectBooksBalanced(t.testDatabase.database.db);
    await t.close();
  });
  const db = () => t.testDatabase.database.db;
  const balanceOf = async (id: number) =>
    (await db().select({ balance: users.walletBalance }).from(users).where(eq(users.id, id)))[0]?.balance;
  const withdrawable = async (who: Login) => {
    const response = await t.post(Endpoints.withdrawable.path, undefined, { token: who.token });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as WithdrawableResponse;
    expect(Value.Check(WithdrawableResponse, body)).toBe(true);
    return body.data;
  };
  const withBank = async () => {
    const me = await verifiedUser(t);
    expect((await t.post(Endpoints.saveBank.path, BANK, { token: me.token })).statusCode).toBe(200);
    return me;
  };
  const withdraw = (who: Login, amount: unknown) => t.post(Endpoints.requestPayout.path, { amount }, { token: who.token });

  it('banking: the nine fields required, routing and swift digits only, shown masked, private to the owner', async () => {
    const me = await verifiedUser(t);
    const other = await verifiedUser(t);
    const empty = await t.post(Endpoints.bank.path, undefined, { token: me.token });
    expect(empty.json()).toMatchObject({ success: 1, data: { bank: null } });

    const required: [keyof BankBody, string][] = [
      ['bank_holder_name', Messages.bankHolderNameRequired],
      ['bank_name', Messages.bankNameRequired],
      ['bank_account_number', Messages.bankAccountNumberRequired],
      ['bank_country', Messages.bankCountryRequired],
      ['bank_state', Messages.bankStateRequired],
      ['bank_city', Messages.bankCityRequired],
      ['bank_routing', Messages.bankRoutingRequired],
      ['bank_address', Messages.bankAddressRequired],
      ['bank_swift_code', Messages.bankSwiftCodeRequired],
    ];
    for (const [field, message] of required) {
      for (const body of [{ ...BANK, [field]: '' }, Object.fromEntries(Object.entries(BANK).filter(([key]) => key !== field))]) {
        const response = await t.post(Endpoints.saveBank.path, body, { token: me.token });
        expect(response.statusCode, field).toBe(400);
        expect(response.json()).toMatchObject({ success: 0, message });
      }
    }
    for (const field of ['bank_routing', 'bank_swift_code'] as const) {
      for (const value of ['12a4', '12 34', '-1', '1.5']) {
        const response = await t.post(Endpoints.saveBank.path, { ...BANK, [field]: value }, { token: me.token });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ message: Messages.onlyDigits });
      }
    }
    expect((await t.post(Endpoints.saveBank.path, { ...BANK, bank_name: 'x'.repeat(101) }, { token: me.token })).json()).toMatchObject({
      message: Messages.bankFieldTooLong,
    });
    expect(await db().select().from(bankAccounts).where(eq(bankAccounts.userId, me.id))).toEqual([]);

    const saved = await t.post(Endpoints.saveBank.path, BANK, { token: me.token });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      success: 1,
      message: Messages.bankSaved,
      data: { bank: { ...BANK, bank_account_number: '•••• 3000' } },
    });
    const read = (await t.post(Endpoints.bank.path, undefined, { token: me.token })).json() as BankDetailsResponse;
    expect(Value.Check(BankDetailsResponse, read)).toBe(true);
    expect(JSON.stringify(read)).not.toContain(BANK.bank_account_number);
    expect(read.data.bank?.bank_account_number).toBe('•••• 3000');
    // Another user reads their own (none), never hers.
    expect((await t.post(Endpoints.bank.path, undefined, { token: other.token })).json()).toMatchObject({ data: { bank: null } });
    expect((await t.post(Endpoints.bank.path, undefined)).statusCode).toBe(401);
  });

  it('only earned coins are withdrawable (not bought ones), at COIN_VALUE_CENTS; the request reserves them to payouts pending', async () => {
    const me = await withBank();
    await fund(db(), me.id, 1000);
    expect(await withdrawable(me)).toEqual({ coins: 0, cents: 0, coin_value_cents: 2, next_withdraw_at: null, has_bank: true });
    const bought = await withdraw(me, 10);
    expect(bought.statusCode).toBe(400);
    expect(bought.json()).toMatchObject({ success: 0, message: Messages.payoutAmountTooBig });

    await earn(t, me, 250); // 200 after the 20% fee
    expect(await withdrawable(me)).toMatchObject({ coins: 200, cents: 400 });
    expect((await withdraw(me, 201)).json()).toMatchObject({ message: Messages.payoutAmountTooBig });

    const response = await withdraw(me, 150);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: 1,
      message: Messages.payoutRequested,
      data: { payout: { amount: 150, amount_cents: 300, status: PayoutStatus.pending }, wallet_balance: 1050, withdrawable: { coins: 50 } },
    });
    expect(await balanceOf(me.id)).toBe(1050);
    const [payout] = await db().select().from(payouts).where(eq(payouts.userId, me.id));
    const entries = await db().select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, payout!.requestTransactionId));
    expect(entries.map(({ account, userId, amount }) => ({ account, userId, amount })).sort((a, b) => a.amount - b.amount)).toEqual([
      { account: 'wallet', userId: me.id, amount: -150 },
      { account: 'payouts_pending', userId: null, amount: 150 },
    ]);
    const lines = (await t.post(Endpoints.transactions.path, { page: 1 }, { token: me.token })).json() as {
      data: { transactions: { kind: string; title: string; price: number }[] };
    };
    expect(lines.data.transactions[0]).toMatchObject({ kind: LedgerKind.payoutRequest, title: 'Payout requested', price: 150 });
  });

  it('referral coins never become cash: three referred signups donate and transfer their welcome coins to the creator, who can withdraw none', async () => {
    const creator = await withBank();
    const [{ code }] = (await db().select({ code: users.refrenceCode }).from(users).where(eq(users.id, creator.id))) as [{ code: string }];
    const [first, second, third] = [
      await verifiedUser(t, { user_refrence_code: code }),
      await verifiedUser(t, { user_refrence_code: code }),
      await verifiedUser(t, { user_refrence_code: code }),
    ];
    const walletOf = async (who: Login) => {
      const body = (await t.post(Endpoints.transactions.path, { page: 1 }, { token: who.token })).json() as {
        data: { wallet_balance: number; bonus_balance: number };
      };
      return { coins: body.data.wallet_balance, bonus: body.data.bonus_balance };
    };
    expect(await walletOf(first!)).toEqual({ coins: 50, bonus: 50 });
    // A donation, a coin transfer, and a transfer through a middleman who then donates: every way in.
    expect((await t.post(Endpoints.donateToPerson.path, { user_id: creator.id, amount: 50 }, { token: first!.token })).statusCode).toBe(
      200,
    );
    expect((await t.post(Endpoints.transferCoins.path, { to_user_id: creator.id, amount: 50 }, { token: second!.token })).statusCode).toBe(
      200,
    );
    const middleman = await verifiedUser(t);
    expect((await t.post(Endpoints.transferCoins.path, { to_user_id: middleman.id, amount: 50 }, { token: third!.token })).statusCode).toBe(
      200,
    );
    expect(await walletOf(middleman)).toEqual({ coins: 50, bonus: 50 });
    expect((await t.post(Endpoints.donateToPerson.path, { user_id: creator.id, amount: 50 }, { token: middleman.token })).statusCode).toBe(
      200,
    );

    // 40 + 50 + 40 coins after the fee: all spendable, all bonus, none withdrawable.
    expect(await walletOf(creator)).toEqual({ coins: 130, bonus: 130 });
    expect(await withdrawable(creator)).toMatchObject({ coins: 0, cents: 0 });
    const refused = await withdraw(creator, 1);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: 0, message: Messages.payoutAmountTooBig, data: { withdrawable: 0 } });
    expect(await db().select().from(payouts).where(eq(payouts.userId, creator.id))).toEqual([]);

    // Bonus coins spend first: a fan with 30 bought and 50 bonus coins donating 60 pays 50 bonus and 10 cash;
    // the fee (12) takes bonus first, so the creator gets 38 bonus and 10 cash: only the card's 10 is withdrawable.
    const mixed = await verifiedUser(t, { user_refrence_code: code });
    await fund(db(), mixed.id, 30);
    expect(await walletOf(mixed)).toEqual({ coins: 80, bonus: 50 });
    expect((await t.post(Endpoints.donateToPerson.path, { user_id: creator.id, amount: 60 }, { token: mixed.token })).statusCode).toBe(200);
    expect(await walletOf(mixed)).toEqual({ coins: 20, bonus: 0 });
    expect(await walletOf(creator)).toEqual({ coins: 178, bonus: 168 });
    expect(await withdrawable(creator)).toMatchObject({ coins: 10, cents: 20 });
    expect((await withdraw(creator, 11)).json()).toMatchObject({ message: Messages.payoutAmountTooBig });
    const paid = await withdraw(creator, 10);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await walletOf(creator)).toEqual({ coins: 168, bonus: 168 });
  });

  it('once per 24 hours by the server clock: the second request says when the next is possible', async () => {
    const me = await withBank();
    await earn(t, me, 500);
    expect((await withdraw(me, 100)).statusCode).toBe(200);
    const second = await withdraw(me, 100);
    expect(second.statusCode).toBe(429);
    const next = (second.json() as { data: { next_withdraw_at: string } }).data.next_withdraw_at;
    expect(second.json()).toMatchObject({ success: 0, message: Messages.payoutOncePerDay });
    expect(Date.parse(next) - t.app.clock()).toBeGreaterThan(DAY - 60_000);
    expect((await withdrawable(me)).next_withdraw_at).toBe(next);
    t.advanceClock(DAY + 1000);
    expect((await withdraw(me, 100)).statusCode).toBe(200);
    expect(await db().select().from(payouts).where(eq(payouts.userId, me.id))).toHaveLength(2);
  });

  it('needs banking details; refuses 0, negatives, fractions, text and too many digits with the spec message; nothing changes', async () => {
    const me = await verifiedUser(t);
    await earn(t, me, 100);
    const noBank = await withdraw(me, 10);
    expect(noBank.statusCode).toBe(400);
    expect(noBank.json()).toMatchObject({ success: 0, message: Messages.bankDetailsMissing });
    await t.post(Endpoints.saveBank.path, BANK, { token: me.token });
    for (const amount of [0, -5, 1.5, 'e', '', null]) {
      const response = await withdraw(me, amount);
      expect(response.statusCode, String(amount)).toBe(400);
      expect(response.json()).toMatchObject({ message: Messages.payoutAmountPositive });
    }
    expect((await withdraw(me, 100_000)).json()).toMatchObject({ message: Messages.payoutAmountTooBig });
    expect(await db().select().from(payouts).where(eq(payouts.userId, me.id))).toEqual([]);
    expect(await balanceOf(me.id)).toBe(80);
    expect((await t.post(Endpoints.requestPayout.path, { amount: 10 })).statusCode).toBe(401);
  });

  it('history: own payouts only, newest first, paged', async () => {
    const me = await withBank();
    const other = await withBank();
    await earn(t, me, 1000);
    for (let day = 0; day < 11; day++) {
      expect((await withdraw(me, 10 + day)).statusCode).toBe(200);
      // A day passes for her payouts (moving the clock this far would end the session).
      await db()
        .update(payouts)
        .set({ createdAt: sql`${payouts.createdAt} - interval '25 hours'` })
        .where(eq(payouts.userId, me.id));
    }
    const page1 = (await t.post(Endpoints.payouts.path, { page: 1 }, { token: me.token })).json() as WithdrawListResponse;
    expect(Value.Check(WithdrawListResponse, page1)).toBe(true);
    expect(page1.data.map((payout) => payout.amount)).toEqual([20, 19, 18, 17, 16, 15, 14, 13, 12, 11]);
    const page2 = (await t.post(Endpoints.payouts.path, { page: 2 }, { token: me.token })).json() as WithdrawListResponse;
    expect(page2.data.map((payout) => payout.amount)).toEqual([10]);
    expect((await t.post(Endpoints.payouts.path, { page: 1 }, { token: other.token })).json()).toMatchObject({ data: [] });
  });

  it.runIf(backend === 'postgres')('two concurrent requests: one wins, the other is refused, the coins move once', async () => {
    for (let round = 0; round < 5; round++) {
      const me = await withBank();
      await earn(t, me, 200);
      const answers = await Promise.all([withdraw(me, 100), withdraw(me, 100), withdraw(me, 100)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429, 429]);
      expect(await db().select().from(payouts).where(eq(payouts.userId, me.id))).toHaveLength(1);
      expect(await balanceOf(me.id)).toBe(60);
      const moves = await db()
        .select()
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.payerId, me.id), eq(ledgerTransactions.kind, LedgerKind.payoutRequest)));
      expect(moves).toHaveLength(1);
    }
  });
});
