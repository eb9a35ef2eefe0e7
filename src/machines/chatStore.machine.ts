import { assign, enqueueActions, fromCallback, fromPromise, sendTo, setup, type ActorRefFrom } from 'xstate';
import { Messages } from '../../contract/messages';
import { CHAT_TYPING_SHOWN_MS } from '../../contract/rules';
import {
  partnerOf,
  upsertMessage,
  upsertMessages,
  type ChatMember,
  type ChatMessage,
  type ChatStoreEvent,
  type Conversation,
  type StoredMessage,
} from './chat';
import { assignFailure, type Failure } from './failure';
import { notifyToasts } from './notice';
import { notProvided } from './notProvided';

export interface ChatStoreContext {
  /** The viewer's chat id: their messages are theirs, the others' are the partner's. */
  me: string | null;
  /** The rooms once the list was read, by id. */
  rooms: Record<string, Conversation>;
  /** Each room's messages known so far, oldest first. */
  messages: Record<string, StoredMessage[]>;
  /** The thread on screen: what arrives there is read, not counted. */
  openRoom: string | null;
  /** The partner messages not read yet, over every room (the header's icon). */
  unread: number;
  /** The rooms whose partner is typing now, by room id: who (their chat id). */
  typing: Record<string, string>;
  failure: Failure | null;
}

export type ChatSessionEvent = { type: 'session.started'; me?: string | null } | { type: 'session.ended' };

export type ChatStoreMachineEvent =
  | ChatStoreEvent
  | ChatSessionEvent
  /** The socket (re)connected: what arrived while it was away is read back. */
  | { type: 'chat.connected' }
  | { type: 'rooms.retry' }
  /** Raised: a message came for a room the list does not have. */
  | { type: 'room.unknown' }
  /** Raised: the open room has something new to mark read. */
  | { type: 'room.read' }
  /** Raised: the partner sent coins ('Received Successfully'). */
  | { type: 'transfer.received' }
  /** Raised: a partner message arrived away from its thread. */
  | { type: 'message.unseen'; notice: NewMessageNotice }
  /** The socket: the partner read the room up to the message of `readAt`. */
  | { type: 'read.received'; roomId: string; readAt: string }
  /** The socket: the member `from` is typing in the room. */
  | { type: 'typing.received'; roomId: string; from: string }
  /** Delayed: nobody heard typing in the room for CHAT_TYPING_SHOWN_MS. */
  | { type: 'typing.expired'; roomId: string };

/** What the store tells its socket link: the viewer is typing in a room. */
export type ChatPushCommand = { type: 'typing.send'; roomId: string };

/** How often the viewer's typing is told: a third of the time it shows, so it stays on while they type. */
export const TYPING_SEND_EVERY_MS = CHAT_TYPING_SHOWN_MS / 3;
const typingTimer = (roomId: string) => `typing-${roomId}`;

/** Where a catch-up starts: each room whose messages are known, after its last sent one. */
export interface CatchUpRequest {
  after: Array<{ roomId: string; messageId: string }>;
}
export interface CatchUpAnswer {
  rooms: Conversation[];
  messages: ChatMessage[];
}

/** The new message toast (provided by the area, in the reader's language). */
export interface NewMessageNotice {
  message: ChatMessage;
  from: ChatMember | undefined;
}

const withOpenRead = (rooms: Conversation[], openRoom: string | null): Record<string, Conversation> =>
  Object.fromEntries(rooms.map((room) => [room.id, room.id === openRoom ? { ...room, unread: 0 } : room]));

const withLastMessage = (room: Conversation | undefined, message: ChatMessage): Conversation | undefined => {
  if (!room || (room.lastMessage && room.lastMessage.date > message.date)) return room;
  return { ...room, lastMessage: { content: message.content, date: message.date, kind: message.kind, authorId: message.authorId } };
};

const total = (rooms: Record<string, Conversation>) => Object.values(rooms).reduce((sum, room) => sum + room.unread, 0);

/**
 * The one normalized chat store (spec §2 messages): rooms and messages upserted by id and client id, unread counts;
 * a (re)connection reads back what arrived meanwhile. The open room is marked read as its messages arrive.
 */
