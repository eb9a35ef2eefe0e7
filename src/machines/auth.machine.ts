import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import { isValid, validateLogin, type FieldErrors, type LoginForm } from '../validation/forms';
import { assignFailure, isVerifyRequired, type Failure } from './failure';
import { notifyToasts } from './notice';
import { notProvided } from './notProvided';

export interface Credentials {
  email: string;
  password: string;
}

/** The signed-in person as the shell shows them (header avatar, dropdown, profile link). */
export interface Viewer {
  id: string;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  profilePhoto: string | null;
  isVerified: boolean;
  chatUserId: string | null;
  /** Opens the admin area (verifications, payouts, reports). */
  isAdmin: boolean;
}

export interface StoredSession {
  authToken: string | null;
  userId: string | null;
  jwtToken: string | null;
  chatUserId: string | null;
}

export interface AdminLogin {
  authToken: string;
  viewer: Viewer;
  message: string;
}

export interface ChatLogin {
  jwtToken: string;
  chatUserId: string;
}

interface AuthContext {
  viewer: Viewer | null;
  /** Held only while the admin and chat logins run, then forgotten. */
  credentials: Credentials | null;
  /** The admin login's message, toasted once the chat login has also succeeded. */
  greeting: string | null;
  fieldErrors: FieldErrors<keyof LoginForm>;
  failure: Failure | null;
}

