import { onDemand, type Area } from '../root/area';
import type { StoriesServices } from './screens';

export type { StoriesServices };

// The strip's machines and their wiring load with the strip (on demand), never with the first /home paint.
const screenCode = () => import('./screens');

/** Stories: the home strip with its player and upload modal (one screen-scoped machine, loaded on demand). */
export function stories(services: StoriesServices) {
  return {
    actors: {},
    screens: {
      stories: onDemand(async () => (await screenCode()).storiesScreen(services)),
    },
  } satisfies Area;
}
