import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { ChatStoreRef, Conversation } from './chat';
import { toFailure } from './failure';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
import type { ToastsRef } from './toast.machine';

/** A screen-scoped actor: /messages, opened at a person's conversation (`?user=` from a profile or a chat notification) or not. */
export interface ChatScreenInput {
  userId?: string | null;
  chatStore: ChatStoreRef;
  toasts: ToastsRef;
}

export interface ChatScreenContext extends ChatScreenInput {
  /** The conversation on screen. */
  roomId: string | null;
  /** The person whose conversation is being opened. */
  openingUserId: string | null;
}

export type ChatScreenEvent =
  | { type: 'room.select'; roomId: string }
  /** Back to the list (a phone shows one of the two at a time). */
  | { type: 'room.deselect' }
  /** Open, or create, the conversation with a person by account id. */
  | { type: 'conversation.open'; userId: string };

/**
 * The messages screen (spec §2): the room list, the chosen room's thread, and a person's conversation opened (created
 * if new) from their profile or a notification: never with yourself or across a block.
 */
export const chatScreenMachine = setup({
  types: {
    context: {} as ChatScreenContext,
    input: {} as ChatScreenInput,
    events: {} as ChatScreenEvent,
  },
  actors: {
    openConversation: fromPromise<Conversation, { userId: string }>(notProvided('openConversation')),
  },
  actions: {
    loadRooms: sendTo(({ context }) => context.chatStore, { type: 'rooms.load' as const }),
    selectRoom: assign({ roomId: (_, roomId: string) => roomId }),
    deselect: assign({ roomId: null }),
    assignOpening: assign({ openingUserId: (_, userId: string) => userId }),
    storeRoom: sendTo(
      ({ context }) => context.chatStore,
      (_, room: Conversation) => ({ type: 'room.received' as const, room }),
    ),
    notify: notifyGivenToasts(),
  },
  guards: {
    opensAPerson: ({ context }) => !!context.openingUserId,
  },
}).createMachine({
  id: 'chatScreen',
  context: ({ input }) => ({ ...input, roomId: null, openingUserId: input.userId ?? null }),
  entry: 'loadRooms',
  initial: 'starting',
  on: {
    'room.select': { target: '.showing', actions: { type: 'selectRoom', params: ({ event }) => event.roomId } },
    'conversation.open': { target: '.opening', actions: { type: 'assignOpening', params: ({ event }) => event.userId } },
  },
  states: {
    // Opened at a person's conversation, or at the list.
    starting: {
      always: [{ guard: 'opensAPerson', target: 'opening' }, { target: 'choosing' }],
    },
    // 'no user selected, select a user to start chat'.
    choosing: {},
    // Opening (or creating) the conversation with the person.
    opening: {
      invoke: {
        src: 'openConversation',
        input: ({ context }) => ({ userId: context.openingUserId ?? '' }),
        onDone: {
          target: 'showing',
          actions: [
            { type: 'storeRoom', params: ({ event }) => event.output },
            { type: 'selectRoom', params: ({ event }) => event.output.id },
          ],
        },
        onError: {
          target: 'choosing',
          actions: {
            type: 'notify',
            params: ({ event }: { event: { error: unknown } }) => ({ kind: 'error' as const, message: toFailure(event.error).message }),
          },
        },
      },
    },
    // The thread of the room chosen.
    showing: {
      on: { 'room.deselect': { target: 'choosing', actions: 'deselect' } },
    },
  },
});
