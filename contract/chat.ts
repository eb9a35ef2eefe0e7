import Type, { type Static } from 'typebox';
import { Envelope, withMessage } from './envelope';
import { Messages } from './messages';

// ---- chat API: POST /auth/login {username (the email), password}
export const ChatLoginBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 254, ...withMessage(Messages.emailInvalid) }),
  password: Type.String({ minLength: 1, maxLength: 128, ...withMessage(Messages.passwordRequired) }),
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
export const ChatMessageType = Type.Union([
  Type.Literal('text'),
  Type.Literal('paidPackage'),
  Type.Literal('PAID_MEDIA'),
  Type.Literal('COIN_TRANSFER'),
  Type.Literal('CHAT_VIDEO_FILE'),
]);
export const ChatMessage = Type.Object({
  _id: Type.String(),
  room: Type.String(),
  author: Type.Object({ _id: Type.String() }),
  messageType: ChatMessageType,
  content: Type.String(),
  date: Type.String(),
  type: Type.Optional(Type.Literal('system')),
});
export type ChatMessage = Static<typeof ChatMessage>;

/** What the server pushes on the socket, event name to payload. */
export interface ServerToClientEvents {
  message: (message: ChatMessage) => void;
}
export { SOCKET_PATH } from './routes';
