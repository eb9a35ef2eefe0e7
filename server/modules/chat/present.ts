import type { ChatMember } from '../../../contract/chat';
import type { UserRow } from '../../db/schema';
import type { MediaUrls } from '../../lib/media-urls';

/** A chat member as the chat API shows them: the account's public face under its chat member id. */
export function presentChatMember(user: UserRow, chatUserId: string, mediaUrls: MediaUrls): ChatMember {
  return {
    _id: chatUserId,
    user_id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    profilePicture: mediaUrls.photo(user.profilePhoto),
    user_verified: user.userVerified,
  };
}
