import { assign, fromPromise, setup } from 'xstate';
import type { MessageKey } from '../../contract/messages';
import { CHAT_FILES_MAX, CHAT_MESSAGE_MAX, FAN_LIST_NAME_MAX, MASS_MESSAGE_PAGE_SIZE } from '../../contract/rules';
import { textErrors } from '../validation/forms';
import { coinAmountError } from '../validation/money';
import { typedCoins } from '../validation/posts';
import { assignFailure, failedWithToast, type Failure } from './failure';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
import type { ToastsRef } from './toast.machine';

export type MassAudience = 'SUBSCRIBERS' | 'FOLLOWERS' | 'LIST';
export type MassMediaKind = 'IMAGE' | 'VIDEO' | 'AUDIO';

/** One message sent to an audience, with how many got, opened and bought it. */
export interface MassMessage {
  id: string;
  audience: MassAudience;
  listName: string | null;
  content: string;
  price: number | null;
  media: { kind: MassMediaKind; thumbnailUrl: string }[];
  sending: boolean;
  sent: number;
  opened: number;
  bought: number;
  earned: number;
  createdAt: string;
}

export interface FanList {
  id: string;
  name: string;
  members: number;
}

/** A file the message carries: a chat upload of the creator's (a vault item copied for chat). */
export interface MassAttachment {
  key: string;
  kind: MassMediaKind;
  thumbnailUrl: string;
}

/** A vault item chosen for the message, before it is copied into a chat file of its own. */
export interface VaultPick {
  key: string;
  kind: MassMediaKind;
  /** Its URL, signed for its owner: the attachment's thumbnail for a photo. */
  url: string;
}

export interface MassMessagesScreen {
  history: MassMessage[];
  audiences: { subscribers: number; followers: number };
  lists: FanList[];
}

export interface MassMessageSend {
  audience: MassAudience;
  listId: string | null;
  content: string;
  files: string[];
  price: number | null;
  clientId: string;
}

/** The message being written. */
export interface MassDraft {
  audience: MassAudience;
  listId: string | null;
  content: string;
  paid: boolean;
  /** The price as typed: digits only. */
  price: string;
  files: MassAttachment[];
}

export type MassMessagesEvent =
  | { type: 'mass.audience'; audience: MassAudience; listId?: string | null }
  | { type: 'mass.content'; value: string }
  | { type: 'mass.paid'; on: boolean }
  | { type: 'mass.price'; value: string }
  | { type: 'mass.attach'; files: MassAttachment[] }
  /** Photos or a video chosen in the vault: each is copied into a chat file of the creator's, then attached. */
  | { type: 'mass.pickVault'; items: VaultPick[] }
  | { type: 'mass.detach'; key: string }
  | { type: 'mass.send' }
  | { type: 'mass.retry' }
  | { type: 'mass.refresh' }
  | { type: 'mass.older' }
  | { type: 'mass.listName'; value: string }
  | { type: 'mass.createList' }
  | { type: 'mass.deleteList'; id: string };

interface MassMessagesContext {
  toasts: ToastsRef;
  history: MassMessage[];
  /** The last history page loaded; `hasOlder` while a full page came. */
  page: number;
  hasOlder: boolean;
  audiences: { subscribers: number; followers: number } | null;
  lists: FanList[];
  draft: MassDraft;
  /** Why the draft cannot go (shown under the form), null when it may. */
  error: MessageKey | null;
  /** This draft's id for the server: a retry of the same send is the same message; a new one after it is sent. */
  clientId: string;
  listName: string;
  listNameError: MessageKey | null;
  failure: Failure | null;
}

const newClientId = () => `mass${crypto.randomUUID().replace(/-/g, '')}`;
const emptyDraft = (): MassDraft => ({ audience: 'SUBSCRIBERS', listId: null, content: '', paid: false, price: '', files: [] });

/** What is wrong with the draft before it goes (the server's rules and messages), or null. */
export function massDraftError(draft: MassDraft): MessageKey | null {
  if (draft.audience === 'LIST' && !draft.listId) return 'fanListNotFound';
  const textError = textErrors(draft.content, CHAT_MESSAGE_MAX, 'chatMessageTooLong', true).find(([failed]) => failed)?.[1];
  if (textError) return textError;
  if (draft.paid) {
    if (draft.files.length !== 1) return 'massMessagePaidNeedsMedia';
    const priceError = coinAmountError(draft.price, null, 'transferAmountRequired');
    if (priceError) return priceError;
  }
  if (draft.content.trim() === '' && draft.files.length === 0) return 'chatMessageEmpty';
  return null;
}

