import { randomBytes } from 'node:crypto';
import { LedgerKind } from '../../contract/codes';
import type { Db } from '../../server/db/client';
import { users, type UserRow } from '../../server/db/schema';
import { newChatUserId, newReferralCode } from '../../server/lib/ids';
import { postMovement } from '../../server/modules/wallet/ledger';

/** `count` verified accounts written straight to the database (no signup mail, no scrypt): load for tests and the bench. */
export async function insertPeople(
  db: Db,
  count: number,
  { prefix = 'load', creators = 0 }: { prefix?: string; creators?: number } = {},
): Promise<UserRow[]> {
  const tag = randomBytes(3).toString('hex');
  return db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        firstName: `${prefix[0]?.toUpperCase()}${prefix.slice(1)}${index}`,
        lastName: 'Tester',
        username: `${prefix}_${tag}_${index}`,
        email: `${prefix}.${tag}.${index}@example.com`,
        phoneNumber: '5550100',
        passwordHash: 'unused',
        refrenceCode: newReferralCode(),
        chatUserId: newChatUserId(),
        emailVerifiedAt: new Date(),
        // The first `creators` are verified creators, who may sell posts.
        userVerified: index < creators ? 1 : 4,
      })),
    )
    .returning();
}

/** Gives a user coins the way a card purchase does: out of the card purchases account, through the ledger. */
export async function fund(db: Db, userId: number, coins: number): Promise<void> {
  await db.transaction((tx) =>
    postMovement(tx, {
      key: `test-fund:${userId}:${randomBytes(6).toString('hex')}`,
      kind: LedgerKind.coinPurchase,
      payerId: null,
      payeeId: userId,
      amount: coins,
      data: { coins },
      legs: [
        { account: { system: 'card_purchases' }, amount: -coins },
        { account: { user: userId }, amount: coins },
      ],
    }),
  );
}
