import { longLivedOnDemand, type Area } from '../root/area';
import type { SafetyServices } from './actors';

// Pressed by the person rather than drawn: the report dialog and the block confirmation load with the first menu choice.
const actorsCode = () => import('./actors');

/** Safety (issue 28): reporting posts and people with a reason, and blocking from a profile or a chat thread. */
export function safety(services: SafetyServices) {
  return {
    actors: {
      safety: longLivedOnDemand(async () => (await actorsCode()).safetyLogic(services)),
    },
    screens: {},
  } satisfies Area;
}
