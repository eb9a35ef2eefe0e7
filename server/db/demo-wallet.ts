import { and, asc, eq, ne } from 'drizzle-orm';
import { LedgerKind, NotificationType, PaymentType } from '../../contract/codes.ts';
import { defaultMoney } from '../config.ts';
import { postMovement, sale, type Leg } from '../modules/wallet/ledger.ts';
import type { Tx } from './client.ts';
import { notifications, postPurchases, posts, stickers } from './schema.ts';

/** The drawn stickers (server/assets/stickers) and their prices in coins. */
export const DEMO_STICKERS = [
  { name: 'heart', file: 'heart.svg', price: 10 },
  { name: 'rose', file: 'rose.svg', price: 25 },
  { name: 'fire', file: 'fire.svg', price: 50 },
  { name: 'star', file: 'star.svg', price: 100 },
  { name: 'crown', file: 'crown.svg', price: 250 },
  { name: 'diamond', file: 'diamond.svg', price: 500 },
  { name: 'rocket', file: 'rocket.svg', price: 1000 },
  { name: 'trophy', file: 'trophy.svg', price: 2000 },
];

const HOUR = 3_600_000;

/** The sticker catalog and a wallet history written through the ledger, so the books balance from the first start. */
export async function seedWallets(tx: Tx, idOf: (username: string) => number): Promise<void> {
  const catalog = await tx.insert(stickers).values(DEMO_STICKERS).onConflictDoNothing().returning();
  const sticker = (name: string) => catalog.find((row) => row.name === name)!;
  const fee = defaultMoney.platformFeePercent;
  const [fan, clara, milo, nina, theo] = ['fabio', 'clara', 'milo', 'nina', 'theo'].map(idOf) as [number, number, number, number, number];

  let step = 0;
  const move = async (
    kind: (typeof LedgerKind)[keyof typeof LedgerKind],
    payerId: number | null,
    payeeId: number,
    amount: number,
    legs: Leg[],
    extra: { postId?: number; stickerId?: number; data?: Record<string, string | number> } = {},
  ) => {
    step++;
    await postMovement(tx, {
      key: `seed:${step}`,
      kind,
      payerId,
      payeeId,
      amount,
      legs,
      postId: extra.postId ?? null,
      stickerId: extra.stickerId ?? null,
      data: extra.data ?? {},
    });
  };
  const buy = (userId: number, coins: number, cents: number) =>
    move(
      LedgerKind.coinPurchase,
      null,
      userId,
      coins,
      [
        { account: { system: 'card_purchases' }, amount: -coins },
        { account: { user: userId }, amount: coins },
      ],
      { data: { coins, amount_cents: cents, payment: `pi_demo_${userId}_${coins}` } },
    );
  const tip = (
    kind: (typeof LedgerKind)[keyof typeof LedgerKind],
    from: number,
    to: number,
    amount: number,
    extra: { postId?: number; stickerId?: number; data?: Record<string, string | number> } = {},
  ) => {
    const { legs, fee: kept } = sale(from, to, amount, fee);
    return move(kind, from, to, amount, legs, { ...extra, data: { ...extra.data, fee: kept } });
  };

  await buy(fan, 5000, 3999);
  await buy(fan, 1000, 849);
  await buy(nina, 500, 449);

  // The fan bought one pay-per-view post; the others stay locked to show the unlock flow.
  const [paid] = await tx
    .select({ id: posts.id, price: posts.paymentAmount, authorId: posts.userId })
    .from(posts)
    .where(and(ne(posts.userId, fan), eq(posts.paymentType, PaymentType.payPerView)))
    .orderBy(asc(posts.id))
    .limit(1);
  if (paid) {
    await tip(LedgerKind.postUnlock, fan, paid.authorId, paid.price, { postId: paid.id });
    await tx.insert(postPurchases).values({ userId: fan, postId: paid.id, price: paid.price });
  }
  const [anyClaraPost] = await tx.select({ id: posts.id }).from(posts).where(eq(posts.userId, clara)).orderBy(asc(posts.id)).limit(1);
  await tip(LedgerKind.postDonation, fan, clara, 200, { postId: anyClaraPost?.id });
  await tip(LedgerKind.userDonation, fan, milo, 100);
  await tip(LedgerKind.sticker, fan, milo, sticker('crown').price, { stickerId: sticker('crown').id, data: { sticker: 'crown' } });
  await tip(LedgerKind.sticker, nina, clara, sticker('rose').price, {
    stickerId: sticker('rose').id,
    data: { sticker: 'rose', note: 'For the collab!' },
  });
  await move(LedgerKind.coinTransfer, fan, theo, 50, [
    { account: { user: fan }, amount: -50 },
    { account: { user: theo }, amount: 50 },
  ]);

  // What those movements raised, an hour apart, read already except the latest.
  const now = Date.now();
  await tx.insert(notifications).values([
    // The fan's two card purchases, as the payment's confirmation tells the buyer.
    ...[5000, 1000].map((coins, at) => ({
      userId: fan,
      type: NotificationType.updateWallet,
      actorId: null,
      data: { coins, kind: LedgerKind.coinPurchase },
      createdAt: new Date(now - (7 - at) * HOUR),
      readAt: new Date(now - (7 - at) * HOUR),
    })),
    ...(paid
      ? [
          {
            userId: paid.authorId,
            type: NotificationType.transferCoins,
            actorId: fan,
            postId: paid.id,
            data: { coins: paid.price },
            createdAt: new Date(now - 5 * HOUR),
          },
        ]
      : []),
    {
      userId: clara,
      type: NotificationType.newTips,
      actorId: fan,
      postId: anyClaraPost?.id ?? null,
      data: { coins: 200, kind: LedgerKind.postDonation },
      createdAt: new Date(now - 4 * HOUR),
    },
    {
      userId: milo,
      type: NotificationType.newTips,
      actorId: fan,
      data: { coins: 100, kind: LedgerKind.userDonation },
      createdAt: new Date(now - 3 * HOUR),
    },
    {
      userId: milo,
      type: NotificationType.newTips,
      actorId: fan,
      data: { coins: sticker('crown').price, kind: LedgerKind.sticker },
      createdAt: new Date(now - 2 * HOUR),
    },
    { userId: theo, type: NotificationType.receivedCoins, actorId: fan, data: { coins: 50 }, createdAt: new Date(now - HOUR) },
  ]);
}
