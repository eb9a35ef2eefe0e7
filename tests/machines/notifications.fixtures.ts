import type { Notification, NotificationCategory } from '../../src/machines/notifications.machine';

/** The tab the gateway reads each kind into (contract NotificationCategoryOf). */
const CATEGORY: Partial<Record<Notification['kind'], NotificationCategory>> = {
  TAG_IN_POST: 'MENTIONS',
  NEW_TIPS: 'MONEY',
  RECEIVED_COINS: 'MONEY',
  WALLET_UPDATED: 'MONEY',
  TRANSFER_COINS: 'MONEY',
  PAYOUT_UPDATES: 'MONEY',
  PAYOUT_PAID: 'MONEY',
  PAYOUT_REJECTED: 'MONEY',
  LIVE_JOINED: 'MONEY',
  NEW_SUBSCRIPTION: 'SUBSCRIPTIONS',
  NEW_SUBSCRIBER: 'SUBSCRIPTIONS',
  SUBSCRIPTION_LAPSED: 'SUBSCRIPTIONS',
  OTHER: undefined,
};

/** A notification as the gateway gives it; `id` and `kind` vary, the rest reads like the demo's. */
export function notificationFixture(id: string, kind: Notification['kind'] = 'LIKE_POST'): Notification {
  return {
    id,
    kind,
    category: kind === 'OTHER' ? null : (CATEGORY[kind] ?? 'INTERACTIONS'),
    description: 'Ada Lovelace liked your post',
    createdAt: '2026-11-20T10:00:00.000Z',
    isRead: false,
    actor: { id: '7', firstName: 'Ada', lastName: 'Lovelace', username: 'ada', profilePhoto: null, isVerified: true },
    postId: kind === 'START_FOLLOW' || kind === 'LIVE_STREAM' ? null : '41',
    streamId: kind === 'LIVE_STREAM' ? 'Live0Str3m' : null,
    commentId: null,
    coins: null,
    note: null,
  };
}
