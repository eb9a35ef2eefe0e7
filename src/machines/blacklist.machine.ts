import { assign, fromPromise, setup } from 'xstate';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
import { appendPage, pagedListActions, pagedListGuards, pagedListStates, type PagedListContext } from './pagedList.machine';
import type { Person } from './people';
import type { ToastsRef } from './toast.machine';

export type BlacklistEvent =
  /** The block list's paging speaks the other lists' words, so the same infinite scroll and status drive it. */
  | { type: 'feed.loadMore' }
  | { type: 'feed.retry' }
  /** Opens the confirmation to block (from the followers search) or to unblock (from the list). */
  | { type: 'blacklist.ask'; person: Person; block: boolean }
  | { type: 'blacklist.confirm' }
  | { type: 'blacklist.cancel' }
  | { type: 'followers.search'; query: string };

interface BlacklistContext extends PagedListContext {
  toasts: ToastsRef;
  /** The viewer: never listed in the followers search (spec §6). */
  viewerId: string;
  blocked: Person[];
  followers: Person[];
  followerQuery: string;
  /** The person the confirmation is about, and whether it blocks or unblocks them. */
  pending: { person: Person; block: boolean } | null;
}

/** Settings → Blacklist (spec §2, §4): the paged block list with Unblock, and a search over one's followers to Block. */
export const blacklistMachine = setup({
  types: {
    context: {} as BlacklistContext,
    input: {} as { toasts: ToastsRef; viewerId: string },
    events: {} as BlacklistEvent,
  },
  actors: {
    loadBlockList: fromPromise<Person[], { page: number }>(notProvided('loadBlockList')),
    loadFollowers: fromPromise<Person[], { userId: string }>(notProvided('loadFollowers')),
    setBlocked: fromPromise<{ message: string }, { userId: string; blocked: boolean }>(notProvided('setBlocked')),
  },
  actions: {
    ...pagedListActions<BlacklistContext, BlacklistEvent>(),
    /** Page 1 replaces the list, a later page appends whom it does not hold yet; an empty page leaves it as it is. */
    addPage: assign(({ context }, people: Person[]) =>
      people.length === 0
        ? {}
        : {
            blocked: context.requested === 1 ? people : appendPage(context.blocked, people, (person) => person.id),
            page: context.requested,
          },
    ),
    assignFollowers: assign({ followers: ({ context }, people: Person[]) => people.filter((person) => person.id !== context.viewerId) }),
    assignFollowerQuery: assign({ followerQuery: (_, query: string) => query }),
    ask: assign({ pending: (_, pending: { person: Person; block: boolean }) => pending }),
    forgetPending: assign({ pending: null }),
    /** A block ends the follows both ways: the person leaves the followers and joins the list. */
    applyBlock: assign(({ context }) => {
      const person = context.pending!.person;
      return context.pending!.block
        ? {
            blocked: [person, ...context.blocked.filter((known) => known.id !== person.id)],
            followers: context.followers.filter((known) => known.id !== person.id),
          }
        : { blocked: context.blocked.filter((known) => known.id !== person.id) };
    }),
    notify: notifyGivenToasts(),
  },
  guards: {
    ...pagedListGuards,
    isSelf: ({ context }, person: Person) => person.id === context.viewerId,
  },
}).createMachine({
  id: 'blacklist',
  context: ({ input }) => ({
    toasts: input.toasts,
    viewerId: input.viewerId,
    blocked: [],
    page: 0,
    requested: 1,
    followers: [],
    followerQuery: '',
    pending: null,
    failure: null,
  }),
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      states: pagedListStates({
        loader: 'loadBlockList',
        request: (context: BlacklistContext) => ({ page: context.requested }),
        itemsOf: (people: Person[]) => people,
        events: { more: 'feed.loadMore', retry: 'feed.retry' },
      }),
    },
    followers: {
      initial: 'loading',
      on: { 'followers.search': { actions: { type: 'assignFollowerQuery', params: ({ event }) => event.query } } },
      states: {
        loading: {
          invoke: {
            src: 'loadFollowers',
            input: ({ context }) => ({ userId: context.viewerId }),
            onDone: { target: 'ready', actions: { type: 'assignFollowers', params: ({ event }) => event.output } },
            onError: { target: 'ready', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        ready: {},
      },
    },
    change: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'blacklist.ask': [
              // One cannot block oneself (spec §6).
              { guard: { type: 'isSelf', params: ({ event }) => event.person } },
              { target: 'confirming', actions: { type: 'ask', params: ({ event }) => ({ person: event.person, block: event.block }) } },
            ],
          },
        },
        // 'Are you sure?' for the person in `pending`.
        confirming: {
          on: { 'blacklist.confirm': 'saving', 'blacklist.cancel': { target: 'idle', actions: 'forgetPending' } },
        },
        saving: {
          invoke: {
            src: 'setBlocked',
            input: ({ context }) => ({ userId: context.pending!.person.id, blocked: context.pending!.block }),
            onDone: {
              target: 'idle',
              actions: [
                'applyBlock',
                'forgetPending',
                { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                'forgetPending',
                { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
                { type: 'notify', params: ({ context }) => ({ kind: 'error', message: context.failure?.message ?? '' }) },
              ],
            },
          },
        },
      },
    },
  },
});
