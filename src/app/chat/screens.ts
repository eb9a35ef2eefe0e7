import { fromPromise } from 'xstate';
import type { ChatMessage } from '../../machines/chat';
import type { ChatFileMessage, ChatFileUpload } from '../../machines/chatAttachment.machine';
import type { SendRequest } from '../../machines/thread.machine';
import type { ChatPushes } from '../../services/chat';
import { runOperation, type Gateway } from '../../services/gatewayError';
import type { Uploads } from '../../services/upload';
import { operation } from '../root/area';

/*
 * The chat screens' machines provided with their services: this module and each machine load with /messages
 * (./area.ts declares them on demand), so the first load of /home and /login carries none of it.
 */

/** What the chat store, the messages screen, the thread and its popups need of the outside world. */
export interface ScreenServices {
  gateway: Gateway;
  /** The socket's chat messages: their code loads with the chat store (after the first screen) or /messages. */
  chatPushes(): Promise<ChatPushes>;
  /** Chat files go up through rest.ts, private to the room's members. */
  uploads: Pick<Uploads, 'chatFile'>;
}

// One send for the thread and the file popups: the machines' words, answered by the gateway.
const sendMessage = <Request extends SendRequest | ChatFileMessage>(gateway: Gateway) =>
  fromPromise<ChatMessage, Request>(
    async ({ input, signal }) => (await runOperation(gateway, 'SendChatMessage', { input }, signal)).sendChatMessage,
  );

/** The /messages screen: the conversation list, opening one with a person. */
export const messagesScreen = async ({ gateway }: ScreenServices) =>
  (await import('../../machines/chatScreen.machine')).chatScreenMachine.provide({
    actors: { openConversation: operation(gateway, 'OpenConversation', (answer) => answer.openConversation) },
  });

export const threadScreen = async ({ gateway }: ScreenServices) =>
  (await import('../../machines/thread.machine')).threadMachine.provide({
    actors: {
      loadHistory: operation(gateway, 'ChatMessages', (answer) => answer.chatMessages),
      sendMessage: sendMessage<SendRequest>(gateway),
    },
  });

export const chatUnlockScreen = async ({ gateway }: ScreenServices) =>
  (await import('../../machines/chatUnlock.machine')).chatUnlockMachine.provide({
    actors: { pay: operation(gateway, 'UnlockChatMessage', (answer) => answer.unlockChatMessage) },
  });

/** The attachment and paid-media popups: the file up first, then the message naming it. */
const fileActors = ({ gateway, uploads }: ScreenServices) => ({
  uploadFile: fromPromise<{ key: string }, ChatFileUpload<File>>(({ input, signal }) => uploads.chatFile(input, signal)),
  sendMessage: sendMessage<ChatFileMessage>(gateway),
});

export const chatAttachmentScreen = async (services: ScreenServices) =>
  (await import('../../machines/chatAttachment.machine')).chatAttachmentMachine.provide({ actors: fileActors(services) });

export const paidMediaScreen = async (services: ScreenServices) =>
  (await import('../../machines/chatAttachment.machine')).paidMediaMachine.provide({ actors: fileActors(services) });

export const chatPackageOfferScreen = async ({ gateway }: ScreenServices) =>
  (await import('../../machines/chatPackageOffer.machine')).chatPackageOfferMachine.provide({
    actors: {
      loadPackages: operation(
        gateway,
        'MyMediaPackages',
        (answer) => answer.myMediaPackages,
        () => ({}),
      ),
      sendPackage: operation(gateway, 'SendPackage', (answer) => answer.sendPackage),
    },
  });
