import { assign, fromPromise, setup } from 'xstate';
import { assignFailure, type Failure } from './failure';
import { notProvided } from './notProvided';

export interface Hashtag {
  name: string;
  postsCount: number;
}

/** Spec: the header search's pause, kept for the hashtag box too, so typing asks once. */
export const HASHTAG_SEARCH_DEBOUNCE_MS = 300;

export interface HashtagSearchContext {
  search: string;
  /** The pages of the current search so far, in order, each hashtag once. */
  hashtags: Hashtag[];
  /** The last page that arrived (0 before the first). */
  page: number;
  /** The page being asked for. */
  requested: number;
  failure: Failure | null;
}

export type HashtagSearchEvent = { type: 'tags.search'; search: string } | { type: 'feed.loadMore' } | { type: 'feed.retry' };

/**
 * The Tags tab of /explore: trending hashtags, then those matching what is typed once typing pauses (a newer search
 * replaces an older one); page 1 replaces, later pages append, an empty page ends the paging.
 */
export const hashtagSearchMachine = setup({
  types: {
    context: {} as HashtagSearchContext,
    events: {} as HashtagSearchEvent,
  },
  actors: {
    searchHashtags: fromPromise<Hashtag[], { search: string; page: number }>(notProvided('searchHashtags')),
  },
  actions: {
    assignSearch: assign({ search: (_, search: string) => search }),
    askFirstPage: assign({ requested: 1 }),
    askNextPage: assign({ requested: ({ context }) => context.page + 1 }),
    addPage: assign(({ context }, hashtags: Hashtag[]) => {
      if (context.requested === 1) return { hashtags, page: 1 };
      const known = new Set(context.hashtags.map((hashtag) => hashtag.name));
      return { hashtags: [...context.hashtags, ...hashtags.filter((hashtag) => !known.has(hashtag.name))], page: context.requested };
    }),
    clearFailure: assign({ failure: null }),
    assignFailure: assignFailure(),
  },
  guards: {
    isEmptyPage: (_, hashtags: Hashtag[]) => hashtags.length === 0,
  },
  delays: { typingPause: HASHTAG_SEARCH_DEBOUNCE_MS },
}).createMachine({
  id: 'hashtagSearch',
  context: { search: '', hashtags: [], page: 0, requested: 1, failure: null },
  initial: 'searching',
  on: {
    'tags.search': {
      target: '.typing',
      actions: ['askFirstPage', { type: 'assignSearch', params: ({ event }) => event.search.trim().replace(/^#/, '') }],
    },
  },
  states: {
    // The person is typing: the search waits for a pause.
    typing: { after: { typingPause: 'searching' } },
    // Asking for page `requested` of the search: the first after a pause, the next on loadMore, the same again on retry.
    searching: {
      entry: 'clearFailure',
      invoke: {
        src: 'searchHashtags',
        input: ({ context }) => ({ search: context.search, page: context.requested }),
        onDone: [
          // An empty first page empties the list (no hashtag matches); an empty later one only ends it.
          {
            guard: { type: 'isEmptyPage', params: ({ event }) => event.output },
            target: 'exhausted',
            actions: { type: 'addPage', params: ({ event }) => event.output },
          },
          { target: 'shown', actions: { type: 'addPage', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // The hashtags so far are listed; more pages may follow.
    shown: { on: { 'feed.loadMore': { target: 'searching', actions: 'askNextPage' } } },
    // A page came back empty: every matching hashtag is listed.
    exhausted: {},
    // The page failed: the list stays, a retry asks for the same page again.
    failed: { on: { 'feed.retry': 'searching', 'feed.loadMore': 'searching' } },
  },
});
