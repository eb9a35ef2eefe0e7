import { assign, fromPromise, setup } from 'xstate';
import { isValid, validateChangePassword, type ChangePasswordForm, type FieldErrors } from '../validation/forms';
import { assignFailure, type Failure } from './failure';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
import type { ToastsRef } from './toast.machine';

export type ChangePasswordEvent = { type: 'password.submit'; form: ChangePasswordForm };

/** Settings → Change Password: old password, new one by the rule, confirmation. */
export const changePasswordMachine = setup({
  types: {
    context: {} as { toasts: ToastsRef; fieldErrors: FieldErrors<keyof ChangePasswordForm>; failure: Failure | null; revision: number },
    /** A screen-scoped actor: the app's toasts it reports to. */
    input: {} as { toasts: ToastsRef },
    events: {} as ChangePasswordEvent,
  },
  actors: {
    changePassword: fromPromise<{ message: string }, ChangePasswordForm>(notProvided('changePassword')),
  },
  actions: {
    rejectForm: assign({
      fieldErrors: ({ event }) => validateChangePassword(event.form),
      failure: null,
    }),
    clearErrors: assign({ fieldErrors: {}, failure: null }),
    assignFailure: assignFailure(),
    /** A new revision tells the form to start empty again. */
    resetForm: assign({ revision: ({ context }) => context.revision + 1 }),
    notify: notifyGivenToasts(),
  },
  guards: {
    isFormInvalid: ({ event }) => !isValid(validateChangePassword(event.form)),
  },
}).createMachine({
  id: 'changePassword',
  context: ({ input }) => ({ toasts: input.toasts, fieldErrors: {}, failure: null, revision: 0 }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'password.submit': [
          { guard: 'isFormInvalid', actions: 'rejectForm' },
          { target: 'saving', actions: 'clearErrors' },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'changePassword',
        input: ({ event }) => (event as ChangePasswordEvent).form,
        onDone: {
          target: 'editing',
          actions: ['resetForm', { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) }],
        },
        onError: { target: 'editing', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
