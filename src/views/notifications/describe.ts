import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { Notification, NotificationKind } from '../../app/notifications';

/** The line of a notification in the active language, built from its kind and who caused it (spec §3). */
export function describeNotification(i18n: I18n, { kind, actor, coins }: Pick<Notification, 'kind' | 'actor' | 'coins'>): string {
  const name = actor ? `${actor.firstName} ${actor.lastName}`.trim() || actor.username : i18n._(msg`Someone`);
  const lines: Record<NotificationKind, () => string> = {
    LIKE_POST: () => i18n._(msg`${name} liked your post`),
    LIKE_COMMENT: () => i18n._(msg`${name} liked your comment`),
    POST_COMMENT: () => i18n._(msg`${name} commented on your post`),
    START_FOLLOW: () => i18n._(msg`${name} started following you`),
    TAG_IN_POST: () => i18n._(msg`${name} tagged you in a post`),
    NEW_STORY: () => i18n._(msg`${name} added a new story`),
    NEW_TIPS: () => (coins ? i18n._(msg`${name} tipped you ${coins} coins`) : i18n._(msg`${name} sent you a tip`)),
    RECEIVED_COINS: () => (coins ? i18n._(msg`${name} sent you ${coins} coins`) : i18n._(msg`You received coins`)),
    WALLET_UPDATED: () => (coins ? i18n._(msg`${coins} coins were added to your wallet`) : i18n._(msg`Your wallet was updated`)),
    TRANSFER_COINS: () => (coins ? i18n._(msg`${name} unlocked your post for ${coins} coins`) : i18n._(msg`${name} sent you coins`)),
    CHAT: () => i18n._(msg`${name} sent you a message`),
    NEW_SUBSCRIPTION: () =>
      coins ? i18n._(msg`Your subscription to ${name} was renewed for ${coins} coins`) : i18n._(msg`Your subscription has news`),
    NEW_SUBSCRIBER: () => i18n._(msg`${name} subscribed to you`),
    SUBSCRIPTION_LAPSED: () => i18n._(msg`Your subscription to ${name} has ended`),
    VERIFICATION_UPDATES: () => i18n._(msg`Your verification request was received and is pending review`),
    DOCUMENT_APPROVED: () => i18n._(msg`Your profile is verified`),
    DOCUMENT_REJECTED: () => i18n._(msg`Your verification request was rejected`),
    PAYOUT_UPDATES: () => i18n._(msg`Your payout request has news`),
    PAYOUT_PAID: () => (coins ? i18n._(msg`Your payout of ${coins} coins was paid`) : i18n._(msg`Your payout was paid`)),
    PAYOUT_REJECTED: () =>
      coins
        ? i18n._(msg`Your payout of ${coins} coins was rejected; the coins are back in your wallet`)
        : i18n._(msg`Your payout was rejected`),
    POST_REMOVED: () => i18n._(msg`An admin removed your post after reports`),
    REPORT_UPHELD: () => i18n._(msg`A post you reported was removed`),
    REPORT_DISMISSED: () => i18n._(msg`A post you reported was reviewed and stays up`),
    LIVE_STREAM: () => i18n._(msg`${name} is live now`),
    LIVE_JOINED: () =>
      coins ? i18n._(msg`${name} paid ${coins} coins to join your live stream`) : i18n._(msg`${name} joined your live stream`),
    OTHER: () => i18n._(msg`You have a new notification`),
  };
  return lines[kind]();
}

const VERIFICATION_KINDS: ReadonlySet<NotificationKind> = new Set(['VERIFICATION_UPDATES', 'DOCUMENT_APPROVED', 'DOCUMENT_REJECTED']);
const PAYOUT_KINDS: ReadonlySet<NotificationKind> = new Set(['PAYOUT_UPDATES', 'PAYOUT_PAID', 'PAYOUT_REJECTED']);

/** Where a notification leads: the post it is about, the profile of who caused it, or the settings tab a review's news is about. */
export function notificationTarget({
  kind,
  actor,
  postId,
  streamId,
}: Pick<Notification, 'kind' | 'actor' | 'postId'> & Partial<Pick<Notification, 'streamId'>>):
  { post: string } | { profile: string } | { page: string } | null {
  if (VERIFICATION_KINDS.has(kind)) return { page: '/settings/verify-profile' };
  if (PAYOUT_KINDS.has(kind)) return { page: '/settings/payout' };
  // Someone went live: the stream opens (the join decides free or paid; an ended one says so).
  if (kind === 'LIVE_STREAM' && streamId) return { page: `/live/${encodeURIComponent(streamId)}` };
  // A message opens its conversation on /messages.
  if (kind === 'CHAT' && actor) return { page: `/messages?user=${encodeURIComponent(actor.id)}` };
  // A new story opens the home strip on its owner's stories.
  if (kind === 'NEW_STORY' && actor) return { page: `/home?story=${encodeURIComponent(actor.id)}` };
  if (kind !== 'START_FOLLOW' && postId) return { post: postId };
  if (actor) return { profile: actor.id };
  return null;
}
