import { useChatUnread } from '../../app/chat';
import { CountBadge } from '../notifications/UnreadBadge';

/** The partner messages not read yet, on the header's messages icon and the Messages section. */
export function ChatUnreadBadge({ className }: { className?: string }) {
  return <CountBadge count={useChatUnread()} className={className} testId="unread-messages" />;
}
