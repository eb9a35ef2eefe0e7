import { onDemand, type Area } from '../root/area';
import type { ScreenServices } from './screens';

/** What Verify profile needs of the outside world. */
export type VerificationServices = ScreenServices;

const screensCode = () => import('./screens');

/** Settings → Verify profile: the status, and the documents while not applied or rejected. */
export function verification(services: VerificationServices) {
  return {
    actors: {},
    screens: {
      verification: onDemand(async () => (await screensCode()).verificationScreen(services)),
    },
  } satisfies Area;
}
