import { fromPromise } from 'xstate';
import { passwordResetMachine, type ResetRequest } from '../../machines/passwordReset.machine';
import { withSignal } from '../root/area';
import type { AuthServices } from './area';
import { otpStep } from './otpStep';

/*
 * Forgot/reset password provided with its services: this module and the machine load with the first password
 * screen (src/app/auth.ts declares the actor on demand), so the first load of /home and /login carries none of it.
 */

export const passwordResetLogic = ({ api, navigate }: Pick<AuthServices, 'api' | 'navigate'>) =>
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
