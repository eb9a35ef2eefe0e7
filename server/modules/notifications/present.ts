import { NotificationType, type NotificationTypeCode } from '../../../contract/codes';
import type { Notification } from '../../../contract/notifications';
import type { MediaUrls } from '../../lib/media-urls';
import { presentWriter } from '../posts/present';
import type { NotificationView } from './repository';

/** The English line of each type the server raises; the client builds its own in the reader's language. */
const DESCRIPTIONS: Partial<Record<NotificationTypeCode, (actor: string) => string>> = {
  [NotificationType.likePost]: (actor) => `${actor} liked your post`,
  [NotificationType.likeComment]: (actor) => `${actor} liked your comment`,
  [NotificationType.postComment]: (actor) => `${actor} commented on your post`,
  [NotificationType.startFollow]: (actor) => `${actor} started following you`,
  [NotificationType.tagInPost]: (actor) => `${actor} tagged you in a post`,
};

/** A notification as the list and the socket carry it; its actor as post authors are shown. */
export function presentNotification({ row, actor }: NotificationView, mediaUrls: MediaUrls): Notification {
  const type = row.type as NotificationTypeCode;
  const writer = actor ? presentWriter(actor, mediaUrls) : null;
  const name = writer ? `${writer.first_name} ${writer.last_name}`.trim() : 'Fanclub';
  return {
    id: row.id,
    type,
    description: DESCRIPTIONS[type]?.(name) ?? type,
    created_at: row.createdAt.toISOString(),
    is_read: row.readAt ? 1 : 0,
    actor: writer,
    post_id: row.postId,
    comment_id: row.commentId,
    data: row.data,
  };
}
