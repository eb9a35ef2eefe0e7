import type { ActorRef, Snapshot } from 'xstate';

/**
 * The words of the chat (rooms, messages, their kinds), written here so machines depend on their own
 * types, not on the gateway's; the composition root checks the services answer them.
 */

export type ChatMessageKind = 'TEXT' | 'VIDEO' | 'PAID_MEDIA' | 'PAID_PACKAGE' | 'COIN_TRANSFER' | 'STICKER';

export interface ChatMember {
  /** The chat id. */
  id: string;
  /** The account id: the name opens /user-profile/{userId}. */
  userId: string;
  firstName: string;
  lastName: string;
  profilePicture: string | null;
  isVerified: boolean;
}

export interface ChatPicture {
  lightboxImageUrl: string;
  littleThumbnailUrl: string;
}

export interface ChatMessage {
  id: string;
  roomId: string;
  authorId: string;
  kind: ChatMessageKind;
  content: string;
  date: string;
  isSystem: boolean;
  pictures: ChatPicture[];
  isLocked: boolean;
  isPaid: boolean;
  packageId: string | null;
  packageTitle: string | null;
  packageCounts: { images: number; audio: number; videos: number } | null;
  /** A video's `hlsUrl` is its HLS master once its renditions are ready; `url` plays until then. */
  media: { url: string; type: 'IMAGE' | 'AUDIO' | 'VIDEO'; hlsUrl?: string | null } | null;
  coins: number | null;
  /** A sticker's short message; null for none. */
  note: string | null;
  clientId: string | null;
}

export interface Conversation {
  id: string;
  members: ChatMember[];
  lastMessage: { content: string; date: string; kind: ChatMessageKind; authorId: string } | null;
  unread: number;
  /** Read receipts: when the latest message the partner has read was written; null before they read any. */
  partnerReadAt: string | null;
}

/** A text with nothing attached, as the viewer writes one before the server's copy replaces it. */
export const plainMessage = (
  fields: Pick<ChatMessage, 'id' | 'roomId' | 'authorId' | 'content' | 'date'> & Partial<ChatMessage>,
): ChatMessage => ({
  kind: 'TEXT',
  isSystem: false,
  pictures: [],
  isLocked: false,
  isPaid: false,
  packageId: null,
  packageTitle: null,
  packageCounts: null,
  media: null,
  coins: null,
  note: null,
  clientId: null,
  ...fields,
});

/** A message as the store keeps it: sent, or the viewer's own still on its way or refused (a retry shows). */
export interface StoredMessage extends ChatMessage {
  status: 'sent' | 'sending' | 'failed';
}

/** What the store is told by the screens: the events a screen-scoped chat machine sends it. */
export type ChatStoreEvent =
  /** A page of a room's history: `latest` replaces what is known (keeping the viewer's unsent ones), `older` goes on top. */
  | { type: 'messages.received'; roomId: string; messages: ChatMessage[]; page: 'latest' | 'older' }
  /** One message, new or changed (the socket, a send's answer, an unlock's answer). */
  | { type: 'message.received'; message: ChatMessage }
  /** The viewer's message on its way, shown at once. */
  | { type: 'message.sending'; message: ChatMessage }
  | { type: 'message.failed'; roomId: string; clientId: string }
  | { type: 'room.received'; room: Conversation }
  | { type: 'room.opened'; roomId: string }
  | { type: 'room.closed'; roomId: string }
  /** The messages screen opened: the room list is read. */
  | { type: 'rooms.load' }
  /** The viewer typed in a room's composer: its partner hears of it (a few times a minute at most). */
  | { type: 'typing.sent'; roomId: string };

/** The chat store as a screen-scoped actor holds it (in its input): it only sends to it. */
export type ChatStoreRef = ActorRef<Snapshot<unknown>, ChatStoreEvent>;

/**
 * What the viewer's message says of its reading: 'seen' once the partner read up to it, 'sent' before; null for
 * the partner's messages and the viewer's still on their way or refused.
 */
export function receiptOf(message: StoredMessage, room: Conversation | undefined, me: string | null): 'seen' | 'sent' | null {
  if (message.authorId !== me || message.status !== 'sent') return null;
  return room?.partnerReadAt && message.date <= room.partnerReadAt ? 'seen' : 'sent';
}

/** The other member of a one-to-one room, seen by `me`. */
export const partnerOf = (room: Conversation, me: string | null): ChatMember | undefined =>
  room.members.find((member) => member.id !== me) ?? room.members[0];

/** The id an optimistic copy has until the server's answer replaces it. */
export const pendingId = (clientId: string) => `pending-${clientId}`;

const byDate = (a: ChatMessage, b: ChatMessage) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);

/**
 * A room's messages with one more, upserted by `_id`, then by `clientId` (the optimistic copy is replaced,
 * never doubled); `isNew` tells whether it was not there before.
 */
export function upsertMessage(
  list: readonly StoredMessage[],
  message: ChatMessage,
  status: StoredMessage['status'] = 'sent',
): { list: StoredMessage[]; isNew: boolean } {
  const stored: StoredMessage = { ...message, status };
  const at = list.findIndex((known) => known.id === message.id || (!!message.clientId && known.clientId === message.clientId));
  if (at >= 0) return { list: list.map((known, index) => (index === at ? stored : known)), isNew: false };
  const last = list[list.length - 1];
  // Most arrive last; an older one (a catch-up) goes in its place.
  const next = !last || byDate(last, message) <= 0 ? [...list, stored] : [...list, stored].sort(byDate);
  return { list: next, isNew: true };
}

/** Several messages upserted into a room's list. */
export const upsertMessages = (list: readonly StoredMessage[], messages: readonly ChatMessage[]) =>
  messages.reduce<StoredMessage[]>((into, message) => upsertMessage(into, message).list, [...list]);

/** The rooms as the list shows them: the latest message first, rooms without one last. */
export function listedRooms(rooms: Record<string, Conversation>): Conversation[] {
  const dateOf = (room: Conversation) => room.lastMessage?.date ?? '';
  return Object.values(rooms).sort((a, b) => (dateOf(a) < dateOf(b) ? 1 : dateOf(a) > dateOf(b) ? -1 : 0));
}

/** The rooms whose name matches the search: the partner's first and last name (spec §2). */
export function searchRooms(rooms: readonly Conversation[], me: string | null, search: string): Conversation[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [...rooms];
  return rooms.filter((room) => {
    const partner = partnerOf(room, me);
    const name = `${partner?.firstName ?? ''} ${partner?.lastName ?? ''}`.toLowerCase();
    return words.every((word) => name.includes(word));
  });
}
