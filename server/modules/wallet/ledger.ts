import { sql } from 'drizzle-orm';
import type { LedgerKindCode, NotificationTypeCode, SystemAccountCode } from '../../../contract/codes.ts';
import { Messages } from '../../../contract/messages.ts';
import type { Db, Tx } from '../../db/client.ts';
import { rawStatement, rowMapper } from '../../db/prepared.ts';
import { notifications, type NotificationRow } from '../../db/schema.ts';
import { badRequest, conflict } from '../../lib/errors.ts';

// The double-entry book (DESIGN.md, money). See docs/decisions/0010-ledger-in-one-sql-function.md

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
  /**
   * Which coins move (README, money: bonus coins): default bonus first, staying bonus; 'bonus' for a
   * grant; 'cash' when only cash may leave (a payout).
   */
  coins?: 'bonus' | 'cash';
}

/** A wallet as a movement left it, with its owner's chat id to push the new balance to. */
export interface WalletAfter {
  userId: number;
  balance: number;
  /** The part of `balance` that is bonus coins. */
  bonus: number;
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

/** A notification a movement raises for someone else (a tip, coins received): written with the movement, repeatable. */
export interface Notice {
  to: number;
  type: NotificationTypeCode;
  actorId: number | null;
  postId?: number | null;
  data?: Record<string, string | number>;
}

/** A movement posted on its own, with the notification it raised when it was new, visible and pushable. */
export interface PostedAlone extends Posted {
  notification: { row: NotificationRow; recipientChatId: string | null } | null;
}

/** What `ledger_post` (migration 0007) answers. */
interface LedgerAnswer {
  status: 'posted' | 'replayed' | 'conflict' | 'short';
  transaction_id: number | null;
  wallets: { user_id: number; balance: number; bonus: number; chat_user_id: string | null }[];
  /** The notification written: its row, whether its recipient may see its actor, their chat member id. */
  notification?: { row: Record<string, unknown>; visible: boolean; chat: string | null } | null;
}

/** The movement as `ledger_post` reads it, its legs checked: non-zero integers summing to zero. */
function movementJson(movement: Movement) {
  const legs = movement.legs.filter((leg) => leg.amount !== 0);
  if (legs.some((leg) => !Number.isSafeInteger(leg.amount)) || legs.reduce((sum, leg) => sum + leg.amount, 0) !== 0) {
    throw new Error(`ledger movement ${movement.kind} does not sum to zero: ${JSON.stringify(legs)}`);
  }
  return {
    key: movement.key,
    kind: movement.kind,
    payer_id: movement.payerId,
    payee_id: movement.payeeId,
    post_id: movement.postId ?? null,
    sticker_id: movement.stickerId ?? null,
    amount: movement.amount,
    data: movement.data ?? {},
    coins: movement.coins ?? null,
    legs: legs.map((leg) =>
      'user' in leg.account
        ? { account: 'wallet', user_id: leg.account.user, amount: leg.amount }
        : { account: leg.account.system, user_id: null, amount: leg.amount },
    ),
  };
}

const noticeJson = (notice: Notice) => ({
  user_id: notice.to,
  type: notice.type,
  actor_id: notice.actorId,
  post_id: notice.postId ?? null,
  data: notice.data ?? {},
});

/** The answer as `Posted`, or the refusal: 400 when a wallet is short, 409 when the key was used for another movement. */
function postedOf(answer: LedgerAnswer): Posted {
  if (answer.status === 'short') throw badRequest(Messages.insufficientBalance);
  if (answer.status === 'conflict') throw conflict(Messages.idempotencyKeyReused);
  if (answer.transaction_id === null) throw new Error(`ledger_post answered ${answer.status} without a transaction`);
  return {
    transactionId: answer.transaction_id,
    replayed: answer.status === 'replayed',
    wallets: answer.wallets.map((wallet) => ({
      userId: wallet.user_id,
      balance: wallet.balance,
      bonus: wallet.bonus,
      chatUserId: wallet.chat_user_id,
    })),
  };
}

/**
 * Writes `movement` in `tx` in one statement. Throws 400 'You have insufficient balance' (nothing written,
 * key included) or 409 when the key was used for a different movement.
 */
export async function postMovement(tx: Tx, movement: Movement): Promise<Posted> {
  const result = await tx.execute(sql`select ledger_post(${JSON.stringify(movementJson(movement))}::jsonb, null) as answer`);
  const [row] = (result as unknown as { rows: { answer: LedgerAnswer }[] }).rows;
  if (!row) throw new Error('ledger_post answered no row');
  return postedOf(row.answer);
}

const postAlone = rawStatement<{ answer: LedgerAnswer }>('ledger_post_alone', ['jsonb', 'jsonb'], 'select ledger_post($1, $2) as answer');
// The payee first: someone the payer can see (they exist, are not suspended, no block either way), as their profile shows; only then the movement.
const postToSeen = rawStatement<{ seen: boolean; answer: LedgerAnswer | null }>(
  'ledger_post_to_seen',
  ['int', 'int', 'jsonb', 'jsonb'],
  `select person.seen, case when person.seen then ledger_post($3, $4) end as answer
     from (select exists (select 1 from users u where u.id = $2 and u.suspended_at is null)
                  and not exists (select 1 from blocks b where (b.blocker_id, b.blocked_id) in (($1, $2), ($2, $1))) as seen) as person`,
);
const toNotification = rowMapper(notifications);

/** `postedOf`, with the notification to push (read back by `ledger_post` itself) when its recipient may see it. */
function postedAloneOf(answer: LedgerAnswer): PostedAlone {
  const posted = postedOf(answer);
  const { notification } = answer;
  return {
    ...posted,
    notification: notification?.visible ? { row: toNotification(notification.row), recipientChatId: notification.chat } : null,
  };
}

/** `postMovement` and its notification in a transaction of their own, committed when it answers. */
export async function postMovementAlone(db: Db, movement: Movement, notice: Notice | null): Promise<PostedAlone> {
  const [row] = await postAlone(db, [movementJson(movement), notice ? noticeJson(notice) : null]);
  if (!row) throw new Error('ledger_post answered no row');
  return postedAloneOf(row.answer);
}

/** `postMovementAlone` paid to `personId`: null, nothing written, when `viewerId` cannot see them. */
export async function postMovementToSeen(
  db: Db,
  viewerId: number,
  personId: number,
  movement: Movement,
  notice: Notice | null,
): Promise<PostedAlone | null> {
  const [row] = await postToSeen(db, [viewerId, personId, movementJson(movement), notice ? noticeJson(notice) : null]);
  if (!row) throw new Error('ledger_post_to_seen answered no row');
  if (!row.seen) return null;
  if (!row.answer) throw new Error('ledger_post_to_seen saw the person but posted nothing');
  return postedAloneOf(row.answer);
}
