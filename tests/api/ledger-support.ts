export { fund } from '../support/people';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../server/db/client';

const rows = async (db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;

export async function expectBooksBalanced(db: Db): Promise<void> {
  const unbalanced = await rows(db, sql`select transaction_id, sum(amount) as total from ledger_entries group by transaction_id having sum(amount) <> 0`);
  expect(unbalanced, 'transactions that do not sum to zero').toEqual([]);
  const empty = await rows(db, sql`select t.id from ledger_transactions t where not exists (select 1 from ledger_entries e where e.transaction_id = t.id)`);
  expect(empty, 'transactions without entries').toEqual([]);
  const drifted = await rows(db, sql`
    select u.id, u.wallet_balance, coalesce(sum(e.amount), 0)::int as entries
    from users u left join ledger_entries e on e.user_id = u.id
    group by u.id having u.wallet_balance <> coalesce(sum(e.amount), 0)`);
  expect(drifted, 'wallets whose balance is not the sum of their entries').toEqual([]);
  const negative = await rows(db, sql`select id from users where wallet_balance < 0`);
  expect(negative).toEqual([]);
  // Bonus coins (README, money): each wallet's bonus part is the sum of its entries' bonus parts, within the balance.
  const bonusDrifted = await rows(db, sql`
    select u.id, u.bonus_balance, coalesce(sum(e.bonus), 0)::int as entries
    from users u left join ledger_entries e on e.user_id = u.id
    group by u.id having u.bonus_balance <> coalesce(sum(e.bonus), 0) or u.bonus_balance not between 0 and u.wallet_balance`);
  expect(bonusDrifted, 'wallets whose bonus coins are not the sum of their entries or exceed the balance').toEqual([]);
}
