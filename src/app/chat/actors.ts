import { msg } from '@lingui/core/macro';
import { fromPromise, type AnyActorRef } from 'xstate';
import { chatStoreMachine, type ChatStoreMachineEvent, type NewMessageNotice } from '../../machines/chatStore.machine';
import type { ChatApi } from '../../services/chat';
import { socketPushes } from '../root/area';
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

export const chatStoreLogic = (api: ChatApi) =>
  chatStoreMachine.provide({
    actors: {
      sessionChanges,
      // A (re)connection reads back what arrived while the socket was away.
      chatPushes: socketPushes(api, (message): ChatStoreMachineEvent => ({ type: 'message.received', message }), {
        type: 'chat.connected',
      }),
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
  });
