import { fromPromise, type ActorRefFrom } from 'xstate';
import { peopleSearchMachine } from '../machines/peopleSearch.machine';
import type { PeopleSearchApi } from '../services/search';
import { withSignal, type Area } from './area';
import { useScreenActor } from './hooks';

/** What the header search needs of the outside world. */
export interface SearchServices {
  peopleSearch: PeopleSearchApi;
  navigate(path: string, options?: { replace?: boolean }): void;
}

/** The header's people search (spec §2): one actor per search box (desktop, and the phone menu's). */
export function search({ peopleSearch, navigate }: SearchServices) {
  return {
    actors: {},
    screens: {
      peopleSearch: peopleSearchMachine.provide({
        actors: { searchPeople: fromPromise(withSignal(({ search }: { search: string }, signal) => peopleSearch.searchPeople(search, signal))) },
        actions: { choosePerson: (_, person) => navigate(`/user-profile/${encodeURIComponent(person.id)}`) },
      }),
    },
  } satisfies Area;
}

export type PeopleSearchActor = ActorRefFrom<typeof peopleSearchMachine>;

export const usePeopleSearch = () => useScreenActor('peopleSearch', {});

export type { Person } from '../machines/people';
export { fullName } from '../machines/people';
