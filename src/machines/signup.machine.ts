import { assign, fromPromise, sendTo, setup } from 'xstate';
import { isValid, validateSignup, type FieldErrors, type SignupForm } from '../validation/forms';
import type { Credentials } from './auth.machine';
import { assignFailure, type Failure } from './failure';
import { notifyToasts } from './notice';
import { otpMachine } from './otp.machine';
import { notProvided } from './notProvided';

interface SignupContext {
  form: SignupForm | null;
  /** Kept until the code is verified, then handed to the auth actor's login and forgotten. */
  credentials: Credentials | null;
  fieldErrors: FieldErrors<keyof SignupForm>;
  failure: Failure | null;
}

export type SignupEvent =
  /** `today` is the person's date (YYYY-MM-DD): signup is for those 18 or older on it. */
  | { type: 'signup.submit'; form: SignupForm; today: string }
  | { type: 'verification.start'; credentials: Credentials }
  | { type: 'signup.cancel' };

export const signupMachine = setup({
  types: {
    context: {} as SignupContext,
    events: {} as SignupEvent,
  },
  actors: {
    register: fromPromise<{ email: string; message: string }, SignupForm>(notProvided('register')),
    otp: otpMachine,
  },
  actions: {
    rejectSignupForm: assign({
      fieldErrors: ({ event }) => (event.type === 'signup.submit' ? validateSignup(event.form, event.today) : {}),
      failure: null,
    }),
    takeForm: assign(({ event }) =>
      event.type === 'signup.submit'
        ? {
            form: event.form,
            credentials: { email: event.form.email.trim(), password: event.form.password },
            fieldErrors: {},
            failure: null,
          }
        : {},
    ),
    takeCredentials: assign({
      credentials: ({ event }) => (event.type === 'verification.start' ? event.credentials : null),
      form: null,
      fieldErrors: {},
      failure: null,
    }),
    forgetForm: assign({ form: null, credentials: null }),
    assignFailure: assignFailure(),
    notify: notifyToasts(),
    /** The verified account logs in through the one login path (admin, then chat). */
    requestLogin: sendTo(
      ({ system }) => system.get('auth'),
      (_, credentials: Credentials) => ({ type: 'login.submit' as const, form: { ...credentials, acceptTerms: true } }),
    ),
    goToOtp: () => {},
  },
  guards: {
    isSignupFormInvalid: ({ event }) => event.type === 'signup.submit' && !isValid(validateSignup(event.form, event.today)),
  },
}).createMachine({
  id: 'signup',
  context: { form: null, credentials: null, fieldErrors: {}, failure: null },
  initial: 'idle',
  on: {
    // An unverified login from /login: (re)start the code step for that account, whatever was open.
    'verification.start': { target: '.verifying', reenter: true, actions: 'takeCredentials' },
  },
  states: {
    // The signup form.
    idle: {
      on: {
        'signup.submit': [
          { guard: 'isSignupFormInvalid', actions: 'rejectSignupForm' },
          { target: 'registering', actions: 'takeForm' },
        ],
      },
    },
    registering: {
      invoke: {
        src: 'register',
        input: ({ context }) => context.form!,
        onDone: {
          target: 'verifying',
          actions: { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
        },
        onError: {
          target: 'idle',
          actions: [{ type: 'assignFailure', params: ({ event }) => ({ error: event.error }) }, 'forgetForm'],
        },
      },
    },
    // The code mailed to the new account, on /otp-verification.
    verifying: {
      entry: 'goToOtp',
      invoke: {
        id: 'otp',
        src: 'otp',
        input: ({ context }) => ({ email: context.credentials!.email }),
        onDone: {
          target: 'idle',
          actions: [{ type: 'requestLogin', params: ({ context }) => context.credentials! }, 'forgetForm'],
        },
      },
      on: {
        'signup.cancel': { target: 'idle', actions: 'forgetForm' },
        'signup.submit': [
          { guard: 'isSignupFormInvalid', actions: 'rejectSignupForm' },
          { target: 'registering', actions: 'takeForm' },
        ],
      },
    },
  },
});
