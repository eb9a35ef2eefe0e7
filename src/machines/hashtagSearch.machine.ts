import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided';
import { appendPage, pagedListActions, pagedListGuards, pagedListStates, type PagedListContext } from './pagedList.machine';

export interface Hashtag {
  name: string;
  postsCount: number;
}

/** Spec: the header search's pause, kept for the hashtag box too, so typing asks once. */
export const HASHTAG_SEARCH_DEBOUNCE_MS = 300;

export interface HashtagSearchContext extends PagedListContext {
  search: string;
  /** The pages of the current search so far, in order, each hashtag once. */
  hashtags: Hashtag[];
}

export type HashtagSearchEvent = { type: 'tags.search'; search: string } | { type: 'feed.loadMore' } | { type: 'feed.retry' };

/**
 * The Tags tab of /explore: trending hashtags, then those matching what is typed once typing pauses (a newer search
 * replaces an older one), as the paged list.
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
    ...pagedListActions<HashtagSearchContext, HashtagSearchEvent>(),
    assignSearch: assign({ search: (_, search: string) => search }),
    // An empty first page empties the list (no hashtag matches); an empty later one only ends it.
    addPage: assign(({ context }, hashtags: Hashtag[]) => ({
      hashtags: context.requested === 1 ? hashtags : appendPage(context.hashtags, hashtags, (hashtag) => hashtag.name),
      page: context.requested,
    })),
  },
  guards: pagedListGuards,
  delays: { typingPause: HASHTAG_SEARCH_DEBOUNCE_MS },
}).createMachine({
  id: 'hashtagSearch',
  context: { search: '', hashtags: [], page: 0, requested: 1, failure: null },
  initial: 'loading',
  on: {
    'tags.search': {
      target: '.typing',
      actions: ['askFirstPage', { type: 'assignSearch', params: ({ event }) => event.search.trim().replace(/^#/, '') }],
    },
  },
  states: {
    // The person is typing: the search waits for a pause.
    typing: { after: { typingPause: 'loading' } },
    ...pagedListStates({
      loader: 'searchHashtags',
      request: (context: HashtagSearchContext) => ({ search: context.search, page: context.requested }),
      itemsOf: (hashtags: Hashtag[]) => hashtags,
      events: { more: 'feed.loadMore', retry: 'feed.retry' },
    }),
  },
});
