import { msg } from '@lingui/core/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromCallback, fromPromise, type ActorRefFrom, type AnyActorRef } from 'xstate';
import type { ChatMessage, Conversation, StoredMessage } from '../machines/chat';
import type { ChatFileMessage } from '../machines/chatAttachment.machine';
import { chatStoreMachine, type ChatStoreMachineEvent, type NewMessageNotice } from '../machines/chatStore.machine';
import type { HistoryRequest, SendRequest } from '../machines/thread.machine';
import type { ChatApi } from '../services/chat';
import type { PackagesApi } from '../services/packages';
import { longLived, onDemand, preload, withSignal, type Area } from './area';
import { useScreenActor, useSystemActor } from './hooks';
import { sessionChanges } from './notifications';

export { listedRooms, partnerOf, searchRooms, type ChatMember, type ChatMessage, type Conversation, type StoredMessage } from '../machines/chat';

/** What the chat store, the messages screen, the thread and its popups need of the outside world. */
export interface ChatServices {
  chat: ChatApi;
  /** The attachment popup's own package list offers a package (the service's code loads with that list). */
  packagesApi(): Promise<PackagesApi>;
}

// Opened by the person: these machines' code loads with /messages.
const screenCode = () => import('../machines/chatScreen.machine');
const threadCode = () => import('../machines/thread.machine');
const unlockCode = () => import('../machines/chatUnlock.machine');
const attachmentCode = () => import('../machines/chatAttachment.machine');
const packageOfferCode = () => import('../machines/chatPackageOffer.machine');

/** 'New message from ...', in the reader's language (the toasts translate descriptors). */
const toastNewMessage = ({ system }: { system: { get(id: string): AnyActorRef | undefined } }, { from }: NewMessageNotice) => {
  const name = from ? `${from.firstName} ${from.lastName}`.trim() : '';
  system.get('toasts')?.send({ type: 'toast.show', notice: { kind: 'info', message: name ? msg`New message from ${name}` : msg`New message` } });
};

/** Chat: the store of rooms and messages fed by the socket (long-lived), the messages screen, the thread, unlocks and files. */
export function chat({ chat: api, packagesApi }: ChatServices) {
  // One send for the thread and the file popups: the machines' words, answered by the service.
  const sendMessage = <Request extends SendRequest | ChatFileMessage>() => fromPromise<ChatMessage, Request>(({ input, signal }) => api.send(input, signal));
  return {
    actors: {
      chatStore: longLived(
        chatStoreMachine.provide({
          actors: {
            sessionChanges,
            // A (re)connection reads back what arrived while the socket was away.
            chatPushes: fromCallback<ChatStoreMachineEvent>(({ sendBack }) =>
              api.listen(
                (message) => sendBack({ type: 'message.received', message }),
                () => sendBack({ type: 'chat.connected' }),
              ),
            ),
            loadUnread: fromPromise(({ signal }) => api.unread(signal)),
            loadRooms: fromPromise(({ signal }) => api.rooms(signal)),
            catchUp: fromPromise(async ({ input, signal }) => {
              const [rooms, ...pages] = await Promise.all([
                api.rooms(signal),
                ...input.after.map(({ roomId, messageId }) => api.history({ roomId, after: messageId }, signal)),
              ]);
              return { rooms, messages: pages.flat() };
            }),
            markRead: fromPromise(({ input, signal }) => api.markRead(input.roomId, signal)),
          },
          actions: { toastNewMessage: (args, notice) => toastNewMessage(args, notice) },
        }),
      ),
    },
    screens: {
      chatScreen: onDemand(async () =>
        (await screenCode()).chatScreenMachine.provide({
          actors: { openConversation: fromPromise<Conversation, { userId: string }>(withSignal(({ userId }, signal) => api.openConversation(userId, signal))) },
        }),
      ),
      thread: onDemand(async () =>
        (await threadCode()).threadMachine.provide({
          actors: {
            loadHistory: fromPromise<ChatMessage[], HistoryRequest>(withSignal((input, signal) => api.history(input, signal))),
            sendMessage: sendMessage<SendRequest>(),
          },
        }),
      ),
      chatUnlock: onDemand(async () =>
        (await unlockCode()).chatUnlockMachine.provide({
          actors: { payMessage: fromPromise(({ input, signal }) => api.unlock(input, signal)) },
        }),
      ),
      chatAttachment: onDemand(async () =>
        (await attachmentCode()).chatAttachmentMachine.provide({
          actors: { uploadFile: fromPromise(({ input, signal }) => api.uploadFile(input, signal)), sendMessage: sendMessage<ChatFileMessage>() },
        }),
      ),
      paidMedia: onDemand(async () =>
        (await attachmentCode()).paidMediaMachine.provide({
          actors: { uploadFile: fromPromise(({ input, signal }) => api.uploadFile(input, signal)), sendMessage: sendMessage<ChatFileMessage>() },
        }),
      ),
      chatPackageOffer: onDemand(async () => {
        const [{ chatPackageOfferMachine }, packages] = await Promise.all([packageOfferCode(), packagesApi()]);
        return chatPackageOfferMachine.provide({
          actors: {
            loadPackages: fromPromise(({ signal }) => packages.list(signal)),
            sendPackage: fromPromise(({ input, signal }) => packages.send(input, signal)),
          },
        });
      }),
    },
  } satisfies Area;
}

