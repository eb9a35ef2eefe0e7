import { fromPromise } from 'xstate';
import { otpMachine, type OtpGrant } from '../../machines/otp.machine';
import { withSignal } from '../root/area';
import type { AuthServices } from './area';

/**
 * The code step of a signup or a password reset (their `otp` child), provided with the call that sends a new code
 * (a signup's resend, a reset's forgot-password): it loads with the flow that runs it, not with the app.
 */
export const otpStep = (api: AuthServices['api'], resend: (email: string, signal: AbortSignal) => Promise<{ message: string }>) =>
  otpMachine.provide({
    actors: {
      verifyOtp: fromPromise<OtpGrant, { email: string; otp: string }>(withSignal((input, signal) => api.verifyOtp(input, signal))),
      resendOtp: fromPromise<{ message: string }, { email: string }>(withSignal((input, signal) => resend(input.email, signal))),
    },
  });
