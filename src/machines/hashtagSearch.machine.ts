import { assign, fromPromise, setup } from 'xstate';
import { assignFailure, type Failure } from './failure';
import { notProvided } from './notProvided';

export interface Hashtag {
  name: string;
  postsCount: number;
}

/** Spec: the header search's pause, kept for the hashtag box too, so typing asks once. */
export const HASHTAG_SEARCH_DEBOUNCE_MS = 300;

/**
 * The Tags tab of /explore: the trending hashtags (an empty search), then those matching what the
 * person types, asked for once typing pauses; a newer search replaces an older one still on its way.
 */
export const hashtagSearchMachine = setup({
  types: {
    context: {} as { search: string; hashtags: Hashtag[]; failure: Failure | null },
    events: {} as { type: 'tags.search'; search: string } | { type: 'tags.retry' },
  },
  actors: {
    searchHashtags: fromPromise<Hashtag[], { search: string }>(notProvided('searchHashtags')),
  },
  actions: {
    assignSearch: assign({ search: (_, search: string) => search }),
    assignHashtags: assign({ hashtags: (_, hashtags: Hashtag[]) => hashtags, failure: null }),
    assignFailure: assignFailure(),
  },
  delays: { typingPause: HASHTAG_SEARCH_DEBOUNCE_MS },
}).createMachine({
  id: 'hashtagSearch',
  context: { search: '', hashtags: [], failure: null },
  initial: 'searching',
  on: {
    'tags.search': { target: '.typing', actions: { type: 'assignSearch', params: ({ event }) => event.search.trim().replace(/^#/, '') } },
  },
  states: {
    // The person is typing: the search waits for a pause.
    typing: { after: { typingPause: 'searching' } },
    searching: {
      invoke: {
        src: 'searchHashtags',
        input: ({ context }) => ({ search: context.search }),
        onDone: { target: 'shown', actions: { type: 'assignHashtags', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // The hashtags of the last search are listed.
    shown: {},
    // The search failed: a retry asks again.
    failed: { on: { 'tags.retry': 'searching' } },
  },
});
