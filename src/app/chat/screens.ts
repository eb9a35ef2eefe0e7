import { fromPromise } from 'xstate';
import type { ChatMessage, Conversation } from '../../machines/chat';
import type { ChatFileMessage } from '../../machines/chatAttachment.machine';
import type { HistoryRequest, SendRequest } from '../../machines/thread.machine';
import type { ChatApi } from '../../services/chat';
import type { PackagesApi } from '../../services/packages';
import { withSignal } from '../root/area';

/*
 * The chat screens' machines provided with their services: this module and each machine load with /messages
 * (./area.ts declares them on demand), so the first load of /home and /login carries none of it.
 */

/** What the messages screen, the thread and its popups need of the outside world. */
export interface ScreenServices {
  /** The chat's calls and socket: the service's code loads with the chat store (after the first screen) or /messages. */
  chatApi(): Promise<ChatApi>;
  /** The attachment popup's own package list offers a package (the service's code loads with that list). */
  packagesApi(): Promise<PackagesApi>;
}

// One send for the thread and the file popups: the machines' words, answered by the service.
const sendMessage = <Request extends SendRequest | ChatFileMessage>(api: ChatApi) =>
  fromPromise<ChatMessage, Request>(({ input, signal }) => api.send(input, signal));

/** The /messages screen: the conversation list, opening one with a person. */
export const messagesScreen = async ({ chatApi }: ScreenServices) => {
  const [{ chatScreenMachine }, api] = await Promise.all([import('../../machines/chatScreen.machine'), chatApi()]);
  return chatScreenMachine.provide({
    actors: {
      openConversation: fromPromise<Conversation, { userId: string }>(
        withSignal(({ userId }, signal) => api.openConversation(userId, signal)),
      ),
    },
  });
};

export const threadScreen = async ({ chatApi }: ScreenServices) => {
  const [{ threadMachine }, api] = await Promise.all([import('../../machines/thread.machine'), chatApi()]);
  return threadMachine.provide({
    actors: {
      loadHistory: fromPromise<ChatMessage[], HistoryRequest>(withSignal((input, signal) => api.history(input, signal))),
      sendMessage: sendMessage<SendRequest>(api),
    },
  });
};

export const chatUnlockScreen = async ({ chatApi }: ScreenServices) => {
  const [{ chatUnlockMachine }, api] = await Promise.all([import('../../machines/chatUnlock.machine'), chatApi()]);
  return chatUnlockMachine.provide({
    actors: { pay: fromPromise(({ input, signal }) => api.unlock(input, signal)) },
  });
};

export const chatAttachmentScreen = async ({ chatApi }: ScreenServices) => {
  const [{ chatAttachmentMachine }, api] = await Promise.all([import('../../machines/chatAttachment.machine'), chatApi()]);
  return chatAttachmentMachine.provide({
    actors: {
      uploadFile: fromPromise(({ input, signal }) => api.uploadFile(input, signal)),
      sendMessage: sendMessage<ChatFileMessage>(api),
    },
  });
};

export const paidMediaScreen = async ({ chatApi }: ScreenServices) => {
  const [{ paidMediaMachine }, api] = await Promise.all([import('../../machines/chatAttachment.machine'), chatApi()]);
  return paidMediaMachine.provide({
    actors: {
      uploadFile: fromPromise(({ input, signal }) => api.uploadFile(input, signal)),
      sendMessage: sendMessage<ChatFileMessage>(api),
    },
  });
};

export const chatPackageOfferScreen = async ({ packagesApi }: ScreenServices) => {
  const [{ chatPackageOfferMachine }, packages] = await Promise.all([import('../../machines/chatPackageOffer.machine'), packagesApi()]);
  return chatPackageOfferMachine.provide({
    actors: {
      loadPackages: fromPromise(({ signal }) => packages.list(signal)),
      sendPackage: fromPromise(({ input, signal }) => packages.send(input, signal)),
    },
  });
};
