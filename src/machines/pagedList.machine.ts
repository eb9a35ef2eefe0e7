import { assign, fromPromise, setup, type EventObject } from 'xstate';
import { assignFailure, toFailure, type Failure } from './failure';
import { notProvided } from './notProvided';

// Every feed and list pages as this one shape, so they behave alike: see docs/decisions/0034-every-list-pages-as-one-shape.md

/** What the shape keeps of a list: the last page that arrived (0 before the first), the page asked for, the failure shown. */
export interface PagedListContext {
  page: number;
  requested: number;
  failure: Failure | null;
}

/** The shape's named actions; a flow adds `addPage`, and any action its `alsoOnPage` names. */
export const pagedListActions = <TContext extends PagedListContext, TEvent extends EventObject>() => ({
  askFirstPage: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) => ({ ...context, requested: 1 })),
  askNextPage: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) => ({ ...context, requested: context.page + 1 })),
  clearFailure: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) => ({ ...context, failure: null })),
  assignFailure: assignFailure<TContext, TEvent>(),
});

export const pagedListGuards = {
  /** The page ends the list: by default a page with nothing in it (a list that knows its page size ends on a short one). */
  isLastPage: (_: unknown, items: readonly unknown[]) => items.length === 0,
  isLoadingLaterPage: ({ context }: { context: PagedListContext }) => context.requested > 1,
};

/** The list's items with a page's added after them, each once (a page may repeat what an earlier one held). */
export function appendPage<T>(known: readonly T[], page: readonly T[], idOf: (item: T) => string): T[] {
  const seen = new Set(known.map(idOf));
  return [...known, ...page.filter((item) => !seen.has(idOf(item)))];
}

/** The events of a list, in its words: ask the next page, the failed one again, page 1 again. */
interface ListEvents<TMore extends string, TRetry extends string, TRefresh extends string> {
  more: TMore;
  retry: TRetry;
  /** Lists that are refreshed (a pull, a purchase) ask page 1 again on it, keeping the list on screen meanwhile. */
  refresh?: TRefresh;
}

export interface PagedListShape<
  TContext,
  TRequest,
  TPage,
  TMore extends string,
  TRetry extends string,
  TRefresh extends string,
  TAlso extends string,
  TLoader extends string,
  TLater extends 'failed' | 'toast',
> {
  /** The named actor that answers a page, when the list names it otherwise than `loadPage`. */
  loader?: TLoader;
  /** What `loadPage` is asked with (page `requested`, and what the list is about). */
  request: (context: TContext) => TRequest;
  /** The items of an answered page (what `isLastPage` reads). */
  itemsOf: (page: TPage) => readonly unknown[];
  /** The flow's actions that also take each answered page (the wallet's balance it carries). */
  alsoOnPage?: readonly TAlso[];
  /** The flow's actions that also take each page with items in it (the store they go into). */
  alsoOnItems?: readonly TAlso[];
  events: ListEvents<TMore, TRetry, TRefresh>;
  /** A later page that fails is a toast (the `notify` action) and the list stays ready, instead of the failed state. */
  laterPageFailure?: TLater;
}

/** The shape's states, to spread into a flow's `states`, starting at `loading`. */
export function pagedListStates<
  TContext,
  TRequest,
  TPage,
  const TMore extends string,
  const TRetry extends string,
  const TRefresh extends string = never,
  const TAlso extends string = never,
  const TLoader extends string = 'loadPage',
  const TLater extends 'failed' | 'toast' = 'failed',
