import { eq } from 'drizzle-orm';
import { LedgerKind } from '../../contract/codes.ts';
import { defaultMoney } from '../config.ts';
import { postMovement, sale } from '../modules/wallet/ledger.ts';
import type { Tx } from './client.ts';
import { ledgerTransactions, stickers } from './schema.ts';

const DAY = 86_400_000;
/** Weeks of the demo creator's past earnings, so her earnings charts have a history to draw. */
const WEEKS = 10;

/**
 * The demo creator's earlier sales: each fan buys coins with a card, then tips her, tips her posts and sends her
 * stickers over the past weeks, every one a ledger movement (fee included), dated when it happened.
 */
export async function seedEarnings(tx: Tx, idOf: (username: string) => number): Promise<void> {
  const clara = idOf('clara');
  const fans = ['fabio', 'nina', 'theo', 'lena', 'milo'].map(idOf);
  const catalog = await tx.select().from(stickers);
  const now = Date.now();
  let step = 0;
  const move = async (at: number, movement: Omit<Parameters<typeof postMovement>[1], 'key'>) => {
    step++;
    const key = `seed-earnings:${step}`;
    const posted = await postMovement(tx, { key, ...movement });
    await tx
      .update(ledgerTransactions)
      .set({ createdAt: new Date(at) })
      .where(eq(ledgerTransactions.id, posted.transactionId));
  };
  for (const [index, fan] of fans.entries()) {
    // What the fan gives her, week by week: tips, and a sticker every other time.
    const sales: { at: number; kind: (typeof LedgerKind)[keyof typeof LedgerKind]; amount: number; sticker?: (typeof catalog)[number] }[] =
      [];
    for (let week = WEEKS; week >= 1; week--) {
      // Not every fan every week: the pattern differs per fan, and the totals grow towards now.
      if ((week + index) % 3 === 0) continue;
      const at = now - week * 7 * DAY + index * 3_600_000 * 7;
      const amount = 20 + ((week * 7 + index * 13) % 5) * 10 + (WEEKS - week) * 4;
      sales.push({ at, kind: week % 2 === 0 ? LedgerKind.userDonation : LedgerKind.postDonation, amount });
      const sticker = catalog[(week + index) % Math.min(catalog.length, 4)];
      if (sticker && (week + index) % 2 === 0) sales.push({ at: at + DAY, kind: LedgerKind.sticker, amount: sticker.price, sticker });
    }
    // Bought by card for exactly that, so the demo wallets end as they would without this history.
    const coins = sales.reduce((sum, item) => sum + item.amount, 0);
    await move(now - (WEEKS * 7 + 1) * DAY, {
      kind: LedgerKind.coinPurchase,
      payerId: null,
      payeeId: fan,
      amount: coins,
      data: { coins, payment: `pi_demo_history_${fan}` },
      legs: [
        { account: { system: 'card_purchases' }, amount: -coins },
        { account: { user: fan }, amount: coins },
      ],
    });
    for (const item of sales) {
      const paid = sale(fan, clara, item.amount, defaultMoney.platformFeePercent);
      await move(item.at, {
        kind: item.kind,
        payerId: fan,
        payeeId: clara,
        amount: item.amount,
        ...(item.sticker ? { stickerId: item.sticker.id } : {}),
        data: item.sticker ? { fee: paid.fee, sticker: item.sticker.name } : { fee: paid.fee },
        legs: paid.legs,
      });
    }
  }
}
