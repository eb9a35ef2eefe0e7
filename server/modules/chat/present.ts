import type { ChatMember, ChatMessage, ChatPicture, Conversation } from '../../../contract/chat.ts';
import { ChatMessageKind, MediaType, isCodeOf } from '../../../contract/codes.ts';
import { STICKER_ROOT } from '../../../contract/routes.ts';
import type { ChatFileRow, ChatMessageRow, UserRow } from '../../db/schema.ts';
import type { MediaUrls } from '../../lib/media-urls.ts';
import type { VideoRenditions } from '../videos/repository.ts';
import { signedVideo } from '../videos/service.ts';
import { boughtKey, type MessageRelations, type RoomListRow } from './repository.ts';

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

/** A room of the viewer's list, or the one just opened: both members (the viewer first), its latest message, the viewer's unread. */
export function presentConversation(viewer: UserRow, partner: UserRow, room: RoomListRow, mediaUrls: MediaUrls): Conversation {
  const chatIdOf = (user: UserRow) => user.chatUserId ?? '';
  return {
    _id: room.id,
    members: [presentChatMember(viewer, chatIdOf(viewer), mediaUrls), presentChatMember(partner, chatIdOf(partner), mediaUrls)],
    lastMessage: room.last
      ? {
          content: room.last.content,
          date: room.last.at.toISOString(),
          messageType: isCodeOf(ChatMessageKind, room.last.kind) ? room.last.kind : ChatMessageKind.text,
          author: { _id: chatIdOf(room.last.authorId === viewer.id ? viewer : partner) },
        }
      : null,
    unread: room.unread,
    partnerReadAt: room.partnerReadAt?.toISOString() ?? null,
  };
}

/** The paid messages, whose media their receiver opens by paying. */
const PAID_KINDS: ReadonlySet<string> = new Set([ChatMessageKind.paidMedia, ChatMessageKind.paidPackage]);
/** Messages the service writes itself, as part of a paid action (a transfer, a sticker). */
const SYSTEM_KINDS: ReadonlySet<string> = new Set([ChatMessageKind.coinTransfer, ChatMessageKind.sticker]);

/** True when `readerId` may open the message's media: its author, or a receiver who paid (for a package, through any offer). */
export function isOpenFor(readerId: number, row: ChatMessageRow, relations: Pick<MessageRelations, 'bought'>): boolean {
  if (!PAID_KINDS.has(row.kind) || row.authorId === readerId) return true;
  if (row.kind === ChatMessageKind.paidPackage) return row.packageId !== null && relations.bought.has(boughtKey(readerId, row.packageId));
  return row.unlockedAt !== null;
}

const picture = (mediaUrls: MediaUrls, full: string, thumb: string | null): ChatPicture => ({
  lightboxImageUrl: mediaUrls.signed(full),
  littleThumbnailUrl: mediaUrls.signed(thumb ?? full),
});

/** The files as `reader` may see them: everything when open; a locked paid image only as its blurred preview, a locked video not at all. */
function presentFiles(
  files: ChatFileRow[],
  open: boolean,
  mediaUrls: MediaUrls,
  videos: Map<string, VideoRenditions> | undefined,
): Pick<ChatMessage, 'pictures' | 'media'> {
  const images = files.filter((file) => file.mediaType === MediaType.image);
  const video = files.find((file) => file.mediaType === MediaType.video);
  if (!open) {
    const previews = images.flatMap((file) => (file.previewKey ? [picture(mediaUrls, file.previewKey, file.previewKey)] : []));
    return previews.length ? { pictures: previews } : {};
  }
  return {
    ...(images.length ? { pictures: images.map((file) => picture(mediaUrls, file.key, file.thumbKey)) } : {}),
    ...(video ? { media: presentChatVideo(video.key, videos?.get(video.key), mediaUrls) } : {}),
  };
}

/** A chat video: the playable MP4 and the HLS master once made, signed; the upload until then. */
function presentChatVideo(key: string, renditions: VideoRenditions | undefined, mediaUrls: MediaUrls): NonNullable<ChatMessage['media']> {
  const video = signedVideo(mediaUrls, key, renditions);
  return { media_url: video.url, media_type: MediaType.video, ...(video.hls ? { media_hls: video.hls } : {}) };
}

/** One message as one reader sees it (spec §3 Message): paid media locked for a receiver who has not paid. */
export function presentMessage(readerId: number, row: ChatMessageRow, relations: MessageRelations, mediaUrls: MediaUrls): ChatMessage {
  const open = isOpenFor(readerId, row, relations);
  const message: ChatMessage = {
    _id: row.id,
    room: row.roomId,
    author: { _id: relations.chatIds.get(row.authorId) ?? '' },
    messageType: isCodeOf(ChatMessageKind, row.kind) ? row.kind : ChatMessageKind.text,
    content: row.content,
    date: row.createdAt.toISOString(),
    ...presentFiles(relations.files.get(row.seq) ?? [], open, mediaUrls, relations.videos),
  };
  if (SYSTEM_KINDS.has(row.kind)) message.type = 'system';
  if (row.coins !== null) message.coins = row.coins;
  if (PAID_KINDS.has(row.kind)) {
    message.isLock = !open;
    // The author reads whether their receiver paid; the receiver whether they did.
    message.isPaid = row.authorId === readerId ? row.unlockedAt !== null : open;
  }
  if (row.kind === ChatMessageKind.paidPackage && row.packageId !== null) {
    message.packageId = row.packageId;
    message.packageTitle = row.content;
    message.packageCounts = relations.packages.get(row.packageId)?.counts ?? { images: 0, audio: 0, videos: 0 };
  }
  const sticker = row.stickerId === null ? undefined : relations.stickerFiles.get(row.stickerId);
  if (sticker) message.media = { media_url: `${STICKER_ROOT}${sticker}`, media_type: MediaType.image };
  if (row.note) message.note = row.note;
  // The sender's own id for it, so their optimistic copy is replaced; nobody else's business.
  if (row.clientId !== null && row.authorId === readerId && !SYSTEM_KINDS.has(row.kind)) message.client_id = row.clientId;
  return message;
}
