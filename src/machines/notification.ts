import type { PostAuthor } from './post';

/** What a notification is about (spec §3); OTHER for a code this client does not know. */
export type NotificationKind =
  | 'LIKE_POST'
  | 'LIKE_COMMENT'
  | 'POST_COMMENT'
  | 'START_FOLLOW'
  | 'TAG_IN_POST'
  | 'NEW_STORY'
  | 'NEW_TIPS'
  | 'RECEIVED_COINS'
  | 'WALLET_UPDATED'
  | 'TRANSFER_COINS'
  | 'CHAT'
  | 'NEW_SUBSCRIPTION'
  | 'NEW_SUBSCRIBER'
  | 'SUBSCRIPTION_LAPSED'
  | 'VERIFICATION_UPDATES'
  | 'DOCUMENT_APPROVED'
  | 'DOCUMENT_REJECTED'
  | 'PAYOUT_UPDATES'
  | 'PAYOUT_PAID'
  | 'PAYOUT_REJECTED'
  | 'POST_REMOVED'
  | 'REPORT_UPHELD'
  | 'REPORT_DISMISSED'
  | 'LIVE_STREAM'
  | 'LIVE_JOINED'
  | 'OTHER';

/** A tab of /notification (contract NotificationCategory): ALL lists every kind, each notification is in one other. */
export type NotificationCategory = 'ALL' | 'INTERACTIONS' | 'SUBSCRIPTIONS' | 'MONEY' | 'MENTIONS';

/** The tabs, in the order they are shown. */
export const NOTIFICATION_CATEGORIES: readonly NotificationCategory[] = ['ALL', 'INTERACTIONS', 'SUBSCRIPTIONS', 'MONEY', 'MENTIONS'];

/** The tab an address's `?tab=` names (any case), ALL when it names none. */
export const notificationTabOf = (search: string): NotificationCategory => {
  const asked = new URLSearchParams(search).get('tab')?.toUpperCase();
  return NOTIFICATION_CATEGORIES.find((category) => category === asked) ?? 'ALL';
};

/** Who caused a notification: a person as a post's author reads, without the relations. */
export type NotificationActor = Pick<PostAuthor, 'id' | 'firstName' | 'lastName' | 'username' | 'profilePhoto' | 'isVerified'>;

/** A notification as the list and the socket give it (the gateway's `NotificationFields`); the line is built by the view. */
export interface Notification {
  id: string;
  kind: NotificationKind;
  /** Its tab besides ALL; null for a type this client does not know (listed in ALL only). */
  category: NotificationCategory | null;
  /** The server's English line, for a kind the client has no line of its own for. */
  description: string;
  createdAt: string;
  isRead: boolean;
  actor: NotificationActor | null;
  postId: string | null;
  commentId: string | null;
  /** The coins it is about (a tip, a transfer, an unlock, a purchase), when it is about coins. */
  coins: number | null;
  /** The live stream it is about (someone went live). */
  streamId: string | null;
  /** The short message a tip, donation or sticker carried (issue 28), for its receiver to read. */
  note: string | null;
}

/** Whether a notification is listed in a tab: every one in ALL, each other tab its own. */
export const isInTab = (notification: Pick<Notification, 'category'>, tab: NotificationCategory) =>
  tab === 'ALL' || notification.category === tab;

/**
 * The list as shown: the pushed notifications of the tab on top, then the pages (already of the tab), each
 * notification once.
 */
export function listedNotifications(
  received: readonly Notification[],
  pages: readonly Notification[],
  tab: NotificationCategory = 'ALL',
): Notification[] {
  const seen = new Set<string>();
  return [...received.filter((notification) => isInTab(notification, tab)), ...pages].filter(
    (notification) => !seen.has(notification.id) && !!seen.add(notification.id),
  );
}
