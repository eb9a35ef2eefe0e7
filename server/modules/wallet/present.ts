import { isCodeOf, LedgerKind, TransactionType, type LedgerKindCode } from '../../../contract/codes.ts';
import { STICKER_ROOT } from '../../../contract/routes.ts';
import type { Sticker, Transaction } from '../../../contract/wallet.ts';
import type { StickerRow } from '../../db/schema.ts';
import type { LineRow } from './repository.ts';

export const presentSticker = (row: StickerRow): Sticker => ({
  id: row.id,
  sticker_url: `${STICKER_ROOT}${row.file}`,
  price: row.price,
  name: row.name,
});

type Counterparty = Transaction['counterparty'];
const nameOf = (other: Counterparty) => (other ? `${other.first_name} ${other.last_name}`.trim() : 'someone');

/** The English title and message of a line (the client builds its own from `kind` in the reader's language). */
function describe(
  kind: LedgerKindCode,
  credit: boolean,
  whole: number,
  other: Counterparty,
  data: Record<string, string | number>,
): { title: string; message: string } {
  const name = nameOf(other);
  switch (kind) {
    case LedgerKind.coinPurchase:
      return { title: 'Coins purchased', message: `${data.coins ?? whole} coins added to your wallet` };
    case LedgerKind.postUnlock:
      return credit
        ? { title: 'Post unlocked by a fan', message: `${name} unlocked your post for ${whole} coins` }
        : { title: 'Post unlocked', message: `You unlocked a post of ${name}` };
    case LedgerKind.postDonation:
    case LedgerKind.userDonation:
      return credit
        ? { title: `Donation from ${name}`, message: `Donated ${whole} coins!` }
        : { title: `Donation to ${name}`, message: `Donated ${whole} coins!` };
    case LedgerKind.sticker:
      return credit
        ? { title: `Sticker from ${name}`, message: `Sent sticker worth ${whole} coins!` }
        : { title: `Sticker to ${name}`, message: `Sent sticker worth ${whole} coins!` };
    case LedgerKind.coinTransfer:
      return credit
        ? { title: 'Coins received', message: `${name} sent you ${whole} coins` }
        : { title: 'Coins sent', message: `You sent ${whole} coins to ${name}` };
    case LedgerKind.referralBonus:
      return { title: 'Referral bonus', message: `Welcome coins for joining with a referral code` };
    case LedgerKind.subscription: {
      return credit
        ? { title: `Subscription from ${name}`, message: `${name} paid ${whole} coins for your plan` }
        : { title: `Subscription to ${name}`, message: `You paid ${whole} coins for the plan of ${name}` };
    }
    case LedgerKind.payoutRequest:
      return { title: 'Payout requested', message: `${whole} coins set aside for your payout` };
    case LedgerKind.payoutPaid:
      return { title: 'Payout paid', message: `${whole} coins paid out to your bank account` };
    case LedgerKind.payoutRejected:
      return { title: 'Payout refused', message: `${whole} coins returned to your wallet` };
    case LedgerKind.chatMedia:
      return credit
        ? { title: `Paid media unlocked by ${name}`, message: `${name} unlocked your media for ${whole} coins` }
        : { title: 'Paid media unlocked', message: `You unlocked a media of ${name}` };
    case LedgerKind.mediaPackage:
      return credit
        ? { title: `Package bought by ${name}`, message: `${name} unlocked your package for ${whole} coins` }
        : { title: 'Package unlocked', message: `You unlocked a package of ${name}` };
    case LedgerKind.liveJoin:
      return credit
        ? { title: `Live stream joined by ${name}`, message: `${name} paid ${whole} coins to watch your live stream` }
        : { title: 'Live stream joined', message: `You paid ${whole} coins to watch the live stream of ${name}` };
    case LedgerKind.liveTip:
      return credit
        ? { title: `Live tip from ${name}`, message: `${name} tipped ${whole} coins in your live stream` }
        : { title: `Live tip to ${name}`, message: `You tipped ${whole} coins in the live stream of ${name}` };
  }
}

export function presentLine(row: LineRow): Transaction {
  const kind = isCodeOf(LedgerKind, row.kind) ? row.kind : LedgerKind.coinTransfer;
  const credit = row.amount > 0;
  const counterparty = row.other?.id
    ? { id: row.other.id, first_name: row.other.first_name ?? '', last_name: row.other.last_name ?? '', username: row.other.username ?? '' }
    : null;
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    ...describe(kind, credit, row.whole, counterparty, row.data),
    price: Math.abs(row.amount),
    transaction_type: credit ? TransactionType.credit : TransactionType.debit,
    kind,
    counterparty,
    post_id: row.postId,
    data: { ...row.data, whole: row.whole },
  };
}

/** The short message a tip or gift carries (issue 28), trimmed; none when blank. Kept in the movement's and the notification's data: only the two parties read those (a gift's also shows in its stream's chat). */
export const noteOf = (message: string | undefined): { note?: string } => {
  const note = message?.trim();
  return note ? { note } : {};
};
