import Type, { type Static } from 'typebox';
import { LoginPassword } from './auth.ts';
import { ChatMessageKind, MediaType } from './codes.ts';
import { Empty, Envelope } from './envelope.ts';
import { Id, Line, Text, withMessage } from './fields.ts';
import { Messages } from './messages.ts';
import { FilePart } from './posts.ts';
import {
  CHAT_FILES_MAX,
  CHAT_HISTORY_LIMIT,
  CHAT_ID_PATTERN,
  CHAT_MESSAGE_MAX,
  EMAIL_MAX,
  PACKAGE_NAME_MAX,
  PACKAGE_SEND_MAX,
  PAGE_MAX,
  SEARCH_MAX,
} from './rules.ts';
import type { LiveClientToServerEvents, LiveServerToClientEvents } from './live.ts';
import type { Notification } from './notifications.ts';
import type { SocketEvents } from './routes.ts';
import { CoinAmount, type WalletEvent } from './wallet.ts';
import type { Endpoint } from './endpoint.ts';

// ---- chat API: POST /auth/login {username (the email), password}
export const ChatLoginBody = Type.Object({
  username: Line({ min: 1, max: EMAIL_MAX, messages: Messages.emailInvalid }),
  password: LoginPassword,
});
export type ChatLoginBody = Static<typeof ChatLoginBody>;

export const ChatMember = Type.Object({
  _id: Type.String(),
  /** The member's account id (not in the spec): the partner's name opens /user-profile/{user_id}. */
  user_id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  profilePicture: Type.Union([Type.String(), Type.Null()]),
  user_verified: Type.Integer(),
});
export type ChatMember = Static<typeof ChatMember>;

export const ChatLoginResponse = Envelope(Type.Object({ token: Type.String(), user: ChatMember }));
export type ChatLoginResponse = Static<typeof ChatLoginResponse>;

/** A chat room or message id: 24 hex characters, like an ObjectId. */
export const ChatId = () => Type.String({ pattern: CHAT_ID_PATTERN, ...withMessage(Messages.chatNotFound) });

/**
 * A one-to-one conversation (spec §3). `members` are both people; `unread` (not in the spec) counts
 * the partner's messages the viewer has not read yet (the list's badges and the header's icon).
 */
export const Conversation = Type.Object({
  _id: Type.String(),
  members: Type.Array(ChatMember),
  lastMessage: Type.Union([
    Type.Object({
      content: Type.String(),
      date: Type.String(),
      messageType: Type.Enum(ChatMessageKind),
      author: Type.Object({ _id: Type.String() }),
    }),
    Type.Null(),
  ]),
  unread: Type.Integer({ minimum: 0 }),
  /**
   * Read receipts (issue 32): the date of the latest message the partner has read, null before they read any;
   * the viewer's messages up to it are seen. The socket's `chat:read` moves it.
   */
  partnerReadAt: Type.Union([Type.String(), Type.Null()]),
});
export type Conversation = Static<typeof Conversation>;

// ---- POST /rooms/list (Bearer jwtToken): the viewer's rooms, latest message first
export const RoomsListResponse = Envelope(Type.Array(Conversation));
export type RoomsListResponse = Static<typeof RoomsListResponse>;

// ---- POST /rooms/conversation {user_id}: opens, or creates, the room with that person (never
// yourself, never across a block). `user_id` is the account id: chat ids are private to their owner.
export const ConversationBody = Type.Object({ user_id: Id() });
export type ConversationBody = Static<typeof ConversationBody>;
export const ConversationResponse = Envelope(Conversation);
export type ConversationResponse = Static<typeof ConversationResponse>;

// ---- POST /rooms/read {room}: the viewer read everything up to now in that room
export const RoomBody = Type.Object({ room: ChatId() });
export type RoomBody = Static<typeof RoomBody>;
// ---- POST /rooms/unread {}: the header's count, the sum of the rooms' unread
export const ChatUnreadResponse = Envelope(Type.Object({ unread: Type.Integer({ minimum: 0 }) }));
export type ChatUnreadResponse = Static<typeof ChatUnreadResponse>;

