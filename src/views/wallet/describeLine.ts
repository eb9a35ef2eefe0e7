import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { LedgerKind, WalletLine } from '../../app/wallet';

/**
 * The title and message of a wallet line in the active language (spec §3 transactions, §9 'Donated
 * {amount} coins!', 'Sent sticker worth {price} coins!'), built from its kind, the other side and the figures.
 */
export function describeLine(
  i18n: I18n,
  line: Pick<WalletLine, 'kind' | 'isCredit' | 'whole' | 'coins' | 'counterparty' | 'title' | 'message'>,
): { title: string; message: string } {
  const other = line.counterparty;
  const name = other ? `${other.firstName} ${other.lastName}`.trim() || other.username : i18n._(msg`someone`);
  const whole = i18n.number(line.whole);
  const lines: Record<LedgerKind, () => { title: string; message: string }> = {
    COIN_PURCHASE: () => ({
      title: i18n._(msg`Coins purchased`),
      message: i18n._(msg`${i18n.number(line.coins ?? line.whole)} coins added to your wallet`),
    }),
    POST_UNLOCK: () =>
      line.isCredit
        ? { title: i18n._(msg`Post unlocked by a fan`), message: i18n._(msg`${name} unlocked your post for ${whole} coins`) }
        : { title: i18n._(msg`Post unlocked`), message: i18n._(msg`You unlocked a post of ${name}`) },
    POST_DONATION: () => donation(),
    USER_DONATION: () => donation(),
    STICKER: () => ({
      title: line.isCredit ? i18n._(msg`Sticker from ${name}`) : i18n._(msg`Sticker to ${name}`),
      message: i18n._(msg`Sent sticker worth ${whole} coins!`),
    }),
    COIN_TRANSFER: () =>
      line.isCredit
        ? { title: i18n._(msg`Coins received`), message: i18n._(msg`${name} sent you ${whole} coins`) }
        : { title: i18n._(msg`Coins sent`), message: i18n._(msg`You sent ${whole} coins to ${name}`) },
    REFERRAL_BONUS: () => ({ title: i18n._(msg`Referral bonus`), message: i18n._(msg`Welcome coins for joining with a referral code`) }),
    SUBSCRIPTION: () =>
      line.isCredit
        ? { title: i18n._(msg`Subscription from ${name}`), message: i18n._(msg`${name} paid ${whole} coins for your plan`) }
        : { title: i18n._(msg`Subscription to ${name}`), message: i18n._(msg`You paid ${whole} coins for the plan of ${name}`) },
    PAYOUT_REQUEST: () => ({ title: i18n._(msg`Payout requested`), message: i18n._(msg`${whole} coins set aside for your payout`) }),
    PAYOUT_PAID: () => ({ title: i18n._(msg`Payout paid`), message: i18n._(msg`${whole} coins paid out to your bank account`) }),
    PAYOUT_REJECTED: () => ({ title: i18n._(msg`Payout refused`), message: i18n._(msg`${whole} coins returned to your wallet`) }),
    CHAT_MEDIA: () =>
      line.isCredit
        ? { title: i18n._(msg`Paid media unlocked by ${name}`), message: i18n._(msg`${name} unlocked your media for ${whole} coins`) }
        : { title: i18n._(msg`Paid media unlocked`), message: i18n._(msg`You unlocked a media of ${name}`) },
    MEDIA_PACKAGE: () =>
      line.isCredit
        ? { title: i18n._(msg`Package bought by ${name}`), message: i18n._(msg`${name} unlocked your package for ${whole} coins`) }
        : { title: i18n._(msg`Package unlocked`), message: i18n._(msg`You unlocked a package of ${name}`) },
    LIVE_JOIN: () =>
      line.isCredit
        ? { title: i18n._(msg`Live stream joined by ${name}`), message: i18n._(msg`${name} paid ${whole} coins to watch your live stream`) }
        : { title: i18n._(msg`Live stream joined`), message: i18n._(msg`You paid ${whole} coins to watch the live stream of ${name}`) },
    LIVE_TIP: () =>
      line.isCredit
        ? { title: i18n._(msg`Live tip from ${name}`), message: i18n._(msg`${name} tipped ${whole} coins in your live stream`) }
        : { title: i18n._(msg`Live tip to ${name}`), message: i18n._(msg`You tipped ${whole} coins in the live stream of ${name}`) },
    OTHER: () => ({ title: line.title, message: line.message }),
  };
  function donation() {
    return {
      title: line.isCredit ? i18n._(msg`Donation from ${name}`) : i18n._(msg`Donation to ${name}`),
      message: i18n._(msg`Donated ${whole} coins!`),
    };
  }
  return lines[line.kind]();
}

/** A line's date as the spec writes it: DD-MM-YY. */
export function lineDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getDate())}-${two(date.getMonth() + 1)}-${two(date.getFullYear() % 100)}`;
}
