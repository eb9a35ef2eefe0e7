import { NotificationType, PayoutStatus, ReviewDecision, type NotificationTypeCode } from '../../../contract/codes.ts';
import type { Notification } from '../../../contract/notifications.ts';
import type { MediaUrls } from '../../lib/media-urls.ts';
import { presentWriter } from '../posts/present.ts';
import type { NotificationView } from './repository.ts';

/** The English line of each type the server raises; the client builds its own in the reader's language. */
const DESCRIPTIONS: Partial<Record<NotificationTypeCode, (actor: string, coins: string | number) => string>> = {
  [NotificationType.likePost]: (actor) => `${actor} liked your post`,
  [NotificationType.likeComment]: (actor) => `${actor} liked your comment`,
  [NotificationType.postComment]: (actor) => `${actor} commented on your post`,
  [NotificationType.startFollow]: (actor) => `${actor} started following you`,
  [NotificationType.tagInPost]: (actor) => `${actor} tagged you in a post`,
  [NotificationType.newStory]: (actor) => `${actor} added a new story`,
  [NotificationType.newTips]: (actor, coins) => `${actor} tipped you ${coins} coins`,
  [NotificationType.receivedCoins]: (actor, coins) => `${actor} sent you ${coins} coins`,
  [NotificationType.transferCoins]: (actor, coins) => `${actor} unlocked your post for ${coins} coins`,
  [NotificationType.updateWallet]: (_actor, coins) => `${coins} coins were added to your wallet`,
  [NotificationType.walletUpdated]: (_actor, coins) => `${coins} welcome coins were added to your wallet`,
  [NotificationType.newSubscriber]: (actor) => `${actor} subscribed to you`,
  [NotificationType.newSubscription]: (actor, coins) => `Your subscription to ${actor} was renewed for ${coins} coins`,
  [NotificationType.subscriptionLapsed]: (actor) => `Your subscription to ${actor} has ended`,
  [NotificationType.verificationUpdates]: () => 'Your verification request was received and is pending review',
  [NotificationType.documentApproved]: () => 'Your profile is verified',
  [NotificationType.documentRejected]: () => 'Your verification request was rejected',
  [NotificationType.postRemoved]: () => 'An admin removed your post after reports',
  [NotificationType.liveStream]: (actor, coins) => `${actor} paid ${coins} coins to join your live stream`,
  [NotificationType.newLivestream]: (actor) => `${actor} is live now`,
};
/** A payout's news says how it ended (data.status: 1 paid, 2 rejected). */
const payoutLine = (data: Record<string, string | number>) =>
  data.status === PayoutStatus.rejected
    ? `Your payout of ${data.coins ?? 0} coins was rejected; the coins are back in your wallet`
    : `Your payout of ${data.coins ?? 0} coins was paid`;

/** A report's outcome (data.decision): the post removed, or the reports dismissed. */
const reportLine = (data: Record<string, string | number>) =>
  data.decision === ReviewDecision.removed ? 'A post you reported was removed' : 'A post you reported was reviewed and stays up';

/** A notification as the list and the socket carry it; its actor as post authors are shown. */
export function presentNotification({ row, actor }: NotificationView, mediaUrls: MediaUrls): Notification {
  const type = row.type as NotificationTypeCode;
  const writer = actor ? presentWriter(actor, mediaUrls) : null;
  const name = writer ? `${writer.first_name} ${writer.last_name}`.trim() : 'Fanclub';
  return {
    id: row.id,
    type,
    description:
      type === NotificationType.payoutUpdates
        ? payoutLine(row.data)
        : type === NotificationType.reportReviewed
          ? reportLine(row.data)
          : `${DESCRIPTIONS[type]?.(name, row.data.coins ?? 0) ?? type}${typeof row.data.note === 'string' ? ` “${row.data.note}”` : ''}`,
    created_at: row.createdAt.toISOString(),
    is_read: row.readAt ? 1 : 0,
    actor: writer,
    post_id: row.postId,
    comment_id: row.commentId,
    data: row.data,
  };
}
