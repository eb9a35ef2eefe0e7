export { fund } from '../support/people';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../server/db/client';
import type { UserRow } from '../../server/db/schema';
import { users } from '../../server/db/schema';
import { inArray } from 'drizzle-orm';

const rows = async (db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;

export async function expectBooksBalanced(db: Db): Promise<void> {
  const unbalanced = await rows(
    db,
    sql`select transaction_id, sum(amount) as total from ledger_entries group by transaction_id having sum(amount) <> 0`,
  );
  expect(unbalanced, 'transactions that do not sum to zero').toEqual([]);
  const empty = await rows(
    db,
    sql`select t.id from ledger_transactions t where not exists (select 1 from ledger_entries e where e.transaction_id = t.id)`,
  );
  expect(empty, 'transactions without entries').toEqual([]);
  const drifted = await rows(
    db,
    sql`
    select u.id, u.wallet_balance, coalesce(sum(e.amount), 0)::int as entries
    from users u left join ledger_entries e on e.user_id = u.id
    group by u.id having u.wallet_balance <> coalesce(sum(e.amount), 0)`,
  );
  expect(drifted, 'wallets whose balance is not the sum of their entries').toEqual([]);
  const negative = await rows(db, sql`select id from users where wallet_balance < 0`);
  expect(negative).toEqual([]);
  // Bonus coins (README, money): each wallet's bonus part is the sum of its entries' bonus parts, within the balance.
  const bonusDrifted = await rows(
    db,
    sql`
    select u.id, u.bonus_balance, coalesce(sum(e.bonus), 0)::int as entries
    from users u left join ledger_entries e on e.user_id = u.id
    group by u.id having u.bonus_balance <> coalesce(sum(e.bonus), 0) or u.bonus_balance not between 0 and u.wallet_balance`,
  );
  expect(bonusDrifted, 'wallets whose bonus coins are not the sum of their entries or exceed the balance').toEqual([]);
}

/**
 * Bonus coins never become cash (README, money): withdrawable coins never exceed the card purchases whose payments
 * reached a person, so the people from `island` on hold no cash, and all cash never exceeds all coins bought.
 */
export async function expectBonusNeverCash(
  db: Db,
  people: UserRow[],
  withdrawable: (row: UserRow) => Promise<{ coins: number }>,
  island: number,
): Promise<void> {
  const bought = new Map<number, number>();
  for (const row of (await rows(
    db,
    sql`select payee_id as id, sum(amount)::int as coins from ledger_transactions where kind = 'coin_purchase' group by payee_id`,
  )) as { id: number; coins: number }[])
    bought.set(row.id, row.coins);
  const paid = new Map<number, Set<number>>();
  for (const edge of (await rows(
    db,
    sql`select distinct payer_id as payer, payee_id as payee from ledger_transactions where payer_id is not null and payee_id is not null`,
  )) as { payer: number; payee: number }[]) {
    paid.set(edge.payer, (paid.get(edge.payer) ?? new Set()).add(edge.payee));
  }
  // Whom each buyer's coins can reach, themselves included.
  const reachedBy = new Map<number, number>();
  for (const [buyer, coins] of bought) {
    const seen = new Set([buyer]);
    for (const queue = [buyer]; queue.length > 0;) {
      for (const next of paid.get(queue.pop()!) ?? []) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    for (const id of seen) reachedBy.set(id, (reachedBy.get(id) ?? 0) + coins);
  }
  const islanders = new Set(people.slice(island).map((one) => one.id));
  const fresh = await db
    .select()
    .from(users)
    .where(
      inArray(
        users.id,
        people.map((one) => one.id),
      ),
    );
  for (const row of fresh) {
    const { coins } = await withdrawable(row);
    expect(coins, `user ${row.id}: withdrawable within the card purchases that reached them`).toBeLessThanOrEqual(
      reachedBy.get(row.id) ?? 0,
    );
    if (islanders.has(row.id)) {
      expect(
        { id: row.id, withdrawable: coins, cash: row.walletBalance - row.bonusBalance },
        'an island person, reached by no card purchase',
      ).toEqual({ id: row.id, withdrawable: 0, cash: 0 });
    }
  }
  const [totals] = (await rows(
    db,
    sql`
    select (select coalesce(sum(amount), 0) from ledger_entries where account = 'card_purchases')::int as bought,
           (select coalesce(sum(wallet_balance - bonus_balance), 0) from users)::int as cash,
           (select coalesce(sum(amount), 0) from ledger_entries where account in ('payouts_pending', 'payouts_paid'))::int as paid_out`,
  )) as [{ bought: number; cash: number; paid_out: number }];
  expect(totals.cash + totals.paid_out, 'cash held and paid out within the coins bought').toBeLessThanOrEqual(-totals.bought);
}
