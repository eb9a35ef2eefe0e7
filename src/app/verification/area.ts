import type { ReviewApi } from '../../services/review';
import { onDemand, type Area } from '../root/area';

/** What Verify profile needs of the outside world (its service's code loads with the panel). */
export interface VerificationServices {
  reviewApi(): Promise<ReviewApi>;
}

const screensCode = () => import('./screens');

/** Settings → Verify profile: the status, and the documents while not applied or rejected. */
export function verification({ reviewApi }: VerificationServices) {
  return {
    actors: {},
    screens: {
      verification: onDemand(async () => {
        const [code, api] = await Promise.all([screensCode(), reviewApi()]);
        return code.verificationScreen(api);
      }),
    },
  } satisfies Area;
}
