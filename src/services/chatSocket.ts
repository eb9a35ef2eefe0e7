import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '../../contract/routes';

/** The kinds of chat message of spec §3. */
export type ChatMessageType = 'text' | 'paidPackage' | 'PAID_MEDIA' | 'COIN_TRANSFER' | 'CHAT_VIDEO_FILE';

/** A chat message as the socket carries it (spec §3 Message). */
export interface ChatSocketMessage {
  _id?: string;
  room: string;
  author: { _id: string };
  messageType: ChatMessageType;
  content: string;
  date: string;
  type?: 'system';
  pictures?: { lightboxImageUrl: string; littleThumbnailUrl: string }[];
  isLock?: boolean;
  isPaid?: boolean;
  packageId?: string;
  packageTitle?: string;
  media?: { media_url: string };
  coins?: number;
}

export interface ChatServerEvents {
  message: (message: ChatSocketMessage) => void;
}

export interface ChatClientEvents {
  message: (message: ChatSocketMessage) => void;
}

export type ChatSocket = Socket<ChatServerEvents, ChatClientEvents>;

export interface ChatSocketHandlers {
  onMessage?: (message: ChatSocketMessage) => void;
  onConnect?: () => void;
  /** A refused handshake (bad or expired JWT) or an unreachable server. */
  onConnectError?: (error: Error) => void;
  onDisconnect?: (reason: string) => void;
}

export interface ChatSocketOptions extends ChatSocketHandlers {
  /** Same origin when omitted. */
  url?: string;
  token: string;
}

/** Opens the JWT-authenticated chat socket; the returned function closes it (a `fromCallback` cleanup). */
export function connectChatSocket({ url, token, onMessage, onConnect, onConnectError, onDisconnect }: ChatSocketOptions): () => void {
  const options = { path: SOCKET_PATH, auth: { token } };
  const socket: ChatSocket = url ? io(url, options) : io(options);
  if (onMessage) socket.on('message', onMessage);
  if (onConnect) socket.on('connect', onConnect);
  if (onConnectError) socket.on('connect_error', onConnectError);
  if (onDisconnect) socket.on('disconnect', (reason) => onDisconnect(reason));
  return () => {
    socket.removeAllListeners();
    socket.disconnect();
  };
}
