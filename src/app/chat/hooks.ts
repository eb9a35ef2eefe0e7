import { useSelector } from '@xstate/react';
import type { ChatMessage, Conversation, StoredMessage } from '../../machines/chat';
import { preload } from '../root/area';
import { useAttemptSeed, useScreenActor, useStartedSystemActor, useSystemActor } from '../root/hooks';

/* The header's count, and the /messages screens' hooks and what their views read. */

export {
  listedRooms,
  partnerOf,
  searchRooms,
  type ChatMember,
  type ChatMessage,
  type Conversation,
  type StoredMessage,
} from '../../machines/chat';

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
export const useChatUnlock = (message: Pick<ChatMessage, 'id' | 'kind' | 'coins'>, toUserId: string) =>
  useScreenActor('chatUnlock', { message, toUserId, attemptSeed: useAttemptSeed() });
export const useChatAttachment = (roomId: string) => useScreenActor('chatAttachment', { roomId, seed: useAttemptSeed() });
export const usePaidMedia = (roomId: string) => useScreenActor('paidMedia', { roomId, seed: useAttemptSeed() });
/** The attachment popup's own package list: a package offered to the conversation's partner. */
export const useChatPackageOffer = (toUserId: string) => useScreenActor('chatPackageOffer', { toUserId });

export type ChatScreenActor = ReturnType<typeof useChatScreen>;
export type ThreadActor = ReturnType<typeof useThread>;
export type ChatFileActor = ReturnType<typeof useChatAttachment>;
export type ChatPackageOfferActor = ReturnType<typeof useChatPackageOffer>;

/** The header's messages icon: the partner messages not read yet (none shown before the store has started). */
export const useChatUnread = () => useSelector(useStartedSystemActor('chatStore'), (snapshot) => snapshot?.context.unread ?? 0);

/** Starts loading the chat screens' wiring with the messages screen, so they arrive together. */
export const preloadChat = preload(() => import('./screens'));
