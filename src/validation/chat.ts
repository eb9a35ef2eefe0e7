import type { MessageKey } from '../../contract/messages';
import { CHAT_IMAGE_MAX_KB, CHAT_MESSAGE_MAX, CHAT_VIDEO_MAX_KB, KB, lengthOf, UPLOAD_EXTENSIONS } from '../../contract/rules';
import type { FileFacts } from './posts';

// The chat's rules (spec §5 chat uploads, coin amount and price in chat): the thread and its popups check them before sending.

/** What a chat file is: an image (jpg, png) or a video (mp4), as the chat upload takes them. */
export type ChatFileKind = 'image' | 'video';

const CHAT_FILE_LIMITS = {
  image: { maxKb: CHAT_IMAGE_MAX_KB, tooBig: 'chatImageTooBig' },
  video: { maxKb: CHAT_VIDEO_MAX_KB, tooBig: 'chatVideoTooBig' },
} as const satisfies Record<ChatFileKind, { maxKb: number; tooBig: MessageKey }>;

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/** The kind of a chosen file, or undefined when the chat takes no such file. */
export function chatFileKind(file: FileFacts): ChatFileKind | undefined {
  const extension = extensionOf(file.name);
  return (['image', 'video'] as const).find(
    (kind) => UPLOAD_EXTENSIONS[kind].includes(extension) && (!file.type || file.type.startsWith(`${kind}/`)),
  );
}

/** Why a chosen file cannot go in the chat: its type, or its size ('Please select less then {N} MB image file/video file'). */
export function chatFileError(file: FileFacts, expected?: ChatFileKind): MessageKey | undefined {
  const kind = chatFileKind(file);
  if (!kind || (expected && kind !== expected)) return 'chatFileType';
  if (file.size > CHAT_FILE_LIMITS[kind].maxKb * KB) return CHAT_FILE_LIMITS[kind].tooBig;
  return undefined;
}

/** Why a text cannot be sent: empty, or longer than the chat takes. */
export function chatTextError(text: string): MessageKey | undefined {
  if (!text.trim()) return 'chatMessageEmpty';
  if (lengthOf(text) > CHAT_MESSAGE_MAX) return 'chatMessageTooLong';
  return undefined;
}

/** Why a paid media price cannot be sent: it must be a whole number of coins above 0 (typed with typedCoins). */
export const chatPriceError = (price: string): MessageKey | undefined => (/^[1-9]\d*$/.test(price) ? undefined : 'chatPriceRequired');

/** The upload button may send: a preview exists, and a price for paid media (spec §5: disabled until both exist). */
export const isReadyToSend = ({ paid, file, price }: { paid: boolean; file: unknown; price: string }) =>
  file !== null && (!paid || chatPriceError(price) === undefined);
