import { useSelector } from '@xstate/react';
import type { ChatApi } from '../../services/chat';
import type { PackagesApi } from '../../services/packages';
import { longLivedOnDemand, onDemand, preload, type Area } from '../root/area';
import { useStartedSystemActor } from '../root/hooks';

/* The chat area and the header's count; the /messages views' hooks are in ./chatHooks (imported by those views only). */

/** What the chat store, the messages screen, the thread and its popups need of the outside world. */
export interface ChatServices {
  /** The chat's calls and socket: the service's code loads with the chat store (after the first screen) or /messages. */
  chatApi(): Promise<ChatApi>;
  /** The attachment popup's own package list offers a package (the service's code loads with that list). */
  packagesApi(): Promise<PackagesApi>;
}

// The store's wiring, machine and service load once the first screen has settled (or with /messages).
const storeCode = () => import('./actors');
// Opened by the person: the screens' wiring and machines load with /messages.
const screensCode = () => import('./screens');

/** Chat: the store of rooms and messages fed by the socket (long-lived, on demand), the messages screen, the thread, unlocks and files. */
export function chat(services: ChatServices) {
  return {
    actors: {
      chatStore: longLivedOnDemand(
        async () => {
          const [{ chatStoreLogic }, api] = await Promise.all([storeCode(), services.chatApi()]);
          return chatStoreLogic(api);
        },
        { afterFirstScreen: true },
      ),
    },
    screens: {
      chatScreen: onDemand(async () => (await screensCode()).chatScreenScreen(services)),
      thread: onDemand(async () => (await screensCode()).threadScreen(services)),
      chatUnlock: onDemand(async () => (await screensCode()).chatUnlockScreen(services)),
      chatAttachment: onDemand(async () => (await screensCode()).chatAttachmentScreen(services)),
      paidMedia: onDemand(async () => (await screensCode()).paidMediaScreen(services)),
      chatPackageOffer: onDemand(async () => (await screensCode()).chatPackageOfferScreen(services)),
    },
  } satisfies Area;
}

/** The header's messages icon: the partner messages not read yet (none shown before the store has started). */
export const useChatUnread = () => useSelector(useStartedSystemActor('chatStore'), (snapshot) => snapshot?.context.unread ?? 0);

/** Starts loading the chat screens' wiring with the messages screen, so they arrive together. */
export const preloadChat = preload(screensCode);
