import { assign, fromPromise, sendTo, setup } from 'xstate';
import { assignFailure, type Failure } from './failure';
import { notProvided } from './notProvided';
import type { Person } from './person';
import type { UserStoreRef } from './userStore.machine';

export interface PeoplePageRequest {
  page: number;
  /** The user whose followers or following it lists; null for trending people. */
  subject: string | null;
}

export interface PeopleListInput {
  subject?: string | null;
  /** The normalized user store the people go into (the app's `userStore`). */
  userStore: UserStoreRef;
}

export interface PeopleListContext {
  subject: string | null;
  userStore: UserStoreRef;
  /** The list in order, as its pages said; relations and counts are read over it from the store. */
  people: Person[];
  page: number;
  failure: Failure | null;
}

/**
 * One paged list of people (spec §2: suggestions, explore People, the followers and following modals):
 * pages from 1 append, a page with nobody in it ends the paging.
 */
export const peopleListMachine = setup({
  types: {
    context: {} as PeopleListContext,
    input: {} as PeopleListInput,
    events: {} as { type: 'people.loadMore' } | { type: 'people.retry' },
  },
  actors: {
    loadPeople: fromPromise<Person[], PeoplePageRequest>(notProvided('loadPeople')),
  },
  actions: {
    storePeople: sendTo(
      ({ context }) => context.userStore,
      (_, { people }: { people: Person[] }) => ({ type: 'people.received' as const, people }),
    ),
    addPage: assign(({ context }, { people }: { people: Person[] }) => {
      const known = new Set(context.people.map((person) => person.id));
      return { people: [...context.people, ...people.filter((person) => !known.has(person.id))], page: context.page + 1 };
    }),
    assignFailure: assignFailure(),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    isEmptyPage: (_, { people }: { people: Person[] }) => people.length === 0,
  },
}).createMachine({
  id: 'peopleList',
  context: ({ input }) => ({ subject: input.subject ?? null, userStore: input.userStore, people: [], page: 0, failure: null }),
  initial: 'loading',
  states: {
    // Asking for the page after the last one that arrived.
    loading: {
      entry: 'clearFailure',
      invoke: {
        src: 'loadPeople',
        input: ({ context }) => ({ page: context.page + 1, subject: context.subject }),
        onDone: [
          { guard: { type: 'isEmptyPage', params: ({ event }) => ({ people: event.output }) }, target: 'exhausted' },
          {
            target: 'ready',
            actions: [
              { type: 'storePeople', params: ({ event }) => ({ people: event.output }) },
              { type: 'addPage', params: ({ event }) => ({ people: event.output }) },
            ],
          },
        ],
        onError: { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // More pages may follow.
    ready: { on: { 'people.loadMore': 'loading' } },
    // A page came back empty: nobody more to list.
    exhausted: {},
    // The page failed: the list stays, a retry asks for it again.
    failed: { on: { 'people.retry': 'loading', 'people.loadMore': 'loading' } },
  },
});
