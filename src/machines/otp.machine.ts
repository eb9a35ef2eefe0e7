import { assign, fromPromise, setup } from 'xstate';
import { isValid, validateOtp, type FieldErrors, type OtpForm } from '../validation/forms';
import { assignFailure, type Failure } from './failure';
import { notifyToasts } from './notice';
import { notProvided } from './notProvided';

/** What a verified code grants: a session (signup) or the right to choose a new password (reset). */
export interface OtpGrant {
  purpose: 'verify' | 'reset';
  userId: string;
  authToken?: string;
  resetToken?: string;
  message: string;
}

interface OtpContext {
  email: string;
  otp: string;
  fieldErrors: FieldErrors<keyof OtpForm>;
  failure: Failure | null;
  grant: OtpGrant | null;
}

export type OtpEvent = { type: 'otp.submit'; form: OtpForm } | { type: 'otp.resend' };

/** The 6-digit code step shared by signup and forgot password; each parent provides its own resend. */
export const otpMachine = setup({
  types: {
    context: {} as OtpContext,
    events: {} as OtpEvent,
    input: {} as { email: string },
    output: {} as OtpGrant,
  },
  actors: {
    verifyOtp: fromPromise<OtpGrant, { email: string; otp: string }>(notProvided('verifyOtp')),
    resendOtp: fromPromise<{ message: string }, { email: string }>(notProvided('resendOtp')),
  },
  actions: {
    rejectOtp: assign({
      fieldErrors: ({ event }) => (event.type === 'otp.submit' ? validateOtp(event.form) : {}),
      failure: null,
    }),
    takeOtp: assign({
      otp: ({ event }) => (event.type === 'otp.submit' ? event.form.otp : ''),
      fieldErrors: {},
      failure: null,
    }),
    assignFailure: assignFailure(),
    forgetOtp: assign({ otp: '' }),
    assignGrant: assign({ grant: (_, grant: OtpGrant) => grant, failure: null }),
    clearFailure: assign({ failure: null }),
    notify: notifyToasts(),
  },
  guards: {
    isOtpInvalid: ({ event }) => event.type === 'otp.submit' && !isValid(validateOtp(event.form)),
  },
}).createMachine({
  id: 'otp',
  context: ({ input }) => ({ email: input.email, otp: '', fieldErrors: {}, failure: null, grant: null }),
  initial: 'entering',
  output: ({ context }) => context.grant!,
  states: {
    // Waiting for the code from the mail.
    entering: {
      on: {
        'otp.submit': [
          { guard: 'isOtpInvalid', actions: 'rejectOtp' },
          { target: 'verifying', actions: 'takeOtp' },
        ],
        'otp.resend': 'resending',
      },
    },
    verifying: {
      invoke: {
        src: 'verifyOtp',
        input: ({ context }) => ({ email: context.email, otp: context.otp }),
        onDone: { target: 'verified', actions: { type: 'assignGrant', params: ({ event }) => event.output } },
        onError: { target: 'entering', actions: [{ type: 'assignFailure', params: ({ event }) => ({ error: event.error }) }, 'forgetOtp'] },
      },
    },
    // A new code replaces the old one on the server.
    resending: {
      invoke: {
        src: 'resendOtp',
        input: ({ context }) => ({ email: context.email }),
        onDone: {
          target: 'entering',
          actions: ['clearFailure', { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) }],
        },
        onError: { target: 'entering', actions: [{ type: 'assignFailure', params: ({ event }) => ({ error: event.error }) }, 'forgetOtp'] },
      },
    },
    verified: { type: 'final' },
  },
});
