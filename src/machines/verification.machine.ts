import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { isValid, type FieldErrors } from '../validation/forms';
import { validateVerification, type VerificationField } from '../validation/review';
import { assignFailure, type Failure } from './failure';
import { notifyGivenToasts } from './notice';
import type { NotificationsRef } from './notifications.machine';
import { notProvided } from './notProvided';
import type { ToastsRef } from './toast.machine';

export type DocumentKind = 'GOVERNMENT_ID' | 'NATIONAL_ID' | 'PASSPORT' | 'DRIVING_LICENSE';
export const DOCUMENT_KINDS: readonly DocumentKind[] = ['GOVERNMENT_ID', 'NATIONAL_ID', 'PASSPORT', 'DRIVING_LICENSE'];
export type VerificationState = 'NOT_APPLIED' | 'PENDING' | 'VERIFIED' | 'REJECTED';

/** The viewer's verification as the panel shows it. */
export interface VerificationView {
  status: VerificationState;
  comment: string;
  documentType: DocumentKind | null;
  imageUrl: string | null;
  selfieUrl: string | null;
  submittedAt: string | null;
}

/** A chosen file: the browser's File, or any object with its facts in tests. */
export interface ChosenFile {
  name: string;
  size: number;
  type: string;
}

export interface VerificationRequest<F extends ChosenFile = ChosenFile> {
  documentType: DocumentKind;
  image: F;
  selfie: F;
}

export type VerificationEvent =
  | { type: 'verification.retry' }
  /** The status may have changed (an admin's decision arrived, the screen came back into view): read it again. */
  | { type: 'verification.refresh' }
  | { type: 'verification.documentType'; documentType: DocumentKind }
  | { type: 'verification.image'; file: ChosenFile | null }
  | { type: 'verification.selfie'; file: ChosenFile | null }
  | { type: 'verification.submit' };

/** The socket's notifications, when they run: an admin's decision arrives there. */
export interface VerificationInput {
  toasts: ToastsRef;
  notifications?: NotificationsRef;
}

interface Context {
  toasts: ToastsRef;
  notifications: NotificationsRef | null;
  verification: VerificationView | null;
  documentType: DocumentKind | null;
  image: ChosenFile | null;
  selfie: ChosenFile | null;
  fieldErrors: FieldErrors<VerificationField>;
  failure: Failure | null;
}

const formOf = (context: Context) => ({ documentType: context.documentType, image: context.image, selfie: context.selfie });

/**
 * Settings → Verify profile (spec §4, §5): the status first; the form (document type, ID image,
 * selfie with the ID and a handwritten note) only when not applied or rejected; an upload makes it pending.
 */
export const verificationMachine = setup({
  types: {
    context: {} as Context,
    input: {} as VerificationInput,
    events: {} as VerificationEvent,
  },
  actors: {
    loadVerification: fromPromise<VerificationView>(notProvided('loadVerification')),
    submitVerification: fromPromise<{ message: string; verification: VerificationView }, VerificationRequest>(
      notProvided('submitVerification'),
    ),
    /** `verification.refresh` when the admin's decision is pushed or the screen is seen again; its cleanup stops listening. */
    statusChanges: fromCallback<VerificationEvent, { notifications: NotificationsRef | null }>(() => () => {}),
  },
  actions: {
    assignVerification: assign({ verification: (_, verification: VerificationView) => verification }),
    assignDocumentType: assign({
      documentType: (_, documentType: DocumentKind) => documentType,
      fieldErrors: ({ context }) => ({ ...context.fieldErrors, documentType: undefined }),
    }),
    assignImage: assign({
      image: (_, file: ChosenFile | null) => file,
      fieldErrors: ({ context }) => ({ ...context.fieldErrors, image: undefined }),
    }),
    assignSelfie: assign({
      selfie: (_, file: ChosenFile | null) => file,
      fieldErrors: ({ context }) => ({ ...context.fieldErrors, selfie: undefined }),
    }),
    rejectForm: assign({ fieldErrors: ({ context }) => validateVerification(formOf(context)), failure: null }),
    clearErrors: assign({ fieldErrors: {}, failure: null }),
    /** A sent request starts the next form empty. */
    clearForm: assign({ documentType: null, image: null, selfie: null }),
    assignFailure: assignFailure(),
    notify: notifyGivenToasts(),
  },
  guards: {
    isFormInvalid: ({ context }) => !isValid(validateVerification(formOf(context))),
    /** The form shows while not applied or rejected, and hides while pending or verified (spec §4). */
    mayApply: (_, verification: VerificationView) => verification.status === 'NOT_APPLIED' || verification.status === 'REJECTED',
  },
}).createMachine({
  id: 'verification',
  context: ({ input }) => ({
    toasts: input.toasts,
    notifications: input.notifications ?? null,
    verification: null,
    documentType: null,
    image: null,
    selfie: null,
    fieldErrors: {},
    failure: null,
  }),
  initial: 'loading',
  states: {
    /** Reading the status. */
    loading: {
      invoke: {
        src: 'loadVerification',
        onDone: [
          {
            guard: { type: 'mayApply', params: ({ event }) => event.output },
            target: 'editing',
            actions: { type: 'assignVerification', params: ({ event }) => event.output },
          },
          { target: 'waiting', actions: { type: 'assignVerification', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** The status could not be read. */
    failed: { on: { 'verification.retry': { target: 'loading', actions: 'clearErrors' } } },
    /** Pending or verified: the status only, until the status read again says otherwise. */
    waiting: {
      invoke: { src: 'statusChanges', input: ({ context }) => ({ notifications: context.notifications }) },
      on: { 'verification.refresh': 'refreshing' },
    },
    /** Reading the status again while it stays on screen; a failure keeps the one shown. */
    refreshing: {
      invoke: {
        src: 'loadVerification',
        onDone: [
          {
            guard: { type: 'mayApply', params: ({ event }) => event.output },
            target: 'editing',
            actions: { type: 'assignVerification', params: ({ event }) => event.output },
          },
          { target: 'waiting', actions: { type: 'assignVerification', params: ({ event }) => event.output } },
        ],
        onError: 'waiting',
      },
    },
    /** Not applied or rejected: the form. */
    editing: {
      on: {
        'verification.documentType': { actions: { type: 'assignDocumentType', params: ({ event }) => event.documentType } },
        'verification.image': { actions: { type: 'assignImage', params: ({ event }) => event.file } },
        'verification.selfie': { actions: { type: 'assignSelfie', params: ({ event }) => event.file } },
        'verification.submit': [
          { guard: 'isFormInvalid', actions: 'rejectForm' },
          { target: 'uploading', actions: 'clearErrors' },
        ],
      },
    },
    /** The two images go up, then the request names them. */
    uploading: {
      invoke: {
        src: 'submitVerification',
        input: ({ context }) => ({ documentType: context.documentType!, image: context.image!, selfie: context.selfie! }),
        onDone: {
          target: 'waiting',
          actions: [
            { type: 'assignVerification', params: ({ event }) => event.output.verification },
            'clearForm',
            { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
          ],
        },
        onError: { target: 'editing', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
