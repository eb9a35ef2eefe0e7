import { assign, fromPromise, sendTo, setup } from 'xstate';
import { notProvided } from './notProvided';
import { appendPage, pagedListActions, pagedListGuards, pagedListStates, type PagedListContext } from './pagedList.machine';
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

export interface PeopleListContext extends PagedListContext {
  subject: string | null;
  userStore: UserStoreRef;
  /** The list in order, as its pages said; relations and counts are read over it from the store. */
  people: Person[];
}

export type PeopleListEvent = { type: 'people.loadMore' } | { type: 'people.retry' };

/**
 * One paged list of people (spec §2: suggestions, explore People, the followers and following modals): the
 * paged list whose people go into the user store.
 */
export const peopleListMachine = setup({
  types: {
    context: {} as PeopleListContext,
    input: {} as PeopleListInput,
    events: {} as PeopleListEvent,
  },
  actors: {
    loadPeople: fromPromise<Person[], PeoplePageRequest>(notProvided('loadPeople')),
  },
  actions: {
    ...pagedListActions<PeopleListContext, PeopleListEvent>(),
    storePeople: sendTo(
      ({ context }) => context.userStore,
      (_, people: Person[]) => ({ type: 'people.received' as const, people }),
    ),
    addPage: assign(({ context }, people: Person[]) => ({
      people: appendPage(context.people, people, (person) => person.id),
      page: people.length === 0 ? context.page : context.requested,
    })),
  },
  guards: pagedListGuards,
}).createMachine({
  id: 'peopleList',
  context: ({ input }) => ({
    subject: input.subject ?? null,
    userStore: input.userStore,
    people: [],
    page: 0,
    requested: 1,
    failure: null,
  }),
  initial: 'loading',
  states: pagedListStates({
    loader: 'loadPeople',
    request: (context: PeopleListContext): PeoplePageRequest => ({ page: context.requested, subject: context.subject }),
    itemsOf: (people: Person[]) => people,
    alsoOnItems: ['storePeople'],
    events: { more: 'people.loadMore', retry: 'people.retry' },
  }),
});
