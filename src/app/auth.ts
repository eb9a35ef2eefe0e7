import { useSelector } from '@xstate/react';
import {
  fromCallback,
  fromPromise,
  sendParent,
  type ActorRefFrom,
  type AnyActorRef,
  type PromiseActorLogic,
  type SnapshotFrom,
} from 'xstate';
import { authMachine, type AuthEvent, type Credentials, type StoredSession } from '../machines/auth.machine';
import type { SessionEvent } from '../machines/notifications.machine';
import type { OtpGrant, otpMachine } from '../machines/otp.machine';
import type { SignupEvent } from '../machines/signup.machine';
import { runOperation, type Gateway, type OperationResult } from '../services/gatewayError';
import type { SignupForm } from '../validation/forms';
import { deliver, longLived, longLivedOnDemand, operation, type Area } from './root/area';
import { useSystemActor } from './root/hooks';

/** What login, signup, the code step and password reset need of the outside world. */
export interface AuthServices {
  gateway: Gateway;
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

/** A verified code's grant in the machine's words: the purpose in lowercase, and only the token that applies. */
function toGrant({ purpose, userId, authToken, resetToken, message }: OperationResult<'VerifyOtp'>['verifyOtp']): OtpGrant {
  return {
    purpose: purpose === 'RESET' ? 'reset' : 'verify',
    userId,
    ...(authToken ? { authToken } : {}),
    ...(resetToken ? { resetToken } : {}),
    message,
  };
}

/**
 * The code step of a signup or a password reset (their `otp` child), provided with the call that sends a new code
 * (a signup's resend, a reset's forgot-password): its machine loads with the flow that runs it, not with the app.
 */
const otpStep = async (gateway: Gateway, resendOtp: PromiseActorLogic<{ message: string }, { email: string }>) =>
  (await import('../machines/otp.machine')).otpMachine.provide({
    actors: {
      verifyOtp: operation(
        gateway,
        'VerifyOtp',
        (answer) => toGrant(answer.verifyOtp),
        (input) => ({ input }),
      ),
      resendOtp,
    },
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

/** Login, logout and 401 (auth) from the start; signup with its code step and forgot/reset password on demand. */
export function auth({ gateway, session, onUnauthorized, navigate, reloadAt }: AuthServices) {
  return {
    actors: {
      auth: longLived(
        authMachine.provide({
          actors: {
            restoreSession: fromPromise(() => session.load()),
            adminLogin: operation(
              gateway,
              'Login',
              ({ login }) => ({ authToken: login.authToken, viewer: login.viewer, message: login.message }),
              (credentials) => ({ input: credentials }),
            ),
            chatLogin: operation(
              gateway,
              'ChatLogin',
              ({ chatLogin }) => ({ jwtToken: chatLogin.jwtToken, chatUserId: chatLogin.chatUserId }),
              (credentials) => ({ input: credentials }),
            ),
            loadViewer: operation(
              gateway,
              'Viewer',
              (answer) => answer.viewer,
              () => ({}),
            ),
            // The server ends the session first (best effort: offline or already ended, the browser forgets it anyway).
            clearSession: fromPromise(() =>
              runOperation(gateway, 'Logout', {})
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
      // Opened by the person (Create account, Forgot password?) or by an unverified login: each machine loads with its first screen.
      signup: longLivedOnDemand(async () => {
        const [{ signupMachine }, otp] = await Promise.all([
          import('../machines/signup.machine'),
          otpStep(
            gateway,
            operation(
              gateway,
              'ResendOtp',
              ({ resendOtp }) => ({ message: resendOtp.message }),
              ({ email }) => ({ input: { email } }),
            ),
          ),
        ]);
        return signupMachine.provide({
          actors: {
            register: operation(
              gateway,
              'Register',
              ({ register }) => ({ email: register.email, message: register.message }),
              (form) => ({ input: toRegistration(form) }),
            ),
            otp,
          },
          actions: { goToOtp: () => navigate('/otp-verification') },
        });
      }),
      passwordReset: longLivedOnDemand(async () => {
        const forgotPassword = operation<'ForgotPassword', { message: string }, { email: string }>(
          gateway,
          'ForgotPassword',
          (answer) => ({ message: answer.forgotPassword.message }),
          ({ email }) => ({ input: { email } }),
        );
        const [{ passwordResetMachine }, otp] = await Promise.all([
          import('../machines/passwordReset.machine'),
          otpStep(gateway, forgotPassword),
        ]);
        return passwordResetMachine.provide({
          actors: {
            forgotPassword,
            resetPassword: operation(
              gateway,
              'ResetPassword',
              ({ resetPassword }) => ({ message: resetPassword.message }),
              (input) => ({ input }),
            ),
            otp,
          },
          actions: {
            goToOtp: () => navigate('/otp-verification'),
            goToForgotPassword: () => navigate('/forget-password'),
            goToResetPassword: () => navigate('/reset-password'),
            goToLogin: () => navigate('/login'),
          },
        });
      }),
    },
    screens: {},
  } satisfies Area;
}

type AuthActor = ActorRefFrom<typeof authMachine>;

/** Signed in once the viewer is known (the chat token is stored by then); out on logout or a 401. */
export const sessionChanges = fromCallback<SessionEvent>(({ sendBack, system }) => {
  const auth = (system as { get(id: string): AnyActorRef | undefined }).get('auth') as AuthActor | undefined;
  if (!auth) return () => {};
  let signedIn = false;
  const follow = (snapshot: ReturnType<AuthActor['getSnapshot']>) => {
    const now = snapshot.matches({ loggedIn: 'ready' });
    if (now === signedIn) return;
    signedIn = now;
    sendBack(now ? { type: 'session.started', me: snapshot.context.viewer?.chatUserId ?? null } : { type: 'session.ended' });
  };
  follow(auth.getSnapshot());
  const subscription = auth.subscribe(follow);
  return () => subscription.unsubscribe();
});

// The hooks the sign-in, signup and reset views use.

/** The code step a signup or a reset runs (their `otp` child). */
export type OtpActor = ActorRefFrom<typeof otpMachine>;

export const useAuthActor = () => useSystemActor('auth');
export const useSignupActor = () => useSystemActor('signup');
export const usePasswordResetActor = () => useSystemActor('passwordReset');
export const useAuth = <T>(selector: (snapshot: SnapshotFrom<typeof authMachine>) => T) => useSelector(useAuthActor(), selector);
export const useViewer = () => useAuth((snapshot) => snapshot.context.viewer);
