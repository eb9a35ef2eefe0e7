import { assign, fromPromise, setup } from 'xstate';
import { isValid, type FieldErrors } from '../validation/forms';
import { validateBank, type BankField, type BankForm } from '../validation/review';
import { assignFailure, type Failure } from './failure';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
import type { ToastsRef } from './toast.machine';

/** Saved banking details as shown again: the account number masked by the server. */
export type SavedBank = BankForm;

export type BankingEvent = { type: 'banking.retry' } | { type: 'banking.submit'; form: BankForm };

/** Settings → Banking (spec §3, §5): the saved details (masked), and the nine-field form to set them. */
export const bankingMachine = setup({
  types: {
    context: {} as {
      toasts: ToastsRef;
      saved: SavedBank | null;
      fieldErrors: FieldErrors<BankField>;
      failure: Failure | null;
      revision: number;
    },
    input: {} as { toasts: ToastsRef },
    events: {} as BankingEvent,
  },
  actors: {
    loadBank: fromPromise<SavedBank | null>(notProvided('loadBank')),
    saveBank: fromPromise<{ message: string; bank: SavedBank }, BankForm>(notProvided('saveBank')),
  },
  actions: {
    assignSaved: assign({ saved: (_, saved: SavedBank | null) => saved }),
    rejectForm: assign({ fieldErrors: (_, form: BankForm) => validateBank(form), failure: null }),
    clearErrors: assign({ fieldErrors: {}, failure: null }),
    /** A new revision starts the form empty again (the saved account number is never sent back). */
    resetForm: assign({ revision: ({ context }) => context.revision + 1 }),
    assignFailure: assignFailure(),
    notify: notifyGivenToasts(),
  },
  guards: {
    isFormInvalid: (_, form: BankForm) => !isValid(validateBank(form)),
  },
}).createMachine({
  id: 'banking',
  context: ({ input }) => ({ toasts: input.toasts, saved: null, fieldErrors: {}, failure: null, revision: 0 }),
  initial: 'loading',
  states: {
    /** Reading the saved details. */
    loading: {
      invoke: {
        src: 'loadBank',
        onDone: { target: 'editing', actions: { type: 'assignSaved', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** The saved details could not be read. */
    failed: { on: { 'banking.retry': { target: 'loading', actions: 'clearErrors' } } },
    /** The saved details (if any) and the form. */
    editing: {
      on: {
        'banking.submit': [
          {
            guard: { type: 'isFormInvalid', params: ({ event }) => event.form },
            actions: { type: 'rejectForm', params: ({ event }) => event.form },
          },
          { target: 'saving', actions: 'clearErrors' },
        ],
      },
    },
    /** Sending the nine fields. */
    saving: {
      invoke: {
        src: 'saveBank',
        input: ({ event }) => (event as Extract<BankingEvent, { type: 'banking.submit' }>).form,
        onDone: {
          target: 'editing',
          actions: [
            { type: 'assignSaved', params: ({ event }) => event.output.bank },
            'resetForm',
            { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
          ],
        },
        onError: { target: 'editing', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
