import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LedgerKind, PaymentStatus } from '../../contract/codes';
import { Endpoints } from '../../contract/endpoints';
import { Messages } from '../../contract/messages';
import { autoTopUps, coinPacks, ledgerTransactions, savedCards, testCardIntents, users } from '../../server/db/schema';
import type { TestCardProvider } from '../../server/providers/payments';
import { backends, createTestApp, verifiedUser, type TestApp } from './harness';
import { expectBooksBalanced } from './ledger-support';
import { creator, imagePost } from './posts-support';

type Login = Awaited<ReturnType<typeof verifiedUser>>;

const CARD = { exp_month: 11, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' };

describe.each(backends)('saved cards, one-click packs and automatic top-up (%s)', (backend) => {
  let t: TestApp;
  let packs: { small: number; big: number };
  const db = () => t.testDatabase.database.db;
  const provider = () => t.app.paymentsService.provider as TestCardProvider;
  const call = (url: string, body: object | undefined, who: Login, key?: string) =>
    t.app.inject({
      method: body ? 'POST' : 'GET',
      url,
      ...(body ? { payload: body } : {}),
      headers: { authorization: `Bearer ${who.token}`, ...(key ? { 'idempotency-key': key } : {}) },
    });
  const methodOf = async (who: Login, number: string) =>
    (await call(Endpoints.testCardPaymentMethod.path, { number, ...CARD }, who)).json().data.id as string;
  /** Buys the small pack at the card form with "save this card" ticked: the card is saved. */
  const saveCard = async (who: Login, number = '4242424242424242') => {
    const answer = await call(
      Endpoints.buyCoins.path,
      { purchaseData: [{ packageId: packs.small, trasactionId: await methodOf(who, number) }], save_card: true },
      who,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const cards = (await call(Endpoints.savedCards.path, undefined, who)).json().data.cards as { id: number; last4: string }[];
    return cards.find((card) => card.last4 === number.slice(-4))!.id;
  };
  const balanceOf = async (id: number) =>
    (await db().select({ balance: users.walletBalance }).from(users).where(eq(users.id, id)))[0]!.balance;
  const purchasesOf = (id: number) =>
    db()
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.payeeId, id), eq(ledgerTransactions.kind, LedgerKind.coinPurchase)));
  const paidPost = async (price: number) => {
    const seller = await creator(t);
    return { seller, post: await imagePost(t, { id: seller.id, token: seller.token }, { payment_type: 2, payment_amount: price }) };
  };
  const unlock = (who: Login, postId: number, price: number) => call(Endpoints.unlockPost.path, { post_id: postId, price }, who);

  beforeAll(async () => {
    t = await createTestApp(backend);
    const rows = await db()
      .insert(coinPacks)
      .values([
        { coin: 100, priceCents: 99, inappIdentifier: 'coins_100' },
        { coin: 1000, priceCents: 849, inappIdentifier: 'coins_1000' },
      ])
      .returning();
    packs = { small: rows[0]!.id, big: rows[1]!.id };
  });
  afterAll(async () => {
    await provider().drain();
    await expectBooksBalanced(db());
    await t.close();
  });

  it('saves a card only when asked, and shows its brand, last four digits and expiry, never the number', async () => {
    const fan = await verifiedUser(t);
    const plain = await call(
      Endpoints.buyCoins.path,
      { purchaseData: [{ packageId: packs.small, trasactionId: await methodOf(fan, '4242424242424242') }] },
      fan,
    );
    expect(plain.statusCode).toBe(200);
    expect((await call(Endpoints.savedCards.path, undefined, fan)).json().data).toEqual({
      cards: [],
      auto_top_up: null,
      coin_value_cents: 1,
    });

    await saveCard(fan, '5555555555554444');
    await provider().drain();
    const listed = await call(Endpoints.savedCards.path, undefined, fan);
    expect(listed.json().data.cards).toEqual([
      { id: expect.any(Number), brand: 'mastercard', last4: '4444', exp_month: CARD.exp_month, exp_year: CARD.exp_year },
    ]);
    expect(listed.body).not.toContain('5555555555554444');
    expect(await db().select().from(savedCards).where(eq(savedCards.userId, fan.id))).toHaveLength(1);
    expect(await balanceOf(fan.id)).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: Endpoints.savedCards.path })).statusCode).toBe(401);
  });

  it('buys a pack with a saved card in one call, once per key; a stranger can neither see, use nor remove it', async () => {
    const fan = await verifiedUser(t);
    const stranger = await verifiedUser(t);
    const card = await saveCard(fan);
    const twice = await Promise.all([
      call(Endpoints.buyWithSavedCard.path, { card_id: card, package_id: packs.big }, fan, 'one-click-0001'),
      call(Endpoints.buyWithSavedCard.path, { card_id: card, package_id: packs.big }, fan, 'one-click-0001'),
    ]);
    for (const answer of twice) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ message: Messages.coinsAdded, data: { status: PaymentStatus.succeeded, coins: 1000 } });
    }
    await provider().drain();
    expect(await balanceOf(fan.id)).toBe(1100);
    expect(await purchasesOf(fan.id)).toHaveLength(2);

    expect((await call(Endpoints.savedCards.path, undefined, stranger)).json().data.cards).toEqual([]);
    const used = await call(Endpoints.buyWithSavedCard.path, { card_id: card, package_id: packs.small }, stranger);
    expect(used.statusCode).toBe(404);
    expect(used.json().message).toBe(Messages.cardNotFound);
    expect((await call(Endpoints.removeCard.path, { card_id: card }, stranger)).statusCode).toBe(404);
    expect((await call(Endpoints.setAutoTopUp.path, { enabled: true, card_id: card, package_id: packs.small }, stranger)).statusCode).toBe(
      404,
    );
    expect(await balanceOf(stranger.id)).toBe(0);
    expect((await call(Endpoints.savedCards.path, undefined, fan)).json().data.cards).toHaveLength(1);
  });

  it('refuses bad input with 400 and an unknown pack with 404, changing nothing', async () => {
    const fan = await verifiedUser(t);
    const card = await saveCard(fan);
    for (const body of [{}, { card_id: 'x', package_id: packs.small }, { card_id: card, package_id: 0 }, { card_id: -1, package_id: 1 }]) {
      expect((await call(Endpoints.buyWithSavedCard.path, body, fan)).statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const body of [{}, { enabled: true }, { enabled: true, card_id: card }, { enabled: 'yes' }, { enabled: false, extra: 1 }]) {
      expect((await call(Endpoints.setAutoTopUp.path, body, fan)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call(Endpoints.removeCard.path, { card_id: 'all' }, fan)).statusCode).toBe(400);
    expect((await call(Endpoints.buyWithSavedCard.path, { card_id: card, package_id: 999_999 }, fan)).json().message).toBe(
      Messages.coinPackNotFound,
    );
    expect((await call(Endpoints.buyWithSavedCard.path, { card_id: card, package_id: packs.small }, fan, 'bad key')).statusCode).toBe(400);
    expect(await balanceOf(fan.id)).toBe(100);
  });

  it('with automatic top-up on, an unlock the wallet cannot pay buys the pack first and proceeds; off, it is refused', async () => {
    const fan = await verifiedUser(t);
    const card = await saveCard(fan);
    const { seller, post } = await paidPost(150);
    const short = await unlock(fan, post.id, 150);
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(Messages.insufficientBalance);

    const on = await call(Endpoints.setAutoTopUp.path, { enabled: true, card_id: card, package_id: packs.small }, fan);
    expect(on.json()).toMatchObject({ message: Messages.autoTopUpOn, data: { auto_top_up: { card_id: card, package_id: packs.small } } });
    const unlocked = await unlock(fan, post.id, 150);
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json().data).toMatchObject({ wallet_balance: 50, post: { is_lock: 0 } });
    await provider().drain();
    expect(await purchasesOf(fan.id)).toHaveLength(2);
    expect(await balanceOf(fan.id)).toBe(50);
    expect(await balanceOf(seller.id)).toBe(120);
    expect((await db().select().from(autoTopUps).where(eq(autoTopUps.userId, fan.id)))[0]!.round).toBe(1);

    // Enough coins: no charge.
    const { post: cheap } = await paidPost(30);
    expect((await unlock(fan, cheap.id, 30)).statusCode).toBe(200);
    await provider().drain();
    expect(await purchasesOf(fan.id)).toHaveLength(2);

    // A tip the wallet cannot pay tops up as an unlock does.
    const tip = await call(Endpoints.donateToPerson.path, { user_id: seller.id, amount: 100 }, fan, 'tip-attempt-0001');
    expect(tip.statusCode, tip.body).toBe(200);
    expect(tip.json().data.wallet_balance).toBe(20);
    await provider().drain();
    expect(await purchasesOf(fan.id)).toHaveLength(3);

    const off = await call(Endpoints.setAutoTopUp.path, { enabled: false }, fan);
    expect(off.json()).toMatchObject({ message: Messages.autoTopUpOff, data: { auto_top_up: null } });
    const { post: dear } = await paidPost(900);
    expect((await unlock(fan, dear.id, 900)).json().message).toBe(Messages.insufficientBalance);
    expect(await purchasesOf(fan.id)).toHaveLength(3);
  });

  it('a card declined at top-up gives a clear error and changes nothing', async () => {
    const fan = await verifiedUser(t);
    // Paid at the form, declined once saved (as Stripe's 0341).
    const card = await saveCard(fan, '4000000000000341');
    await call(Endpoints.setAutoTopUp.path, { enabled: true, card_id: card, package_id: packs.big }, fan);
    const { seller, post } = await paidPost(500);
    const refused = await unlock(fan, post.id, 500);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ success: 0, message: Messages.autoTopUpDeclined });
    const oneClick = await call(Endpoints.buyWithSavedCard.path, { card_id: card, package_id: packs.small }, fan);
    expect(oneClick.statusCode).toBe(402);
    expect(oneClick.json().message).toBe(Messages.cardDeclined);
    await provider().drain();
    expect(await balanceOf(fan.id)).toBe(100);
    expect(await balanceOf(seller.id)).toBe(0);
    expect(await purchasesOf(fan.id)).toHaveLength(1);
  });

  it('removing a card turns its automatic top-up off and forgets it', async () => {
    const fan = await verifiedUser(t);
    const card = await saveCard(fan);
    await call(Endpoints.setAutoTopUp.path, { enabled: true, card_id: card, package_id: packs.small }, fan);
    const removed = await call(Endpoints.removeCard.path, { card_id: card }, fan);
    expect(removed.json()).toMatchObject({ message: Messages.cardRemoved, data: { cards: [], auto_top_up: null } });
    expect((await call(Endpoints.removeCard.path, { card_id: card }, fan)).statusCode).toBe(404);
    expect((await call(Endpoints.buyWithSavedCard.path, { card_id: card, package_id: packs.small }, fan)).statusCode).toBe(404);
    const { post } = await paidPost(150);
    expect((await unlock(fan, post.id, 150)).json().message).toBe(Messages.insufficientBalance);
  });

  it('four purchases short at once with automatic top-up charge the card once', async () => {
    const fan = await verifiedUser(t);
    const card = await saveCard(fan);
    // Spend the first pack so the wallet is empty.
    const { post: first } = await paidPost(100);
    expect((await unlock(fan, first.id, 100)).statusCode).toBe(200);
    await call(Endpoints.setAutoTopUp.path, { enabled: true, card_id: card, package_id: packs.small }, fan);
    const posts = await Promise.all([1, 2, 3, 4].map(() => paidPost(25)));
    const answers = await Promise.all(posts.map(({ post }) => unlock(fan, post.id, 25)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    await provider().drain();
    expect(await purchasesOf(fan.id)).toHaveLength(2);
    expect(await balanceOf(fan.id)).toBe(0);
    const intents = await db().select().from(testCardIntents);
    expect(intents.filter((intent) => intent.metadata.user_id === String(fan.id))).toHaveLength(2);
  });
});
