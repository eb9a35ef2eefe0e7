import { msg } from '@lingui/core/macro';
import { useSelector } from '@xstate/react';
import { fromCallback, fromPromise, type AnyActorRef } from 'xstate';
import type { ChatMessage, Conversation, StoredMessage } from '../machines/chat';
import type { ChatFileMessage, ChatFileUpload } from '../machines/chatAttachment.machine';
import type { ChatPushCommand, ChatStoreMachineEvent, NewMessageNotice } from '../machines/chatStore.machine';
import type { SendRequest } from '../machines/thread.machine';
import { vaultItemOf } from '../machines/vaultFile';
import type { ChatPushes } from '../services/chat';
import { runOperation, type Gateway } from '../services/gatewayError';
import type { Uploads } from '../services/upload';
import { sessionChanges } from './auth';
import { myMediaPackages } from './packages';
import { longLivedOnDemand, onDemand, operation, preload, type Area } from './root/area';
import { useAttemptSeed, useScreenActor, useStartedSystemActor, useSystemActor } from './root/hooks';

/** What the chat store, the messages screen, the thread and its popups need of the outside world. */
export interface ChatServices {
  gateway: Gateway;
  /** The socket's chat messages: their code loads with the chat store (after the first screen) or /messages. */
  chatPushes(): Promise<ChatPushes>;
  /** Chat files go up with their bytes counted, private to the room's members. */
  uploads: Pick<Uploads, 'chatFile'>;
}

/** 'New message from ...', in the reader's language (the toasts translate descriptors). */
const toastNewMessage = ({ system }: { system: { get(id: string): AnyActorRef | undefined } }, { from }: NewMessageNotice) => {
  const name = from ? `${from.firstName} ${from.lastName}`.trim() : '';
  system
    .get('toasts')
    ?.send({ type: 'toast.show', notice: { kind: 'info', message: name ? msg`New message from ${name}` : msg`New message` } });
};

const chatScreenCode = () => import('../machines/chatScreen.machine');

const chatRooms = async (gateway: Gateway, signal: AbortSignal) => (await runOperation(gateway, 'ChatRooms', {}, signal)).chatRooms;

// One send for the thread and the file popups: the machines' words, answered by the gateway.
const sendMessage = <Request extends SendRequest | ChatFileMessage>(gateway: Gateway) =>
  fromPromise<ChatMessage, Request>(
    async ({ input, signal }) => (await runOperation(gateway, 'SendChatMessage', { input }, signal)).sendChatMessage,
  );

/** Chat: the store of rooms and messages fed by the socket (long-lived, on demand), the messages screen, the thread, unlocks and files. */
export function chat({ gateway, chatPushes, uploads }: ChatServices) {
  // The attachment and paid-media popups: the file up first (its bytes counted), then the message naming it.
  const fileActors = () => ({
    // A vault item is made a chat file on the server (/api/vault/use-in-chat): its key is sent as any upload's.
    uploadFile: fromPromise<{ key: string }, ChatFileUpload<File>>(async ({ input, signal }) => {
      const item = vaultItemOf(input.file);
      if (!item) return uploads.chatFile(input, signal, input.onProgress);
      return (await runOperation(gateway, 'UseVaultItemInChat', { key: item.key, uploadId: input.id }, signal)).useVaultItemInChat;
    }),
    sendMessage: sendMessage<ChatFileMessage>(gateway),
  });
  return {
    actors: {
      // The store's machine and the chat service load once the first screen has settled (or with /messages).
      chatStore: longLivedOnDemand(
        async () => {
          const [{ chatStoreMachine }, pushes] = await Promise.all([import('../machines/chatStore.machine'), chatPushes()]);
          return chatStoreMachine.provide({
            actors: {
              sessionChanges,
              // A (re)connection reads back what arrived while the socket was away; the viewer's typing goes out on it.
              chatPushes: fromCallback<ChatPushCommand>(({ sendBack, receive }) => {
                const tell = (event: ChatStoreMachineEvent) => sendBack(event);
                const link = pushes.listen({
                  onMessage: (message) => tell({ type: 'message.received', message }),
                  onRead: (roomId, readAt) => tell({ type: 'read.received', roomId, readAt }),
                  onTyping: (roomId, from) => tell({ type: 'typing.received', roomId, from }),
                  onConnected: () => tell({ type: 'chat.connected' }),
                });
                receive((command) => link.typing(command.roomId));
                return () => link.close();
              }),
              loadUnread: operation(
                gateway,
                'ChatUnread',
                (answer) => answer.chatUnread,
                () => ({}),
              ),
              loadRooms: fromPromise(({ signal }) => chatRooms(gateway, signal)),
              // The rooms, and each room's messages after the last one the store holds.
              catchUp: fromPromise(async ({ input, signal }) => {
                const [rooms, ...pages] = await Promise.all([
                  chatRooms(gateway, signal),
                  ...input.after.map(
                    async ({ roomId, messageId }) =>
                      (await runOperation(gateway, 'ChatMessages', { roomId, after: messageId }, signal)).chatMessages,
                  ),
                ]);
                return { rooms, messages: pages.flat() };
              }),
              // Answers the unread left over every room.
              markRead: operation(gateway, 'MarkChatRead', (answer) => answer.markChatRead),
            },
            actions: { toastNewMessage: (args, notice) => toastNewMessage(args, notice) },
          });
        },
        { afterFirstScreen: true },
      ),
    },
    screens: {
      // The /messages screen: the conversation list, opening one with a person.
      chatScreen: onDemand(async () =>
        (await chatScreenCode()).chatScreenMachine.provide({
          actors: { openConversation: operation(gateway, 'OpenConversation', (answer) => answer.openConversation) },
        }),
      ),
      thread: onDemand(async () =>
        (await import('../machines/thread.machine')).threadMachine.provide({
          actors: {
            loadHistory: operation(gateway, 'ChatMessages', (answer) => answer.chatMessages),
            sendMessage: sendMessage<SendRequest>(gateway),
          },
        }),
      ),
      // Search in the conversation on screen, its code loaded when first opened.
      threadSearch: onDemand(async () =>
        (await import('../machines/threadSearch.machine')).threadSearchMachine.provide({
          actors: { searchMessages: operation(gateway, 'SearchChatMessages', (answer) => answer.searchChatMessages) },
        }),
      ),
      chatUnlock: onDemand(async () =>
        (await import('../machines/chatUnlock.machine')).chatUnlockMachine.provide({
          actors: { pay: operation(gateway, 'UnlockChatMessage', (answer) => answer.unlockChatMessage) },
        }),
      ),
      chatAttachment: onDemand(async () =>
        (await import('../machines/chatAttachment.machine')).chatAttachmentMachine.provide({ actors: fileActors() }),
      ),
      paidMedia: onDemand(async () =>
        (await import('../machines/chatAttachment.machine')).paidMediaMachine.provide({ actors: fileActors() }),
      ),
      chatPackageOffer: onDemand(async () =>
        (await import('../machines/chatPackageOffer.machine')).chatPackageOfferMachine.provide({
          actors: {
            loadPackages: myMediaPackages(gateway),
            sendPackage: operation(gateway, 'SendPackage', (answer) => answer.sendPackage),
          },
        }),
      ),
    },
  } satisfies Area;
}

