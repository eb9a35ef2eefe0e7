import { assign, setup, type ActorRef, type Snapshot } from 'xstate';
import type { PersonFacts } from './person';

export type { PersonFacts };

/**
 * The one normalized store of people (spec §4): lists, profiles and follow buttons read relation and counts here
 * over what their own page said, so a follow shows everywhere at once.
 */
export interface UserStoreContext {
  people: Record<string, PersonFacts>;
}

export type UserStoreEvent =
  { type: 'people.received'; people: PersonFacts[] } | { type: 'person.patched'; id: string; patch: Omit<PersonFacts, 'id'> };

/** The store as a screen-scoped actor holds it (in its input): it only sends to it. */
export type UserStoreRef = ActorRef<Snapshot<unknown>, UserStoreEvent>;

/** What is known: a missing or null fact never erases one the store has. */
function merged(known: PersonFacts | undefined, facts: PersonFacts): PersonFacts {
  const next: Record<string, unknown> = { ...known };
  for (const [key, value] of Object.entries(facts)) if (value !== undefined && value !== null) next[key] = value;
  return next as PersonFacts;
}

export const userStoreMachine = setup({
  types: {
    context: {} as UserStoreContext,
    events: {} as UserStoreEvent,
  },
  actions: {
    receivePeople: assign(({ context, event }) => {
      if (event.type !== 'people.received') return {};
      const people = { ...context.people };
      for (const person of event.people) people[person.id] = merged(people[person.id], person);
      return { people };
    }),
    patchPerson: assign(({ context, event }) => {
      if (event.type !== 'person.patched') return {};
      return { people: { ...context.people, [event.id]: merged(context.people[event.id], { ...event.patch, id: event.id }) } };
    }),
  },
}).createMachine({
  id: 'userStore',
  context: { people: {} },
  on: {
    'people.received': { actions: 'receivePeople' },
    'person.patched': { actions: 'patchPerson' },
  },
});

/** A person as the store knows them now, over what a list or a profile read of them. */
export function personIn<T extends { id: string }>(context: UserStoreContext, person: T): T {
  const known = context.people[person.id];
  return known ? ({ ...person, ...known } as T) : person;
}
