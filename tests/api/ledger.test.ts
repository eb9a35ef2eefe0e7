import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LedgerKind, NotificationType } from '../../contract/codes';
import { Messages } from '../../contract/messages';
import type { Notification } from '../../contract/notifications';
import { SocketEvents } from '../../contract/routes';
import { Endpoints } from '../../contract/endpoints';
import { ledgerEntries, ledgerTransactions, notifications, users, type UserRow } from '../../server/db/schema';
import { postMovement, postMovementAlone, postMovementToSeen, type Movement } from '../../server/modules/wallet/ledger';
import { insertPeople } from '../support/people';
import { backends, createTestApp, type TestApp } from './harness';
import { expectBooksBalanced, fund } from './ledger-support';
import { chatLogin, connected, listen, open } from './socket-support';

// `ledger_post` seen from its callers: short wallets, reused and conflicting keys, hidden recipients, and the push.
describe.each(backends)('ledger_post (%s)', (backend) => {
  let t: TestApp;
  const db = () => t.testDatabase.database.db;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await expectBooksBalanced(db());
    await t.close();
  });

  const keyed = (name: string) => `test-ledger:${name}:${randomBytes(6).toString('hex')}`;
  const transfer = (key: string, from: UserRow, to: UserRow, amount: number): Movement => ({
    key,
    kind: LedgerKind.coinTransfer,
    payerId: from.id,
    payeeId: to.id,
    amount,
    legs: [
      { account: { user: from.id }, amount: -amount },
      { account: { user: to.id }, amount },
    ],
  });
  const balances = async (...people: UserRow[]) =>
    (
      await db()
        .select({ id: users.id, balance: users.walletBalance })
        .from(users)
        .where(
          inArray(
            users.id,
            people.map((person) => person.id),
          ),
        )
    )
      .sort((a, b) => a.id - b.id)
      .map((row) => row.balance);
  const movementsWith = (key: string) => db().select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, key));

  it('refuses a short wallet with nothing written, the key free and the transaction still usable', async () => {
    const [payer, payee] = (await insertPeople(db(), 2, { prefix: 'book' })) as [UserRow, UserRow];
    await fund(db(), payer.id, 50);
    const short = keyed('short');
    const smaller = keyed('smaller');
    const posted = await db().transaction(async (tx) => {
      await expect(postMovement(tx, transfer(short, payer, payee, 80))).rejects.toMatchObject({
        statusCode: 400,
        message: Messages.insufficientBalance,
      });
      // The refusal was an answer, not an error of the transaction: it goes on and commits.
      return postMovement(tx, transfer(smaller, payer, payee, 30));
    });
    expect(posted).toMatchObject({
      replayed: false,
      wallets: [
        { userId: payer.id, balance: 20 },
        { userId: payee.id, balance: 30 },
      ],
    });
    expect(await movementsWith(short)).toEqual([]);
    expect(await balances(payer, payee)).toEqual([20, 30]);

    // After buying coins, the same key moves them.
    await fund(db(), payer.id, 100);
    const retried = await db().transaction((tx) => postMovement(tx, transfer(short, payer, payee, 80)));
    expect(retried.replayed).toBe(false);
    expect(await balances(payer, payee)).toEqual([40, 110]);
    await expectBooksBalanced(db());
  });

  it('answers a replayed key with its first movement, even once the wallet is short, and refuses the key for another movement', async () => {
    const [payer, payee] = (await insertPeople(db(), 2, { prefix: 'replay' })) as [UserRow, UserRow];
    await fund(db(), payer.id, 100);
    const key = keyed('replay');
    const first = await postMovementAlone(db(), transfer(key, payer, payee, 100), null);
    expect(first).toMatchObject({
      replayed: false,
      notification: null,
      wallets: [
        { userId: payer.id, balance: 0 },
        { userId: payee.id, balance: 100 },
      ],
    });
    // The payer has nothing left: the replay still finds the first movement, nothing moves again.
    const again = await postMovementAlone(db(), transfer(key, payer, payee, 100), null);
    expect(again).toMatchObject({
      transactionId: first.transactionId,
      replayed: true,
      wallets: [
        { userId: payer.id, balance: 0 },
        { userId: payee.id, balance: 100 },
      ],
    });
    await expect(db().transaction((tx) => postMovement(tx, transfer(key, payer, payee, 100)))).resolves.toMatchObject({
      transactionId: first.transactionId,
      replayed: true,
    });
    await expect(postMovementAlone(db(), transfer(key, payer, payee, 40), null)).rejects.toMatchObject({
      statusCode: 409,
      message: Messages.idempotencyKeyReused,
    });
    await expect(db().transaction((tx) => postMovement(tx, transfer(key, payee, payer, 100)))).rejects.toMatchObject({ statusCode: 409 });
    expect(await movementsWith(key)).toHaveLength(1);
    const entries = await db().select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, first.transactionId));
    expect(entries.map((entry) => entry.amount).sort((a, b) => a - b)).toEqual([-100, 100]);
    expect(await balances(payer, payee)).toEqual([0, 100]);
  });

  it('writes nothing for a payment to someone the payer cannot see, and writes the notice of one they can', async () => {
    const [payer, payee, stranger] = (await insertPeople(db(), 3, { prefix: 'seen' })) as [UserRow, UserRow, UserRow];
    await fund(db(), payer.id, 100);
    const notice = (to: UserRow) => ({ to: to.id, type: NotificationType.receivedCoins, actorId: payer.id, data: { coins: 10 } });
    const posted = await postMovementToSeen(db(), payer.id, payee.id, transfer(keyed('seen'), payer, payee, 10), notice(payee));
    expect(posted?.notification).toMatchObject({
      recipientChatId: payee.chatUserId,
      row: { userId: payee.id, type: NotificationType.receivedCoins, actorId: payer.id, data: { coins: 10 }, readAt: null },
    });
    expect(posted?.notification?.row.createdAt).toBeInstanceOf(Date);

    await t.post(Endpoints.block.path, { user_id: payer.id }, { token: t.app.tokens.signAdmin(stranger.id, stranger.sessionVersion) });
    const hidden = keyed('hidden');
    expect(await postMovementToSeen(db(), payer.id, stranger.id, transfer(hidden, payer, stranger, 10), notice(stranger))).toBeNull();
    expect(
      await postMovementToSeen(db(), payer.id, 2_147_483_000, transfer(keyed('nobody'), payer, stranger, 10), notice(stranger)),
    ).toBeNull();
    expect(await movementsWith(hidden)).toEqual([]);
    expect(await db().select().from(notifications).where(eq(notifications.userId, stranger.id))).toEqual([]);
    expect(await balances(payer, payee, stranger)).toEqual([90, 10, 0]);
  });

  it('pushes the tip and both new balances to their owners’ sockets once the movement is written', async () => {
    const url = await listen(t);
    const creator = await chatLogin(t);
    const fan = await chatLogin(t);
    await fund(db(), fan.user.id, 300);
    const creatorSocket = open(url, creator.token);
    const fanSocket = open(url, fan.token);
    try {
      await Promise.all([connected(creatorSocket), connected(fanSocket)]);
      const tipped = new Promise<Notification>((resolve) => creatorSocket.once(SocketEvents.notification, resolve));
      const creatorBalance = new Promise<unknown>((resolve) => creatorSocket.once(SocketEvents.wallet, resolve));
      const fanBalance = new Promise<unknown>((resolve) => fanSocket.once(SocketEvents.wallet, resolve));
      const answer = await t.app.inject({
        method: 'POST',
        url: Endpoints.donateToPerson.path,
        payload: { user_id: creator.user.id, amount: 100 },
        headers: { authorization: `Bearer ${fan.user.token}`, 'idempotency-key': 'tip-on-socket' },
      });
      expect(answer.json()).toEqual({ success: 1, message: Messages.donated, data: { wallet_balance: 200 } });
      expect(await tipped).toMatchObject({
        type: NotificationType.newTips,
        actor: { id: fan.user.id },
        data: { coins: 100, kind: LedgerKind.userDonation },
        is_read: 0,
      });
      expect(await creatorBalance).toEqual({ wallet_balance: 80, bonus_balance: 0 });
      expect(await fanBalance).toEqual({ wallet_balance: 200, bonus_balance: 0 });
      const [listed] = (await t.post(Endpoints.notifications.path, { page: 1 }, { token: creator.user.token })).json()
        .data as Notification[];
      expect(listed).toEqual(await tipped);
    } finally {
      creatorSocket.disconnect();
      fanSocket.disconnect();
    }
  });
});
