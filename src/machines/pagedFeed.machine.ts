import { assign, fromPromise, sendTo, setup } from 'xstate';
import { assignFailure, type Failure } from './failure';
import { notProvided } from './notProvided';
import type { Post, PostStoreContext, PostStoreRef } from './postStore.machine';

/** What a page is asked with: pages start at 1; `subject` is the user id or hashtag the feed is about. */
export interface PageRequest {
  page: number;
  subject: string | null;
}

export interface PagedFeedInput {
  /** The user id (profile feed) or hashtag (tag feed); null for home, trending and favourites. */
  subject?: string | null;
  /** The normalized post store the pages go into (the app's `postStore`). */
  postStore: PostStoreRef;
}

export interface PagedFeedContext {
  subject: string | null;
  postStore: PostStoreRef;
  /** The list, in order: only ids, the posts live in the store. */
  ids: string[];
  /** The last page that arrived (0 before the first). */
  page: number;
  /** The page being asked for. */
  requested: number;
  failure: Failure | null;
}

export type PagedFeedEvent = { type: 'feed.loadMore' } | { type: 'feed.refresh' } | { type: 'feed.retry' };

const askedPage = ({ context }: { context: PagedFeedContext }): PageRequest => ({ page: context.requested, subject: context.subject });

/** Both loading states take an answer alike: an empty page ends the list, a full one is stored and added. */
const pageArrived = [
  {
    guard: { type: 'pageIsEmpty', params: ({ event }: { event: { output: Post[] } }) => ({ posts: event.output }) },
    target: '#pagedFeed.exhausted',
    actions: { type: 'addPage', params: ({ event }: { event: { output: Post[] } }) => ({ posts: event.output }) },
  },
  {
    target: '#pagedFeed.ready',
    actions: [
      { type: 'storePosts', params: ({ event }: { event: { output: Post[] } }) => ({ posts: event.output }) },
      { type: 'addPage', params: ({ event }: { event: { output: Post[] } }) => ({ posts: event.output }) },
    ],
  },
] as const;
const pageFailed = {
  target: '#pagedFeed.failed',
  actions: { type: 'assignFailure', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
} as const;

/**
 * One paged list of posts (spec §4 Feeds): page 1 replaces, later pages append, a page with no items
 * ends the paging. Home, profile, trending, tag and favourite feeds are this machine with another `loadPage`.
 */
export const pagedFeedMachine = setup({
  types: {
    context: {} as PagedFeedContext,
    input: {} as PagedFeedInput,
    events: {} as PagedFeedEvent,
  },
  actors: {
    loadPage: fromPromise<Post[], PageRequest>(notProvided('loadPage')),
  },
  actions: {
    storePosts: sendTo(
      ({ context }) => context.postStore,
      (_, { posts }: { posts: Post[] }) => ({ type: 'posts.received' as const, posts }),
    ),
    askFirstPage: assign({ requested: 1 }),
    askNextPage: assign({ requested: ({ context }) => context.page + 1 }),
    addPage: assign(({ context }, { posts }: { posts: Post[] }) => {
      const fresh = posts.map((post) => post.id);
      if (context.requested === 1) return { ids: fresh, page: 1 };
      const known = new Set(context.ids);
      return { ids: [...context.ids, ...fresh.filter((id) => !known.has(id))], page: context.requested };
    }),
    clearFailure: assign({ failure: null }),
    assignFailure: assignFailure(),
  },
  guards: {
    pageIsEmpty: (_, { posts }: { posts: Post[] }) => posts.length === 0,
    isLoadingLaterPage: ({ context }) => context.requested > 1,
  },
}).createMachine({
  id: 'pagedFeed',
  context: ({ input }) => ({ subject: input.subject ?? null, postStore: input.postStore, ids: [], page: 0, requested: 1, failure: null }),
  initial: 'loading',
  states: {
    // Asking for page `requested`; the first one on start, the next one on loadMore, the same one on retry.
    loading: {
      entry: 'clearFailure',
      invoke: { src: 'loadPage', input: askedPage, onDone: pageArrived, onError: pageFailed },
      on: {
        // Page 1 is already on its way; a later page gives way to it.
        'feed.refresh': { guard: 'isLoadingLaterPage', target: 'refreshing', actions: 'askFirstPage' },
      },
    },
    // Page 1 again: the list stays on screen until it arrives and replaces it.
    refreshing: {
      entry: 'clearFailure',
      invoke: { src: 'loadPage', input: askedPage, onDone: pageArrived, onError: pageFailed },
    },
    // More pages may follow.
    ready: {
      on: {
        'feed.loadMore': { target: 'loading', actions: 'askNextPage' },
        'feed.refresh': { target: 'refreshing', actions: 'askFirstPage' },
      },
    },
    // A page came back empty: the end message shows (hasMore false).
    exhausted: {
      on: { 'feed.refresh': { target: 'refreshing', actions: 'askFirstPage' } },
    },
    // The page failed: the list stays, the error offers a retry of the same page.
    failed: {
      on: {
        'feed.retry': 'loading',
        'feed.loadMore': 'loading',
        'feed.refresh': { target: 'refreshing', actions: 'askFirstPage' },
      },
    },
  },
});

/** The list has more pages to ask for. */
export const hasMore = (snapshot: { matches(state: 'exhausted'): boolean }) => !snapshot.matches('exhausted');

/**
 * The ids a list shows: the viewer's new posts first where they belong (spec §4: a new post is
 * prepended; home takes all of them, a profile feed only its author's), then the feed's own.
 */
export function listedIds(
  store: PostStoreContext,
  feedIds: readonly string[],
  pinCreated: { authorId: string } | 'all' | 'none',
): string[] {
  if (pinCreated === 'none' || store.created.length === 0) return [...feedIds];
  const pinned = pinCreated === 'all' ? store.created : store.created.filter((id) => store.posts[id]?.author.id === pinCreated.authorId);
  return [...pinned, ...feedIds];
}
