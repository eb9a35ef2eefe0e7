import { peopleSearchMachine } from '../../machines/peopleSearch.machine';
import type { Gateway } from '../../services/gatewayError';
import { operation } from '../root/area';

// The header search provided with its service: loads once the page has settled or with the first touch of a box.

/** What the header search needs of the outside world. */
export interface ScreenServices {
  gateway: Gateway;
  navigate(path: string, options?: { replace?: boolean }): void;
}

export const peopleSearchScreen = ({ gateway, navigate }: ScreenServices) =>
  peopleSearchMachine.provide({
    actors: {
      searchPeople: operation(gateway, 'SearchPeople', (answer) => answer.searchPeople),
    },
    actions: { choosePerson: (_, person) => navigate(`/user-profile/${encodeURIComponent(person.id)}`) },
  });