// The header's count, and the /messages screens' hooks and what their views read.

export {
  listedRooms,
  partnerOf,
  receiptOf,
  searchRooms,
  type ChatMember,
  type ChatMessage,
  type Conversation,
  type StoredMessage,
} from '../machines/chat';

export type ChatStoreActor = ReturnType<typeof useChatStore>;
/** The chat store; a view that reads it waits (suspended) while it starts. */
export const useChatStore = () => useSystemActor('chatStore');
/** The viewer's chat id. */
export const useChatMe = () => useSelector(useChatStore(), (snapshot) => snapshot.context.me);
export const useChatRooms = () => useSelector(useChatStore(), (snapshot) => snapshot.context.rooms);
export const useRoomsPhase = () =>
  useSelector(useChatStore(), (snapshot) =>
    snapshot.matches({ signedIn: { rooms: 'failed' } })
      ? 'failed'
      : snapshot.matches({ signedIn: { rooms: 'ready' } }) || snapshot.matches({ signedIn: { rooms: 'catchingUp' } })
        ? 'ready'
        : 'loading',
  );
const none: StoredMessage[] = [];
export const useRoomMessages = (roomId: string) => useSelector(useChatStore(), (snapshot) => snapshot.context.messages[roomId] ?? none);
export const useRoom = (roomId: string | null): Conversation | undefined =>
  useSelector(useChatStore(), (snapshot) => (roomId ? snapshot.context.rooms[roomId] : undefined));

export const useChatScreen = (userId: string | null) => useScreenActor('chatScreen', { userId });
export const useThread = (roomId: string, me: string) => useScreenActor('thread', { roomId, me, seed: useAttemptSeed() });
export const useThreadSearch = (roomId: string) => useScreenActor('threadSearch', { roomId });
/** Whether the room's partner is typing now. */
export const useRoomTyping = (roomId: string) => useSelector(useChatStore(), (snapshot) => roomId in snapshot.context.typing);
export const useChatUnlock = (message: Pick<ChatMessage, 'id' | 'kind' | 'coins'>, toUserId: string) =>
  useScreenActor('chatUnlock', { message, toUserId, attemptSeed: useAttemptSeed() });
export const useChatAttachment = (roomId: string) => useScreenActor('chatAttachment', { roomId, seed: useAttemptSeed() });
export const usePaidMedia = (roomId: string) => useScreenActor('paidMedia', { roomId, seed: useAttemptSeed() });
/** The attachment popup's own package list: a package offered to the conversation's partner. */
export const useChatPackageOffer = (toUserId: string) => useScreenActor('chatPackageOffer', { toUserId });

export type ChatScreenActor = ReturnType<typeof useChatScreen>;
export type ThreadActor = ReturnType<typeof useThread>;
export type ThreadSearchActor = ReturnType<typeof useThreadSearch>;
export type ChatFileActor = ReturnType<typeof useChatAttachment>;
export type ChatPackageOfferActor = ReturnType<typeof useChatPackageOffer>;

/** The header's messages icon: the partner messages not read yet (none shown before the store has started). */
export const useChatUnread = () => useSelector(useStartedSystemActor('chatStore'), (snapshot) => snapshot?.context.unread ?? 0);

/** Starts loading the /messages screen's machine with the page's own code, so both arrive together. */
export const preloadChat = preload(chatScreenCode);
