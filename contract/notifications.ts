import Type, { type Static } from 'typebox';
import { NotificationCategory, NotificationType } from './codes.ts';
import { Envelope } from './envelope.ts';
import { FlagField as Flag, Page, withMessage } from './fields.ts';
import { Messages } from './messages.ts';
import { Person } from './user.ts';
import type { Endpoint } from './endpoint.ts';

/*
 * Notifications of spec §3, pushed on the socket as they happen. The wire keeps the spec's English `description` and
 * adds what the client needs to word the line in the reader's language and open what it is about.
 */

export const NotificationTypeField = Type.Enum(NotificationType);

export const Notification = Type.Object({
  id: Type.Integer(),
  type: NotificationTypeField,
  /** The English line, for callers that do not build their own. */
  description: Type.String(),
  created_at: Type.String(),
  /** 1 once the list was opened after it arrived. */
  is_read: Flag(),
  /** Null for the platform's own notifications (an admin decision, a renewal). */
  /** Who caused it. */
  actor: Type.Union([Person, Type.Null()]),
  post_id: Type.Union([Type.Integer(), Type.Null()]),
  comment_id: Type.Union([Type.Integer(), Type.Null()]),
  data: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
});
export type Notification = Static<typeof Notification>;

/** A tab of /notification; absent is `all`. */
export const NotificationCategoryField = Type.Enum(NotificationCategory, withMessage(Messages.notificationCategoryInvalid));

// ---- POST /api/settings/notification {page, category?}: the user's notifications, newest first, of one tab or all
export const NotificationListBody = Type.Object({ page: Page(), category: Type.Optional(NotificationCategoryField) });
export type NotificationListBody = Static<typeof NotificationListBody>;
export const NotificationListResponse = Envelope(Type.Array(Notification));

// ---- POST /api/notifications/unread: how many arrived since the list was last opened
// ---- POST /api/notifications/read: the list was opened; everything up to now is read
export const UnreadCountResponse = Envelope(Type.Object({ unread: Type.Integer({ minimum: 0 }) }));
export type UnreadCountResponse = Static<typeof UnreadCountResponse>;

/** The notification list and the unread count. */
export const NotificationsEndpoints = {
  /** The path §7 names for the notifications by page. */
  notifications: {
    method: 'POST',
    path: '/api/settings/notification',
    caller: 'signedIn',
    area: 'Notifications',
    summary: 'Notifications, by page, of one tab (category) or all, in the reader’s language',
    body: NotificationListBody,
    response: NotificationListResponse,
  },
  unreadNotifications: {
    method: 'POST',
    path: '/api/notifications/unread',
    caller: 'signedIn',
    area: 'Notifications',
    summary: 'How many notifications are unread',
    response: UnreadCountResponse,
  },
  /** Marks every notification read when the list is opened. */
  markNotificationsRead: {
    method: 'POST',
    path: '/api/notifications/read',
    caller: 'signedIn',
    area: 'Notifications',
    summary: 'Mark every notification read',
    response: UnreadCountResponse,
  },
} as const satisfies Record<string, Endpoint>;
