import { sql } from 'drizzle-orm';
import { LedgerKind } from '../../contract/codes';
import type { Db } from '../../server/db/client';
import type { UserRow } from '../../server/db/schema';
import { postMovement } from '../../server/modules/wallet/ledger';
import { insertPeople } from '../support/people';
import type { LedgerAudit } from './processes';

const FUNDS = 10_000_000;
/** Each payer's coins come in this many purchases: the load meets a ledger with history, as a running platform's. */
const PURCHASES = 40;

/**
 * Payers with coins bought through the ledger, with enough history that the database plans look-ups by key as it
 * would on a real ledger.
 */
export async function seedBenchPayers(db: Db, count: number): Promise<UserRow[]> {
  const payers = await insertPeople(db, count, { prefix: 'payer' });
  for (const payer of payers) {
    await db.transaction(async (tx) => {
      for (let purchase = 0; purchase < PURCHASES; purchase++) {
        const coins = FUNDS / PURCHASES;
        await postMovement(tx, {
          key: `bench-fund:${payer.id}:${purchase}`,
          kind: LedgerKind.coinPurchase,
          payerId: null,
          payeeId: payer.id,
          amount: coins,
          data: { coins },
          legs: [
            { account: { system: 'card_purchases' }, amount: -coins },
            { account: { user: payer.id }, amount: coins },
          ],
        });
      }
    });
  }
  return payers;
}

const countOf = async (db: Db, query: ReturnType<typeof sql>) =>
  Number(((await db.execute(query)) as unknown as { rows: { n: number | string }[] }).rows[0]?.n ?? 0);

/** The conservation law of DESIGN.md over the whole database. */
export async function auditLedger(db: Db): Promise<LedgerAudit> {
  return {
    movements: await countOf(db, sql`select count(*) as n from ledger_transactions`),
    unbalanced: await countOf(
      db,
      sql`select count(*) as n from (select 1 from ledger_entries group by transaction_id having sum(amount) <> 0) x`,
    ),
    drifted: await countOf(
      db,
      sql`select count(*) as n from (select 1 from users u left join ledger_entries e on e.user_id = u.id group by u.id having u.wallet_balance <> coalesce(sum(e.amount), 0)) x`,
    ),
    negative: await countOf(db, sql`select count(*) as n from users where wallet_balance < 0`),
  };
}