export type AuthEvent =
  | { type: 'login.submit'; form: LoginForm }
  | { type: 'session.logout' }
  | { type: 'session.unauthorized' }
  | { type: 'viewer.retry' }
  | { type: 'viewer.updated'; viewer: Viewer }
  /** Who the viewer is changed on the server (an admin decided their verification): read them again. */
  | { type: 'viewer.stale' };

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actors: {
    restoreSession: fromPromise<StoredSession | null>(notProvided('restoreSession')),
    adminLogin: fromPromise<AdminLogin, Credentials>(notProvided('adminLogin')),
    chatLogin: fromPromise<ChatLogin, Credentials>(notProvided('chatLogin')),
    loadViewer: fromPromise<Viewer>(notProvided('loadViewer')),
    clearSession: fromPromise<void>(notProvided('clearSession')),
    /** Any 401 from either API, reported by the REST client while the session lives. */
    unauthorizedAnswers: fromCallback<AuthEvent>(() => () => {}),
  },
  actions: {
    rejectLoginForm: assign({
      fieldErrors: ({ event }) => (event.type === 'login.submit' ? validateLogin(event.form) : {}),
      failure: null,
    }),
    takeCredentials: assign({
      credentials: ({ event }) =>
        event.type === 'login.submit' ? { email: event.form.email.trim(), password: event.form.password } : null,
      fieldErrors: {},
      failure: null,
    }),
    forgetCredentials: assign({ credentials: null }),
    assignViewer: assign({ viewer: (_, viewer: Viewer) => viewer }),
    assignGreeting: assign({ greeting: (_, greeting: string) => greeting }),
    forgetGreeting: assign({ greeting: null }),
    assignChatUser: assign({
      viewer: ({ context }, { chatUserId }: ChatLogin) => (context.viewer ? { ...context.viewer, chatUserId } : null),
    }),
    assignFailure: assignFailure(),
    forgetViewer: assign({ viewer: null, credentials: null, greeting: null, fieldErrors: {} }),
    /** Persists the admin token and user id in encrypted storage (implemented at the edge). */
    persistAdminSession: (_, _session: { authToken: string; userId: string }) => {},
    persistChatSession: (_, _session: ChatLogin) => {},
    /** Hands an unverified account to the signup flow's OTP step. */
    startVerification: sendTo(
      ({ system }) => system.get('signup'),
      (_, credentials: Credentials) => ({ type: 'verification.start' as const, credentials }),
    ),
    notify: notifyToasts(),
    goToHome: () => {},
    /** Leaves the app for /login with a reload, so no state of the old session survives. */
    leaveToLogin: () => {},
  },
  guards: {
    isLoginFormInvalid: ({ event }) => event.type === 'login.submit' && !isValid(validateLogin(event.form)),
    hasStoredSession: (_, session: StoredSession | null) => !!session?.authToken && !!session.jwtToken,
    isVerifyRequired: (_, { error }: { error: unknown }) => isVerifyRequired(error),
  },
}).createMachine({
  id: 'auth',
  context: { viewer: null, credentials: null, greeting: null, fieldErrors: {}, failure: null },
  initial: 'restoring',
  states: {
    // Reading the encrypted session left by an earlier visit.
    restoring: {
      invoke: {
        src: 'restoreSession',
        onDone: [{ guard: { type: 'hasStoredSession', params: ({ event }) => event.output }, target: 'loggedIn' }, { target: 'loggedOut' }],
        onError: { target: 'loggedOut' },
      },
    },
    // Only the public routes are open.
    loggedOut: {
      on: {
        'login.submit': [
          { guard: 'isLoginFormInvalid', actions: 'rejectLoginForm' },
          { target: 'authenticating', actions: 'takeCredentials' },
        ],
      },
    },
    // Admin API login first, then the chat API login with the same credentials.
    authenticating: {
      initial: 'admin',
      states: {
        admin: {
          invoke: {
            src: 'adminLogin',
            input: ({ context }) => context.credentials!,
            onDone: {
              target: 'chat',
              actions: [
                { type: 'assignViewer', params: ({ event }) => event.output.viewer },
                {
                  type: 'persistAdminSession',
                  params: ({ event }) => ({ authToken: event.output.authToken, userId: event.output.viewer.id }),
                },
                { type: 'assignGreeting', params: ({ event }) => event.output.message },
              ],
            },
            onError: [
              {
                guard: { type: 'isVerifyRequired', params: ({ event }) => ({ error: event.error }) },
                target: '#auth.loggedOut',
                actions: [
                  { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
                  { type: 'startVerification', params: ({ context }) => context.credentials! },
                  'forgetCredentials',
                ],
              },
              {
                target: '#auth.loggedOut',
                actions: [{ type: 'assignFailure', params: ({ event }) => ({ error: event.error }) }, 'forgetCredentials'],
              },
            ],
          },
        },
        chat: {
          invoke: {
            src: 'chatLogin',
            input: ({ context }) => context.credentials!,
            onDone: {
              target: '#auth.loggedIn.ready',
              actions: [
                { type: 'persistChatSession', params: ({ event }) => event.output },
                { type: 'assignChatUser', params: ({ event }) => event.output },
                'forgetCredentials',
                { type: 'notify', params: ({ context }) => ({ kind: 'success', message: context.greeting ?? '' }) },
                'forgetGreeting',
                'goToHome',
              ],
            },
            onError: {
              target: 'undoing',
              actions: [{ type: 'assignFailure', params: ({ event }) => ({ error: event.error }) }, 'forgetCredentials'],
            },
          },
        },
        // Without the chat session the app is half there: drop the admin session too, stay on /login.
        undoing: {
          invoke: {
            src: 'clearSession',
            onDone: { target: '#auth.loggedOut', actions: 'forgetViewer' },
            onError: { target: '#auth.loggedOut', actions: 'forgetViewer' },
          },
        },
      },
    },
    // Inside the app; any 401 from either API ends the session.
    loggedIn: {
      initial: 'loadingViewer',
      invoke: { src: 'unauthorizedAnswers' },
      on: {
        'session.logout': 'loggingOut',
        'session.unauthorized': 'loggingOut',
        'viewer.updated': { actions: { type: 'assignViewer', params: ({ event }) => event.viewer } },
      },
      states: {
        // A restored session fetches who it belongs to.
        loadingViewer: {
          invoke: {
            src: 'loadViewer',
            onDone: { target: 'ready', actions: { type: 'assignViewer', params: ({ event }) => event.output } },
            onError: { target: 'viewerUnavailable', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        // The server could not be reached; the shell offers a retry.
        viewerUnavailable: {
          on: { 'viewer.retry': 'loadingViewer' },
        },
        ready: {
          initial: 'current',
          states: {
            current: {
              on: { 'viewer.stale': 'refreshing' },
            },
            // Read again while the app goes on (still ready); a failure keeps the viewer as it was.
            refreshing: {
              invoke: {
                src: 'loadViewer',
                onDone: { target: 'current', actions: { type: 'assignViewer', params: ({ event }) => event.output } },
                onError: 'current',
              },
            },
          },
        },
      },
    },
    // Clearing tokens and storage, then back to /login.
    loggingOut: {
      invoke: {
        src: 'clearSession',
        onDone: { target: 'loggedOut', actions: ['forgetViewer', 'leaveToLogin'] },
        onError: { target: 'loggedOut', actions: ['forgetViewer', 'leaveToLogin'] },
      },
    },
  },
});