/** A random seed per opened screen: its messages' client ids and its payments' keys are the seed and a number. */
function newSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
const useSeed = () => useState(newSeed)[0];

export type ChatStoreActor = ActorRefFrom<typeof chatStoreMachine>;
export const useChatStore = () => useSystemActor('chatStore');
/** The header's messages icon: the partner messages not read yet. */
export const useChatUnread = () => useSelector(useChatStore(), (snapshot) => snapshot.context.unread);
/** The viewer's chat id. */
export const useChatMe = () => useSelector(useChatStore(), (snapshot) => snapshot.context.me);
export const useChatRooms = () => useSelector(useChatStore(), (snapshot) => snapshot.context.rooms);
export const useRoomsPhase = () =>
  useSelector(useChatStore(), (snapshot) =>
    snapshot.matches({ signedIn: { rooms: 'failed' } }) ? 'failed' : snapshot.matches({ signedIn: { rooms: 'ready' } }) || snapshot.matches({ signedIn: { rooms: 'catchingUp' } }) ? 'ready' : 'loading',
  );
const none: StoredMessage[] = [];
export const useRoomMessages = (roomId: string) => useSelector(useChatStore(), (snapshot) => snapshot.context.messages[roomId] ?? none);
export const useRoom = (roomId: string | null): Conversation | undefined => useSelector(useChatStore(), (snapshot) => (roomId ? snapshot.context.rooms[roomId] : undefined));

export const useChatScreen = (userId: string | null) => useScreenActor('chatScreen', { userId });
export const useThread = (roomId: string, me: string) => useScreenActor('thread', { roomId, me, seed: useSeed() });
export const useChatUnlock = (message: Pick<ChatMessage, 'id' | 'kind' | 'coins'>, toUserId: string) =>
  useScreenActor('chatUnlock', { message, toUserId, attemptSeed: useSeed() });
export const useChatAttachment = (roomId: string) => useScreenActor('chatAttachment', { roomId, seed: useSeed() });
export const usePaidMedia = (roomId: string) => useScreenActor('paidMedia', { roomId, seed: useSeed() });
/** The attachment popup's own package list: a package offered to the conversation's partner. */
export const useChatPackageOffer = (toUserId: string) => useScreenActor('chatPackageOffer', { toUserId });

export type ChatScreenActor = ReturnType<typeof useChatScreen>;
export type ThreadActor = ReturnType<typeof useThread>;
export type ChatFileActor = ReturnType<typeof useChatAttachment>;
export type ChatPackageOfferActor = ReturnType<typeof useChatPackageOffer>;

/** Starts loading the thread's machines with the messages screen, so they arrive together. */
export const preloadChat = preload(screenCode, threadCode);
