import {
  NotificationCategoryOf,
  NotificationType,
  PayoutStatus,
  ReviewDecision,
  type NotificationCategoryCode,
  type NotificationTypeCode,
} from '../../../contract/codes';
import type { Notification as RestNotification } from '../../../contract/notifications';
import { Endpoints } from '../generated/endpoints';
import type { Notification, NotificationCategory, NotificationKind, Resolvers } from '../generated/resolvers';
import { idOf, isOn, mediaUrl, verificationOf } from './wire';

/** The operations this area answers; codegen types them into generated/graphql.ts, whose documents the page runs. */
export const operations = /* GraphQL */ `
  fragment NotificationFields on Notification {
    id
    coins
    kind
    category
    description
    createdAt
    isRead
    actor {
      id
      firstName
      lastName
      username
      profilePhoto
      isVerified
    }
    postId
    commentId
    streamId
    note
  }

  query Notifications($page: Int!, $category: NotificationCategory) {
    notifications(page: $page, category: $category) {
      ...NotificationFields
    }
  }

  query UnreadNotifications {
    unreadNotifications {
      unread
    }
  }

  mutation MarkNotificationsRead {
    markNotificationsRead {
      unread
    }
  }
`;

// The wire's spellings (typos, casing and the two wallet codes) read as one kind each.
const kindByType: Partial<Record<NotificationTypeCode, NotificationKind>> = {
  [NotificationType.likePost]: 'LIKE_POST',
  [NotificationType.likeComment]: 'LIKE_COMMENT',
  [NotificationType.postComment]: 'POST_COMMENT',
  [NotificationType.startFollow]: 'START_FOLLOW',
  [NotificationType.tagInPost]: 'TAG_IN_POST',
  [NotificationType.newStory]: 'NEW_STORY',
  [NotificationType.newTips]: 'NEW_TIPS',
  [NotificationType.receivedCoins]: 'RECEIVED_COINS',
  [NotificationType.updateWallet]: 'WALLET_UPDATED',
  [NotificationType.walletUpdated]: 'WALLET_UPDATED',
  [NotificationType.transferCoins]: 'TRANSFER_COINS',
  [NotificationType.chat]: 'CHAT',
  [NotificationType.newSubscription]: 'NEW_SUBSCRIPTION',
  [NotificationType.newSubscriber]: 'NEW_SUBSCRIBER',
  [NotificationType.subscriptionLapsed]: 'SUBSCRIPTION_LAPSED',
  [NotificationType.documentRejected]: 'DOCUMENT_REJECTED',
  [NotificationType.documentApproved]: 'DOCUMENT_APPROVED',
  [NotificationType.verificationUpdates]: 'VERIFICATION_UPDATES',
  [NotificationType.payoutUpdates]: 'PAYOUT_UPDATES',
  [NotificationType.liveStream]: 'LIVE_JOINED',
  [NotificationType.newLivestream]: 'LIVE_STREAM',
  [NotificationType.postRemoved]: 'POST_REMOVED',
};

/** A report's outcome by the admin's decision: the post removed, or the reports dismissed. */
const reportKind = (decision: unknown): NotificationKind => (decision === ReviewDecision.removed ? 'REPORT_UPHELD' : 'REPORT_DISMISSED');

/** The kind a wire notification reads as: payouts and reports by how they ended, the rest by type. */
function kindOf({ type, data }: RestNotification): NotificationKind {
  if (type === NotificationType.payoutUpdates) return payoutKind(data.status);
  if (type === NotificationType.reportReviewed) return reportKind(data.decision);
  return kindByType[type] ?? 'OTHER';
}

/** A payout's news by how it ended: paid (1) or rejected (2). */
const payoutKind = (status: unknown): NotificationKind =>
  status === PayoutStatus.paid ? 'PAYOUT_PAID' : status === PayoutStatus.rejected ? 'PAYOUT_REJECTED' : 'PAYOUT_UPDATES';

/** The wire's tab of a category, and back: the same words, upper case. */
const categoryOnWire = (category: NotificationCategory) => category.toLowerCase() as NotificationCategoryCode;
const categoryOf = (type: NotificationTypeCode): NotificationCategory | null =>
  (NotificationCategoryOf[type]?.toUpperCase() as NotificationCategory | undefined) ?? null;

/** A notification as the list and the socket give it, read in the client's words. */
export function toNotification(notification: RestNotification): Notification {
  const { actor } = notification;
  return {
    id: idOf(notification.id),
    kind: kindOf(notification),
    category: categoryOf(notification.type),
    description: notification.description,
    createdAt: notification.created_at,
    isRead: isOn(notification.is_read),
    actor: actor && {
      id: idOf(actor.id),
      firstName: actor.first_name,
      lastName: actor.last_name,
      username: actor.username,
      profilePhoto: mediaUrl(actor.profile_photo),
      isVerified: verificationOf(actor.user_verified) === 'VERIFIED',
    },
    postId: notification.post_id === null ? null : idOf(notification.post_id),
    coins: typeof notification.data.coins === 'number' ? notification.data.coins : null,
    commentId: notification.comment_id === null ? null : idOf(notification.comment_id),
    streamId: typeof notification.data.stream_id === 'string' ? notification.data.stream_id : null,
    note: typeof notification.data.note === 'string' && notification.data.note ? notification.data.note : null,
  };
}

export const notificationsResolvers: Resolvers = {
  Query: {
    notifications: async (_root, { page, category }, { rest, signal }) => {
      const { data } = await rest.call(
        Endpoints.notifications,
        { page: Math.max(1, Math.trunc(page)), ...(category ? { category: categoryOnWire(category) } : {}) },
        { signal },
      );
      return data.map(toNotification);
    },
    unreadNotifications: async (_root, _args, { rest, signal }) => (await rest.call(Endpoints.unreadNotifications, {}, { signal })).data,
  },
  Mutation: {
    markNotificationsRead: async (_root, _args, { rest, signal }) =>
      (await rest.call(Endpoints.markNotificationsRead, {}, { signal })).data,
  },
};
