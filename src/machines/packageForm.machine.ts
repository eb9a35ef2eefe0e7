import { assign, fromPromise, setup } from 'xstate';
import {
  firstPackageError,
  packageErrors,
  typedPackagePrice,
  type PackageErrors,
  type PackageField,
  type PackageForm,
} from '../validation/packages';
import { assignFailure, type Failure } from './failure';
import type { MediaPackage } from './mediaPackage';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
import type { ToastsRef } from './toast.machine';

export interface PackageFormInput {
  /** Absent: a new package; present: the package edited. */
  packageId: string | null;
  form: PackageForm;
  toasts: ToastsRef;
}

export interface PackageFormContext extends PackageFormInput {
  errors: PackageErrors;
  /** Errors show once the person has tried to save. */
  submitted: boolean;
  failure: Failure | null;
  saved: MediaPackage | null;
}

export type PackageFormEvent = { type: 'packageForm.typed'; field: PackageField; value: string } | { type: 'packageForm.submit' };

/**
 * The package form, create or edit (spec §2, §5): a name and a price, checked by the server's own rules before
 * anything is sent. Its output is the saved package.
 */
export const packageFormMachine = setup({
  types: {
    context: {} as PackageFormContext,
    input: {} as PackageFormInput,
    events: {} as PackageFormEvent,
    output: {} as MediaPackage,
  },
  actors: {
    savePackage: fromPromise<{ message: string; package: MediaPackage }, { packageId: string | null; name: string; price: number }>(
      notProvided('savePackage'),
    ),
  },
  actions: {
    // Spec §5: digits only on create; on edit the input also blocks e E + - . (a paste keeps its digits).
    type: assign(({ context }, { field, value }: { field: PackageField; value: string }) => {
      const form = { ...context.form, [field]: field === 'price' ? typedPackagePrice(value) : value };
      return { form, errors: packageErrors(form) };
    }),
    markSubmitted: assign({ submitted: true, failure: null }),
    assignSaved: assign((_, saved: MediaPackage) => ({ saved })),
    assignFailure: assignFailure(),
    notify: notifyGivenToasts(),
  },
  guards: {
    isValid: ({ context }) => firstPackageError(context.errors) === undefined,
  },
}).createMachine({
  id: 'packageForm',
  context: ({ input }) => ({ ...input, errors: packageErrors(input.form), submitted: false, failure: null, saved: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'packageForm.typed': { actions: { type: 'type', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        'packageForm.submit': [{ guard: 'isValid', target: 'saving', actions: 'markSubmitted' }, { actions: 'markSubmitted' }],
      },
    },
    saving: {
      invoke: {
        src: 'savePackage',
        input: ({ context }) => ({ packageId: context.packageId, name: context.form.name.trim(), price: Number(context.form.price) }),
        onDone: {
          target: 'saved',
          actions: [
            { type: 'assignSaved', params: ({ event }) => event.output.package },
            { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
          ],
        },
        onError: { target: 'editing', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    saved: {
      type: 'final',
    },
  },
  output: ({ context }) => context.saved as MediaPackage,
});
