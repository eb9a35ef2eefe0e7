import type { ChatMessageFieldsFragment } from '../gateway/generated/graphql';
import { toChatMessage } from '../gateway/resolvers/chatMessage';
import { connectChatSocket, type PushFeedOptions } from './chatSocket';

export type ChatMessage = ChatMessageFieldsFragment;

/** The signed-in user's chat messages on the socket, in the thread's words; loads with the chat store, not the first screen. */
export interface ChatPushes {
  /** Listens (`onConnected` at each (re)connection); the returned function closes it. */
  listen(onMessage: (message: ChatMessage) => void, onConnected?: () => void): () => void;
}

export function chatPushes({ getJwtToken, connect = connectChatSocket }: PushFeedOptions): ChatPushes {
  return {
    listen(onMessage, onConnected) {
      const token = getJwtToken();
      if (!token) return () => {};
      // The socket speaks the wire's words; the gateway's reading makes them the thread's.
      return connect({ token, onMessage: (message) => onMessage(toChatMessage(message)), onConnect: onConnected });
    },
  };
}
