import { sql } from 'drizzle-orm';
import { LedgerKind } from '../../contract/codes';
import type { Db } from '../../server/db/client';
import { users, type UserRow } from '../../server/db/schema';
import { newChatUserId, newReferralCode } from '../../server/lib/ids';
import { postMovement } from '../../server/modules/wallet/ledger';
import type { LedgerAudit } from './processes';

const FUNDS = 10_000_000;

/** People with coins bought through the ledger (so the books balance before the load), who pay each other during it. */
export async function seedBenchPayers(db: Db, count: number): Promise<UserRow[]> {
  const tag = Date.now().toString(36);
  const payers = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        firstName: `Payer${index}`,
        lastName: 'Bench',
        username: `payer_${tag}_${index}`,
        email: `payer.${tag}.${index}@bench.local`,
        phoneNumber: '5550100',
        passwordHash: 'unused',
        refrenceCode: newReferralCode(),
        chatUserId: newChatUserId(),
        emailVerifiedAt: new Date(),
      })),
    )
    .returning();
  for (const payer of payers) {
    await db.transaction((tx) =>
      postMovement(tx, {
        key: `bench-funds:${payer.id}`,
        kind: LedgerKind.coinPurchase,
        payerId: null,
        payeeId: payer.id,
        amount: FUNDS,
        data: { coins: FUNDS },
        legs: [
          { account: { system: 'card_purchases' }, amount: -FUNDS },
          { account: { user: payer.id }, amount: FUNDS },
        ],
      }),
    );
  }
  return payers;
}

const countOf = async (db: Db, query: ReturnType<typeof sql>) => Number(((await db.execute(query)) as unknown as { rows: { n: number | string }[] }).rows[0]?.n ?? 0);

/** The conservation law of DESIGN.md over the whole database. */
export async function auditLedger(db: Db): Promise<LedgerAudit> {
  return {
    movements: await countOf(db, sql`select count(*) as n from ledger_transactions`),
    unbalanced: await countOf(db, sql`select count(*) as n from (select 1 from ledger_entries group by transaction_id having sum(amount) <> 0) x`),
    drifted: await countOf(
      db,
      sql`select count(*) as n from (select 1 from users u left join ledger_entries e on e.user_id = u.id group by u.id having u.wallet_balance <> coalesce(sum(e.amount), 0)) x`,
    ),
    negative: await countOf(db, sql`select count(*) as n from users where wallet_balance < 0`),
  };
}
