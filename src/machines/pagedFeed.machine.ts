import { assign, fromPromise, sendTo, setup, type AnyActorRef } from 'xstate';
import { toFailure, type Failure } from './failure';
import { notProvided } from './notProvided';
import type { Post } from './postStore.machine';

/** What a page is asked with: pages start at 1; `subject` is the user id or hashtag the feed is about. */
export interface PageRequest {
  page: number;
  subject: string | null;
}

export interface PagedFeedInput {
  /** The user id (profile feed) or hashtag (tag feed); null for home, trending and favourites. */
  subject?: string | null;
  /** The normalized post store the pages go into (the app's `postStore`). */
  store: AnyActorRef;
}

export interface PagedFeedContext {
  subject: string | null;
  store: AnyActorRef;
  /** The list, in order: only ids, the posts live in the store. */
  ids: string[];
  /** The last page that arrived (0 before the first). */
  page: number;
  /** The page being asked for. */
  requested: number;
  failure: Failure | null;
}

export type PagedFeedEvent = { type: 'feed.loadMore' } | { type: 'feed.refresh' } | { type: 'feed.retry' };

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
      ({ context }) => context.store,
      (_, { posts }: { posts: Post[] }) => ({ type: 'posts.received', posts }),
    ),
    askFirstPage: assign({ requested: 1 }),
    askNextPage: assign({ requested: ({ context }) => context.page + 1 }),
    addPage: assign(({ context }, { posts }: { posts: Post[] }) => {
      const fresh = posts.map((post) => post.id);
      if (context.requested === 1) return { ids: fresh, page: 1, failure: null };
      const known = new Set(context.ids);
      return { ids: [...context.ids, ...fresh.filter((id) => !known.has(id))], page: context.requested, failure: null };
    }),
    assignFailure: assign({ failure: (_, { error }: { error: unknown }) => toFailure(error) }),
  },
  guards: {
    pageIsEmpty: (_, { posts }: { posts: Post[] }) => posts.length === 0,
  },
}).createMachine({
  id: 'pagedFeed',
  context: ({ input }) => ({ subject: input.subject ?? null, store: input.store, ids: [], page: 0, requested: 1, failure: null }),
  initial: 'loading',
  on: {
    // From anywhere: page 1 again, the list stays on screen until it arrives.
    'feed.refresh': { target: '.loading', reenter: true, actions: 'askFirstPage' },
  },
  states: {
    // Asking for `requested`; a page 1 answer replaces the list.
    loading: {
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ page: context.requested, subject: context.subject }),
        onDone: [
          {
            guard: { type: 'pageIsEmpty', params: ({ event }) => ({ posts: event.output }) },
            target: 'exhausted',
            actions: { type: 'addPage', params: ({ event }) => ({ posts: event.output }) },
          },
          {
            target: 'ready',
            actions: [
              { type: 'storePosts', params: ({ event }) => ({ posts: event.output }) },
              { type: 'addPage', params: ({ event }) => ({ posts: event.output }) },
            ],
          },
        ],
        onError: { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // More pages may follow.
    ready: {
      on: { 'feed.loadMore': { target: 'loading', actions: 'askNextPage' } },
    },
    // A page came back empty: the end message shows (hasMore false).
    exhausted: {},
    // The page failed: the list stays, the error offers a retry of the same page.
    failed: {
      on: { 'feed.retry': 'loading', 'feed.loadMore': 'loading' },
    },
  },
});

/** The list has more pages to ask for. */
export const hasMore = (snapshot: { matches(state: 'exhausted'): boolean }) => !snapshot.matches('exhausted');
