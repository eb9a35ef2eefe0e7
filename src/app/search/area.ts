import { fromPromise } from 'xstate';
import type { PeopleSearchApi } from '../../services/search';
import { onDemand, withSignal, type Area } from '../root/area';

// Reached for by the person: the search's machine loads once the page has settled or with the first touch of a box.
const peopleSearchCode = () => import('../../machines/peopleSearch.machine');

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
      peopleSearch: onDemand(async () =>
        (await peopleSearchCode()).peopleSearchMachine.provide({
          actors: {
            searchPeople: fromPromise(withSignal(({ search }: { search: string }, signal) => peopleSearch.searchPeople(search, signal))),
          },
          actions: { choosePerson: (_, person) => navigate(`/user-profile/${encodeURIComponent(person.id)}`) },
        }),
      ),
    },
  } satisfies Area;
}
