import { fromCallback, fromPromise, sendParent, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { useSelector } from '@xstate/react';
import { authMachine, type AuthEvent, type Credentials, type StoredSession } from '../../machines/auth.machine';
import type { otpMachine } from '../../machines/otp.machine';
import type { SignupEvent } from '../../machines/signup.machine';
import type { AuthApi } from '../../services/api';
import { deliver, longLived, longLivedOnDemand, withSignal, type Area } from '../root/area';
import { useSystemActor } from '../root/hooks';

/** The code step a signup or a reset runs (their `otp` child). */
export type OtpActor = ActorRefFrom<typeof otpMachine>;

/** What login, signup, the code step and password reset need of the outside world. */
export interface AuthServices {
  api: Pick<
    AuthApi,
    'login' | 'chatLogin' | 'viewer' | 'logout' | 'register' | 'verifyOtp' | 'resendOtp' | 'forgotPassword' | 'resetPassword'
  >;
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

const signupCode = () => import('./actors');
const passwordResetCode = () => import('./passwordReset');

/** Login, logout and 401 (auth) from the start; signup with its code step and forgot/reset password on demand. */
export function auth({ api, session, onUnauthorized, navigate, reloadAt }: AuthServices) {
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
            clearSession: fromPromise(() =>
              api
                .logout()
                .catch(() => undefined)
                .then(() => session.clear()),
            ),
            unauthorizedAnswers: fromCallback<AuthEvent>(({ sendBack }) =>
              onUnauthorized(() => sendBack({ type: 'session.unauthorized' })),
            ),
          },
          actions: {
            persistAdminSession: (_, stored) => void session.saveAdmin(stored).catch(failSoftly),
            persistChatSession: (_, stored) => void session.saveChat(stored).catch(failSoftly),
            // Signup may not run yet: the root starts it, then hands it the unverified account.
            startVerification: sendParent((_, credentials: Credentials) =>
              deliver('signup', { type: 'verification.start', credentials } satisfies SignupEvent),
            ),
            goToHome: () => navigate('/home', { replace: true }),
            leaveToLogin: () => reloadAt('/login'),
          },
        }),
      ),
      // Opened by the person (Create account, Forgot password?) or by an unverified login: each loads with its first screen.
      signup: longLivedOnDemand(async () => (await signupCode()).signupLogic({ api, navigate })),
      passwordReset: longLivedOnDemand(async () => (await passwordResetCode()).passwordResetLogic({ api, navigate })),
    },
    screens: {},
  } satisfies Area;
}

export const useAuthActor = () => useSystemActor('auth');
export const useSignupActor = () => useSystemActor('signup');
export const usePasswordResetActor = () => useSystemActor('passwordReset');
export const useAuth = <T>(selector: (snapshot: SnapshotFrom<typeof authMachine>) => T) => useSelector(useAuthActor(), selector);
export const useViewer = () => useAuth((snapshot) => snapshot.context.viewer);