/** socket.io handshake: `io(url, { auth: { token: jwtToken } })`. */
export const SocketAuth = Type.Object({ token: Type.String() });

/** A picture of a message: the full image and its thumbnail (made on the server), signed for the room's members. */
export const ChatPicture = Type.Object({ lightboxImageUrl: Type.String(), littleThumbnailUrl: Type.String() });
export type ChatPicture = Static<typeof ChatPicture>;

/** How many files of each type a package holds: what a locked package message shows. */
export const PackageCounts = Type.Object({
  images: Type.Integer({ minimum: 0 }),
  audio: Type.Integer({ minimum: 0 }),
  videos: Type.Integer({ minimum: 0 }),
});
export type PackageCounts = Static<typeof PackageCounts>;

/**
 * A chat message (spec §3) as one reader sees it; the socket's `message` event carries it again when it changes
 * (its receiver unlocked it), so clients upsert by `_id`. Which fields a kind fills is said on each field.
 */
export const ChatMessageType = Type.Enum(ChatMessageKind);
export const ChatMessage = Type.Object({
  _id: Type.String(),
  room: Type.String(),
  author: Type.Object({ _id: Type.String() }),
  messageType: ChatMessageType,
  /** The text; `pictures` when images were attached (a CHAT_VIDEO_FILE's `pictures` is its poster). */
  content: Type.String(),
  date: Type.String(),
  /** 'system' for messages the service writes itself. */
  type: Type.Optional(Type.Literal('system')),
  pictures: Type.Optional(Type.Array(ChatPicture)),
  /** PAID_MEDIA and paidPackage: true for a receiver who has not paid, who gets blurred `pictures` and no `media`. */
  isLock: Type.Optional(Type.Boolean()),
  /** Once the receiver paid; the sender always sees the message. */
  isPaid: Type.Optional(Type.Boolean()),
  /** paidPackage: `packageId`, `packageTitle`, `packageCounts`, with `coins` its price. */
  packageId: Type.Optional(Type.Integer()),
  packageTitle: Type.Optional(Type.String()),
  packageCounts: Type.Optional(PackageCounts),
  /** CHAT_VIDEO_FILE's video (`media_type` 2), PAID_MEDIA's file, a STICKER's image (not in the spec). */
  /** A video's `media_hls` is its HLS master playlist (signed), once its renditions are ready. */
  media: Type.Optional(
    Type.Object({ media_url: Type.String(), media_type: Type.Enum(MediaType), media_hls: Type.Optional(Type.String()) }),
  ),
  /** The price (PAID_MEDIA, paidPackage, STICKER) or what a COIN_TRANSFER moved from author to other member. */
  coins: Type.Optional(Type.Integer({ minimum: 0 })),
  /** A sticker's short message (issue 28), seen by both members. */
  note: Type.Optional(Type.String()),
  /** Echoes the sender's id for the message, so an optimistic copy is replaced, not doubled. */
  client_id: Type.Optional(Type.String()),
});
export type ChatMessage = Static<typeof ChatMessage>;

// ---- POST /messages/list {room, limit?, skip?, before?, after?}: oldest first.
// `before` pages back from a message; `after` reads what arrived since one (a reconnect).
export const MessagesListBody = Type.Object({
  room: ChatId(),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: CHAT_HISTORY_LIMIT, default: CHAT_HISTORY_LIMIT })),
  skip: Type.Optional(Type.Integer({ minimum: 0, maximum: PAGE_MAX, default: 0 })),
  before: Type.Optional(ChatId()),
  after: Type.Optional(ChatId()),
});
export type MessagesListBody = Static<typeof MessagesListBody>;
export const MessagesListResponse = Envelope(Type.Array(ChatMessage));
export type MessagesListResponse = Static<typeof MessagesListResponse>;

// ---- POST /messages/search {room, search, before?}: the room's messages whose text holds every word of
// `search`, newest first, CHAT_SEARCH_PAGE at most; `before` pages back from a result.
export const MessagesSearchBody = Type.Object(
  {
    room: ChatId(),
    search: Line({ min: 1, max: SEARCH_MAX, pattern: '\\S', messages: Messages.searchInvalid }),
    before: Type.Optional(ChatId()),
  },
  { additionalProperties: false },
);
export type MessagesSearchBody = Static<typeof MessagesSearchBody>;

