import { longLivedOnDemand, onDemand, type Area } from '../root/area';
import type { ScreenServices } from './screens';

/** What the chat store, the messages screen, the thread and its popups need of the outside world. */
export type ChatServices = ScreenServices;

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
          const [{ chatStoreLogic }, pushes] = await Promise.all([storeCode(), services.chatPushes()]);
          return chatStoreLogic(services.gateway, pushes);
        },
        { afterFirstScreen: true },
      ),
    },
    screens: {
      chatScreen: onDemand(async () => (await screensCode()).messagesScreen(services)),
      thread: onDemand(async () => (await screensCode()).threadScreen(services)),
      chatUnlock: onDemand(async () => (await screensCode()).chatUnlockScreen(services)),
      chatAttachment: onDemand(async () => (await screensCode()).chatAttachmentScreen(services)),
      paidMedia: onDemand(async () => (await screensCode()).paidMediaScreen(services)),
      chatPackageOffer: onDemand(async () => (await screensCode()).chatPackageOfferScreen(services)),
    },
  } satisfies Area;
}
