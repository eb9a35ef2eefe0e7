import { fromCallback, fromPromise } from 'xstate';
import type { NotificationKind } from '../../machines/notification';
import type { NotificationsRef } from '../../machines/notifications.machine';
import { verificationMachine, type VerificationEvent, type VerificationView } from '../../machines/verification.machine';
import type { ReviewApi } from '../../services/review';
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

export const verificationScreen = (api: ReviewApi) =>
  verificationMachine.provide({
    actors: {
      loadVerification: fromPromise(({ signal }): Promise<VerificationView> => api.verification(signal)),
      // The view hands in the browser's Files.
      submitVerification: fromPromise(({ input, signal }) =>
        api.submitVerification({ documentType: input.documentType, image: input.image as File, selfie: input.selfie as File }, signal),
      ),
      statusChanges: verificationStatusChanges,
    },
  });
