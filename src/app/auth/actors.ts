import { fromPromise } from 'xstate';
import type { AuthApi } from '../../services/api';
import { otpMachine, type OtpGrant } from '../../machines/otp.machine';
import { passwordResetMachine, type ResetRequest } from '../../machines/passwordReset.machine';
import { signupMachine } from '../../machines/signup.machine';
import type { SignupForm } from '../../validation/forms';
import { withSignal } from '../root/area';

/*
 * Signup and forgot/reset password, each with its code step, provided with their services: this module and the
 * machines load with the first signup, code or password screen, or when a login meets an unverified account
 * (./area.ts declares both actors on demand), so the first load of /home and /login carries none of it.
 */

/** The calls and the navigation signup and password reset need. */
export interface AccountServices {
  api: Pick<AuthApi, 'register' | 'verifyOtp' | 'resendOtp' | 'forgotPassword' | 'resetPassword'>;
  navigate(path: string, options?: { replace?: boolean }): void;
}

/**
 * The code step of a signup or a password reset (their `otp` child), provided with the call that sends a new code
 * (a signup's resend, a reset's forgot-password): it loads with the flow that runs it, not with the app.
 */
export const otpStep = (api: AccountServices['api'], resend: (email: string, signal: AbortSignal) => Promise<{ message: string }>) =>
  otpMachine.provide({
    actors: {
      verifyOtp: fromPromise<OtpGrant, { email: string; otp: string }>(withSignal((input, signal) => api.verifyOtp(input, signal))),
      resendOtp: fromPromise<{ message: string }, { email: string }>(withSignal((input, signal) => resend(input.email, signal))),
    },
  });

export const signupLogic = ({ api, navigate }: AccountServices) =>
  signupMachine.provide({
    actors: {
      register: fromPromise(withSignal((form: SignupForm, signal) => api.register(toRegistration(form), signal))),
      otp: otpStep(api, (email, signal) => api.resendOtp({ email }, signal)),
    },
    actions: { goToOtp: () => navigate('/otp-verification') },
  });

function toRegistration(form: SignupForm) {
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    username: form.username.trim(),
    email: form.email.trim(),
    phone: form.phone.trim(),
    password: form.password,
    birthDate: form.birthDate.trim(),
    ...(form.referralCode.trim() ? { referralCode: form.referralCode.trim() } : {}),
  };
}

export const passwordResetLogic = ({ api, navigate }: AccountServices) =>
  passwordResetMachine.provide({
    actors: {
      forgotPassword: fromPromise(withSignal(({ email }: { email: string }, signal) => api.forgotPassword({ email }, signal))),
      resetPassword: fromPromise(withSignal((request: ResetRequest, signal) => api.resetPassword(request, signal))),
      otp: otpStep(api, (email, signal) => api.forgotPassword({ email }, signal)),
    },
    actions: {
      goToOtp: () => navigate('/otp-verification'),
      goToForgotPassword: () => navigate('/forget-password'),
      goToResetPassword: () => navigate('/reset-password'),
      goToLogin: () => navigate('/login'),
    },
  });
