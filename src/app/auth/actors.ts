import { fromPromise } from 'xstate';
import { signupMachine } from '../../machines/signup.machine';
import type { SignupForm } from '../../validation/forms';
import { withSignal } from '../root/area';
import type { AuthServices } from './area';
import { otpStep } from './otpStep';

/*
 * Signup with its code step provided with its services: this module and the machines load with the first signup
 * or code screen, or when a login meets an unverified account (src/app/auth.ts declares the actor on demand and
 * delivers it that account), so the first load of /home and /login carries none of it.
 */

export const signupLogic = ({ api, navigate }: Pick<AuthServices, 'api' | 'navigate'>) =>
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
