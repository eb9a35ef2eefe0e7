import { assign, fromPromise, setup } from 'xstate';
import { CHAT_SEARCH_PAGE, SEARCH_MAX } from '../../contract/rules';
import type { ChatMessage } from './chat';
import { assignFailure, toFailure, type Failure } from './failure';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
import type { ToastsRef } from './toast.machine';

/** The pause after a keystroke before the conversation is searched: typing asks once. */
export const THREAD_SEARCH_DEBOUNCE_MS = 300;

export interface ThreadSearchInput {
  roomId: string;
  toasts: ToastsRef;
}

export interface ThreadSearchContext extends ThreadSearchInput {
  /** What is typed in the search field. */
  search: string;
  /** The messages found so far, newest first. */
  results: ChatMessage[];
  /** The last page was full: there may be older ones. */
  hasMore: boolean;
  failure: Failure | null;
}

export interface ThreadSearchRequest {
  roomId: string;
  search: string;
  /** Older than this result (paging back). */
  before?: string;
}

export type ThreadSearchEvent =
  | { type: 'search.open' }
  | { type: 'search.close' }
  | { type: 'search.typed'; value: string }
  /** Scrolled to the end of the results: the older ones. */
  | { type: 'search.more' }
  | { type: 'search.retry' };

/**
 * Search in one conversation (issue 32): closed, or open with what is typed searched once typing pauses (a newer
 * search replaces the older), its results newest first, paging back; too long a search is refused without asking.
 */
export const threadSearchMachine = setup({
  types: {
    context: {} as ThreadSearchContext,
    input: {} as ThreadSearchInput,
    events: {} as ThreadSearchEvent,
  },
  actors: {
    searchMessages: fromPromise<ChatMessage[], ThreadSearchRequest>(notProvided('searchMessages')),
  },
  actions: {
    assignSearch: assign({ search: (_, value: string) => value, results: [], hasMore: false, failure: null }),
    forget: assign({ search: '', results: [], hasMore: false, failure: null }),
    assignResults: assign({
      results: (_, found: ChatMessage[]) => found,
      hasMore: (_, found: ChatMessage[]) => found.length >= CHAT_SEARCH_PAGE,
    }),
    appendResults: assign({
      results: ({ context }, found: ChatMessage[]) => [
        ...context.results,
        ...found.filter((message) => !context.results.some((known) => known.id === message.id)),
      ],
      hasMore: (_, found: ChatMessage[]) => found.length >= CHAT_SEARCH_PAGE,
    }),
    assignFailure: assignFailure(),
    notify: notifyGivenToasts(),
  },
  guards: {
    isBlank: (_, value: string) => value.trim() === '',
    isTooLong: (_, value: string) => value.trim().length > SEARCH_MAX,
    hasMore: ({ context }) => context.hasMore && context.results.length > 0,
  },
  delays: { typingPause: THREAD_SEARCH_DEBOUNCE_MS },
}).createMachine({
  id: 'threadSearch',
  context: ({ input }) => ({ ...input, search: '', results: [], hasMore: false, failure: null }),
  initial: 'closed',
  states: {
    // The conversation shows; the search field is not.
    closed: {
      on: { 'search.open': 'open' },
    },
    open: {
      initial: 'blank',
      on: {
        'search.close': { target: 'closed', actions: 'forget' },
        'search.typed': [
          { guard: { type: 'isBlank', params: ({ event }) => event.value }, target: '.blank', actions: 'forget' },
          {
            guard: { type: 'isTooLong', params: ({ event }) => event.value },
            target: '.tooLong',
            actions: { type: 'assignSearch', params: ({ event }) => event.value },
          },
          { target: '.typing', actions: { type: 'assignSearch', params: ({ event }) => event.value } },
        ],
      },
      states: {
        // Nothing typed yet.
        blank: {},
        // Past SEARCH_MAX characters: the field says so; nothing is asked.
        tooLong: {},
        // Typing: the search waits for a pause.
        typing: {
          after: { typingPause: 'searching' },
        },
        // Asking for the newest messages holding every word.
        searching: {
          invoke: {
            src: 'searchMessages',
            input: ({ context }) => ({ roomId: context.roomId, search: context.search.trim() }),
            onDone: { target: 'shown', actions: { type: 'assignResults', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        // The results (or none found) are shown; the older ones come on request.
        shown: {
          on: { 'search.more': { guard: 'hasMore', target: 'paging' } },
        },
        // The results older than the last one shown.
        paging: {
          invoke: {
            src: 'searchMessages',
            input: ({ context }) => ({ roomId: context.roomId, search: context.search.trim(), before: context.results.at(-1)?.id }),
            onDone: { target: 'shown', actions: { type: 'appendResults', params: ({ event }) => event.output } },
            // What was found stays; asking for more tries again.
            onError: {
              target: 'shown',
              actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: toFailure(event.error).message }) },
            },
          },
        },
        // The search could not be made: retry.
        failed: {
          on: { 'search.retry': 'searching' },
        },
      },
    },
  },
});
