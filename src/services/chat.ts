import type { ChatMessageFieldsFragment } from '../gateway/generated/graphql';
import { toChatMessage } from '../gateway/resolvers/chatMessage';
import { linkChatSocket, type ChatSocketOptions, type PushFeedOptions } from './chatSocket';

export type ChatMessage = ChatMessageFieldsFragment;

/** What the chat store hears on the socket, in the thread's words. */
export interface ChatPushHandlers {
  onMessage(message: ChatMessage): void;
  /** The partner read `roomId` up to the message of `readAt`. */
  onRead(roomId: string, readAt: string): void;
  /** The member `from` (a chat id) is typing in `roomId`. */
  onTyping(roomId: string, from: string): void;
  /** At each (re)connection. */
  onConnected(): void;
}

/** The link the store holds: closing it, and telling a room's partner the viewer types. */
export interface ChatPushLink {
  close(): void;
  typing(roomId: string): void;
}

/** The signed-in user's chat messages, read receipts and typing on the socket; loads with the chat store, not the first screen. */
export interface ChatPushes {
  listen(handlers: ChatPushHandlers): ChatPushLink;
}

export function chatPushes({
  getJwtToken,
  link = linkChatSocket,
}: Pick<PushFeedOptions, 'getJwtToken'> & { link?: (options: ChatSocketOptions) => ChatPushLink }): ChatPushes {
  return {
    listen(handlers) {
      const token = getJwtToken();
      if (!token) return { close: () => {}, typing: () => {} };
      // The socket speaks the wire's words; the gateway's reading makes them the thread's.
      return link({
        token,
        onMessage: (message) => handlers.onMessage(toChatMessage(message)),
        onRead: (read) => handlers.onRead(read.room, read.readAt),
        onTyping: (typing) => handlers.onTyping(typing.room, typing.from),
        onConnect: () => handlers.onConnected(),
      });
    },
  };
}
