import { fromCallback, fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { useSelector } from '@xstate/react';
import { authMachine, type AuthEvent, type Credentials, type StoredSession } from '../machines/auth.machine';
import { otpMachine, type OtpGrant } from '../machines/otp.machine';
import { signupMachine } from '../machines/signup.machine';
import type { AuthApi } from '../services/api';
import type { SignupForm } from '../validation/forms';
import { longLived, longLivedOnDemand, withSignal, type Area } from './area';
import { useSystemActor } from './hooks';

/** The code step a signup or a reset runs (their `otp` child). */
export type OtpActor = ActorRefFrom<typeof otpMachine>;

/** What login, signup, the code step and password reset need of the outside world. */
export interface AuthServices {
  api: Pick<AuthApi, 'login' | 'chatLogin' | 'viewer' | 'logout' | 'register' | 'verifyOtp' | 'resendOtp' | 'forgotPassword' | 'resetPassword'>;
  session: {
    load(): Promise<StoredSession | null>;
    saveAdmin(session: { authToken: string; userId: string }): Promise<void>;
    saveChat(session: { jwtToken: string; chatUserId: string }): Promise<void>;
    clear(): Promise<void>;
  };
  /** Subscribes to the REST client's 401 answers; returns the unsubscribe. */
  onUnauthorized(listener: () => void): () => void;
  navigate(path: string, options?: { replace?: boolean }): void;
  /** Leaves the single-page app for a path with a full reload (logout). */
  reloadAt(path: string): void;
}

const failSoftly = (error: unknown) => console.error(error);

const passwordResetCode = () => import('./passwordReset');

/** Login, logout and 401 (auth), signup with its code step, forgot/reset password (on demand): all long-lived. */
export function auth({ api, session, onUnauthorized, navigate, reloadAt }: AuthServices) {
  const otpFor = (resend: (email: string, signal: AbortSignal) => Promise<{ message: string }>) =>
    otpMachine.provide({
      actors: {
        verifyOtp: fromPromise<OtpGrant, { email: string; otp: string }>(withSignal((input, signal) => api.verifyOtp(input, signal))),
        resendOtp: fromPromise<{ message: string }, { email: string }>(withSignal((input, signal) => resend(input.email, signal))),
      },
    });

  return {
    actors: {
      auth: longLived(
        authMachine.provide({
          actors: {
            restoreSession: fromPromise(() => session.load()),
            adminLogin: fromPromise(withSignal((credentials: Credentials, signal) => api.login(credentials, signal))),
            chatLogin: fromPromise(withSignal((credentials: Credentials, signal) => api.chatLogin(credentials, signal))),
            loadViewer: fromPromise(({ signal }) => api.viewer(signal)),
            // The server ends the session first (best effort: offline or already ended, the browser forgets it anyway).
            clearSession: fromPromise(() => api.logout().catch(() => undefined).then(() => session.clear())),
            unauthorizedAnswers: fromCallback<AuthEvent>(({ sendBack }) => onUnauthorized(() => sendBack({ type: 'session.unauthorized' }))),
          },
          actions: {
            persistAdminSession: (_, stored) => void session.saveAdmin(stored).catch(failSoftly),
            persistChatSession: (_, stored) => void session.saveChat(stored).catch(failSoftly),
            goToHome: () => navigate('/home', { replace: true }),
            leaveToLogin: () => reloadAt('/login'),
          },
        }),
      ),
      signup: longLived(
        signupMachine.provide({
          actors: {
            register: fromPromise(withSignal((form: SignupForm, signal) => api.register(toRegistration(form), signal))),
            otp: otpFor((email, signal) => api.resendOtp({ email }, signal)),
          },
          actions: { goToOtp: () => navigate('/otp-verification') },
        }),
      ),
      // Opened by the person (Forgot password?): its code loads with the first password screen.
      passwordReset: longLivedOnDemand(async () => (await passwordResetCode()).passwordResetLogic({ api, navigate }, otpFor((email, signal) => api.forgotPassword({ email }, signal)))),
    },
    screens: {},
  } satisfies Area;
}

function toRegistration(form: SignupForm) {
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    username: form.username.trim(),
    email: form.email.trim(),
    phone: form.phone.trim(),
    password: form.password,
    ...(form.referralCode.trim() ? { referralCode: form.referralCode.trim() } : {}),
  };
}

export const useAuthActor = () => useSystemActor('auth');
export const useSignupActor = () => useSystemActor('signup');
export const usePasswordResetActor = () => useSystemActor('passwordReset');
export const useAuth = <T>(selector: (snapshot: SnapshotFrom<typeof authMachine>) => T) => useSelector(useAuthActor(), selector);
export const useViewer = () => useAuth((snapshot) => snapshot.context.viewer);
