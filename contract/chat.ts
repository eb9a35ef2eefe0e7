import Type, { type Static } from 'typebox';
import { LoginPassword } from './auth';
import { ChatMessageKind } from './codes';
import { Envelope } from './envelope';
import { Line } from './fields';
import { Messages } from './messages';
import type { Notification } from './notifications';
import { EMAIL_MAX } from './rules';
import type { SocketEvents } from './routes';
import type { WalletEvent } from './wallet';

// ---- chat API: POST /auth/login {username (the email), password}
export const ChatLoginBody = Type.Object({
  username: Line({ min: 1, max: EMAIL_MAX, messages: Messages.emailInvalid }),
  password: LoginPassword,
});
export type ChatLoginBody = Static<typeof ChatLoginBody>;

export const ChatMember = Type.Object({
  _id: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  profilePicture: Type.Union([Type.String(), Type.Null()]),
  user_verified: Type.Integer(),
});
export type ChatMember = Static<typeof ChatMember>;

export const ChatLoginResponse = Envelope(Type.Object({ token: Type.String(), user: ChatMember }));
export type ChatLoginResponse = Static<typeof ChatLoginResponse>;

export const Conversation = Type.Object({
  _id: Type.String(),
  members: Type.Array(ChatMember),
  lastMessage: Type.Union([Type.Object({ content: Type.String(), date: Type.String() }), Type.Null()]),
});
export type Conversation = Static<typeof Conversation>;

// ---- POST /rooms/list (Bearer jwtToken)
export const RoomsListResponse = Envelope(Type.Array(Conversation));

/** socket.io handshake: `io(url, { auth: { token: jwtToken } })`. */
export const SocketAuth = Type.Object({ token: Type.String() });

/** A chat message as spec §3 describes it; the socket's `message` event carries one. */
export const ChatMessageType = Type.Enum(ChatMessageKind);
export const ChatMessage = Type.Object({
  _id: Type.String(),
  room: Type.String(),
  author: Type.Object({ _id: Type.String() }),
  messageType: ChatMessageType,
  content: Type.String(),
  date: Type.String(),
  /** 'system' for messages the service writes itself. */
  type: Type.Optional(Type.Literal('system')),
  pictures: Type.Optional(Type.Array(Type.Object({ lightboxImageUrl: Type.String(), littleThumbnailUrl: Type.String() }))),
  isLock: Type.Optional(Type.Boolean()),
  isPaid: Type.Optional(Type.Boolean()),
  packageId: Type.Optional(Type.String()),
  packageTitle: Type.Optional(Type.String()),
  media: Type.Optional(Type.Object({ media_url: Type.String() })),
  coins: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type ChatMessage = Static<typeof ChatMessage>;

/** What the server pushes on the socket, event name to payload. */
export interface ServerToClientEvents {
  [SocketEvents.message]: (message: ChatMessage) => void;
  [SocketEvents.notification]: (notification: Notification) => void;
  [SocketEvents.wallet]: (wallet: WalletEvent) => void;
}
/** What a client may emit; chat messages go up through ChatRoutes.sendMessage, so nothing yet. */
export type ClientToServerEvents = Record<string, never>;
export { SOCKET_PATH } from './routes';
