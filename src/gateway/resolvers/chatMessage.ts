import type { ChatMessage as RestChatMessage } from '../../../contract/chat';
import { ChatMessageKind as Kind, MediaType, type ChatMessageKindCode, type MediaTypeCode } from '../../../contract/codes';
import type { ChatMediaType, ChatMessage, ChatMessageKind } from '../generated/resolvers';
import { idOf, mediaUrl } from './wire';

// Apart from the chat resolvers: the chat socket reads each pushed message with it from the first screen,
// while the resolvers load with the first chat field.

export const kindByCode: Record<ChatMessageKindCode, ChatMessageKind> = {
  [Kind.text]: 'TEXT',
  [Kind.videoFile]: 'VIDEO',
  [Kind.paidMedia]: 'PAID_MEDIA',
  [Kind.paidPackage]: 'PAID_PACKAGE',
  [Kind.coinTransfer]: 'COIN_TRANSFER',
  [Kind.sticker]: 'STICKER',
};
const mediaTypeByCode: Record<MediaTypeCode, ChatMediaType> = {
  [MediaType.image]: 'IMAGE',
  [MediaType.audio]: 'AUDIO',
  [MediaType.video]: 'VIDEO',
};

/** A chat message as the client reads it: the service's optional fields made explicit. */
export function toChatMessage(message: RestChatMessage): ChatMessage {
  return {
    id: message._id,
    roomId: message.room,
    authorId: message.author._id,
    kind: kindByCode[message.messageType],
    content: message.content,
    date: message.date,
    isSystem: message.type === 'system',
    pictures: (message.pictures ?? []).map((picture) => ({
      lightboxImageUrl: mediaUrl(picture.lightboxImageUrl) ?? '',
      littleThumbnailUrl: mediaUrl(picture.littleThumbnailUrl) ?? '',
    })),
    isLocked: message.isLock === true,
    isPaid: message.isPaid === true,
    packageId: message.packageId === undefined ? null : idOf(message.packageId),
    packageTitle: message.packageTitle ?? null,
    packageCounts: message.packageCounts ?? null,
    media: message.media
      ? {
          url: mediaUrl(message.media.media_url) ?? '',
          type: mediaTypeByCode[message.media.media_type],
          hlsUrl: mediaUrl(message.media.media_hls),
        }
      : null,
    coins: message.coins ?? null,
    note: message.note ?? null,
    clientId: message.client_id ?? null,
  };
}
