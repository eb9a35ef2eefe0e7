import { assign, enqueueActions, fromPromise, sendTo, setup } from 'xstate';
import type { MessageKey } from '../../contract/messages';
import { CHAT_HISTORY_LIMIT } from '../../contract/rules';
import { chatTextError } from '../validation/chat';
import { pendingId, plainMessage, type ChatMessage, type ChatStoreRef } from './chat';
import { assignFailure, toFailure, type Failure } from './failure';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
import type { ToastsRef } from './toast.machine';

/** A screen-scoped actor: the room on screen, the viewer's chat id, a random seed for its messages' client ids, the app's actors. */
export interface ThreadInput {
  roomId: string;
  me: string;
  seed: string;
  chatStore: ChatStoreRef;
  toasts: ToastsRef;
}

/** A message of the viewer's on its way: its optimistic copy (the client id the server echoes). */
export interface Outgoing {
  clientId: string;
  message: ChatMessage;
}

export interface ThreadContext extends ThreadInput {
  draft: string;
  /** Why the draft cannot be sent, shown under the field. */
  error: MessageKey | null;
  /** The oldest message loaded: paging back reads before it. */
  oldestId: string | null;
  /** Sent one after the other, in the order written. */
  outbox: Outgoing[];
  /** Refused sends by client id: a retry sends them again as they were. */
  failed: Record<string, Outgoing>;
  /** How many messages this screen wrote: the client ids are the seed and this number. */
  written: number;
  failure: Failure | null;
}

export interface HistoryRequest {
  roomId: string;
  before?: string;
  limit: number;
}

export interface SendRequest {
  roomId: string;
  kind: 'TEXT';
  content: string;
  clientId: string;
}

export type ThreadEvent =
  | { type: 'thread.typed'; value: string }
  /** Send the draft (Enter); `at` is now, the optimistic copy's date. */
  | { type: 'thread.send'; at: string }
  | { type: 'thread.retry'; clientId: string }
  /** Scrolled to the top: the page before the oldest message. */
  | { type: 'thread.older' }
  | { type: 'history.retry' }
  /** Raised: a message was queued. */
  | { type: 'outbox.queued' };

const isFullPage = (messages: readonly ChatMessage[]) => messages.length >= CHAT_HISTORY_LIMIT;

/**
 * One conversation on screen (spec §2 messages): the latest 200 messages, paging back on scroll up; drafts shown at
 * once and sent in order, a refused one marked with a retry. Everything shown is read from the chat store.
 */
