import { assign, fromPromise, setup } from 'xstate';
import { isValid, validateEmail, validateNewPassword, type EmailForm, type FieldErrors, type NewPasswordForm } from '../validation/forms';
import { Messages } from '../../contract/messages';
import { assignFailure, type Failure } from './failure';
import { notifyToasts } from './notice';
import { otpMachine, type OtpGrant } from './otp.machine';
import { notProvided } from './notProvided';

export interface ResetRequest {
  userId: string;
  resetToken: string;
  newPassword: string;
  confirmPassword: string;
}

interface PasswordResetContext {
  email: string;
  grant: { userId: string; resetToken: string } | null;
  fieldErrors: FieldErrors<keyof EmailForm | keyof NewPasswordForm>;
  failure: Failure | null;
}

export type PasswordResetEvent =
  { type: 'forgot.submit'; form: EmailForm } | { type: 'reset.submit'; form: NewPasswordForm } | { type: 'forgot.cancel' };

/** Forgot password: email, the mailed code, a new password, then the login page. */
export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
  },
  actors: {
    forgotPassword: fromPromise<{ message: string }, { email: string }>(notProvided('forgotPassword')),
    resetPassword: fromPromise<{ message: string }, ResetRequest>(notProvided('resetPassword')),
    otp: otpMachine,
  },
  actions: {
    rejectEmail: assign({
      fieldErrors: ({ event }) => (event.type === 'forgot.submit' ? validateEmail(event.form) : {}),
      failure: null,
    }),
    takeEmail: assign({
      email: ({ event }) => (event.type === 'forgot.submit' ? event.form.email.trim() : ''),
      fieldErrors: {},
      failure: null,
    }),
    rejectNewPassword: assign({
      fieldErrors: ({ event }) => (event.type === 'reset.submit' ? validateNewPassword(event.form) : {}),
      failure: null,
    }),
    assignGrant: assign({
      grant: (_, grant: OtpGrant) => ({ userId: grant.userId, resetToken: grant.resetToken! }),
      failure: null,
    }),
    assignFailure: assignFailure(),
    clearErrors: assign({ fieldErrors: {}, failure: null }),
    forget: assign({ email: '', grant: null, fieldErrors: {}, failure: null }),
    notify: notifyToasts(),
    goToOtp: () => {},
    goToForgotPassword: () => {},
    goToResetPassword: () => {},
    goToLogin: () => {},
  },
  guards: {
    isEmailInvalid: ({ event }) => event.type === 'forgot.submit' && !isValid(validateEmail(event.form)),
    isNewPasswordInvalid: ({ event }) => event.type === 'reset.submit' && !isValid(validateNewPassword(event.form)),
    isResetGrant: (_, grant: OtpGrant) => grant.purpose === 'reset' && !!grant.resetToken,
  },
}).createMachine({
  id: 'passwordReset',
  context: { email: '', grant: null, fieldErrors: {}, failure: null },
  initial: 'idle',
  on: { 'forgot.cancel': { target: '.idle', actions: 'forget' } },
  states: {
    // The email form on /forget-password.
    idle: {
      on: {
        'forgot.submit': [
          { guard: 'isEmailInvalid', actions: 'rejectEmail' },
          { target: 'requestingCode', actions: 'takeEmail' },
        ],
      },
    },
    requestingCode: {
      invoke: {
        src: 'forgotPassword',
        input: ({ context }) => ({ email: context.email }),
        onDone: {
          target: 'verifying',
          actions: { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
        },
        onError: { target: 'idle', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // The mailed code, on /otp-verification.
    verifying: {
      entry: 'goToOtp',
      invoke: {
        id: 'otp',
        src: 'otp',
        input: ({ context }) => ({ email: context.email }),
        onDone: [
          {
            guard: { type: 'isResetGrant', params: ({ event }) => event.output },
            target: 'choosingPassword',
            actions: { type: 'assignGrant', params: ({ event }) => event.output },
          },
          // A signup code answered instead: the account was never verified.
          {
            target: 'idle',
            actions: [{ type: 'assignFailure', params: () => ({ error: new Error(Messages.resetTokenInvalid) }) }, 'goToForgotPassword'],
          },
        ],
      },
    },
    // The new password form on /reset-password.
    choosingPassword: {
      entry: 'goToResetPassword',
      on: {
        'reset.submit': [
          { guard: 'isNewPasswordInvalid', actions: 'rejectNewPassword' },
          { target: 'resetting', actions: 'clearErrors' },
        ],
      },
    },
    resetting: {
      invoke: {
        src: 'resetPassword',
        input: ({ context, event }) => ({
          ...context.grant!,
          ...(event.type === 'reset.submit' ? event.form : { newPassword: '', confirmPassword: '' }),
        }),
        onDone: {
          target: 'idle',
          actions: [{ type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) }, 'forget', 'goToLogin'],
        },
        onError: {
          target: 'choosingPassword',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
