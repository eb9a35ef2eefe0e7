import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { LedgerKindCode, SystemAccountCode } from '../../../contract/codes';
import { Messages } from '../../../contract/messages';
import type { Tx } from '../../db/client';
import { ledgerEntries, ledgerTransactions, users } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';

/*
 * The double-entry book (DESIGN.md, money). A movement is a transaction whose entries sum to zero,
 * between user wallets and named system accounts, written in the caller's database transaction with
 * the balance changes it implies. Balances never go below 0 (a CHECK and a conditional update);
 * wallets are updated in id order so two movements over the same people cannot deadlock; the
 * idempotency key is unique, so the same action twice finds the first movement.
 */

/** A user's wallet or a named system account. */
export type Account = { user: number } | { system: SystemAccountCode };

export interface Leg {
  account: Account;
  /** Positive into the account, negative out of it. */
  amount: number;
}

export interface Movement {
  /** Unique across the book: who asked and the key of their attempt (`u12:…`), or a natural key (`payment:pi_…`). */
  key: string;
  kind: LedgerKindCode;
  payerId: number | null;
  payeeId: number | null;
  postId?: number | null;
  stickerId?: number | null;
  /** The whole price, before the fee. */
  amount: number;
  data?: Record<string, string | number>;
  legs: Leg[];
}

/** A wallet as a movement left it, with its owner's chat id to push the new balance to. */
export interface WalletAfter {
  userId: number;
  balance: number;
  chatUserId: string | null;
}

export interface Posted {
  transactionId: number;
  /** The key had been used: nothing moved now, the first movement stands. */
  replayed: boolean;
  /** Every wallet of the movement's legs, as it stands now. */
  wallets: WalletAfter[];
}

/**
 * A sale: the buyer pays the price, the seller gets it less the platform's fee (rounded down, in the
 * seller's favour), the platform the fee; `fee` is what the movement's data records.
 */
export function sale(buyerId: number, sellerId: number, price: number, feePercent: number): { legs: Leg[]; fee: number } {
  const fee = Math.floor((price * feePercent) / 100);
  return {
    fee,
    legs: [
      { account: { user: buyerId }, amount: -price },
      { account: { user: sellerId }, amount: price - fee },
      { account: { system: 'platform_fees' }, amount: fee },
    ],
  };
}

/**
 * Writes `movement` in `tx`: the transaction row (or finds the first with the same key), the
 * balances, then the entries. Throws 400 'You have insufficient balance' when a wallet would go
 * below 0 (the caller's transaction rolls back, key included, so a retry after buying coins works)
 * and 409 when the key was used for a different movement.
 */
export async function postMovement(tx: Tx, movement: Movement): Promise<Posted> {
  const legs = movement.legs.filter((leg) => leg.amount !== 0);
  if (legs.some((leg) => !Number.isSafeInteger(leg.amount)) || legs.reduce((sum, leg) => sum + leg.amount, 0) !== 0) {
    throw new Error(`ledger movement ${movement.kind} does not sum to zero: ${JSON.stringify(legs)}`);
  }
  const deltas = walletDeltas(legs);

  const [inserted] = await tx
    .insert(ledgerTransactions)
    .values({
      kind: movement.kind,
      idempotencyKey: movement.key,
      payerId: movement.payerId,
      payeeId: movement.payeeId,
      postId: movement.postId ?? null,
      stickerId: movement.stickerId ?? null,
      amount: movement.amount,
      data: movement.data ?? {},
    })
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id });

  if (!inserted) {
    const [first] = await tx.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, movement.key));
    if (!first) throw new Error(`ledger key ${movement.key} conflicted but is not found`);
    const same =
      first.kind === movement.kind &&
      first.amount === movement.amount &&
      first.payerId === movement.payerId &&
      first.payeeId === movement.payeeId &&
      first.postId === (movement.postId ?? null) &&
      first.stickerId === (movement.stickerId ?? null);
    if (!same) throw conflict(Messages.idempotencyKeyReused);
    return { transactionId: first.id, replayed: true, wallets: await walletsOf(tx, [...deltas.keys()]) };
  }

  const wallets: WalletAfter[] = [];
  // Id order: every movement takes its wallets' row locks in the same order.
  for (const [userId, delta] of [...deltas].sort(([a], [b]) => a - b)) {
    const [wallet] = await tx
      .update(users)
      .set({ walletBalance: sql`${users.walletBalance} + ${delta}` })
      .where(and(eq(users.id, userId), sql`${users.walletBalance} + ${delta} >= 0`))
      .returning({ userId: users.id, balance: users.walletBalance, chatUserId: users.chatUserId });
    if (!wallet) throw badRequest(Messages.insufficientBalance);
    wallets.push(wallet);
  }

  await tx.insert(ledgerEntries).values(
    legs.map((leg) =>
      'user' in leg.account
        ? { transactionId: inserted.id, account: 'wallet', userId: leg.account.user, amount: leg.amount }
        : { transactionId: inserted.id, account: leg.account.system, userId: null, amount: leg.amount },
    ),
  );
  return { transactionId: inserted.id, replayed: false, wallets };
}

/** Each user's net change in the movement (a user could appear in several legs). */
function walletDeltas(legs: Leg[]): Map<number, number> {
  const deltas = new Map<number, number>();
  for (const leg of legs) if ('user' in leg.account) deltas.set(leg.account.user, (deltas.get(leg.account.user) ?? 0) + leg.amount);
  return deltas;
}

async function walletsOf(tx: Tx, userIds: number[]): Promise<WalletAfter[]> {
  if (userIds.length === 0) return [];
  return tx
    .select({ userId: users.id, balance: users.walletBalance, chatUserId: users.chatUserId })
    .from(users)
    .where(inArray(users.id, userIds))
    .orderBy(asc(users.id));
}