>({
  loader = 'loadPage' as TLoader,
  request,
  itemsOf,
  alsoOnPage = [],
  alsoOnItems = [],
  events,
  laterPageFailure = 'failed' as TLater,
}: PagedListShape<TContext, TRequest, TPage, TMore, TRetry, TRefresh, TAlso, TLoader, TLater>) {
  const pageParams = ({ event }: { event: { output: TPage } }) => event.output;
  const taking = (types: readonly TAlso[]) => types.map((type) => ({ type, params: pageParams }));
  const onPage = [...taking(alsoOnPage), { type: 'addPage' as const, params: pageParams }];
  const onItems = [...taking(alsoOnItems), ...onPage];
  const failedBranch = {
    target: 'failed',
    actions: { type: 'assignFailure' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
  };
  const toastBranch = {
    guard: 'isLoadingLaterPage' as const,
    target: 'ready',
    actions: {
      type: 'notify' as const,
      params: ({ event }: { event: { error: unknown } }) => ({ kind: 'error' as const, message: toFailure(event.error).message }),
    },
  };
  const answered = {
    src: loader,
    input: ({ context }: { context: TContext }) => request(context),
    onDone: [
      {
        guard: { type: 'isLastPage' as const, params: ({ event }: { event: { output: TPage } }) => itemsOf(event.output) },
        target: 'exhausted',
        actions: onPage,
      },
      { target: 'ready', actions: onItems },
    ],
    onError: (laterPageFailure === 'toast' ? [toastBranch, failedBranch] : [failedBranch]) as TLater extends 'toast'
      ? [typeof toastBranch, typeof failedBranch]
      : [typeof failedBranch],
  };
  const refresh = (
    events.refresh === undefined ? {} : { [events.refresh]: { target: 'refreshing', actions: 'askFirstPage' as const } }
  ) as Record<TRefresh, { target: string; actions: 'askFirstPage' }>;
  const more = <T>(to: T) => ({ [events.more]: to }) as Record<TMore, T>;
  const retry = { [events.retry]: 'loading' } as Record<TRetry, 'loading'>;
  const base = {
    // Asking for page `requested`: the first on start, the next on `more`, the same again on `retry`.
    loading: {
      entry: 'clearFailure' as const,
      invoke: answered,
      // Page 1 asked again: a later page gives way to it.
      on: (events.refresh === undefined
        ? {}
        : { [events.refresh]: { guard: 'isLoadingLaterPage' as const, target: 'refreshing', actions: 'askFirstPage' as const } }) as Record<
        TRefresh,
        { guard: 'isLoadingLaterPage'; target: string; actions: 'askFirstPage' }
      >,
    },
    // More pages may follow.
    ready: { on: { ...more({ target: 'loading', actions: 'askNextPage' as const }), ...refresh } },
    // The last page came (an empty one, or a short one where the list knows its page size): the end of the list.
    exhausted: { on: { ...refresh } },
    // The page failed: the list stays, the error offers a retry of the same page.
    failed: { on: { ...retry, ...more({ target: 'loading' }), ...refresh } },
  };
  // Page 1 again: the list stays on screen until it arrives and replaces it.
  const refreshing = { entry: 'clearFailure' as const, invoke: answered };
  return (events.refresh === undefined ? base : { ...base, refreshing }) as [TRefresh] extends [never]
    ? typeof base
    : typeof base & { refreshing: typeof refreshing };
}

/** The shape alone (pages of ids), drawn in docs/flows and opened in the Stately visualizer. */
export const pagedListMachine = setup({
  types: {
    context: {} as PagedListContext & { items: string[] },
    events: {} as { type: 'list.more' } | { type: 'list.retry' } | { type: 'list.refresh' },
  },
  actors: {
    loadPage: fromPromise<string[], { page: number }>(notProvided('loadPage')),
  },
  actions: {
    ...pagedListActions<
      PagedListContext & { items: string[] },
      { type: 'list.more' } | { type: 'list.retry' } | { type: 'list.refresh' }
    >(),
    addPage: assign(({ context }, items: string[]) => ({
      items: context.requested === 1 ? items : appendPage(context.items, items, (id) => id),
      page: context.requested,
    })),
  },
  guards: pagedListGuards,
}).createMachine({
  id: 'pagedList',
  context: { items: [], page: 0, requested: 1, failure: null },
  initial: 'loading',
  states: pagedListStates({
    request: (context: PagedListContext) => ({ page: context.requested }),
    itemsOf: (items: string[]) => items,
    events: { more: 'list.more', retry: 'list.retry', refresh: 'list.refresh' },
  }),
});
