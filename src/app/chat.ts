import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { ChatMessage, Conversation, StoredMessage } from '../machines/chat';
import type { ChatFileMessage } from '../machines/chatAttachment.machine';
import type { HistoryRequest, SendRequest } from '../machines/thread.machine';
import type { ChatApi } from '../services/chat';
import type { PackagesApi } from '../services/packages';
import { longLivedOnDemand, onDemand, preload, withSignal, type Area } from './area';
import { useScreenActor, useStartedSystemActor, useSystemActor } from './hooks';

export { listedRooms, partnerOf, searchRooms, type ChatMember, type ChatMessage, type Conversation, type StoredMessage } from '../machines/chat';

/** What the chat store, the messages screen, the thread and its popups need of the outside world. */
export interface ChatServices {
  /** The chat's calls and socket: the service's code loads with the chat store (after the first screen) or /messages. */
  chatApi(): Promise<ChatApi>;
  /** The attachment popup's own package list offers a package (the service's code loads with that list). */
  packagesApi(): Promise<PackagesApi>;
}

// The store's wiring, machine and service load once the first screen has settled (or with /messages).
const storeCode = () => import('./chatStore');
// Opened by the person: these machines' code loads with /messages.
const screenCode = () => import('../machines/chatScreen.machine');
const threadCode = () => import('../machines/thread.machine');
const unlockCode = () => import('../machines/chatUnlock.machine');
const attachmentCode = () => import('../machines/chatAttachment.machine');
const packageOfferCode = () => import('../machines/chatPackageOffer.machine');

/** Chat: the store of rooms and messages fed by the socket (long-lived), the messages screen, the thread, unlocks and files. */
export function chat({ chatApi, packagesApi }: ChatServices) {
  // One send for the thread and the file popups: the machines' words, answered by the service.
  const sendMessage = <Request extends SendRequest | ChatFileMessage>(api: ChatApi) =>
    fromPromise<ChatMessage, Request>(({ input, signal }) => api.send(input, signal));
  return {
    actors: {
      chatStore: longLivedOnDemand(async () => {
        const [{ chatStoreLogic }, api] = await Promise.all([storeCode(), chatApi()]);
        return chatStoreLogic(api);
      }),
    },
    screens: {
      chatScreen: onDemand(async () => {
        const [{ chatScreenMachine }, api] = await Promise.all([screenCode(), chatApi()]);
        return chatScreenMachine.provide({
          actors: { openConversation: fromPromise<Conversation, { userId: string }>(withSignal(({ userId }, signal) => api.openConversation(userId, signal))) },
        });
      }),
      thread: onDemand(async () => {
        const [{ threadMachine }, api] = await Promise.all([threadCode(), chatApi()]);
        return threadMachine.provide({
          actors: {
            loadHistory: fromPromise<ChatMessage[], HistoryRequest>(withSignal((input, signal) => api.history(input, signal))),
            sendMessage: sendMessage<SendRequest>(api),
          },
        });
      }),
      chatUnlock: onDemand(async () => {
        const [{ chatUnlockMachine }, api] = await Promise.all([unlockCode(), chatApi()]);
        return chatUnlockMachine.provide({
          actors: { payMessage: fromPromise(({ input, signal }) => api.unlock(input, signal)) },
        });
      }),
      chatAttachment: onDemand(async () => {
        const [{ chatAttachmentMachine }, api] = await Promise.all([attachmentCode(), chatApi()]);
        return chatAttachmentMachine.provide({
          actors: { uploadFile: fromPromise(({ input, signal }) => api.uploadFile(input, signal)), sendMessage: sendMessage<ChatFileMessage>(api) },
        });
      }),
      paidMedia: onDemand(async () => {
        const [{ paidMediaMachine }, api] = await Promise.all([attachmentCode(), chatApi()]);
        return paidMediaMachine.provide({
          actors: { uploadFile: fromPromise(({ input, signal }) => api.uploadFile(input, signal)), sendMessage: sendMessage<ChatFileMessage>(api) },
        });
      }),
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

export type ChatStoreActor = ReturnType<typeof useChatStore>;
/** The chat store; a view that reads it waits (suspended) while it starts. */
export const useChatStore = () => useSystemActor('chatStore');
/** The header's messages icon: the partner messages not read yet (none shown before the store has started). */
export const useChatUnread = () => useSelector(useStartedSystemActor('chatStore'), (snapshot) => snapshot?.context.unread ?? 0);
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
