import { fromCallback, fromPromise, sendParent, type ActorRefFrom, type AnyActorRef } from 'xstate';
import { authMachine, type AuthEvent, type Credentials, type StoredSession } from '../../machines/auth.machine';
import type { SessionEvent } from '../../machines/notifications.machine';
import type { SignupEvent } from '../../machines/signup.machine';
import type { AuthApi } from '../../services/api';
import { deliver, longLived, longLivedOnDemand, withSignal, type Area } from '../root/area';
import type { AccountServices } from './actors';

/** What login, signup, the code step and password reset need of the outside world. */
export interface AuthServices {
  api: Pick<AuthApi, 'login' | 'chatLogin' | 'viewer' | 'logout'> & AccountServices['api'];
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

// Signup and password reset (with their code step) load together, with the first screen of either.
const accountCode = () => import('./actors');

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
      signup: longLivedOnDemand(async () => (await accountCode()).signupLogic({ api, navigate })),
      passwordReset: longLivedOnDemand(async () => (await accountCode()).passwordResetLogic({ api, navigate })),
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