// ---- POST /messages/send/new/message: text, images, a video, or (a verified creator's) paid media.
// `files` are keys of the sender's own /files/upload answers; `client_id` makes a retry find the first.
export const SendMessageBody = Type.Object(
  {
    room: ChatId(),
    messageType: Type.Union([
      Type.Literal(ChatMessageKind.text),
      Type.Literal(ChatMessageKind.videoFile),
      Type.Literal(ChatMessageKind.paidMedia),
    ]),
    content: Text({ max: CHAT_MESSAGE_MAX, messages: Messages.chatMessageTooLong }),
    files: Type.Optional(Type.Array(Line({ max: 300 }), { maxItems: CHAT_FILES_MAX })),
    /** PAID_MEDIA only: its price, typed as a coin amount. */
    price: Type.Optional(CoinAmount(Messages.transferAmountRequired)),
    client_id: Line({ min: 8, max: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  },
  { additionalProperties: false },
);
export type SendMessageBody = Static<typeof SendMessageBody>;
export const SendMessageResponse = Envelope(ChatMessage);
export type SendMessageResponse = Static<typeof SendMessageResponse>;

// ---- POST /files/upload (multipart: `file`, and `id` the client's unique id for it)
export const ChatFileForm = Type.Object({ id: Type.String(), file: FilePart });
export const ChatUploadResponse = Envelope(
  Type.Object({
    id: Type.String(),
    key: Type.String(),
    media_type: Type.Enum(MediaType),
    url: Type.String(),
    thumbnail_url: Type.String(),
  }),
);
export type ChatUploadResponse = Static<typeof ChatUploadResponse>;

// ---- POST /messages/package {package_id, user_list, package_title, message_type}: offers one of the
// sender's packages in the room with each listed follower. `user_list` holds account ids (chat ids are
// private to their owner).
export const SendPackageBody = Type.Object({
  package_id: Id(),
  user_list: Type.Array(Id(), { minItems: 1, maxItems: PACKAGE_SEND_MAX, ...withMessage(Messages.packageRecipientsRequired) }),
  package_title: Line({ max: PACKAGE_NAME_MAX }),
  message_type: Type.Literal(ChatMessageKind.paidPackage),
});
export type SendPackageBody = Static<typeof SendPackageBody>;
export const SendPackageResponse = Envelope(Type.Object({ sent: Type.Integer({ minimum: 0 }) }));
export type SendPackageResponse = Static<typeof SendPackageResponse>;

// ---- POST /api/user/update-wallet {amount, to_user_id, message_id}: the receiver pays a paid media or
// package message's price to its author (spec §7); the answer is the message as it now reads.
export const UpdateWalletBody = Type.Object({ amount: CoinAmount(), to_user_id: Id(), message_id: ChatId() });
export type UpdateWalletBody = Static<typeof UpdateWalletBody>;
export const UpdateWalletResponse = Envelope(Type.Object({ wallet_balance: Type.Integer({ minimum: 0 }), message: ChatMessage }));
export type UpdateWalletResponse = Static<typeof UpdateWalletResponse>;

/** `chat:read`, to the author's tabs: the partner read `room` up to the message of `readAt` (Conversation.partnerReadAt). */
export const ChatReadEvent = Type.Object({ room: Type.String(), readAt: Type.String() });
export type ChatReadEvent = Static<typeof ChatReadEvent>;
/** `chat:typing` from a member's socket: they are typing in `room` (sent again every few seconds while they type). */
export const ChatTypingBody = Type.Object({ room: ChatId() }, { additionalProperties: false });
export type ChatTypingBody = Static<typeof ChatTypingBody>;
/** `chat:typing` to the partner's tabs: the member `from` (a chat id) is typing in `room`. */
export const ChatTypingEvent = Type.Object({ room: Type.String(), from: Type.String() });
export type ChatTypingEvent = Static<typeof ChatTypingEvent>;

/** What the server pushes on the socket, event name to payload (live streams' events included). */
export interface ServerToClientEvents extends LiveServerToClientEvents {
  [SocketEvents.message]: (message: ChatMessage) => void;
  [SocketEvents.notification]: (notification: Notification) => void;
  [SocketEvents.wallet]: (wallet: WalletEvent) => void;
  [SocketEvents.read]: (read: ChatReadEvent) => void;
  [SocketEvents.typing]: (typing: ChatTypingEvent) => void;
}
/** What a client may emit: a live stream's events and typing (chat messages go up through Endpoints.sendMessage). */
export interface ClientToServerEvents extends LiveClientToServerEvents {
  [SocketEvents.typing]: (typing: ChatTypingBody, ack?: (answer: { ok: true } | { ok: false; message: string }) => void) => void;
}
export { SOCKET_PATH } from './routes.ts';

/** The chat API, with its own login and token: rooms, messages, files and package offers; and unlocking paid messages. */
export const ChatEndpoints = {
  // Unlocking with coins, on the admin API
  /** Spec §7 update-wallet: the web app pays for chat content with its admin session. */
  unlockMessage: {
    method: 'POST',
    path: '/api/user/update-wallet',
    caller: 'signedIn',
    topsUp: true,
    area: 'Chat',
    summary: 'Unlock a paid chat message or package with coins',
    body: UpdateWalletBody,
    response: UpdateWalletResponse,
  },

  // Chat (the chat API: its own login and token)
  chatLogin: {
    method: 'POST',
    path: '/auth/login',
    caller: 'public',
    area: 'Chat',
    summary: 'Chat login: the chat token and member',
    body: ChatLoginBody,
    response: ChatLoginResponse,
  },
  chatRooms: {
    method: 'POST',
    path: '/rooms/list',
    caller: 'chat',
    area: 'Chat',
    summary: "The member's rooms, latest first",
    body: Empty,
    response: RoomsListResponse,
  },
  conversation: {
    method: 'POST',
    path: '/rooms/conversation',
    caller: 'chat',
    area: 'Chat',
    summary: 'The room with a person, made on first use',
    body: ConversationBody,
    response: ConversationResponse,
  },
  markRoomRead: {
    method: 'POST',
    path: '/rooms/read',
    caller: 'chat',
    area: 'Chat',
    summary: 'Mark a room read up to now',
    body: RoomBody,
    response: ChatUnreadResponse,
  },
  chatUnread: {
    method: 'POST',
    path: '/rooms/unread',
    caller: 'chat',
    area: 'Chat',
    summary: 'Unread messages (the header count)',
    body: Empty,
    response: ChatUnreadResponse,
  },
  messages: {
    method: 'POST',
    path: '/messages/list',
    caller: 'chat',
    area: 'Chat',
    summary: "A room's messages, by window",
    body: MessagesListBody,
    response: MessagesListResponse,
  },
  searchMessages: {
    method: 'POST',
    path: '/messages/search',
    caller: 'chat',
    area: 'Chat',
    summary: "Search a room's messages, newest first",
    body: MessagesSearchBody,
    response: MessagesListResponse,
  },
  sendMessage: {
    method: 'POST',
    path: '/messages/send/new/message',
    caller: 'chat',
    area: 'Chat',
    summary: 'Send a message: text, files, sticker, coins or paid media',
    body: SendMessageBody,
    response: SendMessageResponse,
  },
  offerPackage: {
    method: 'POST',
    path: '/messages/package',
    caller: 'chat',
    area: 'Chat',
    summary: 'Offer a media package to followers in their chats',
    body: SendPackageBody,
    response: SendPackageResponse,
  },
  uploadChatFile: {
    method: 'POST',
    path: '/files/upload',
    caller: 'chat',
    area: 'Chat',
    summary: 'Upload a file for a message',
    description: 'A multipart form: `id`, the sender’s own id for the file, and `file`.',
    form: ChatFileForm,
    response: ChatUploadResponse,
  },
} as const satisfies Record<string, Endpoint>;
