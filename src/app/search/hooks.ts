import type { ActorRefFrom } from 'xstate';
import type { peopleSearchMachine } from '../../machines/peopleSearch.machine';
import { preload } from '../root/area';
import { useScreenActor } from '../root/hooks';

export type PeopleSearchActor = ActorRefFrom<typeof peopleSearchMachine>;

export const usePeopleSearch = () => useScreenActor('peopleSearch', {});
/** Starts loading the search's machine as its box's code loads, so both arrive together. */
export const preloadPeopleSearch = preload(() => import('./screens'));

export type { Person } from '../../machines/people';
export { fullName } from '../../machines/people';
