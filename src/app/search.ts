import type { ActorRefFrom } from 'xstate';
import type { peopleSearchMachine } from '../machines/peopleSearch.machine';
import type { Gateway } from '../services/gatewayError';
import { onDemand, operation, preload, type Area } from './root/area';
import { useScreenActor } from './root/hooks';

/** What the header search needs of the outside world. */
export interface SearchServices {
  gateway: Gateway;
  navigate(path: string, options?: { replace?: boolean }): void;
}

// Reached for by the person: the search's machine loads once the page has settled or with the first touch of a box.
const peopleSearchCode = () => import('../machines/peopleSearch.machine');

/** The header's people search (spec §2): one actor per search box (desktop, and the phone menu's). */
export function search({ gateway, navigate }: SearchServices) {
  return {
    actors: {},
    screens: {
      peopleSearch: onDemand(async () =>
        (await peopleSearchCode()).peopleSearchMachine.provide({
          actors: {
            searchPeople: operation(gateway, 'SearchPeople', (answer) => answer.searchPeople),
          },
          actions: { choosePerson: (_, person) => navigate(`/user-profile/${encodeURIComponent(person.id)}`) },
        }),
      ),
    },
  } satisfies Area;
}

// The hooks the header search uses.

export type PeopleSearchActor = ActorRefFrom<typeof peopleSearchMachine>;

export const usePeopleSearch = () => useScreenActor('peopleSearch', {});
/** Starts loading the search's machine as its box's code loads, so both arrive together. */
export const preloadPeopleSearch = preload(peopleSearchCode);

export type { Person } from '../machines/people';
export { fullName } from '../machines/people';
