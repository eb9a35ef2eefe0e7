import { fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import type { NotificationKind } from '../machines/notification';
import type { NotificationsRef } from '../machines/notifications.machine';
import type { VerificationEvent, verificationMachine, VerificationView } from '../machines/verification.machine';
import { runOperation, type Gateway } from '../services/gatewayError';
import type { Uploads } from '../services/upload';
import { onNotificationArrivals } from './notifications';
import { onDemand, operation, type Area } from './root/area';
import { useScreenActor, useSystemActor } from './root/hooks';

/** What Verify profile needs of the outside world: the gateway, and the documents' upload. */
export interface VerificationServices {
  gateway: Gateway;
  uploads: Pick<Uploads, 'file'>;
}

/** The admin's decision on the viewer's documents, as the socket pushes it. */
const DECISIONS: ReadonlySet<NotificationKind> = new Set(['DOCUMENT_APPROVED', 'DOCUMENT_REJECTED']);

/** A refresh when the admin's decision arrives, and when the page is seen again (the tab or the window comes back). */
const verificationStatusChanges = fromCallback<VerificationEvent, { notifications: NotificationsRef | null }>(({ input, sendBack }) => {
  const refresh = () => sendBack({ type: 'verification.refresh' });
  const stopDecisions = input.notifications ? onNotificationArrivals(input.notifications, DECISIONS, refresh) : () => {};
  const onVisible = () => {
    if (document.visibilityState === 'visible') refresh();
  };
  window.addEventListener('focus', refresh);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    stopDecisions();
    window.removeEventListener('focus', refresh);
    document.removeEventListener('visibilitychange', onVisible);
  };
});

/** Settings → Verify profile: the status, and the documents while not applied or rejected (its machine loads with the panel). */
export function verification({ gateway, uploads }: VerificationServices) {
  return {
    actors: {},
    screens: {
      verification: onDemand(async () => {
        // The contract's rules are not first-load code: they come with the panel.
        const [{ verificationMachine }, { DOCUMENT_UPLOAD_PATH }] = await Promise.all([
          import('../machines/verification.machine'),
          import('../../contract/rules'),
        ]);
        return verificationMachine.provide({
          actors: {
            loadVerification: operation(
              gateway,
              'Verification',
              (answer): VerificationView => answer.verification,
              () => ({}),
            ),
            // The two images go up first (user/documents/, private; the view hands in the browser's Files), then the request names them.
            submitVerification: fromPromise(async ({ input: { documentType, image, selfie }, signal }) => {
              const [imageUpload, selfieUpload] = await Promise.all(
                [image, selfie].map((file) => uploads.file({ folder: DOCUMENT_UPLOAD_PATH, file: file as File }, signal)),
              );
              const variables = { documentType, imageKey: imageUpload!.key, selfieKey: selfieUpload!.key };
              return (await runOperation(gateway, 'SubmitVerification', variables, signal)).submitVerification;
            }),
            statusChanges: verificationStatusChanges,
          },
        });
      }),
    },
  } satisfies Area;
}

// The hook the Verify profile panel uses.

// Types only: the machine's code loads with the panel.
export type { DocumentKind } from '../machines/verification.machine';

export type VerificationActor = ActorRefFrom<typeof verificationMachine>;
/** The panel hears the admin's decision through the notifications actor, so it starts that first (its input names it). */
export function useVerification() {
  useSystemActor('notifications');
  return useScreenActor('verification', {});
}
