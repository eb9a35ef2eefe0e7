import { fromPromise } from 'xstate';
import { peopleSearchMachine } from '../../machines/peopleSearch.machine';
import type { PeopleSearchApi } from '../../services/search';
import { withSignal } from '../root/area';

// The header search provided with its service: loads once the page has settled or with the first touch of a box.

/** What the header search needs of the outside world. */
export interface ScreenServices {
  peopleSearch: PeopleSearchApi;
  navigate(path: string, options?: { replace?: boolean }): void;
}

export const peopleSearchScreen = ({ peopleSearch, navigate }: ScreenServices) =>
  peopleSearchMachine.provide({
    actors: {
      searchPeople: fromPromise(withSignal(({ search }: { search: string }, signal) => peopleSearch.searchPeople(search, signal))),
    },
    actions: { choosePerson: (_, person) => navigate(`/user-profile/${encodeURIComponent(person.id)}`) },
  });
