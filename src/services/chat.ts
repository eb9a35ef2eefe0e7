import type { Gateway } from '../gateway/client';
import type { ChatMessageFieldsFragment, ConversationFieldsFragment } from '../gateway/generated/graphql';
import { toChatMessage } from '../gateway/resolvers/chatMessage';
import type { RestClient } from '../gateway/rest';
import { Endpoints } from '../gateway/generated/endpoints';
import { connectChatSocket, type ChatSocketOptions } from './chatSocket';
import { runOperation } from './gatewayError';

export type ChatMessage = ChatMessageFieldsFragment;
export type Conversation = ConversationFieldsFragment;
type SendKind = 'TEXT' | 'VIDEO' | 'PAID_MEDIA';

/** The chat's calls (rooms, history, sends, files, unlocks) and the socket's messages; every failure rejects with a GatewayError. */
export interface ChatApi {
  /** Makes sure the viewer has a chat user (safe to repeat) before the chat login. */
  createChatUser(signal?: AbortSignal): Promise<{ chatUserId: string; message: string }>;
  rooms(signal?: AbortSignal): Promise<Conversation[]>;
  unread(signal?: AbortSignal): Promise<number>;
  /** A room's messages, oldest first: the latest, those before one, or those after one. */
  history(input: { roomId: string; before?: string; after?: string; limit?: number }, signal?: AbortSignal): Promise<ChatMessage[]>;
  /** Opens, or creates, the conversation with a person (their account id). */
  openConversation(userId: string, signal?: AbortSignal): Promise<Conversation>;
  /** Marks a room read; answers the unread left over every room. */
  markRead(roomId: string, signal?: AbortSignal): Promise<number>;
  send(
    input: { roomId: string; kind: SendKind; content: string; files?: string[]; price?: number; clientId: string },
    signal?: AbortSignal,
  ): Promise<ChatMessage>;
  /** A chat file up to `/files/upload` (private to the room's members); `id` is the client's unique id for it. */
  uploadFile(input: { file: Blob & { name?: string }; id: string }, signal?: AbortSignal): Promise<{ key: string }>;
  unlock(
    input: { messageId: string; toUserId: string; amount: number; idempotencyKey: string },
    signal?: AbortSignal,
  ): Promise<{ message: string; walletBalance: number; chatMessage: ChatMessage }>;
  /** Listens for the signed-in user's chat messages on the socket (`onConnected` at each (re)connection); the returned function closes it. */
  listen(onMessage: (message: ChatMessage) => void, onConnected?: () => void): () => void;
}

export interface ChatApiOptions {
  /** The chat jwtToken the login stored: the socket authenticates with it. */
  getJwtToken(): string | null;
  connect?: (options: ChatSocketOptions) => () => void;
}

export function createChatApi(
  { rest, gateway }: { rest: RestClient; gateway: Gateway },
  { getJwtToken, connect = connectChatSocket }: ChatApiOptions,
): ChatApi {
  return {
    async createChatUser(signal) {
      const { createChatUser } = await runOperation(gateway, 'CreateChatUser', {}, signal);
      return { chatUserId: createChatUser.chatUserId, message: createChatUser.message };
    },
    rooms: async (signal) => (await runOperation(gateway, 'ChatRooms', {}, signal)).chatRooms,
    unread: async (signal) => (await runOperation(gateway, 'ChatUnread', {}, signal)).chatUnread,
    history: async (input, signal) => (await runOperation(gateway, 'ChatMessages', input, signal)).chatMessages,
    openConversation: async (userId, signal) => (await runOperation(gateway, 'OpenConversation', { userId }, signal)).openConversation,
    markRead: async (roomId, signal) => (await runOperation(gateway, 'MarkChatRead', { roomId }, signal)).markChatRead,
    send: async (input, signal) => (await runOperation(gateway, 'SendChatMessage', { input }, signal)).sendChatMessage,
    async uploadFile({ file, id }, signal) {
      const { data } = await rest.call(Endpoints.uploadChatFile, { id, file }, { signal });
      return { key: data.key };
    },
    unlock: async (input, signal) => (await runOperation(gateway, 'UnlockChatMessage', input, signal)).unlockChatMessage,
    listen(onMessage, onConnected) {
      const token = getJwtToken();
      if (!token) return () => {};
      // The socket speaks the wire's words; the gateway's reading makes them the thread's.
      return connect({ token, onMessage: (message) => onMessage(toChatMessage(message)), onConnect: onConnected });
    },
  };
}