export const chatStoreMachine = setup({
  types: {
    context: {} as ChatStoreContext,
    events: {} as ChatStoreMachineEvent,
  },
  actors: {
    /** Tells when a session starts (with the viewer's chat id) and ends. */
    sessionChanges: fromCallback<ChatSessionEvent>(() => () => {}),
    /**
     * The socket's `message`, `chat:read` and `chat:typing` events (`message.received`, `read.received`,
     * `typing.received`) and its (re)connections (`chat.connected`); told `typing.send`, it emits the viewer's typing.
     */
    chatPushes: fromCallback<ChatPushCommand>(() => () => {}),
    loadUnread: fromPromise<number>(notProvided('loadUnread')),
    loadRooms: fromPromise<Conversation[]>(notProvided('loadRooms')),
    catchUp: fromPromise<CatchUpAnswer, CatchUpRequest>(notProvided('catchUp')),
    markRead: fromPromise<number, { roomId: string }>(notProvided('markRead')),
  },
  actions: {
    assignMe: assign({ me: (_, me: string | null) => me }),
    forget: assign({ me: null, rooms: {}, messages: {}, openRoom: null, unread: 0, typing: {}, failure: null }),
    assignUnread: assign({ unread: (_, unread: number) => unread }),
    assignRooms: assign(({ context }, rooms: Conversation[]) => {
      const byId = withOpenRead(rooms, context.openRoom);
      return { rooms: byId, unread: total(byId), failure: null };
    }),
    assignFailure: assignFailure(),
    addRoom: assign(({ context }, room: Conversation) => ({
      rooms: { ...context.rooms, [room.id]: context.openRoom === room.id ? { ...room, unread: 0 } : room },
    })),
    /** A message arrived or changed: stored; a new one from the partner is counted, or read on the open thread. */
    receive: enqueueActions(({ context, enqueue }, message: ChatMessage) => {
      const { list, isNew } = upsertMessage(context.messages[message.roomId] ?? [], message);
      const room = context.rooms[message.roomId];
      const fromPartner = isNew && message.authorId !== context.me;
      const isOpen = context.openRoom === message.roomId;
      const counted = fromPartner && !isOpen;
      const updated = withLastMessage(room, message);
      // What the partner was typing has arrived.
      const { [message.roomId]: _, ...typing } = context.typing;
      enqueue.assign({
        messages: { ...context.messages, [message.roomId]: list },
        rooms: updated
          ? { ...context.rooms, [message.roomId]: counted ? { ...updated, unread: updated.unread + 1 } : updated }
          : context.rooms,
        unread: context.unread + (counted ? 1 : 0),
        ...(fromPartner ? { typing } : {}),
      });
      if (!room) enqueue.raise({ type: 'room.unknown' });
      if (fromPartner && isOpen) enqueue.raise({ type: 'room.read' });
      if (fromPartner && message.kind === 'COIN_TRANSFER') enqueue.raise({ type: 'transfer.received' });
      else if (counted)
        enqueue.raise({ type: 'message.unseen', notice: { message, from: room ? partnerOf(room, context.me) : undefined } });
    }),
    /** The viewer's own message, shown at once; the room's list shows it as the latest. */
    receiveSending: assign(({ context }, message: ChatMessage) => {
      const updated = withLastMessage(context.rooms[message.roomId], message);
      return {
        messages: { ...context.messages, [message.roomId]: upsertMessage(context.messages[message.roomId] ?? [], message, 'sending').list },
        rooms: updated ? { ...context.rooms, [message.roomId]: updated } : context.rooms,
      };
    }),
    markFailed: assign(({ context }, { roomId, clientId }: { roomId: string; clientId: string }) => ({
      messages: {
        ...context.messages,
        [roomId]: (context.messages[roomId] ?? []).map((known) =>
          known.clientId === clientId && known.status === 'sending' ? { ...known, status: 'failed' as const } : known,
        ),
      },
    })),
    /** A page of history: the latest replaces what is known but the viewer's unsent ones; older ones go on top. */
    receivePage: assign(
      ({ context }, { roomId, messages, page }: { roomId: string; messages: ChatMessage[]; page: 'latest' | 'older' }) => {
        const known = context.messages[roomId] ?? [];
        const base = page === 'latest' ? known.filter((message) => message.status !== 'sent') : known;
        return { messages: { ...context.messages, [roomId]: upsertMessages(base, messages) } };
      },
    ),
    receiveCaughtUp: assign(({ context }, messages: ChatMessage[]) => {
      const next = { ...context.messages };
      for (const message of messages) next[message.roomId] = upsertMessage(next[message.roomId] ?? [], message).list;
      return { messages: next };
    }),
    /** A thread opened: its messages are read from now on. */
    openRoom: enqueueActions(({ context, enqueue }, roomId: string) => {
      const room = context.rooms[roomId];
      enqueue.assign({
        openRoom: roomId,
        rooms: room ? { ...context.rooms, [roomId]: { ...room, unread: 0 } } : context.rooms,
        unread: Math.max(0, context.unread - (room?.unread ?? 0)),
      });
      enqueue.raise({ type: 'room.read' });
    }),
    closeRoom: assign({ openRoom: ({ context }, roomId: string) => (context.openRoom === roomId ? null : context.openRoom) }),
    /** The partner read further: the viewer's messages up to it read as seen (a marker never moves back). */
    assignPartnerRead: assign(({ context }, { roomId, readAt }: { roomId: string; readAt: string }) => {
      const room = context.rooms[roomId];
      if (!room || (room.partnerReadAt && room.partnerReadAt >= readAt)) return {};
      return { rooms: { ...context.rooms, [roomId]: { ...room, partnerReadAt: readAt } } };
    }),
    /** The partner types: shown until CHAT_TYPING_SHOWN_MS after the last time they said so, or their message. */
    showTyping: enqueueActions(({ context, enqueue }, { roomId, from }: { roomId: string; from: string }) => {
      if (from === context.me) return;
      enqueue.assign({ typing: { ...context.typing, [roomId]: from } });
      enqueue.cancel(typingTimer(roomId));
      enqueue.raise({ type: 'typing.expired', roomId }, { delay: CHAT_TYPING_SHOWN_MS, id: typingTimer(roomId) });
    }),
    hideTyping: assign({
      typing: ({ context }, roomId: string) => {
        const { [roomId]: _, ...typing } = context.typing;
        return typing;
      },
    }),
    sendTyping: sendTo('chatPushes', (_, roomId: string): ChatPushCommand => ({ type: 'typing.send', roomId })),
    notify: notifyToasts(),
    /** 'New message from ...' (provided by the area). */
    toastNewMessage: (_, _notice: NewMessageNotice) => {},
  },
  guards: {
    hasOpenRoom: ({ context }) => context.openRoom !== null,
  },
}).createMachine({
  id: 'chatStore',
  context: { me: null, rooms: {}, messages: {}, openRoom: null, unread: 0, typing: {}, failure: null },
  invoke: { src: 'sessionChanges' },
  initial: 'signedOut',
  states: {
    // Nobody to chat as; no socket is open.
    signedOut: {
      on: { 'session.started': { target: 'signedIn', actions: { type: 'assignMe', params: ({ event }) => event.me ?? null } } },
    },
    // The socket is open; every message is stored as it arrives.
    signedIn: {
      type: 'parallel',
      invoke: { src: 'chatPushes', id: 'chatPushes' },
      on: {
        'read.received': { actions: { type: 'assignPartnerRead', params: ({ event }) => event } },
        'typing.received': { actions: { type: 'showTyping', params: ({ event }) => event } },
        'typing.expired': { actions: { type: 'hideTyping', params: ({ event }) => event.roomId } },
        'session.ended': { target: 'signedOut', actions: 'forget' },
        'message.received': { actions: { type: 'receive', params: ({ event }) => event.message } },
        'message.sending': { actions: { type: 'receiveSending', params: ({ event }) => event.message } },
        'message.failed': { actions: { type: 'markFailed', params: ({ event }) => event } },
        'messages.received': { actions: { type: 'receivePage', params: ({ event }) => event } },
        'room.received': { actions: { type: 'addRoom', params: ({ event }) => event.room } },
        'room.opened': { actions: { type: 'openRoom', params: ({ event }) => event.roomId } },
        'room.closed': { actions: { type: 'closeRoom', params: ({ event }) => event.roomId } },
        'transfer.received': { actions: { type: 'notify', params: { kind: 'success', message: Messages.transferReceived } } },
        'message.unseen': { actions: { type: 'toastNewMessage', params: ({ event }) => event.notice } },
      },
      states: {
        rooms: {
          initial: 'counting',
          states: {
            // Asking how many partner messages are unread (the header's icon), the list not read yet.
            counting: {
              invoke: {
                src: 'loadUnread',
                onDone: { target: 'counted', actions: { type: 'assignUnread', params: ({ event }) => event.output } },
                // Without the count the icon shows what arrives.
                onError: 'counted',
              },
              on: { 'rooms.load': 'loading' },
            },
            // The count is known; the list is read when the messages screen opens.
            counted: {
              on: { 'rooms.load': 'loading', 'chat.connected': 'counting' },
            },
            // Reading the room list.
            loading: {
              invoke: {
                src: 'loadRooms',
                onDone: { target: 'ready', actions: { type: 'assignRooms', params: ({ event }) => event.output } },
                onError: { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            // The list could not be read: retry.
            failed: {
              on: { 'rooms.retry': 'loading', 'rooms.load': 'loading' },
            },
            // The list is shown and kept by what arrives; a room not in it reads it again.
            ready: {
              on: { 'chat.connected': 'catchingUp', 'room.unknown': 'loading' },
            },
            // Back after the socket was away: the rooms, and each known room's messages since its last one.
            catchingUp: {
              invoke: {
                src: 'catchUp',
                input: ({ context }) => ({
                  after: Object.entries(context.messages).flatMap(([roomId, list]) => {
                    const last = list.findLast((message) => message.status === 'sent');
                    return last ? [{ roomId, messageId: last.id }] : [];
                  }),
                }),
                onDone: {
                  target: 'ready',
                  actions: [
                    { type: 'receiveCaughtUp', params: ({ event }) => event.output.messages },
                    { type: 'assignRooms', params: ({ event }) => event.output.rooms },
                  ],
                },
                // The list stays as it is; the next reconnection tries again.
                onError: 'ready',
              },
              // A room the list lacks: the whole list is read again instead.
              on: { 'room.unknown': 'loading' },
            },
          },
        },
        // The viewer's typing, told at most every TYPING_SEND_EVERY_MS.
        typingOut: {
          initial: 'quiet',
          states: {
            quiet: {
              on: {
                'typing.sent': { target: 'told', actions: { type: 'sendTyping', params: ({ event }) => event.roomId } },
              },
            },
            // Told a moment ago: what the viewer types meanwhile is already known.
            told: {
              after: { [TYPING_SEND_EVERY_MS]: 'quiet' },
            },
          },
        },
        reading: {
          initial: 'idle',
          states: {
            // Nothing to mark read.
            idle: {
              on: { 'room.read': { guard: 'hasOpenRoom', target: 'marking' } },
            },
            // Telling the server the open room is read up to now; what arrives meanwhile marks it again.
            marking: {
              invoke: {
                src: 'markRead',
                input: ({ context }) => ({ roomId: context.openRoom ?? '' }),
                onDone: { target: 'idle', actions: { type: 'assignUnread', params: ({ event }) => event.output } },
                onError: 'idle',
              },
              on: { 'room.read': { guard: 'hasOpenRoom', target: 'marking', reenter: true } },
            },
          },
        },
      },
    },
  },
});

export type ChatStoreActor = ActorRefFrom<typeof chatStoreMachine>;

/** A room's messages as the store has them now. */
export const roomMessages = (context: ChatStoreContext, roomId: string): StoredMessage[] => context.messages[roomId] ?? [];
