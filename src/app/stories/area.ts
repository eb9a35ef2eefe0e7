import type { StoriesApi } from '../../services/stories';
import { onDemand, type Area } from '../root/area';

/** What the story strip, its player and its upload modal need of the outside world (the service's code loads with the strip). */
export interface StoriesServices {
  storiesApi(): Promise<StoriesApi>;
}

// The strip's machines and their wiring load with the strip (on demand), never with the first /home paint.
const screenCode = () => import('./screens');

/** Stories: the home strip with its player and upload modal (one screen-scoped machine, loaded on demand). */
export function stories({ storiesApi }: StoriesServices) {
  return {
    actors: {},
    screens: {
      stories: onDemand(async () => {
        const [code, api] = await Promise.all([screenCode(), storiesApi()]);
        return code.storiesScreen(api);
      }),
    },
  } satisfies Area;
}
