import { assign, fromPromise, setup } from 'xstate';
import { FAN_LIST_PAGE_SIZE, SEARCH_MAX } from '../../contract/rules';
import { failedWithToast } from './failure';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
import { appendPage, pagedListActions, pagedListGuards, pagedListStates, type PagedListContext } from './pagedList.machine';
import type { FanList } from './massMessages.machine';
import type { ToastsRef } from './toast.machine';

/** One of the creator's followers or subscribers, and whether the list holds them. */
export interface Fan {
  id: string;
  firstName: string;
  lastName: string;
  username: string;
  profilePhoto: string | null;
  isVerified: boolean;
  inList: boolean;
  subscribed: boolean;
}

export type FanListEvent =
  { type: 'feed.loadMore' } | { type: 'feed.retry' } | { type: 'fans.search'; value: string } | { type: 'fans.toggle'; id: string };

interface FanListContext extends PagedListContext {
  toasts: ToastsRef;
  listId: string;
  search: string;
  fans: Fan[];
  /** The list as the last change left it (its member count), null before any change. */
  list: FanList | null;
  /** The fan whose membership is changing. */
  changing: string | null;
}

/** How a membership change ends: the fan's new standing, or a toast and nothing changed. */
const changed = {
  input: ({ context }: { context: FanListContext }) => ({ listId: context.listId, userId: context.changing! }),
  onDone: {
    target: 'idle',
    actions: { type: 'takeMembership' as const, params: ({ event }: { event: { output: { list: FanList } } }) => event.output.list },
  },
  onError: failedWithToast('idle', 'forgetChanging'),
};

/** Typing waits this long before the search runs. */
export const FAN_SEARCH_DEBOUNCE_MS = 300;

/**
 * One fan list's members, managed (issue 32, item 4): the creator's followers and subscribers, the list's members
 * first, searched by name, each added or taken out with one tap. See docs/decisions/0051-mass-messages.md
 */
export const fanListMachine = setup({
  types: {
    context: {} as FanListContext,
    input: {} as { toasts: ToastsRef; listId: string },
    events: {} as FanListEvent,
  },
  actors: {
    loadFans: fromPromise<Fan[], { listId: string; page: number; search: string }>(notProvided('loadFans')),
    addToList: fromPromise<{ list: FanList }, { listId: string; userId: string }>(notProvided('addToList')),
    removeFromList: fromPromise<{ list: FanList }, { listId: string; userId: string }>(notProvided('removeFromList')),
  },
  actions: {
    ...pagedListActions<FanListContext, FanListEvent>(),
    addPage: assign(({ context }, fans: Fan[]) => ({
      fans: context.requested === 1 ? fans : appendPage(context.fans, fans, (fan) => fan.id),
      page: context.requested,
    })),
    setSearch: assign({ search: (_, value: string) => value.slice(0, SEARCH_MAX), requested: 1, page: 0 }),
    markChanging: assign({ changing: (_, id: string) => id }),
    /** The fan's membership as it now is, and the list's count. */
    takeMembership: assign(({ context }, list: FanList) => ({
      list,
      fans: context.fans.map((fan) => (fan.id === context.changing ? { ...fan, inList: !fan.inList } : fan)),
      changing: null,
    })),
    forgetChanging: assign({ changing: null }),
    notify: notifyGivenToasts(),
  },
  guards: {
    ...pagedListGuards,
    isLastPage: (_, fans: readonly unknown[]) => fans.length < FAN_LIST_PAGE_SIZE,
    isMember: ({ context }, id: string) => context.fans.some((fan) => fan.id === id && fan.inList),
  },
  delays: { debounce: FAN_SEARCH_DEBOUNCE_MS },
}).createMachine({
  id: 'fanList',
  context: ({ input }) => ({
    toasts: input.toasts,
    listId: input.listId,
    search: '',
    fans: [],
    list: null,
    changing: null,
    page: 0,
    requested: 1,
    failure: null,
  }),
  type: 'parallel',
  states: {
    fans: {
      initial: 'loading',
      on: { 'fans.search': { target: '.typing', actions: { type: 'setSearch', params: ({ event }) => event.value } } },
      states: {
        // The search waits for the typing to pause, then asks page 1 of it.
        typing: { after: { debounce: 'loading' } },
        ...pagedListStates({
          loader: 'loadFans',
          request: (context: FanListContext) => ({ listId: context.listId, page: context.requested, search: context.search.trim() }),
          itemsOf: (fans: Fan[]) => fans,
          events: { more: 'feed.loadMore', retry: 'feed.retry' },
        }),
      },
    },
    membership: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'fans.toggle': [
              {
                guard: { type: 'isMember', params: ({ event }) => event.id },
                target: 'removing',
                actions: { type: 'markChanging', params: ({ event }) => event.id },
              },
              { target: 'adding', actions: { type: 'markChanging', params: ({ event }) => event.id } },
            ],
          },
        },
        adding: { invoke: { src: 'addToList', ...changed } },
        removing: { invoke: { src: 'removeFromList', ...changed } },
      },
    },
  },
});