/** The list's name as it may be saved, or why not. */
const listNameError = (name: string): MessageKey | null =>
  name.trim() === ''
    ? 'fanListNameRequired'
    : (textErrors(name, FAN_LIST_NAME_MAX, 'fanListNameRequired').find(([failed]) => failed)?.[1] ?? null);

/** How often the history is read again while a message is still reaching its audience. */
export const MASS_SENDING_POLL_MS = 2000;

/**
 * A creator's mass messages (issue 32, item 4): write one message, free or paid, with photos or a video from the vault,
 * to all subscribers, all followers or a saved list; see what became of each; keep fan lists.
 * See docs/decisions/0051-mass-messages.md
 */
export const massMessagesMachine = setup({
  types: {
    context: {} as MassMessagesContext,
    input: {} as { toasts: ToastsRef },
    events: {} as MassMessagesEvent,
  },
  actors: {
    loadScreen: fromPromise<MassMessagesScreen>(notProvided('loadScreen')),
    loadHistory: fromPromise<MassMessage[], { page: number }>(notProvided('loadHistory')),
    copyForChat: fromPromise<MassAttachment[], { items: VaultPick[] }>(notProvided('copyForChat')),
    sendMassMessage: fromPromise<{ message: string; massMessage: MassMessage }, MassMessageSend>(notProvided('sendMassMessage')),
    createFanList: fromPromise<{ message: string; list: FanList }, { name: string }>(notProvided('createFanList')),
    deleteFanList: fromPromise<{ message: string; list: FanList }, { id: string }>(notProvided('deleteFanList')),
  },
  actions: {
    takeScreen: assign((_, screen: MassMessagesScreen) => ({
      history: screen.history,
      page: 1,
      hasOlder: screen.history.length >= MASS_MESSAGE_PAGE_SIZE,
      audiences: screen.audiences,
      lists: screen.lists,
    })),
    /** Page 1 read again: its messages replace theirs (figures move), older pages stay. */
    takeFirstPage: assign(({ context }, page: MassMessage[]) => {
      const fresh = new Set(page.map((message) => message.id));
      const oldest = page.at(-1)?.createdAt;
      const older =
        context.page > 1 && oldest ? context.history.filter((message) => !fresh.has(message.id) && message.createdAt < oldest) : [];
      return { history: [...page, ...older] };
    }),
    takeOlder: assign(({ context }, page: MassMessage[]) => ({
      history: [...context.history, ...page.filter((message) => !context.history.some((known) => known.id === message.id))],
      page: context.page + 1,
      hasOlder: page.length >= MASS_MESSAGE_PAGE_SIZE,
    })),
    setDraft: assign(({ context }, change: Partial<MassDraft>) => ({ draft: { ...context.draft, ...change }, error: null })),
    attach: assign(({ context }, files: MassAttachment[]) => {
      const known = new Set(context.draft.files.map((file) => file.key));
      const added = files.filter((file) => !known.has(file.key));
      return { draft: { ...context.draft, files: [...context.draft.files, ...added].slice(0, CHAT_FILES_MAX) }, error: null };
    }),
    checkDraft: assign({ error: ({ context }) => massDraftError(context.draft) }),
    /** Sent: the message heads the history, the form starts again with a new id (the audience stays). */
    takeSent: assign(({ context }, sent: MassMessage) => ({
      history: [sent, ...context.history.filter((message) => message.id !== sent.id)],
      draft: { ...emptyDraft(), audience: context.draft.audience, listId: context.draft.listId },
      clientId: newClientId(),
    })),
    setListName: assign({ listName: (_, value: string) => value.slice(0, FAN_LIST_NAME_MAX + 10), listNameError: null }),
    checkListName: assign({ listNameError: ({ context }) => listNameError(context.listName) }),
    addList: assign(({ context }, list: FanList) => ({
      lists: [...context.lists, list].sort((a, b) => a.name.localeCompare(b.name)),
      listName: '',
      // A new list is where the next message goes, once it has people in it.
      draft: { ...context.draft, audience: 'LIST' as const, listId: list.id },
    })),
    dropList: assign(({ context }, id: string) => ({
      lists: context.lists.filter((list) => list.id !== id),
      draft: context.draft.listId === id ? { ...context.draft, listId: null } : context.draft,
    })),
    takeLists: assign({ lists: (_, lists: FanList[]) => lists }),
    assignFailure: assignFailure<MassMessagesContext, MassMessagesEvent>(),
    notify: notifyGivenToasts(),
  },
  guards: {
    hasDraftError: ({ context }) => massDraftError(context.draft) !== null,
    hasListNameError: ({ context }) => listNameError(context.listName) !== null,
    isSending: ({ context }) => context.history.some((message) => message.sending),
  },
  delays: { poll: MASS_SENDING_POLL_MS },
}).createMachine({
  id: 'massMessages',
  context: ({ input }) => ({
    toasts: input.toasts,
    history: [],
    page: 0,
    hasOlder: false,
    audiences: null,
    lists: [],
    draft: emptyDraft(),
    error: null,
    clientId: newClientId(),
    listName: '',
    listNameError: null,
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadScreen',
        onDone: { target: 'ready', actions: { type: 'takeScreen', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { 'mass.retry': 'loading' } },
    ready: {
      type: 'parallel',
      on: {
        'mass.audience': {
          actions: { type: 'setDraft', params: ({ event }) => ({ audience: event.audience, listId: event.listId ?? null }) },
        },
        'mass.content': {
          actions: { type: 'setDraft', params: ({ event }) => ({ content: event.value.slice(0, CHAT_MESSAGE_MAX + 100) }) },
        },
        'mass.paid': { actions: { type: 'setDraft', params: ({ event }) => ({ paid: event.on }) } },
        'mass.price': { actions: { type: 'setDraft', params: ({ event }) => ({ price: typedCoins(event.value) }) } },
        'mass.attach': { actions: { type: 'attach', params: ({ event }) => event.files } },
        'mass.detach': {
          actions: {
            type: 'setDraft',
            params: ({ context, event }) => ({ files: context.draft.files.filter((file) => file.key !== event.key) }),
          },
        },
        'mass.listName': { actions: { type: 'setListName', params: ({ event }) => event.value } },
      },
      states: {
        compose: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'mass.send': [{ guard: 'hasDraftError', actions: 'checkDraft' }, { target: 'sending' }],
                'mass.pickVault': 'copying',
              },
            },
            // The chosen vault items become chat files of the creator's (decision 0050), one after the other.
            copying: {
              invoke: {
                src: 'copyForChat',
                input: ({ event }) => ({ items: (event as Extract<MassMessagesEvent, { type: 'mass.pickVault' }>).items }),
                onDone: { target: 'editing', actions: { type: 'attach', params: ({ event }) => event.output } },
                onError: failedWithToast('editing'),
              },
            },
            sending: {
              invoke: {
                src: 'sendMassMessage',
                input: ({ context: { draft, clientId } }) => ({
                  audience: draft.audience,
                  listId: draft.audience === 'LIST' ? draft.listId : null,
                  content: draft.content,
                  files: draft.files.map((file) => file.key),
                  price: draft.paid ? Number(draft.price) : null,
                  clientId,
                }),
                onDone: {
                  target: 'editing',
                  actions: [
                    { type: 'takeSent', params: ({ event }) => event.output.massMessage },
                    { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
                  ],
                },
                onError: failedWithToast('editing'),
              },
            },
          },
        },
        history: {
          initial: 'idle',
          states: {
            idle: {
              // While a message is still reaching people, its figures are read again every few seconds.
              after: { poll: { guard: 'isSending', target: 'refreshing' } },
              on: { 'mass.refresh': 'refreshing', 'mass.older': 'loadingOlder' },
            },
            refreshing: {
              invoke: {
                src: 'loadScreen',
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'takeFirstPage', params: ({ event }) => event.output.history },
                    { type: 'takeLists', params: ({ event }) => event.output.lists },
                  ],
                },
                onError: 'idle',
              },
            },
            loadingOlder: {
              invoke: {
                src: 'loadHistory',
                input: ({ context }) => ({ page: context.page + 1 }),
                onDone: { target: 'idle', actions: { type: 'takeOlder', params: ({ event }) => event.output } },
                onError: failedWithToast('idle'),
              },
            },
          },
        },
        lists: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'mass.createList': [{ guard: 'hasListNameError', actions: 'checkListName' }, { target: 'creating' }],
                'mass.deleteList': 'deleting',
              },
            },
            creating: {
              invoke: {
                src: 'createFanList',
                input: ({ context }) => ({ name: context.listName.trim() }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'addList', params: ({ event }) => event.output.list },
                    { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
                  ],
                },
                onError: failedWithToast('idle'),
              },
            },
            deleting: {
              invoke: {
                src: 'deleteFanList',
                input: ({ event }) => ({ id: (event as Extract<MassMessagesEvent, { type: 'mass.deleteList' }>).id }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'dropList', params: ({ event }) => event.output.list.id },
                    { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
                  ],
                },
                onError: failedWithToast('idle'),
              },
            },
          },
        },
      },
    },
  },
});
