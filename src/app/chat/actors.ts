import { msg } from '@lingui/core/macro';
import { fromPromise, type AnyActorRef } from 'xstate';
import { chatStoreMachine, type ChatStoreMachineEvent, type NewMessageNotice } from '../../machines/chatStore.machine';
import type { ChatPushes } from '../../services/chat';
import { runOperation, type Gateway } from '../../services/gatewayError';
import { operation, socketPushes } from '../root/area';
import { sessionChanges } from '../auth/area';

/*
 * The chat store provided with its services: this module, the machine and the chat service load once the
 * first screen has settled, or with /messages (./area.ts declares the store on demand), so the first
 * load of /home and /login carries none of it.
 */

/** 'New message from ...', in the reader's language (the toasts translate descriptors). */
const toastNewMessage = ({ system }: { system: { get(id: string): AnyActorRef | undefined } }, { from }: NewMessageNotice) => {
  const name = from ? `${from.firstName} ${from.lastName}`.trim() : '';
  system
    .get('toasts')
    ?.send({ type: 'toast.show', notice: { kind: 'info', message: name ? msg`New message from ${name}` : msg`New message` } });
};

const chatRooms = async (gateway: Gateway, signal: AbortSignal) => (await runOperation(gateway, 'ChatRooms', {}, signal)).chatRooms;

export const chatStoreLogic = (gateway: Gateway, pushes: ChatPushes) =>
  chatStoreMachine.provide({
    actors: {
      sessionChanges,
      // A (re)connection reads back what arrived while the socket was away.
      chatPushes: socketPushes(pushes, (message): ChatStoreMachineEvent => ({ type: 'message.received', message }), {
        type: 'chat.connected',
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
