import { fromCallback, fromPromise } from 'xstate';
import type { NotificationKind } from '../../machines/notification';
import type { NotificationsRef } from '../../machines/notifications.machine';
import { verificationMachine, type VerificationEvent, type VerificationView } from '../../machines/verification.machine';
import { DOCUMENT_UPLOAD_PATH } from '../../../contract/rules';
import { runOperation, type Gateway } from '../../services/gatewayError';
import type { Uploads } from '../../services/upload';
import { operation } from '../root/area';
import { onNotificationArrivals } from '../notifications/area';

// Verify profile provided with its service: this module and the machine load with the panel (./area.ts declares it on demand).

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

/** What Verify profile needs of the outside world: the gateway, and the documents' upload. */
export interface ScreenServices {
  gateway: Gateway;
  uploads: Pick<Uploads, 'file'>;
}

export const verificationScreen = ({ gateway, uploads }: ScreenServices) =>
  verificationMachine.provide({
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