export const threadMachine = setup({
  types: {
    context: {} as ThreadContext,
    input: {} as ThreadInput,
    events: {} as ThreadEvent,
  },
  actors: {
    loadHistory: fromPromise<ChatMessage[], HistoryRequest>(notProvided('loadHistory')),
    sendMessage: fromPromise<ChatMessage, SendRequest>(notProvided('sendMessage')),
  },
  actions: {
    openRoom: sendTo(
      ({ context }) => context.chatStore,
      ({ context }) => ({ type: 'room.opened' as const, roomId: context.roomId }),
    ),
    closeRoom: sendTo(
      ({ context }) => context.chatStore,
      ({ context }) => ({ type: 'room.closed' as const, roomId: context.roomId }),
    ),
    storePage: sendTo(
      ({ context }) => context.chatStore,
      ({ context }, { messages, page }: { messages: ChatMessage[]; page: 'latest' | 'older' }) => ({
        type: 'messages.received' as const,
        roomId: context.roomId,
        messages,
        page,
      }),
    ),
    assignOldest: assign({ oldestId: ({ context }, messages: ChatMessage[]) => messages[0]?.id ?? context.oldestId }),
    assignDraft: assign({ draft: (_, value: string) => value, error: null }),
    /** Words in the composer: the partner hears the viewer is typing (the store says it a few times a minute at most). */
    tellTyping: sendTo(
      ({ context }) => context.chatStore,
      ({ context }) => ({ type: 'typing.sent' as const, roomId: context.roomId }),
    ),
    rejectDraft: assign({ error: ({ context }) => chatTextError(context.draft) ?? null }),
    /** The draft becomes an optimistic message, shown at once and queued. */
    queueDraft: enqueueActions(({ context, enqueue }, at: string) => {
      const written = context.written + 1;
      const clientId = `${context.seed}-${written}`;
      const message = plainMessage({
        id: pendingId(clientId),
        roomId: context.roomId,
        authorId: context.me,
        content: context.draft.trim(),
        date: at,
        clientId,
      });
      enqueue.assign({ written, draft: '', error: null, outbox: [...context.outbox, { clientId, message }] });
      enqueue.sendTo(context.chatStore, { type: 'message.sending', message });
      enqueue.raise({ type: 'outbox.queued' });
    }),
    /** A refused message goes again, with its client id: the server keeps one. */
    requeue: enqueueActions(({ context, enqueue }, clientId: string) => {
      const outgoing = context.failed[clientId];
      if (!outgoing) return;
      const { [clientId]: _, ...failed } = context.failed;
      enqueue.assign({ failed, outbox: [...context.outbox, outgoing] });
      enqueue.sendTo(context.chatStore, { type: 'message.sending', message: outgoing.message });
      enqueue.raise({ type: 'outbox.queued' });
    }),
    /** The server's copy replaces the optimistic one. */
    storeSent: sendTo(
      ({ context }) => context.chatStore,
      (_, message: ChatMessage) => ({ type: 'message.received' as const, message }),
    ),
    dequeue: assign({ outbox: ({ context }) => context.outbox.slice(1) }),
    /** Refused: marked failed in the thread, with its retry. */
    keepFailed: enqueueActions(({ context, enqueue }) => {
      const [outgoing] = context.outbox;
      if (!outgoing) return;
      enqueue.assign({ failed: { ...context.failed, [outgoing.clientId]: outgoing }, outbox: context.outbox.slice(1) });
      enqueue.sendTo(context.chatStore, { type: 'message.failed', roomId: context.roomId, clientId: outgoing.clientId });
    }),
    assignFailure: assignFailure(),
    clearFailure: assign({ failure: null }),
    notify: notifyGivenToasts(),
  },
  guards: {
    isDraftRefused: ({ context }) => chatTextError(context.draft) !== undefined,
    hasWords: (_, value: string) => value.trim() !== '',
    isFullPage: (_, messages: ChatMessage[]) => isFullPage(messages),
    hasQueued: ({ context }) => context.outbox.length > 1,
    hasOlder: ({ context }) => context.oldestId !== null,
    isRetryable: ({ context }, clientId: string) => clientId in context.failed,
  },
}).createMachine({
  id: 'thread',
  context: ({ input }) => ({ ...input, draft: '', error: null, oldestId: null, outbox: [], failed: {}, written: 0, failure: null }),
  entry: 'openRoom',
  exit: 'closeRoom',
  type: 'parallel',
  on: {
    'thread.typed': [
      {
        guard: { type: 'hasWords', params: ({ event }) => event.value },
        actions: [{ type: 'assignDraft', params: ({ event }) => event.value }, 'tellTyping'],
      },
      { actions: { type: 'assignDraft', params: ({ event }) => event.value } },
    ],
    'thread.send': [
      { guard: 'isDraftRefused', actions: 'rejectDraft' },
      { actions: { type: 'queueDraft', params: ({ event }) => event.at } },
    ],
    'thread.retry': {
      guard: { type: 'isRetryable', params: ({ event }) => event.clientId },
      actions: { type: 'requeue', params: ({ event }) => event.clientId },
    },
  },
  states: {
    history: {
      initial: 'loading',
      states: {
        // The latest messages of the room.
        loading: {
          entry: 'clearFailure',
          invoke: {
            src: 'loadHistory',
            input: ({ context }) => ({ roomId: context.roomId, limit: CHAT_HISTORY_LIMIT }),
            onDone: [
              {
                guard: { type: 'isFullPage', params: ({ event }) => event.output },
                target: 'more',
                actions: [
                  { type: 'storePage', params: ({ event }) => ({ messages: event.output, page: 'latest' as const }) },
                  { type: 'assignOldest', params: ({ event }) => event.output },
                ],
              },
              {
                target: 'complete',
                actions: [
                  { type: 'storePage', params: ({ event }) => ({ messages: event.output, page: 'latest' as const }) },
                  { type: 'assignOldest', params: ({ event }) => event.output },
                ],
              },
            ],
            onError: { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        // The history could not be read: retry.
        failed: {
          on: { 'history.retry': 'loading' },
        },
        // There may be older messages: scrolling to the top reads them.
        more: {
          on: { 'thread.older': { guard: 'hasOlder', target: 'pagingBack' } },
        },
        // The page before the oldest one.
        pagingBack: {
          invoke: {
            src: 'loadHistory',
            input: ({ context }) => ({ roomId: context.roomId, before: context.oldestId ?? undefined, limit: CHAT_HISTORY_LIMIT }),
            onDone: [
              {
                guard: { type: 'isFullPage', params: ({ event }) => event.output },
                target: 'more',
                actions: [
                  { type: 'storePage', params: ({ event }) => ({ messages: event.output, page: 'older' as const }) },
                  { type: 'assignOldest', params: ({ event }) => event.output },
                ],
              },
              {
                target: 'complete',
                actions: [
                  { type: 'storePage', params: ({ event }) => ({ messages: event.output, page: 'older' as const }) },
                  { type: 'assignOldest', params: ({ event }) => event.output },
                ],
              },
            ],
            // The messages shown stay; scrolling up again tries again.
            onError: {
              target: 'more',
              actions: [{ type: 'notify', params: ({ event }) => ({ kind: 'error', message: toFailure(event.error).message }) }],
            },
          },
        },
        // The whole conversation is loaded.
        complete: {},
      },
    },
    outbox: {
      initial: 'idle',
      states: {
        // Nothing on its way.
        idle: {
          on: { 'outbox.queued': 'sending' },
        },
        // The first queued message is on its way; the others wait their turn.
        sending: {
          invoke: {
            src: 'sendMessage',
            input: ({ context }) => {
              const { clientId, message } = context.outbox[0]!;
              return { roomId: context.roomId, kind: 'TEXT' as const, content: message.content, clientId };
            },
            onDone: [
              {
                guard: 'hasQueued',
                target: 'sending',
                reenter: true,
                actions: [{ type: 'storeSent', params: ({ event }) => event.output }, 'dequeue'],
              },
              { target: 'idle', actions: [{ type: 'storeSent', params: ({ event }) => event.output }, 'dequeue'] },
            ],
            // Refused (too fast, blocked, offline): marked failed with its retry, and the server's reason in a toast.
            onError: [
              {
                guard: 'hasQueued',
                target: 'sending',
                reenter: true,
                actions: [
                  'keepFailed',
                  { type: 'notify', params: ({ event }) => ({ kind: 'error', message: toFailure(event.error).message }) },
                ],
              },
              {
                target: 'idle',
                actions: [
                  'keepFailed',
                  { type: 'notify', params: ({ event }) => ({ kind: 'error', message: toFailure(event.error).message }) },
                ],
              },
            ],
          },
        },
      },
    },
  },
});
