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

/** Who caused a notification: a person as a post's author reads, without the relations. */
export type NotificationActor = Pick<PostAuthor, 'id' | 'firstName' | 'lastName' | 'username' | 'profilePhoto' | 'isVerified'>;

/** A notification as the list and the socket give it (the gateway's `NotificationFields`); the line is built by the view. */
export interface Notification {
  id: string;
  kind: NotificationKind;
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

/** The list as shown: the pushed notifications on top, then the pages, each notification once. */
export function listedNotifications(received: readonly Notification[], pages: readonly Notification[]): Notification[] {
  const seen = new Set<string>();
  return [...received, ...pages].filter((notification) => !seen.has(notification.id) && !!seen.add(notification.id));
}
