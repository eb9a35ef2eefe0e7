import { fromPromise, type ActorRefFrom } from 'xstate';
import type { verificationMachine, VerificationView } from '../machines/verification.machine';
import type { ReviewApi } from '../services/review';
import { onDemand, type Area } from './area';
import { useScreenActor } from './hooks';

// Types only: the machine's code loads with the panel.
export type { DocumentKind } from '../machines/verification.machine';

/** What Verify profile needs of the outside world (its service's code loads with the panel). */
export interface VerificationServices {
  reviewApi(): Promise<ReviewApi>;
}

const verificationCode = () => import('../machines/verification.machine');

/** Settings → Verify profile: the status, and the documents while not applied or rejected. */
export function verification({ reviewApi }: VerificationServices) {
  return {
    actors: {},
    screens: {
      verification: onDemand(async () => {
        const [{ verificationMachine }, api] = await Promise.all([verificationCode(), reviewApi()]);
        return verificationMachine.provide({
          actors: {
            loadVerification: fromPromise(({ signal }): Promise<VerificationView> => api.verification(signal)),
            // The view hands in the browser's Files.
            submitVerification: fromPromise(({ input, signal }) =>
              api.submitVerification({ documentType: input.documentType, image: input.image as File, selfie: input.selfie as File }, signal),
            ),
          },
        });
      }),
    },
  } satisfies Area;
}

export type VerificationActor = ActorRefFrom<typeof verificationMachine>;
export const useVerification = () => useScreenActor('verification', {});
