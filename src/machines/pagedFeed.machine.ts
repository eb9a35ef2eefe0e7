import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { Failure } from './failure';
import { notProvided } from './notProvided';
import { appendPage, pagedListActions, pagedListGuards, pagedListStates } from './pagedList.machine';
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

/**
 * One paged list of posts (spec §4 Feeds): the paged list whose pages go into the post store and whose
 * list is their ids. Home, profile, trending, tag and favourite feeds are this machine with another `loadPage`.
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
    ...pagedListActions<PagedFeedContext, PagedFeedEvent>(),
    storePosts: sendTo(
      ({ context }) => context.postStore,
      (_, posts: Post[]) => ({ type: 'posts.received' as const, posts }),
    ),
    addPage: assign(({ context }, posts: Post[]) => {
      const fresh = posts.map((post) => post.id);
      return { ids: context.requested === 1 ? fresh : appendPage(context.ids, fresh, (id) => id), page: context.requested };
    }),
  },
  guards: pagedListGuards,
}).createMachine({
  id: 'pagedFeed',
  context: ({ input }) => ({ subject: input.subject ?? null, postStore: input.postStore, ids: [], page: 0, requested: 1, failure: null }),
  initial: 'loading',
  states: pagedListStates({
    request: (context: PagedFeedContext): PageRequest => ({ page: context.requested, subject: context.subject }),
    itemsOf: (posts: Post[]) => posts,
    alsoOnItems: ['storePosts'],
    events: { more: 'feed.loadMore', retry: 'feed.retry', refresh: 'feed.refresh' },
  }),
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
