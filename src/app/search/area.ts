import { onDemand, type Area } from '../root/area';
import type { ScreenServices } from './screens';

// Reached for by the person: the search's wiring and machine load once the page has settled or with the first touch of a box.
const screensCode = () => import('./screens');

/** What the header search needs of the outside world. */
export type SearchServices = ScreenServices;

/** The header's people search (spec §2): one actor per search box (desktop, and the phone menu's). */
export function search(services: SearchServices) {
  return {
    actors: {},
    screens: {
      peopleSearch: onDemand(async () => (await screensCode()).peopleSearchScreen(services)),
    },
  } satisfies Area;
}
