import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LedgerKind, NotificationType, TransactionType } from '../../contract/codes';
import { Messages } from '../../contract/messages';
import { PAGE_SIZE } from '../../contract/rules';
import { Endpoints, fillPath } from '../../contract/endpoints';
import { TransactionListResponse, type Transaction } from '../../contract/wallet';
import { Value } from 'typebox/value';
import { ledgerEntries, ledgerTransactions, notifications, postPurchases, stickers, users } from '../../server/db/schema';
import { backends, createTestApp, signup, verifiedUser, type TestApp } from './harness';
import { expectBooksBalanced, fund } from './ledger-support';
import { creator, imagePost, textPost } from './posts-support';

type Login = Awaited<ReturnType<typeof verifiedUser>>;

describe.each(backends)('wallet: unlock, donations, stickers, transfers, transactions, referral (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await t.testDatabase.database.db
      .insert(stickers)
      .values([
        { name: 'heart', file: 'heart.svg', price: 10 },
        { name: 'crown', file: 'crown.svg', price: 250 },
      ])
      .onConflictDoNothing();
  });
  afterAll(async () => {
    await expectBooksBalanced(t.testDatabase.database.db);
    await t.close();
  });

  const db = () => t.testDatabase.database.db;
  const balanceOf = async (id: number) =>
    (await db().select({ balance: users.walletBalance }).from(users).where(eq(users.id, id)))[0]?.balance;
  const send = (url: string, body: object, who: Login, key?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { authorization: `Bearer ${who.token}`, ...(key ? { 'idempotency-key': key } : {}) },
    });
  const refused = async (url: string, body: object, who: Login, status: number, message: string, key?: string) => {
    const response = await send(url, body, who, key);
    expect(response.statusCode, `${url} ${JSON.stringify(body)}: ${response.body}`).toBe(status);
    expect(response.json()).toMatchObject({ success: 0, message });
  };
  const paidPost = async (seller: Login, price: number) => imagePost(t, seller, { payment_type: 2, payment_amount: price });
  const transactionsOf = async (who: Login, page = 1) => {
    const response = await send(Endpoints.transactions.path, { page }, who);
    expect(response.statusCode).toBe(200);
    const body = response.json() as TransactionListResponse;
    expect(Value.Check(TransactionListResponse, body)).toBe(true);
    return body.data;
  };
  const notificationsOf = (userId: number, type: string) =>
    db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

  it('unlocks a paid post once: the buyer pays the price, the creator gets it less 20%, the post opens with signed media', async () => {
    const seller = await creator(t);
    const fan = await verifiedUser(t);
    const post = await paidPost(seller, 100);

    await refused(Endpoints.unlockPost.path, { post_id: post.id, price: 100 }, fan, 400, Messages.insufficientBalance);
    expect(await db().select().from(postPurchases).where(eq(postPurchases.userId, fan.id))).toEqual([]);

    await fund(db(), fan.id, 150);
    await refused(Endpoints.unlockPost.path, { post_id: post.id, price: 90 }, fan, 409, Messages.priceChanged);
    const [first, second] = await Promise.all([
      send(Endpoints.unlockPost.path, { post_id: post.id, price: 100 }, fan),
      send(Endpoints.unlockPost.path, { post_id: post.id, price: 100 }, fan),
    ]);
    for (const answer of [first, second]) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({
        success: 1,
        message: Messages.contentUnlocked,
        data: { post_id: post.id, wallet_balance: 50, post: { id: post.id, is_lock: 0 } },
      });
    }
    expect(first.json().data.post.images[0].url).toMatch(/\?exp=\d+&sig=/);
    expect(await balanceOf(fan.id)).toBe(50);
    expect(await balanceOf(seller.id)).toBe(80);
    const movements = await db().select().from(ledgerTransactions).where(eq(ledgerTransactions.postId, post.id));
    expect(movements).toHaveLength(1);
    expect(movements[0]).toMatchObject({
      kind: LedgerKind.postUnlock,
      payerId: fan.id,
      payeeId: seller.id,
      amount: 100,
      data: { fee: 20 },
    });
    const entries = await db().select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, movements[0]!.id));
    expect(entries.map(({ account, userId, amount }) => ({ account, userId, amount })).sort((a, b) => a.amount - b.amount)).toEqual([
      { account: 'wallet', userId: fan.id, amount: -100 },
      { account: 'platform_fees', userId: null, amount: 20 },
      { account: 'wallet', userId: seller.id, amount: 80 },
    ]);
    // Bought: paying again (even at another price) opens it and charges nothing.
    expect((await send(Endpoints.unlockPost.path, { post_id: post.id, price: 5 }, fan)).json().data.wallet_balance).toBe(50);
    expect((await t.post(fillPath(Endpoints.post.path, { id: post.id }), undefined, { token: fan.token })).statusCode).toBeLessThan(500);
    expect(await notificationsOf(seller.id, NotificationType.transferCoins)).toHaveLength(1);
  });

  it('refuses unlocking your own post, a free post, an unknown post and one across a block', async () => {
    const seller = await creator(t);
    const fan = await verifiedUser(t);
    await fund(db(), fan.id, 500);
    await fund(db(), seller.id, 500);
    const paid = await paidPost(seller, 50);
    const free = await textPost(t, seller.token);
    await refused(Endpoints.unlockPost.path, { post_id: paid.id, price: 50 }, seller, 403, Messages.ownPostAction);
    await refused(Endpoints.unlockPost.path, { post_id: free.id, price: 50 }, fan, 400, Messages.postNotForSale);
    await refused(Endpoints.unlockPost.path, { post_id: 2_147_483_000, price: 50 }, fan, 404, Messages.postNotFound);
    await refused(Endpoints.unlockPost.path, { post_id: paid.id, price: 0 }, fan, 400, Messages.amountPositive);
    await refused(Endpoints.unlockPost.path, { post_id: paid.id }, fan, 400, Messages.donationAmountRequired);
    await t.post(Endpoints.block.path, { user_id: fan.id }, { token: seller.token });
    await refused(Endpoints.unlockPost.path, { post_id: paid.id, price: 50 }, fan, 404, Messages.postNotFound);
    expect(await balanceOf(fan.id)).toBe(500);
  });

  it('donates on posts and profiles with the rules of spec §5; a key makes a double click one donation', async () => {
    const star = await creator(t);
    const fan = await verifiedUser(t);
    const post = await textPost(t, star.token);
    await refused(Endpoints.donateToPost.path, { post_id: post.id, amount: 100 }, fan, 400, Messages.insufficientBalance);
    await fund(db(), fan.id, 1000);
    await refused(Endpoints.donateToPost.path, { post_id: post.id }, fan, 400, Messages.donationAmountRequired);
    await refused(Endpoints.donateToPost.path, { post_id: post.id, amount: 0 }, fan, 400, Messages.amountPositive);
    await refused(Endpoints.donateToPost.path, { post_id: post.id, amount: 100_000 }, fan, 400, Messages.amountTooBig);
    await refused(Endpoints.donateToPost.path, { post_id: post.id, amount: 1.5 }, fan, 400, Messages.donationAmountRequired);
    await refused(Endpoints.donateToPost.path, { post_id: post.id, amount: 100 }, star, 403, Messages.ownPostAction);
    await refused(Endpoints.donateToPost.path, { post_id: post.id, amount: 100 }, fan, 400, Messages.idempotencyKeyInvalid, 'bad key!');

    const key = 'donate-attempt-1';
    const answers = await Promise.all([1, 2, 3].map(() => send(Endpoints.donateToPost.path, { post_id: post.id, amount: 200 }, fan, key)));
    for (const answer of answers) expect(answer.json()).toEqual({ success: 1, message: Messages.donated, data: { wallet_balance: 800 } });
    await refused(Endpoints.donateToPost.path, { post_id: post.id, amount: 300 }, fan, 409, Messages.idempotencyKeyReused, key);
    expect(await balanceOf(star.id)).toBe(160);

    // Without a key each call is its own donation.
    await send(Endpoints.donateToPerson.path, { user_id: star.id, amount: 100 }, fan);
    await send(Endpoints.donateToPerson.path, { user_id: star.id, amount: 100 }, fan);
    expect(await balanceOf(fan.id)).toBe(600);
    expect(await balanceOf(star.id)).toBe(320);
    await refused(Endpoints.donateToPerson.path, { user_id: fan.id, amount: 100 }, fan, 400, Messages.cannotPayYourself);
    await refused(Endpoints.donateToPerson.path, { user_id: 2_147_483_000, amount: 100 }, fan, 404, Messages.userNotFound);
    const tips = await notificationsOf(star.id, NotificationType.newTips);
    expect(tips.length).toBeGreaterThanOrEqual(2);

    const lines = await transactionsOf(star);
    expect(lines.transactions[0]).toMatchObject({
      kind: LedgerKind.userDonation,
      transaction_type: TransactionType.credit,
      price: 80,
      message: 'Donated 100 coins!',
      counterparty: { id: fan.id },
    });
    const fanLines = await transactionsOf(fan);
    expect(fanLines.wallet_balance).toBe(600);
    expect(fanLines.transactions[0]).toMatchObject({ kind: LedgerKind.userDonation, transaction_type: TransactionType.debit, price: 100 });
  });

  it('sends stickers from the catalog at their price', async () => {
    const star = await verifiedUser(t);
    const fan = await verifiedUser(t);
    const catalog = await t.app.inject({ method: 'GET', url: Endpoints.stickers.path, headers: { authorization: `Bearer ${fan.token}` } });
    expect(catalog.statusCode).toBe(200);
    const list = catalog.json().data as { id: number; price: number; sticker_url: string }[];
    expect(list.map((sticker) => sticker.price)).toEqual([...list.map((sticker) => sticker.price)].sort((a, b) => a - b));
    const crown = list.find((sticker) => sticker.price === 250)!;
    expect(crown.sticker_url).toBe('/stickers/crown.svg');
    const image = await t.app.inject({ method: 'GET', url: crown.sticker_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.body).toMatch(/^<svg /);
    expect(image.headers['content-security-policy']).toContain("default-src 'none'");
    expect((await t.app.inject({ method: 'GET', url: '/stickers/..%2Fpackage.json' })).statusCode).toBe(404);
    await refused(Endpoints.sendSticker.path, { sticker_id: crown.id, to_user_id: star.id }, fan, 400, Messages.insufficientBalance);
    await fund(db(), fan.id, 300);
    const sent = await send(Endpoints.sendSticker.path, { sticker_id: crown.id, to_user_id: star.id }, fan, 'sticker-1-attempt');
    expect(sent.json()).toMatchObject({ success: 1, data: { wallet_balance: 50, sticker: { id: crown.id } } });
    await refused(Endpoints.sendSticker.path, { sticker_id: 999_999, to_user_id: star.id }, fan, 404, Messages.stickerNotFound);
    expect(await balanceOf(star.id)).toBe(200);
    expect((await transactionsOf(star)).transactions[0]).toMatchObject({
      kind: LedgerKind.sticker,
      message: 'Sent sticker worth 250 coins!',
    });
  });

  it('a donation or a sticker carries a short message: validated, kept, seen by the receiver and the sender only', async () => {
    const star = await verifiedUser(t);
    const fan = await verifiedUser(t);
    const stranger = await verifiedUser(t);
    await fund(db(), fan.id, 1000);
    const crown = (
      (await t.app.inject({ method: 'GET', url: Endpoints.stickers.path, headers: { authorization: `Bearer ${fan.token}` } })).json()
        .data as {
        id: number;
        price: number;
      }[]
    ).find((sticker) => sticker.price === 250)!;
    // Refused with a clear message and nothing charged: too long, a control character, a lone surrogate, not a string.
    for (const message of ['x'.repeat(141), 'hi\u0000there', 'line\nbreak']) {
      await refused(
        Endpoints.donateToPerson.path,
        { user_id: star.id, amount: 10, message },
        fan,
        400,
        message.length > 140 ? Messages.tipNoteTooLong : Messages.controlCharacters,
      );
      await refused(
        Endpoints.sendSticker.path,
        { sticker_id: crown.id, to_user_id: star.id, message },
        fan,
        400,
        message.length > 140 ? Messages.tipNoteTooLong : Messages.controlCharacters,
      );
    }
    expect(await balanceOf(fan.id)).toBe(1000);

    const noteOf = (line: { data: Record<string, unknown> } | undefined) => line?.data.note;
    expect(
      (await send(Endpoints.donateToPerson.path, { user_id: star.id, amount: 10, message: '  Love your work!  ' }, fan)).statusCode,
    ).toBe(200);
    expect(noteOf((await transactionsOf(star)).transactions[0])).toBe('Love your work!');
    expect(noteOf((await transactionsOf(fan)).transactions[0])).toBe('Love your work!');
    expect(
      (await send(Endpoints.sendSticker.path, { sticker_id: crown.id, to_user_id: star.id, message: '¡Bravo! 👑' }, fan)).statusCode,
    ).toBe(200);
    const [starLine] = (await transactionsOf(star)).transactions;
    expect(starLine).toMatchObject({ kind: LedgerKind.sticker, message: 'Sent sticker worth 250 coins!', data: { note: '¡Bravo! 👑' } });
    // The receiver's notification carries it beside the spec's text; a blank message is no message.
    const tips = await notificationsOf(star.id, NotificationType.newTips);
    expect(tips.map((row) => row.data.note).sort()).toEqual(['Love your work!', '¡Bravo! 👑']);
    const listed = (await send(Endpoints.notifications.path, { page: 1 }, star)).json() as {
      data: { description: string; data: { note?: string } }[];
    };
    expect(listed.data.find((row) => row.data.note === '¡Bravo! 👑')?.description).toMatch(/“¡Bravo! 👑”$/);
    expect((await send(Endpoints.donateToPerson.path, { user_id: star.id, amount: 10, message: '   ' }, fan)).statusCode).toBe(200);
    expect(noteOf((await transactionsOf(star)).transactions[0])).toBeUndefined();
    // Nobody else reads it: a third person's wallet and notifications hold nothing of it.
    expect((await transactionsOf(stranger)).transactions).toEqual([]);
    expect(await notificationsOf(stranger.id, NotificationType.newTips)).toEqual([]);
  });

  it('transfers coins without a fee, never to yourself or across a block', async () => {
    const giver = await verifiedUser(t);
    const taker = await verifiedUser(t);
    await fund(db(), giver.id, 100);
    await refused(Endpoints.transferCoins.path, { to_user_id: taker.id, amount: 0 }, giver, 400, Messages.amountPositive);
    await refused(Endpoints.transferCoins.path, { to_user_id: taker.id }, giver, 400, Messages.transferAmountRequired);
    await refused(Endpoints.transferCoins.path, { to_user_id: giver.id, amount: 10 }, giver, 400, Messages.cannotPayYourself);
    await refused(Endpoints.transferCoins.path, { to_user_id: taker.id, amount: 101 }, giver, 400, Messages.insufficientBalance);
    expect((await send(Endpoints.transferCoins.path, { to_user_id: taker.id, amount: 60 }, giver)).json().data).toEqual({
      wallet_balance: 40,
    });
    expect(await balanceOf(taker.id)).toBe(60);
    expect(await notificationsOf(taker.id, NotificationType.receivedCoins)).toHaveLength(1);
    const listed = (await send(Endpoints.notifications.path, { page: 1 }, taker)).json().data as {
      type: string;
      description: string;
      data: { coins?: number };
    }[];
    expect(listed[0]).toMatchObject({
      type: NotificationType.receivedCoins,
      description: 'Ada Lovelace sent you 60 coins',
      data: { coins: 60 },
    });
    await t.post(Endpoints.block.path, { user_id: giver.id }, { token: taker.token });
    await refused(Endpoints.transferCoins.path, { to_user_id: taker.id, amount: 10 }, giver, 404, Messages.userNotFound);
    await refused(Endpoints.donateToPerson.path, { user_id: taker.id, amount: 10 }, giver, 404, Messages.userNotFound);
    expect(await balanceOf(giver.id)).toBe(40);
  });

  it('pages the transactions newest first; an empty page ends them; a stranger never reads them', async () => {
    const giver = await verifiedUser(t);
    const taker = await verifiedUser(t);
    await fund(db(), giver.id, 1000);
    for (let i = 1; i <= PAGE_SIZE + 2; i++) await send(Endpoints.transferCoins.path, { to_user_id: taker.id, amount: i }, giver);
    const first = await transactionsOf(taker);
    expect(first.transactions.map((line: Transaction) => line.price)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(first.transactions[0]).toMatchObject({
      title: 'Coins received',
      transaction_type: TransactionType.credit,
      counterparty: { id: giver.id },
    });
    expect((await transactionsOf(taker, 2)).transactions.map((line) => line.price)).toEqual([2, 1]);
    expect((await transactionsOf(taker, 3)).transactions).toEqual([]);
    // Each reads their own wallet only: the list takes no user id.
    const stranger = await verifiedUser(t);
    expect((await transactionsOf(stranger)).transactions).toEqual([]);
    expect((await t.post(Endpoints.transactions.path, { page: 1 })).statusCode).toBe(401);
  });

  it('gives a referred newcomer the welcome coins once, when the account is verified', async () => {
    const referrer = await verifiedUser(t);
    const [{ code }] = (await db().select({ code: users.refrenceCode }).from(users).where(eq(users.id, referrer.id))) as [{ code: string }];
    const body = signup({ user_refrence_code: code });
    expect((await t.post(Endpoints.register.path, body)).statusCode).toBe(201);
    const [newcomer] = await db().select().from(users).where(eq(users.email, body.email));
    expect(newcomer?.walletBalance).toBe(0);
    await t.post(Endpoints.verifyOtp.path, { email: body.email, otp: await t.latestOtp(body.email) });
    expect(await balanceOf(newcomer!.id)).toBe(50);
    // A reset code later proves the mailbox again: no second welcome.
    await t.post(Endpoints.forgotPassword.path, { email: body.email });
    await t.post(Endpoints.verifyOtp.path, { email: body.email, otp: await t.latestOtp(body.email) });
    expect(await balanceOf(newcomer!.id)).toBe(50);
    expect(await notificationsOf(newcomer!.id, NotificationType.walletUpdated)).toHaveLength(1);
    const unreferred = await verifiedUser(t);
    expect(await balanceOf(unreferred.id)).toBe(0);
    expect((await t.post(Endpoints.register.path, signup({ user_refrence_code: 'NOPE1234' }))).json()).toMatchObject({
      success: 0,
      message: Messages.referralInvalid,
    });
  });
});
