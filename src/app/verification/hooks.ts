import type { ActorRefFrom } from 'xstate';
import type { verificationMachine } from '../../machines/verification.machine';
import { useScreenActor, useSystemActor } from '../root/hooks';

// Types only: the machine's code loads with the panel.
export type { DocumentKind } from '../../machines/verification.machine';

export type VerificationActor = ActorRefFrom<typeof verificationMachine>;
/** The panel hears the admin's decision through the notifications actor, so it starts that first (its input names it). */
export function useVerification() {
  useSystemActor('notifications');
  return useScreenActor('verification', {});
}
